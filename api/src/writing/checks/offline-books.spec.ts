import { describe, expect, it } from '@jest/globals';
import { writeBook } from '../book-writer.js';
import { OfflineWriter } from '../offline/offline-writer.js';
import { PERSONAS, type Persona } from '../offline/personas.fixture.js';
import { isChildBook, isCoupleBook } from './book-people.js';
import { blockingOnly, briefFindings } from './index.js';

/**
 * The offline writer's books for real people pass the brief: every chapter of every child's book and every
 * couple's book of the persona table, with no blocking finding (else a demo book would fail to be written).
 */

const writer = new OfflineWriter(0);

async function blockingFindingsOfBook(persona: Persona) {
  const seed = { seed: 1 };
  const summary = (await writer.writeSummary({ story: persona.story, characters: persona.characters }, seed)).text;
  const outline = await writer.writeOutline(
    { story: persona.story, characters: persona.characters, summary, chapterCount: 15 },
    seed,
  );
  const chapters = await writeBook(
    { story: persona.story, characters: persona.characters, summary, outline: outline.chapters },
    { concurrency: 1, writeChapter: (request) => writer.writeChapter(request, seed) },
  );
  return chapters.flatMap((chapter) =>
    blockingOnly(briefFindings(chapter.text, persona)).map(
      (finding) => `chapter ${chapter.number}: ${finding.rule}: ${finding.excerpt}`,
    ),
  );
}

const kids = PERSONAS.filter((persona) => isChildBook(persona));
const couples = PERSONAS.filter((persona) => isCoupleBook(persona));

describe("the offline writer's books for real people", () => {
  it('include child and couple personas', () => {
    expect(kids.map((persona) => persona.label)).toContain(
      'a six-year-old and her grandma, a dinosaur egg (Adventure, Kid)',
    );
    expect(couples.map((persona) => persona.label)).toContain('two strangers on a late train (Romance, Sophisticated)');
  });

  // The anniversary romance's outline once had 'an old flame arrives with an invitation'; the demo writer's couples
  // now meet trouble from outside only.
  it.each([...kids, ...couples].map((persona) => [persona.label, persona] as const))(
    '%s: no chapter breaks the brief',
    async (_label, persona) => {
      expect(await blockingFindingsOfBook(persona)).toEqual([]);
    },
  );
});
