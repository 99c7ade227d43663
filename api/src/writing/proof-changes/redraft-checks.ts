import type { SavedCharacter } from '@storyloom/contracts';
import { shortName } from '../checks/book-people.js';
import { checkChapter, repairChapter, type TextProblem } from '../text-checks/text-checks.js';
import { mentionsName } from './literal-rename.js';
import { removalPattern } from './literal-changes.js';

export type RedraftProblem = TextProblem | 'dropped-character' | 'still-mentions' | 'unchanged';

/**
 * A redrafted chapter as it may be proposed to the buyer (docs/product/proof-changes.md#the-model-writer):
 * the text checks every chapter passes (no refusal or assistant talk, no markup, no heading line, not a fragment
 * nor a runaway against the chapter it replaces), every character the chapter named still named (unless the request
 * names them), a removal's words gone, and something changed.
 */
export function checkRedraft(
  before: string,
  after: string,
  context: {
    characters: readonly SavedCharacter[];
    instruction: string;
    targetWords: number;
    removed?: readonly string[];
  },
): { text: string; problems: RedraftProblem[] } {
  const text = repairChapter(after);
  const problems: RedraftProblem[] = [...checkChapter(text, context.targetWords)];
  const names = context.characters
    .map((character) => shortName(character.name))
    .filter((name) => !mentionsName(context.instruction, [name]));
  if (names.some((name) => mentionsName(before, [name]) && !mentionsName(text, [name])))
    problems.push('dropped-character');
  if (context.removed && context.removed.length > 0 && removalPattern(context.removed).test(text))
    problems.push('still-mentions');
  if (text.trim() === before.trim()) problems.push('unchanged');
  return { text, problems };
}
