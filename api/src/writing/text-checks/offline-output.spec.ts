import { describe, expect, it } from '@jest/globals';
import { openingChapterRequest } from '../book-writer.js';
import { chapterTargetWords } from '../chapter-length.js';
import { OfflineWriter } from '../offline/offline-writer.js';
import { PERSONAS } from '../offline/personas.fixture.js';
import { checkChapter, checkFact, checkOutlineEntry, checkSummary, minimumChapterWords } from './text-checks.js';

// The offline writer (development, demos, most tests) writes through the same checks as a provider: its output
// must pass them, or every offline book would fail (issue 24, F3).
describe('the offline writer against the text checks', () => {
  const writer = new OfflineWriter(0);

  it.each(PERSONAS.map((persona) => [persona.label, persona] as const))(
    'passes every check for %s',
    async (_, { story, characters }) => {
      const summary = await writer.writeSummary({ story, characters }, { seed: 1 });
      expect(checkSummary(summary.text)).toEqual([]);
      const outline = await writer.writeOutline(
        { story, characters, summary: summary.text, chapterCount: 15 },
        { seed: 1 },
      );
      for (const entry of outline.chapters)
        expect({ number: entry.number, problems: checkOutlineEntry(entry) }).toEqual({
          number: entry.number,
          problems: [],
        });
      const plan = { story, characters, summary: summary.text, outline: outline.chapters };
      const targetWords = chapterTargetWords(story.readingGrade, 15);
      for (const chapterNumber of [1, 8, 15]) {
        const chapter = await writer.writeChapter(
          { ...openingChapterRequest(plan), chapterNumber, targetWords },
          { seed: 1 },
        );
        expect({
          chapterNumber,
          problems: checkChapter(chapter.text, targetWords, minimumChapterWords(chapter.writer, targetWords)),
        }).toEqual({ chapterNumber, problems: [] });
        for (const fact of chapter.newFacts)
          expect({ fact, problems: checkFact(fact) }).toEqual({ fact, problems: [] });
      }
    },
  );
});
