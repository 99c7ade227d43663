import { describe, expect, it } from '@jest/globals';
import { BINDING_CODES, PAGE_COLOR_CODES } from '@storyloom/contracts/delivery';
import {
  BOOK_SIZES,
  READING_LEVELS,
  savedCharacterSchema,
  type BookSize,
  type ReadingLevel,
  type StoryDetails,
} from '@storyloom/contracts';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { PRINT_PRODUCT, podPackageId } from '../src/print/print.types.js';
import { bookToTypeset } from '../src/production/book-to-typeset.js';
import { coverPng } from '../src/production/typeset/book.fixture.js';
import { HARDCOVER_SPINE_TABLE } from '../src/production/typeset/cover-geometry.js';
import {
  typesetCover,
  typesetInterior,
  type BookToTypeset,
  type TypesetCover,
  type TypesetInterior,
} from '../src/production/typeset/typesetter.js';
import { writeBook } from '../src/writing/book-writer.js';
import { OfflineWriter } from '../src/writing/offline/offline-writer.js';
import { storyBriefFromDetails } from '../src/writing/writing.service.js';

/**
 * Every printed book we sell, checked as the printer and the reader get it (issue 25): binding × paper × size ×
 * reading level, each an offline writer's book of that size and level, set through bookToTypeset (the print's one
 * path). Typesetting is the slow part, so each PDF is made once and shared by the assertions. Neither the paper nor
 * the binding changes how the text is set (the paper only tints the preview, the binding adds padding and changes
 * the cover), so the interior is typeset once per binding, size and level, the cover once per binding, size and
 * level, and each paper's row checks the same PDFs with its own product code.
 */

const POINTS = 72;
const writer = new OfflineWriter(0);
const CHARACTERS = [
  { name: 'Leo', isMainCharacter: true, gender: 'male', age: '6', personality: ['Curious'], hobbies: 'Drawing' },
  {
    name: 'Nana',
    isMainCharacter: false,
    relation: 'Grandmother',
    gender: 'female',
    age: '72',
    personality: ['Kind'],
    skills: 'Baking',
  },
].map((character) => savedCharacterSchema.parse(character));

const memo = <T>(make: (key: string) => Promise<T>) => {
  const made = new Map<string, Promise<T>>();
  return (key: string) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
};

const storyOf = (level: ReadingLevel): StoryDetails => ({
  bookTitle: "Leo and Nana's Seaside Secret",
  genre: 'Adventure',
  premise: 'A boy and his grandmother find a message in a bottle on the beach',
  style: 'Descriptive',
  tone: 'Lighthearted',
  readingLevel: level,
  gift: { occasion: 'Birthday', to: 'Leo', from: 'Nana' },
});

/** The offline writer's whole book of this size and reading level. */
const writtenBook = memo(async (key) => {
  const [size, level] = key.split('/') as [BookSize, ReadingLevel];
  const story = storyOf(level);
  const brief = storyBriefFromDetails(story);
  const seed = { seed: 1 };
  const summary = (await writer.writeSummary({ story: brief, characters: CHARACTERS }, seed)).text;
  const outline = await writer.writeOutline(
    { story: brief, characters: CHARACTERS, summary, chapterCount: BOOK_SIZES[size].chapters },
    seed,
  );
  const chapters = await writeBook(
    { story: brief, characters: CHARACTERS, summary, outline: outline.chapters },
    { concurrency: 4, writeChapter: (request) => writer.writeChapter(request, seed) },
  );
  return { story, summary, chapters: chapters.map(({ number, title, text }) => ({ number, title, text })) };
});

interface Printed {
  book: BookToTypeset;
  interior: TypesetInterior;
  cover: TypesetCover;
  pages: string[];
  coverText: string;
}

