import { describe, expect, it } from '@jest/globals';
import type { ChapterRequest, StoryBible } from '../writing.types.js';
import { OfflineWriter } from './offline-writer.js';
import { PERSONAS, type Persona } from './personas.fixture.js';

const writer = new OfflineWriter(0);
const EMPTY_BIBLE: StoryBible = { characters: [], foundations: [], places: [], facts: [] };
const persona = (label: string) => PERSONAS.find((candidate) => candidate.label.includes(label))!;
const MIRA = persona('dinosaur egg');
const ANA = persona('late train');
const EVE = persona('friendly ghost');

async function requestFor(
  subject: Persona,
  chapterNumber: number,
  overrides: Partial<ChapterRequest> = {},
  seed = 1,
): Promise<ChapterRequest> {
  const { story, characters } = subject;
  const summary = (await writer.writeSummary({ story, characters }, { seed })).text;
  const outline = await writer.writeOutline({ story, characters, summary, chapterCount: 15 }, { seed });
  return {
    story,
    characters,
    summary,
    outline: outline.chapters,
    chapterNumber,
    bible: EMPTY_BIBLE,
    targetWords: 600,
    ...overrides,
  };
}

/** What a young reader must never meet in their book. */
const FRIGHTENING =
  /\b(darkest|bleakest|terrif\w*|kill\w*|blood|dead|death|scream\w*|strikes|(?:is|feels|all) alone|alone(?=,)|lost for good|closing in|enemy|curse|shadows?)\b/i;

