import type { WrittenChapterText, WrittenText } from '../writing.types.js';
import {
  checkChapter,
  checkFact,
  checkSummary,
  minimumChapterWords,
  repairChapter,
  type TextProblem,
} from './text-checks.js';

/** A text after its safe repairs, and what is still wrong with it (nothing: it may be stored). */
export interface Checked<T> {
  text: T;
  problems: TextProblem[];
}

/**
 * A chapter as it may be stored: its prose repaired where that is safe (a heading line above it, an assistant's
 * sign-off below it) and checked against its target length; its story-bible facts only the plain statements, and
 * none at all while the prose fails (a failed chapter's facts never reach the bible).
 */
export function acceptChapter(chapter: WrittenChapterText, targetWords: number): Checked<WrittenChapterText> {
  const text = repairChapter(chapter.text);
  const problems = checkChapter(text, targetWords, minimumChapterWords(chapter.writer, targetWords));
  const newFacts = problems.length === 0 ? chapter.newFacts.filter((fact) => checkFact(fact).length === 0) : [];
  return { text: { ...chapter, text, newFacts }, problems };
}

/** A summary as it may be stored: checked only (its Markdown shape is the writer's tidy work). */
export function acceptSummary(summary: WrittenText): Checked<WrittenText> {
  return { text: summary, problems: checkSummary(summary.text) };
}

/** "too-short, assistant-phrasing": the problems for a log line and the error's cause. */
export const describeProblems = (problems: readonly TextProblem[]) => problems.join(', ');
