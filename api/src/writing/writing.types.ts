import type { SavedCharacter } from '@storyloom/contracts';
import type { EndingKind, OpeningKind } from './checks/chapter-variety.js';
import type { PlacedDetail } from './detail-placement.js';
import type { BibleEntry } from './bible-entry.js';

export type { PlacedDetail } from './detail-placement.js';
export type { BibleEntry } from './bible-entry.js';
export type { ProofChangeInput } from './proof-changes/proof-change.types.js';

/**
 * The writing engine's vocabulary. Endpoints build a request from what the visitor saved and call
 * WritingService; the service picks the configured writer (OpenAI or offline), enforces the limits and records
 * what produced the text.
 */

export type WriterKind = 'openai' | 'offline';

/** How demanding the prose is, 1 (a young child reads it) to 5 (a sophisticated adult reader). */
export type ReadingGrade = 1 | 2 | 3 | 4 | 5;

/** The story the visitor asked for, resolved: no 'Custom...' left, defaults applied, lists split. */
export interface StoryBrief {
  title: string;
  genre: string;
  premise: string;
  styles: string[];
  tones: string[];
  readingGrade: ReadingGrade;
  /** The reading level as the visitor chose it ('Average', 'Teen'...), for the prompt. */
  readingLevelLabel: string;
  /** What the visitor told us about the gift (all optional); every prompt uses it. */
  gift?: GiftBrief;
}

/** The optional 'About this gift' answers of /step2: they matter most to a book that is a present. */
export interface GiftBrief {
  /** 'Birthday', 'Holiday', 'Anniversary', 'New baby', 'Retirement', 'Just because', or the visitor's own words. */
  occasion?: string;
  /** Who gives the book ('Mum and Dad'). */
  from?: string;
  /** Who receives it ('Mira'). */
  to?: string;
  /** What the reader calls a character, by the character's id ({ [rosa.id]: 'Grandma' }); read it with callNameOf. */
  callNames?: Record<string, string>;
  /** Things the book must leave out, in the visitor's words. */
  avoid?: string;
}

export interface SummaryRequest {
  story: StoryBrief;
  /** The main character first or not: writers find the main one by `isMainCharacter`. */
  characters: SavedCharacter[];
}

export interface OutlineRequest {
  story: StoryBrief;
  characters: SavedCharacter[];
  /**
   * The story summary (in the format of docs/product/step2-premise.md#the-summarys-format, possibly edited by the
   * visitor) the outline must stay consistent with.
   */
  summary: string;
  /** Exactly this many chapters come back (15, 25 or 40). */
  chapterCount: number;
}

export interface WriteOptions {
  visitorId: string;
  /** The client's rate-limit key (security/client-address.ts: its IPv4 address, or its IPv6 network), for the per-IP rate limit. */
  ip: string;
  /** Aborts the generation (e.g. when the visitor closes the page); the provider request is cancelled too. */
  signal?: AbortSignal;
  /**
   * A visitor waits on screen for this text (a chapter on /step4, not the book's chapters after payment): the
   * provider is given OPENAI_INTERACTIVE_TIMEOUT_MS instead of the background timing. Summaries and outlines always are.
   */
  interactive?: boolean;
  /**
   * Receives the text as it is written. For an outline: each chapter rendered as '**Chapter N: title**\nsynopsis'
   * (chapters separated by a blank line) as soon as it is complete.
   */
  onText?: (delta: string) => void;
}

/** Tokens a provider counted for one generation, all its requests (repairs, continuations) together. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** What produced a text; kept in the draft's generations log. */
export interface Provenance {
  writer: WriterKind;
  model?: string;
  promptVersion: string;
  /** Set when the provider reported its token counts (the offline writer costs none). */
  usage?: TokenUsage;
}

export interface WrittenText extends Provenance {
  text: string;
}

export interface WrittenChapter {
  number: number;
  title: string;
  synopsis: string;
  tags: string[];
}

export interface WrittenOutline extends Provenance {
  /** Exactly `request.chapterCount` chapters, numbered 1..N. */
  chapters: WrittenChapter[];
  /**
   * The outline in its text form ('**Chapter N: title**' markers,
   * docs/product/step3-outline.md#what-happens-on-generate-outline).
   */
  text: string;
  /** The names, places, pets and objects the outline invented, kept whole for every chapter (empty when none came back). */
  bible?: BibleEntry[];
  /** Every detail the buyer gave, with the one to three chapters it belongs in (detail-placement.ts). */
  placedDetails?: PlacedDetail[];
}