describe('OfflineWriter chapters', () => {
  it('is the same chapter for the same request and seed, and a different one on regenerate', async () => {
    const request = await requestFor(MIRA, 4);
    const first = await writer.writeChapter(request, { seed: 3 });
    expect((await writer.writeChapter(request, { seed: 3 })).text).toBe(first.text);
    const others = await Promise.all([4, 5, 6].map((seed) => writer.writeChapter(request, { seed })));
    expect(new Set([first, ...others].map((chapter) => chapter.text)).size).toBe(4);
    expect(first).toMatchObject({
      number: 4,
      title: request.outline[3]!.title,
      writer: 'offline',
      promptVersion: 'offline-chapter.v3',
    });
  });

  it('uses what the story bible established, and returns the facts this chapter adds', async () => {
    const fact = 'The dinosaur hatchling sneezes glitter whenever it is happy.';
    const request = await requestFor(MIRA, 6, {
      bible: {
        characters: ['Mira O.: the main character'],
        foundations: [],
        places: ["Grandma's garden"],
        facts: [`Chapter 2: ${fact}`],
      },
    });
    const chapter = await writer.writeChapter(request, { seed: 1 });
    expect(chapter.text).toContain(fact);
    expect(chapter.newFacts.length).toBeGreaterThan(0);
    const firstEvent = request.outline[5]!.synopsis.split(/(?<=[.!?])\s/)[0]!;
    // Untagged: extendStoryBible adds the chapter tag (tagging here too printed 'Chapter 2:' inside the prose).
    expect(chapter.newFacts[0]).toBe(firstEvent);
  });

  it('calls characters what the reader calls them, and ends the book on the relationship, the occasion and the dedication', async () => {
    const request = await requestFor(MIRA, 15);
    const last = await writer.writeChapter(request, { seed: 1 });
    expect(last.text).toMatch(/"[^"]*Grandma[^"]*"/);
    expect(last.text).toContain('Mira O. looks at Rosa');
    expect(last.text).toContain('this birthday');
    expect(last.text).toContain('For Mira, with love from Grandma Rosa.');
    const anniversary = await writer.writeChapter(await requestFor(ANA, 15), { seed: 1 });
    expect(anniversary.text).toContain('Another year together');
    const middle = await writer.writeChapter(await requestFor(MIRA, 5), { seed: 1 });
    expect(middle.text).not.toContain('this birthday');
  });

  it('leaves out what the visitor asked to leave out, even a fear they listed', async () => {
    const request = await requestFor(EVE, 1);
    const chapters = await Promise.all(
      [1, 8, 10, 15].map((number) => writer.writeChapter({ ...request, chapterNumber: number }, { seed: 1 })),
    );
    for (const text of [
      request.summary,
      request.outline.map((chapter) => chapter.synopsis).join(' '),
      ...chapters.map((chapter) => chapter.text),
    ])
      expect(text).not.toMatch(/spider/i);
    // The fear that is not left out is still in the book, handled kindly.
    expect(request.summary).toMatch(/darkness/i);
  });

  it('keeps a Kid book gentle: no villain who strikes, no darkest hour, no peril, a kind ending', async () => {
    for (const subject of PERSONAS.filter((candidate) => candidate.story.readingGrade === 1)) {
      for (const seed of [1, 2]) {
        const request = await requestFor(subject, 1, {}, seed);
        const chapters = await Promise.all(
          [1, 9, 11, 13, 15].map((number) => writer.writeChapter({ ...request, chapterNumber: number }, { seed })),
        );
        const outlineText = request.outline
          .map((chapter) => `${chapter.title} ${chapter.synopsis} ${chapter.tags.join(' ')}`)
          .join(' ');
        for (const text of [request.summary, outlineText, ...chapters.map((chapter) => chapter.text)])
          expect({ label: subject.label, seed, frightening: text.match(FRIGHTENING)?.[0] }).toEqual({
            label: subject.label,
            seed,
            frightening: undefined,
          });
      }
    }
  });

  it('turns a frightening premise into a wholesome one for a Kid reader instead of refusing it', async () => {
    const doll = persona('doll that comes back');
    const kid = { ...doll, story: { ...doll.story, readingGrade: 1 as const, readingLevelLabel: 'Kid' } };
    const summary = (await writer.writeSummary({ story: kid.story, characters: kid.characters }, { seed: 1 })).text;
    expect(summary).toContain(
      'It all begins with a rumour: %an old doll comes back every time someone throws it away%, or so people say',
    );
    expect(summary).toContain('the truth is much friendlier');
    const grownUp = (await writer.writeSummary({ story: doll.story, characters: doll.characters }, { seed: 1 })).text;
    expect(grownUp).not.toContain('rumour');
  });

  it('weaves the most personal detail into the first, middle and last chapters (a young reader: first and last), not into every one', async () => {
    for (const [subject, detail, chapters] of [
      [MIRA, 'calls her "little bean"', [1, 15]],
      [ANA, 'carries a paperback', [1, 8, 15]],
    ] as const) {
      const request = await requestFor(subject, 1);
      const having = await Promise.all(
        chapters.map((number) => writer.writeChapter({ ...request, chapterNumber: number }, { seed: 1 })),
      );
      for (const chapter of having) expect(chapter.text).toContain(detail);
      const others = await Promise.all(
        [3, 5, 11].map((number) => writer.writeChapter({ ...request, chapterNumber: number }, { seed: 1 })),
      );
      for (const chapter of others) expect(chapter.text).not.toContain(detail);
    }
  });

  it('never pads a chapter past its target: the demo writer tells the events and stops', async () => {
    const request = await requestFor(ANA, 7);
    for (const targetWords of [250, 800, 3000, 5000]) {
      const chapter = await writer.writeChapter({ ...request, targetWords }, { seed: 1 });
      const words = chapter.text.split(/\s+/).filter(Boolean).length;
      expect({ targetWords, within: words >= 40 && words <= Math.max(targetWords * 1.25, 0) && words <= 800 }).toEqual({
        targetWords,
        within: true,
      });
    }
  });

  it('does not keep repeating itself in a long chapter', async () => {
    for (const subject of [ANA, MIRA, persona('codebreaker')]) {
      const request = await requestFor(subject, 9, { targetWords: 3000 });
      const chapter = await writer.writeChapter(request, { seed: 1 });
      const counts = new Map<string, number>();
      for (const sentence of chapter.text.split(/(?<=[.!?;])\s+(?=["A-Z])/))
        counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      const [mostRepeated, times] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
      expect({ label: subject.label, mostRepeated, tooOften: times > 6 }).toEqual({
        label: subject.label,
        mostRepeated,
        tooOften: false,
      });
    }
  });

  it('streams the chapter at the configured pace, adding up to its text, and can be cancelled', async () => {
    const request = await requestFor(MIRA, 2, { targetWords: 300 });
    const paced = new OfflineWriter(1000);
    const deltas: string[] = [];
    const chapter = await paced.writeChapter(request, { seed: 1, onText: (delta) => deltas.push(delta) });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(chapter.text);
    const controller = new AbortController();
    const cancelled = paced.writeChapter(request, {
      seed: 1,
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('writes a chapter from an outline it did not write, with markdown and unknown names in it, as plain prose', async () => {
    const request = await requestFor(MIRA, 1);
    const outline = [
      {
        number: 1,
        title: '**The Egg**',
        synopsis: '**Mira O.** and _Grandma_ find a *speckled* egg under the rhubarb. # It wobbles.',
        tags: ['setup'],
      },
    ];
    const chapter = await writer.writeChapter({ ...request, outline, chapterNumber: 1 }, { seed: 1 });
    expect(chapter.title).toBe('The Egg');
    expect(chapter.text).toContain('find a speckled egg under the rhubarb');
    expect(chapter.text).not.toMatch(/[*_#]/);
  });
});
