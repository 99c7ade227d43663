import type { ReadingGrade } from '../writing.types.js';

/**
 * What every prompt (summary, outline, chapter) says about the nature of the book: its characters are real people
 * and it is a present. A printed gift that mocks, frightens or embarrasses its reader cannot be taken back.
 */
export const GIFT_BOOK_BRIEF = `This book is a gift. Its characters are real people, and the book is a present from someone who loves them:
- Portray every character warmly: laugh with them, never at them. Quirks and fears are endearing, never mocked.
- No real person is a villain. Trouble comes from an invented character, nature, bad luck or a misunderstanding.
- Never invent sensitive facts about the characters (illness, death, divorce, religion, politics, money troubles). Mention such things only if the customer's data states them, and then tenderly.
- No real brands, products, celebrities or copyrighted characters: this is a printed product. Use an original equivalent of your own instead.
- If the premise does not suit the reading level (too violent, too frightening or too adult), write a wholesome version of it. Never refuse, never lecture.
- When gift details are given: let the occasion colour the story's spirit, call each character what the reader calls them (whatTheReaderCallsThem) in narration and dialogue, and leave out everything listed under leaveOut.`;

/** How detail is used: the personal touch is what makes the book a gift, and a catalogue of traits is not a story. */
export const WEAVE_DONT_LIST = `Weave, don't list:
- A character's extra information is the most personal detail of the book: make it the emotional centre of the story.
- Use one or two details (a trait, a skill, a hobby, a quirk) per scene, chosen for what the scene needs; never every trait every time.`;

const KID_ARC = `Story shape for a young child (reading level 1-2):
- Gentle conflict only: a puzzle, something lost, a friend who needs help, a plan that goes wrong. No peril that frightens, no cruelty, no darkest moment.
- Every worry is resolved kindly, and the ending is reassuring and warm.
- A character's fear is handled kindly: they meet it in a small, safe way with someone beside them. Never use it to scare.`;

const MIDDLE_ARC = `Story shape (reading level 3):
- A real challenge with rising stakes, a setback at about three quarters that the characters overcome together, and a warm, satisfying resolution.
- Peril stays adventurous, never gruesome or cruel. Fears are faced with courage and support.`;

const ADULT_ARC = `Story shape (reading level 4-5):
- A full arc: set-up, rising action, a turning point near the middle, a darkest moment at about three quarters, the climax, and a resolution that moves the reader.
- Tension can be real, but cruelty and gore stay off the page, and the characters come through with their dignity.`;

/** The arc a book of this reading grade follows: no "darkest moment" for a six-year-old. */
export function storyShape(grade: ReadingGrade): string {
  if (grade <= 2) return KID_ARC;
  return grade === 3 ? MIDDLE_ARC : ADULT_ARC;
}
