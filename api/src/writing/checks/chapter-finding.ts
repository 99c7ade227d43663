import type { SavedCharacter } from '@storyloom/contracts';
import type { StoryBrief } from '../writing.types.js';

/**
 * A 'block' finding breaks the brief for real people (a child in danger, a rival in an anniversary book, something
 * the visitor asked us to leave out): the chapter is not stored and is written again. A 'flag' is a likely slip
 * against the story bible (a misspelt name, a contradicted age): the chapter is kept and the flag goes to the
 * proof's personalisation panel.
 */
export type FindingSeverity = 'block' | 'flag';

export type FindingRule =
  | 'kid-alone-or-strangers'
  | 'kid-hazard-without-adult'
  | 'kid-body-or-food-remark'
  | 'kid-teasing'
  | 'couple-trouble'
  | 'things-to-avoid'
  | 'name-spelling'
  | 'call-name-not-in-dialogue'
  | 'age-contradicted'
  | 'opening-repeated'
  | 'ending-repeated';

export interface ChapterFinding {
  rule: FindingRule;
  severity: FindingSeverity;
  /** The sentence the finding is about, as the chapter has it (shortened when long). */
  excerpt: string;
  /** What is wrong, in words an editor or the customer understands. */
  detail: string;
}

/** What the checks need of a book: its story brief (reading level, gift details) and its characters. */
export interface BriefCheckBook {
  story: Pick<StoryBrief, 'genre' | 'readingGrade' | 'gift'>;
  characters: readonly Pick<SavedCharacter, 'id' | 'name' | 'isMainCharacter' | 'age' | 'relation'>[];
}
