import type { SavedCharacter } from '@storyloom/contracts';

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
}

export interface SummaryRequest {
  story: StoryBrief;
  /** The main character first or not: writers find the main one by `isMainCharacter`. */
  characters: SavedCharacter[];
}

export interface OutlineRequest {
  story: StoryBrief;
  characters: SavedCharacter[];
  /** The story summary (section 3 format, possibly edited by the visitor) the outline must stay consistent with. */
  summary: string;
  /** Exactly this many chapters come back (15, 25 or 40). */
  chapterCount: number;
}

export interface WriteOptions {
  visitorId: string;
  /** The client's address (security/client-address.ts: request.ip honouring TRUST_PROXY, always an IP), for the per-IP rate limit. */
  ip: string;
  /** Aborts the generation (e.g. when the visitor closes the page); the provider request is cancelled too. */
  signal?: AbortSignal;
  /**
   * Receives the text as it is written. For an outline: each chapter rendered as '**Chapter N: title**\nsynopsis'
   * (chapters separated by a blank line) as soon as it is complete.
   */
  onText?: (delta: string) => void;
}

/** What produced a text; kept in the draft's generations log. */
export interface Provenance {
  writer: WriterKind;
  model?: string;
  promptVersion: string;
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
  /** The outline in the text form of section 3 ('**Chapter N: title**' markers). */
  text: string;
}

/** What a writer gets besides the request: the seed that makes regenerations differ, cancellation and streaming. */
export interface WriterContext {
  /** The draft's generation counter for this task: same inputs + same seed = same offline text. */
  seed: number;
  signal?: AbortSignal;
  onText?: (delta: string) => void;
}

/** One implementation per provider; WritingService chooses one from the configuration. */
export interface Writer {
  readonly kind: WriterKind;
  writeSummary(request: SummaryRequest, context: WriterContext): Promise<WrittenText>;
  writeOutline(request: OutlineRequest, context: WriterContext): Promise<WrittenOutline>;
}
