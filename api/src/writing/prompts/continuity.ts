import { describeKind } from '../checks/chapter-variety.js';
import type { ChapterRequest } from '../writing.types.js';

/**
 * What the chapter prompt says about the chapter before (issue 24, continuity): where it ended, shown as data to
 * continue from, and the kind of opening and ending it used, which this chapter must not repeat (the check in
 * checks/chapter-variety.ts has the chapter written again when it does).
 */
export function continuityRules({ previousChapter: previous }: ChapterRequest): string {
  const rules = [
    '- Vary how chapters open and end: not every chapter opens with the weather or someone waking up, and not every chapter ends at bedtime.',
  ];
  if (!previous) return rules.join('\n');
  rules.push(
    `- previousChapterEnding is how chapter ${previous.number} ended: continue from there. Do not repeat or retell it.`,
  );
  if (previous.opening)
    rules.push(`- Chapter ${previous.number} opened ${describeKind(previous.opening)}: open this chapter another way.`);
  if (previous.ending)
    rules.push(`- Chapter ${previous.number} ended ${describeKind(previous.ending)}: end this chapter another way.`);
  return rules.join('\n');
}

/** The data block's entry for the chapter before, when it is written. */
export function previousChapterData({ previousChapter: previous }: ChapterRequest) {
  return previous ? { previousChapterEnding: { chapter: previous.number, lastLines: previous.lastLines } } : {};
}