const printed = memo(async (key): Promise<Printed> => {
  const [size, level, binding] = key.split('/') as [BookSize, ReadingLevel, (typeof BINDING_CODES)[number]];
  const written = await writtenBook(`${size}/${level}`);
  const book = bookToTypeset({
    title: written.story.bookTitle,
    story: written.story,
    summary: written.summary,
    dedication: 'For Leo, who finds the treasure.',
    chapters: written.chapters,
    byDemoWriter: true,
    binding,
    paperColor: 'cream',
    coverFrontPng: await coverPng(),
    demo: false,
  });
  const interior = await typesetInterior(book);
  const cover = await typesetCover(book, interior.pageCount);
  return {
    book,
    interior,
    cover,
    pages: await pageTexts(interior.pdf),
    coverText: (await pageTexts(cover.pdf)).join(' '),
  };
});

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

const boxOf = (page: ReturnType<PDFDocument['getPages']>[number], box: string) => {
  const array = page.node.get(PDFName.of(box));
  return array instanceof PDFArray
    ? array.asArray().map((value) => Math.round(Number(value.toString()) * 100) / 100)
    : undefined;
};

/** Every font of a PDF: its name without the subset tag, and whether its program is embedded. */
function fontsOf(doc: PDFDocument): Array<{ name: string; embedded: boolean }> {
  const lookup = (value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  const fonts: Array<{ name: string; embedded: boolean }> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.get(PDFName.of('Type'))?.toString() !== '/Font' ||
      object.get(PDFName.of('Subtype'))?.toString() === '/Type0'
    )
      continue;
    const descriptor = lookup(object.get(PDFName.of('FontDescriptor')));
    const embedded =
      descriptor instanceof PDFDict &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(PDFName.of(key)) !== undefined);
    fonts.push({
      name: (object.get(PDFName.of('BaseFont'))?.toString() ?? '').replace(/^\/([A-Z]{6}\+)?/, ''),
      embedded,
    });
  }
  return fonts;
}

/** Lowercase letters only: what survives hyphenation, small capitals and line breaks in the extracted text. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');
const words = (text: string) => text.split(/\s+/).filter((word) => letters(word) !== '');

/** The last page with text: the pages after it are the padding to an even count and the printer's minimum. */
const lastTextPage = (pages: string[]) => pages.findLastIndex((text) => text !== '') + 1;

const COMBINATIONS = BINDING_CODES.flatMap((binding) =>
  PAGE_COLOR_CODES.flatMap((paper) =>
    (Object.keys(BOOK_SIZES) as BookSize[]).flatMap((size) =>
      READING_LEVELS.map((level) => ({ binding, paper, size, level })),
    ),
  ),
);

