#!/usr/bin/env node
// Words per chapter against the targets (issue 24; the table is api/src/writing/chapter-length.ts, its reasoning
// docs/product/chapter-length.md): for each of /step2's reading levels and each book size, the offline writer
// writes a whole book in-process through the writer interface and the book writer (the path a paid order takes),
// and every chapter's word count is held to its budget: a model's is ±25% around the target; the demo writer's
// (the only writer that runs here without keys) goes from its own floor to the target's +25%, since it tells the
// events once and never pads (api/src/writing/text-checks). `node e2e/bench/chapter-length.mjs`
// after `npm run build` prints the rows alone; run-bench.mjs prints them as part of `npm run bench`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_CHARACTERS, BENCH_STORY, loadOfflineWriter } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

/** /step2's reading levels, the ones a visitor chooses. */
export const BENCH_READING_LEVELS = ['Kid', 'Average', 'Sophisticated'];

/** Words as the writing service counts them in its log: runs of non-space characters. */
export const countWords = (text) => text.split(/\s+/).filter(Boolean).length;

/**
 * One book's figure: the mean, shortest and longest chapter in words, and how many chapters fall outside
 * `budget` ({ target, min, max }). A single chapter outside it puts the figure over budget: the budget is per chapter.
 */
export function wordsPerChapterFigure(budget, chapterWords) {
  if (chapterWords.length === 0) throw new Error('a book without chapters has no words per chapter');
  const outside = chapterWords.filter((words) => words < budget.min || words > budget.max).length;
  return {
    chapters: chapterWords.length,
    mean: Math.round(chapterWords.reduce((sum, words) => sum + words, 0) / chapterWords.length),
    fewest: Math.min(...chapterWords),
    most: Math.max(...chapterWords),
    outside,
    overBudget: outside > 0,
  };
}

/** The bench rows ({ name, value, budget, overBudget }, run-bench.mjs's `record` arguments) of the measured books. */
export function chapterLengthRows(books) {
  return books.map(({ readingLevel, bookSize, budget, figure }) => ({
    name: `words per chapter (demo writer): ${readingLevel} ${bookSize} (${figure.chapters} chapters)`,
    value: `${figure.mean} (${figure.fewest}-${figure.most})`,
    budget: `${budget.min}-${budget.max} (target ${budget.target})${figure.outside > 0 ? `, ${figure.outside} outside` : ''}`,
    overBudget: figure.overBudget,
  }));
}

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

/** Writes one book per reading level × size with the built offline writer and measures its chapters. */
export async function measureChapterLengths({ root }) {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const { chapterWordTarget } = await load(root, 'writing', 'chapter-length.js');
  const { minimumChapterWords } = await load(root, 'writing', 'text-checks', 'text-checks.js');
  const { storyBriefFromDetails } = await load(root, 'writing', 'story-brief.js');
  const { writeBook } = await load(root, 'writing', 'book-writer.js');
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const writer = new OfflineWriter(0); // no pacing: the words are the figure, not the time
  const books = [];
  for (const readingLevel of BENCH_READING_LEVELS) {
    // The app's own mapping of a /step2 level onto the writer's grade.
    const story = storyBriefFromDetails({ ...BENCH_STORY, readingLevel });
    const summary = (await writer.writeSummary({ story, characters }, { seed: 1 })).text;
    for (const bookSize of Object.keys(contracts.BOOK_SIZES)) {
      const chapterCount = contracts.BOOK_SIZES[bookSize].chapters;
      const { chapters: outline } = await writer.writeOutline(
        { story, characters, summary, chapterCount },
        { seed: 1 },
      );
      const written = await writeBook(
        { story, characters, summary, outline },
        { concurrency: 4, writeChapter: (request) => writer.writeChapter(request, { seed: 1 }) },
      );
      const target = chapterWordTarget({ readingLevel: story.readingGrade, bookSize });
      const budget = { ...target, min: minimumChapterWords('offline', target.target) };
      books.push({
        readingLevel,
        bookSize,
        budget,
        figure: wordsPerChapterFigure(
          budget,
          written.map((chapter) => countWords(chapter.text)),
        ),
      });
    }
  }
  return books;
}

/** Prints the rows through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchChapterLengths({ root, record }) {
  for (const row of chapterLengthRows(await measureChapterLengths({ root })))
    record(row.name, row.value, row.budget, row.overBudget);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchChapterLengths({
    root,
    record: benchRecorder().record,
  });
}