/**
 * What every chapter writer knows so that chapters written in parallel agree: who is who, where things happen,
 * and what earlier chapters established. Built from the outline before the first chapter and extended with each
 * chapter's `newFacts`.
 */
export interface StoryBible {
  /** One line per character: name, what the reader calls them, role and relationship to the main character. */
  characters: string[];
  /** The outline's invented names, places, pets and objects with their attributes: never trimmed. */
  foundations: BibleEntry[];
  /** Places the story uses, one short line each. */
  places: string[];
  /** Facts established so far ('Grandma's garden gate squeaks'), in story order; the newest minor ones trimmed first. */
  facts: string[];
}

export interface ChapterRequest {
  story: StoryBrief;
  characters: SavedCharacter[];
  summary: string;
  /** The whole outline, so the chapter knows what comes before and after it. */
  outline: WrittenChapter[];
  /** 1-based; `outline[chapterNumber - 1]` is the chapter to write. */
  chapterNumber: number;
  bible: StoryBible;
  /** The length to aim for, in words (by reading level and book size, see chapter-length.ts). */
  targetWords: number;
  /**
   * The chapter before this one, when it is already written (always for chapters 2 and 3: the book's first three
   * chapters are written in order, see book-writer.ts): this one continues from its end and opens and ends differently.
   */
  previousChapter?: PreviousChapter;
  /**
   * Where the outline placed each of the buyer's details; the chapter is written with its own share only. Absent for
   * an outline stored before placements: the details are then placed evenly (detail-placement.ts).
   */
  placedDetails?: PlacedDetail[];
}

/** What a chapter is told of the one before it (chapter-continuity.ts). */
export interface PreviousChapter {
  number: number;
  /** Its last whole sentences, about 600 characters: where this chapter picks up. */
  lastLines: string;
  /** How it opened and ended, when that is a kind the next chapter must not repeat (checks/chapter-variety.ts). */
  opening?: OpeningKind;
  ending?: EndingKind;
}

/** A slip a chapter is kept with (a misspelt name, an opening like the chapter before's), for the proof's panel. */
export interface ChapterFlag {
  /** The check that raised it ('name-spelling', 'opening-repeated'...). */
  rule: string;
  /** What is wrong and where, in words an editor or the customer understands. */
  message: string;
}

/** The back-cover blurb of a book (writing/blurb.ts): what the book is about, from its summary and outline. */
export interface BlurbRequest {
  story: StoryBrief;
  characters: SavedCharacter[];
  summary: string;
  outline: WrittenChapter[];
}

export interface WrittenChapterText extends Provenance {
  number: number;
  title: string;
  /** Plain prose: paragraphs separated by one blank line, no title line, no markdown. */
  text: string;
  /** Facts this chapter established, for the story bible of the chapters after it. */
  newFacts: string[];
  /** The flags of a chapter of a paid book (WritingService.writeBook), stored with it; absent on /step4. */
  flags?: ChapterFlag[];
}

/** What a writer gets besides the request: the seed that makes regenerations differ, cancellation and streaming. */
export interface WriterContext {
  /** The draft's generation counter for this task: same inputs + same seed = same offline text. */
  seed: number;
  signal?: AbortSignal;
  onText?: (delta: string) => void;
  /** See WriteOptions.interactive. */
  interactive?: boolean;
}

/** One implementation per provider; WritingService chooses one from the configuration. */
export interface Writer {
  readonly kind: WriterKind;
  writeSummary(request: SummaryRequest, context: WriterContext): Promise<WrittenText>;
  writeOutline(request: OutlineRequest, context: WriterContext): Promise<WrittenOutline>;
  /** One chapter of the book; streams its prose through `context.onText`. */
  writeChapter(request: ChapterRequest, context: WriterContext): Promise<WrittenChapterText>;
  /** The back-cover blurb: 60–120 words of plain prose (checked by WritingService.writeBlurb). */
  writeBlurb(request: BlurbRequest, context: WriterContext): Promise<WrittenText>;
}
