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

/**
 * Personas whose offline book breaks the brief today, reported to the offline writer's owner (api/src/writing/
 * offline is being rewritten): the anniversary romance's outline has 'an old flame arrives with an invitation', an
 * ex in a couple's book. writeBook's checks make such a chapter fail after its retries.
 */
const KNOWN_TRIPS = new Set(['two strangers on a late train (Romance, Sophisticated)']);

async function blockingFindingsOfBook(persona: Persona) {
  const seed = { seed: 1 };
  const summary = (await writer.writeSummary({ story: persona.story, characters: persona.characters }, seed)).text;
  const outline = await writer.writeOutline({ story: persona.story, characters: persona.characters, summary, chapterCount: 15 }, seed);
  const chapters = await writeBook({ story: persona.story, characters: persona.characters, summary, outline: outline.chapters }, { concurrency: 1, writeChapter: (request) => writer.writeChapter(request, seed) });
  return chapters.flatMap((chapter) => blockingOnly(briefFindings(chapter.text, persona)).map((finding) => `chapter ${chapter.number}: ${finding.rule}: ${finding.excerpt}`));
}

const kids = PERSONAS.filter((persona) => isChildBook(persona));
const couples = PERSONAS.filter((persona) => isCoupleBook(persona));

describe("the offline writer's books for real people", () => {
  it('include child and couple personas', () => {
    expect(kids.map((persona) => persona.label)).toContain('a six-year-old and her grandma, a dinosaur egg (Adventure, Kid)');
    expect(couples.map((persona) => persona.label)).toContain('two strangers on a late train (Romance, Sophisticated)');
  });

  const cases = (known: boolean) => [...kids, ...couples].filter((persona) => KNOWN_TRIPS.has(persona.label) === known).map((persona) => [persona.label, persona] as const);

  it.each(cases(false))('%s: no chapter breaks the brief', async (_label, persona) => {
    expect(await blockingFindingsOfBook(persona)).toEqual([]);
  });

  // Fails today (see KNOWN_TRIPS); `failing` turns red once the offline writer is fixed, so this entry is removed then.
  it.failing.each(cases(true))('%s: no chapter breaks the brief (known to fail)', async (_label, persona) => {
    expect(await blockingFindingsOfBook(persona)).toEqual([]);
  });
});