describe.each(COMBINATIONS)('$binding, $paper paper, size $size, $level', ({ binding, paper, size, level }) => {
  const book = () => printed(`${size}/${level}/${binding}`);
  const trimWithBleed = [PRINT_PRODUCT.trimWidthInches, PRINT_PRODUCT.trimHeightInches].map(
    (inches) => (inches + 2 * PRINT_PRODUCT.bleedInches) * POINTS,
  );
  const bleed = PRINT_PRODUCT.bleedInches * POINTS;

  it('interior: every page the trim plus bleed, with TrimBox and BleedBox; every font embedded and ours', async () => {
    const { interior } = await book();
    const doc = await PDFDocument.load(interior.pdf);
    const [width, height] = trimWithBleed as [number, number];
    const boxes = new Set(
      doc
        .getPages()
        .map((page) => JSON.stringify([boxOf(page, 'MediaBox'), boxOf(page, 'BleedBox'), boxOf(page, 'TrimBox')])),
    );
    expect([...boxes]).toEqual([
      JSON.stringify([
        [0, 0, width, height],
        [0, 0, width, height],
        [bleed, bleed, width - bleed, height - bleed],
      ]),
    ]);
    const fonts = fontsOf(doc);
    expect(fonts.filter((font) => !font.embedded || !/^(EBGaramond|PlayfairDisplay)-/.test(font.name))).toEqual([]);
  }, 120_000);

  it('page rules: an even count of at least the binding minimum, chapter 1 on a right-hand page, each chapter under its title', async () => {
    const { interior, pages, book: input } = await book();
    expect(interior.pageCount % 2).toBe(0);
    expect(interior.pageCount).toBeGreaterThanOrEqual(PRINT_PRODUCT.minPages[binding]);
    expect(interior.pageCount).toBe(pages.length);
    expect(interior.chapterStartPages).toHaveLength(BOOK_SIZES[size].chapters);
    expect(interior.chapterStartPages[0]! % 2).toBe(1);
    for (const [index, page] of interior.chapterStartPages.entries())
      expect(letters(pages[page - 1]!)).toContain(letters(input.chapters[index]!.title));
    // The paper changes the product the printer makes, not the PDFs.
    expect(podPackageId(binding, paper)).toMatch(
      new RegExp(
        `^0600X0900\\.BW\\.STD\\.${binding === 'hardcover' ? 'CW' : 'PB'}\\.060${paper === 'white' ? 'UW' : 'UC'}444\\.MXX$`,
      ),
    );
  }, 120_000);

  it('blank pages (the padding at the end not counted) stay under 10% of the book', async () => {
    const { interior, pages } = await book();
    const content = lastTextPage(pages);
    const blank = pages.slice(0, content).filter((text) => text === '').length;
    expect(blank).toBe(interior.blankPages);
    expect(blank / content).toBeLessThan(0.1);
  }, 120_000);

  it('the text of every chapter is there, in order, with no character left out and no summary markup', async () => {
    const { interior, pages, coverText, book: input } = await book();
    expect(interior.droppedCharacters).toEqual([]);
    const all = letters(pages.join(' '));
    let from = 0;
    for (const chapter of input.chapters) {
      const chapterWords = words(chapter.text);
      for (const part of [chapterWords.slice(0, 4), chapterWords.slice(-3)]) {
        const at = all.indexOf(letters(part.join(' ')), from);
        expect({ chapter: chapter.number, found: at >= 0 }).toEqual({ chapter: chapter.number, found: true });
        from = at;
      }
    }
    expect(all.length).toBeGreaterThanOrEqual(letters(input.chapters.map((chapter) => chapter.text).join(' ')).length);
    for (const text of [...pages, coverText]) expect(text).not.toMatch(/[#%@$]|\*\*/);
  }, 120_000);

  it("cover: the sheet's width is two panels and the spine for this page count, its title on the spine from 80 pages", async () => {
    const { interior, cover, coverText } = await book();
    const spine =
      binding === 'softcover'
        ? interior.pageCount / PRINT_PRODUCT.pagesPerInch + 0.06
        : HARDCOVER_SPINE_TABLE.find(([low, high]) => interior.pageCount >= low && interior.pageCount <= high)![2];
    expect(cover.spineInches).toBeCloseTo(spine, 6);
    const [wrap, panel] =
      binding === 'softcover'
        ? [PRINT_PRODUCT.bleedInches, PRINT_PRODUCT.trimWidthInches]
        : [0.75, PRINT_PRODUCT.trimWidthInches + 0.125];
    expect(cover.widthPoints).toBeCloseTo((2 * (wrap + panel) + spine) * POINTS, 2);
    const doc = await PDFDocument.load(cover.pdf);
    const [page] = doc.getPages();
    expect(boxOf(page!, 'TrimBox')).toEqual([
      wrap * POINTS,
      wrap * POINTS,
      expect.closeTo(cover.widthPoints - wrap * POINTS, 1),
      expect.closeTo(cover.heightPoints - wrap * POINTS, 1),
    ]);
    expect(fontsOf(doc).filter((font) => !font.embedded)).toEqual([]);
    expect(coverText.split('Seaside Secret').length - 1).toBe(interior.pageCount >= 80 ? 2 : 1);
  }, 120_000);
});
