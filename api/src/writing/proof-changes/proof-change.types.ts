import type { SavedCharacter } from '@storyloom/contracts';
import type { ProofChangeKind, ProposedChapter } from '@storyloom/contracts/delivery';
import type { BibleEntry } from '../bible-entry.js';
import type { PlacedDetail, StoryBrief, WrittenChapter } from '../writing.types.js';

/** One chapter of the book as the buyer's current proof version has it: plain prose, paragraphs split by a blank line. */
export interface ProofBookChapter {
  number: number;
  title: string;
  text: string;
}

/**
 * Everything the engine needs to change a book in plain words (docs/product/proof-changes.md). Pure data: the
 * caller (the proof module) loads it from the order's current version and stores what comes back.
 */
export interface ProofChangeInput {
  book: { title: string; chapters: ProofBookChapter[] };
  /** The story bible's entries (the outline's names, places, pets and objects), as frozen with the order. */
  bible: BibleEntry[];
  /** The frozen step-1 characters of the order (PaidBook.characters). */
  characters: SavedCharacter[];
  story: StoryBrief;
  /**
   * The order's summary and outline, when the caller has them: the demo writer composes a rewritten chapter from
   * its outline entry. Without them the outline is derived from the chapters (titles and first sentences).
   */
  plan?: { summary: string; outline: WrittenChapter[]; placedDetails?: PlacedDetail[] };
  /** `chapter` set: the request was typed in that chapter's box; unset: the whole book's box. */
  request: { chapter?: number; instruction: string };
}

/** What the writer proposes: nothing is kept until the buyer accepts it. */
export interface ProofChangeResult {
  kind: ProofChangeKind;
  /** One line for the buyer: 'Renamed Mia to Maya in 6 chapters', or why nothing changed. */
  message: string;
  /** Only the chapters whose title or text changed, in book order; empty when nothing needed to change. */
  chapters: ProposedChapter[];
  /** The whole bible after the change, when an entry changed (a fact, or a renamed entry); absent otherwise. */
  bible?: BibleEntry[];
  /** For a rename: the name replaced and its replacement, so the caller can rename the frozen character too. */
  rename?: { from: string; to: string };
}

/** How a request was understood, before anything is changed. */
export type ProofChangePlan =
  | { kind: 'rename'; from: string; to: string }
  | {
      kind: 'fact';
      from?: string;
      to?: string;
      subject?: string;
      find: string[];
      bible?: BibleEntry[];
      summary?: string;
    }
  | { kind: 'rewrite'; chapter: number }
  | { kind: 'removal'; terms: string[] };
