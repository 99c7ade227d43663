import { beforeAll, describe, expect, it } from '@jest/globals';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { chapterTitle, fixtureBook } from './book.fixture.js';
import { compileTypst, TypstFailure } from './typst-engine.js';
import {
  composeCover,
  paddedPageCount,
  renderPreviewPages,
  spineWidthInches,
  typesetCover,
  typesetInterior,
  typesetPreviewInterior,
  TypesetError,
  type BookToTypeset,
  type TypesetInterior,
} from './typesetter.js';

const POINTS = 72;
const BLEED = 0.125 * POINTS;
const SAFETY = 0.5 * POINTS;

/** Each page's text as pdf.js (through unpdf) extracts it, whitespace collapsed. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

const boxOf = (page: ReturnType<PDFDocument['getPages']>[number], box: 'TrimBox' | 'BleedBox' | 'MediaBox') => {
  const array = page.node.get(PDFName.of(box));
  if (!(array instanceof PDFArray)) return undefined;
  return array.asArray().map((value) => Number(value.toString()));
};

/** Every font dictionary of the PDF: its name, and whether its program is embedded (FontFile, FontFile2 or FontFile3). */
function fontsOf(doc: PDFDocument): Array<{ name: string; embedded: boolean }> {
  const lookup = <T>(value: unknown): T | undefined =>
    value instanceof PDFRef ? (doc.context.lookup(value) as T) : (value as T);
  const fonts: Array<{ name: string; embedded: boolean }> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/Font') continue;
    const subtype = object.get(PDFName.of('Subtype'))?.toString();
    if (subtype === '/Type0') continue; // its descendant CIDFont is checked instead
    const descriptor = lookup<PDFDict>(object.get(PDFName.of('FontDescriptor')));
    const embedded =
      !!descriptor &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(PDFName.of(key)) !== undefined);
    fonts.push({ name: object.get(PDFName.of('BaseFont'))?.toString() ?? '(none)', embedded });
  }
  return fonts;
}

describe('typesetInterior: a three-chapter softcover', () => {
  let book: BookToTypeset;
  let interior: TypesetInterior;
  let texts: string[];
  beforeAll(async () => {
    book = await fixtureBook(3);
    interior = await typesetInterior(book);
    texts = await pageTexts(interior.pdf);
  });

  it('prints 6.25 × 9.25 in pages with the 6 × 9 in TrimBox and the BleedBox on every page', async () => {
    const doc = await PDFDocument.load(interior.pdf);
    expect(doc.getPageCount()).toBe(interior.pageCount);
    for (const page of doc.getPages()) {
      expect(boxOf(page, 'MediaBox')).toEqual([0, 0, 450, 666]);
      expect(boxOf(page, 'BleedBox')).toEqual([0, 0, 450, 666]);
      expect(boxOf(page, 'TrimBox')).toEqual([BLEED, BLEED, 450 - BLEED, 666 - BLEED]);
    }
  });

  it('embeds every font it uses, and only the bundled EB Garamond and Playfair Display', async () => {
    const fonts = fontsOf(await PDFDocument.load(interior.pdf));
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(
      fonts
        .map((font) => font.name.replace(/^\/[A-Z]{6}\+/, ''))
        .filter((name) => !/^(EBGaramond|PlayfairDisplay)-/.test(name)),
    ).toEqual([]);
  });

  it('pads a short book to the softcover minimum of 32 pages with blank, unnumbered pages', () => {
    expect(interior.pageCount).toBe(32);
    expect(texts.slice(-4)).toEqual(['', '', '', '']);
  });

  it("has the title page, the dedication on its own right-hand page and a contents with each chapter's page", () => {
    expect(texts[0]).toBe('The Map of Tomorrow A story for Ada');
    expect(texts[2]).toBe('For Ada, who draws the maps.');
    expect(texts[4]).toMatch(/^Contents/);
    for (const [index, page] of interior.chapterStartPages.entries()) {
      expect(texts[4]).toMatch(new RegExp(`${index + 1}\\. ${chapterTitle(index)}[ .]*${page}`));
    }
  });

  it("prints who wrote the book on the colophon (the title page's back) when told, and nothing otherwise", async () => {
    expect(texts[1]).not.toContain('Written by');
    const labelled = await pageTexts(
      (await typesetInterior({ ...book, writtenBy: "Written by Storyloom's demo writer." })).pdf,
    );
    expect(labelled[1]).toMatch(/Written by Storyloom['’]s demo writer\./);
  });

  it('opens chapter 1 on a right-hand page and, as right-hand openers would leave a tenth of these short chapters blank, the others on the next page', () => {
    expect(interior.chapterStartPages).toHaveLength(3);
    expect(interior.chapterStartPages[0] % 2).toBe(1);
    for (const [index, page] of interior.chapterStartPages.entries()) {
      expect(texts[page - 1]).toContain(chapterTitle(index));
      // The opening page carries its number at the foot, no running head.
      expect(texts[page - 1]).toMatch(new RegExp(` ${page}$`));
    }
    const [first, , last] = interior.chapterStartPages;
    expect(texts.slice(first - 1, last).filter((text) => text === '')).toEqual([]);
    // Only the dedication's back and the page before chapter 1 are blank, and no page is only a number.
    expect(interior.blankPages).toBe(2);
    expect(texts.filter((text) => /^\d+$/.test(text))).toEqual([]);
  });

  it('runs the book title over left pages and the chapter title over right pages, with the page number', () => {
    const [first, second] = interior.chapterStartPages;
    const textPages = Array.from({ length: second - first - 1 }, (_, offset) => first + 1 + offset).filter(
      (page) => texts[page - 1] !== '',
    );
    expect(textPages.length).toBeGreaterThanOrEqual(2);
    for (const page of textPages) {
      if (page % 2 === 0) expect(texts[page - 1].startsWith(`${page} The Map of Tomorrow `)).toBe(true);
      else expect(texts[page - 1].startsWith(`${chapterTitle(0)} ${page} `)).toBe(true);
    }
  });

  it('keeps every text inside 0.5 in of the trim (the safety margin)', async () => {
    const proxy = await getDocumentProxy(new Uint8Array(interior.pdf));
    const outside: string[] = [];
    for (let number = 1; number <= proxy.numPages; number++) {
      const content = await (await proxy.getPage(number)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [x, y] = [item.transform[4], item.transform[5]];
        const inside =
          x >= BLEED + SAFETY &&
          x + item.width <= 450 - BLEED - SAFETY &&
          y >= BLEED + SAFETY &&
          y + item.height <= 666 - BLEED - SAFETY;
        if (!inside) outside.push(`page ${number}: "${item.str}" at ${x.toFixed(1)}, ${y.toFixed(1)}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('typesetInterior: chapter openers', () => {
  it('keeps every chapter on a right-hand page when that leaves under a tenth of the book blank, the blank left page unnumbered', async () => {
    const interior = await typesetInterior(await fixtureBook(3, {}, 3000));
    const texts = await pageTexts(interior.pdf);
    expect(interior.chapterStartPages.map((page) => page % 2)).toEqual([1, 1, 1]);
    expect(interior.blankPages / interior.pageCount).toBeLessThan(0.1);
    for (const page of interior.chapterStartPages.slice(1))
      if (texts[page - 2] !== '') expect(texts[page - 2]).not.toMatch(/^\d+$/);
  });

  it("runs a young reader's chapters on, under an ornament, in a 15 pt face", async () => {
    const interior = await typesetInterior(await fixtureBook(4, { readingLevel: 'Kid' }, 250));
    const texts = await pageTexts(interior.pdf);
    const [, second] = interior.chapterStartPages;
    // Chapter 2 opens on the page where chapter 1 ends, after its last words and the ornament.
    // (pdf.js reads the letter-spaced label one letter at a time.)
    expect(texts[second - 1]).toMatch(new RegExp(`[.!] ❦ C H A P T E R T W O ${chapterTitle(1)} `));
    expect(interior.blankPages).toBe(2);
    const proxy = await getDocumentProxy(new Uint8Array(interior.pdf));
    const sizes = (await (await proxy.getPage(second)).getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim().length > 3 ? [Math.round(item.transform[0])] : [],
    );
    expect(Math.max(...sizes.filter((size) => size < 20))).toBe(15);
  });
});

describe('typesetInterior: visitor text is data', () => {
  it("prints Typst's own syntax literally, in chapter text, titles and the dedication, and leaves out what no font draws", async () => {
    const hostile = [
      '#set page(width: 1in)',
      '*bold*',
      '[link](x)',
      '$x^2$',
      '<label>',
      '@ref',
      'back\\slash',
      '#emph[x]',
      '// no comment',
      '= No heading',
      '_under_',
      '`raw`',
    ];
    const book = await fixtureBook(2, {
      title: 'Tom & #Jerry*',
      dedication: 'For <you> & $me$ #1',
      chapters: [
        {
          number: 1,
          title: 'The [secret] #door',
          text: `It began on a quiet day.\n\n${hostile.join(' ')}\n\nThe cat said 🐈 hello.`,
        },
        { number: 2, title: 'After', text: 'The end.' },
      ],
    });
    const interior = await typesetInterior(book);
    const all = (await pageTexts(interior.pdf)).join(' ');
    for (const token of hostile) expect(all).toContain(token);
    expect(all).toContain('Tom & #Jerry*');
    expect(all).toContain('For <you> & $me$ #1');
    expect(all).toContain('The [Secret] #door');
    expect(all).toContain('The cat said hello.');
    expect(interior.droppedCharacters).toEqual(['🐈']);
  });

  it('refuses a book without chapters', async () => {
    await expect(typesetInterior(await fixtureBook(0))).rejects.toThrow(TypesetError);
  });

  it("treats Typst's missing-font warning as an error rather than printing in a fallback font", () => {
    expect(() => compileTypst('#set text(font: "No Such Font")\nHello', {})).toThrow(TypstFailure);
    expect(() => compileTypst('#set text(font: "No Such Font")\nHello', {})).toThrow(/unknown font family/);
  });
});

describe('page counts and spines', () => {
  it('pads to the binding minimum and to an even count', () => {
    expect(paddedPageCount(5, 'softcover')).toBe(32);
    expect(paddedPageCount(5, 'hardcover')).toBe(24);
    expect(paddedPageCount(33, 'softcover')).toBe(34);
    expect(paddedPageCount(25, 'hardcover')).toBe(26);
    expect(paddedPageCount(160, 'softcover')).toBe(160);
  });

  it('gives the paperback spine as pages / 444 + 0.06 in and the hardcover spine from Lulu’s table', () => {
    expect(spineWidthInches(32, 'softcover')).toBeCloseTo(0.13207, 5);
    expect(spineWidthInches(100, 'softcover')).toBeCloseTo(0.28523, 5);
    expect(spineWidthInches(210, 'softcover')).toBeCloseTo(0.53297, 5);
    expect(spineWidthInches(400, 'softcover')).toBeCloseTo(0.9609, 4);
    expect([32, 100, 210, 400].map((pages) => spineWidthInches(pages, 'hardcover'))).toEqual([0.25, 0.5, 0.75, 1.188]);
    expect(() => spineWidthInches(30, 'softcover')).toThrow(RangeError);
  });

  it('pads a book whose chapters end on an odd page to an even count, with the hardcover minimum of 24', async () => {
    const interior = await typesetInterior(await fixtureBook(3, { binding: 'hardcover' }, 1400));
    const texts = await pageTexts(interior.pdf);
    expect(interior.pageCount % 2).toBe(0);
    expect(interior.pageCount).toBeGreaterThanOrEqual(24);
    expect(texts.length).toBe(interior.pageCount);
  });
});

describe('typesetCover', () => {
  let book: BookToTypeset;
  beforeAll(async () => {
    book = await fixtureBook(1);
  });
  const mediaBox = async (pdf: Uint8Array) => {
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    return boxOf(doc.getPage(0), 'MediaBox')!;
  };

  it("makes a 210-page paperback's wraparound 920 × 666 pt, as Lulu's example, with trim and bleed boxes", async () => {
    const cover = await typesetCover(book, 210);
    expect(cover.widthPoints).toBeCloseTo(920, 0);
    expect(cover.heightPoints).toBe(666);
    expect(cover.dimensionsSource).toBe('formula');
    const doc = await PDFDocument.load(cover.pdf);
    expect(boxOf(doc.getPage(0), 'MediaBox')![2]).toBeCloseTo(920, 0);
    expect(boxOf(doc.getPage(0), 'TrimBox')).toEqual([BLEED, BLEED, expect.closeTo(920 - BLEED, 0), 666 - BLEED]);
    expect(fontsOf(doc).filter((font) => !font.embedded)).toEqual([]);
  });

  it('sizes a hardcover casewrap as 2 × (6.125 + 0.75) in + spine by 10.75 in', async () => {
    const cover = await typesetCover({ ...book, binding: 'hardcover' }, 210);
    expect(cover.spineInches).toBe(0.75);
    expect(cover.widthPoints).toBeCloseTo((13.75 + 0.75) * POINTS, 3);
    expect(cover.heightPoints).toBeCloseTo(10.75 * POINTS, 3);
    expect((await mediaBox(cover.pdf))[3]).toBeCloseTo(774, 1);
  });

  it("uses the printer's dimensions when given, the spine being what lies between the panels", async () => {
    const cover = await typesetCover(book, 210, { dimensions: { widthPoints: 930, heightPoints: 666 } });
    expect(cover.dimensionsSource).toBe('printer');
    expect(cover.spineInches).toBeCloseTo(930 / 72 - 12.25, 5);
    expect((await mediaBox(cover.pdf))[2]).toBeCloseTo(930, 1);
  });

  it('carries the title and the summary on the back, and the title on the spine from 80 pages on', async () => {
    const thin = (await pageTexts((await typesetCover(book, 78)).pdf))[0];
    const thick = (await pageTexts((await typesetCover(book, 80)).pdf))[0];
    expect(thin).toContain('Ada finds a map that redraws itself every night.');
    expect(thin.split('The Map of Tomorrow').length - 1).toBe(1);
    expect(thick.split('The Map of Tomorrow').length - 1).toBe(2);
  });

  it('paints the back and spine in a colour taken from the cover', async () => {
    const red = await fixtureBook(1, {
      coverFrontPng: await sharp({ create: { width: 1875, height: 2775, channels: 3, background: '#b02020' } })
        .png()
        .toBuffer(),
    });
    const svg = (await composeCover(red, 100)).document.svg();
    // The sheet's background is the first shape Typst draws.
    const background = /<path class="typst-shape" fill="#([0-9a-f]{6})"/.exec(svg)?.[1] ?? '000000';
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(background.slice(at, at + 2), 16));
    expect({ red: r > 150, green: g < 70, blue: b < 70 }).toEqual({ red: true, green: true, blue: true });
  });
});

describe('a 40-chapter book', () => {
  let interior: TypesetInterior;
  let texts: string[];
  beforeAll(async () => {
    interior = await typesetInterior(await fixtureBook(40));
    texts = await pageTexts(interior.pdf);
  }, 60_000);

  it('has every chapter, in order, and under a tenth of its pages blank', () => {
    expect(interior.chapterStartPages).toHaveLength(40);
    let previous = 0;
    for (const [index, page] of interior.chapterStartPages.entries()) {
      expect(page).toBeGreaterThan(previous);
      expect(texts[page - 1]).toContain(chapterTitle(index));
      previous = page;
    }
    expect(interior.pageCount % 2).toBe(0);
    expect(interior.pageCount).toBe(texts.length);
    expect(interior.blankPages / interior.pageCount).toBeLessThan(0.1);
  });

  it('lists all 40 chapters with their pages in a contents that runs over as many pages as it needs', () => {
    const contents = texts
      .slice(0, interior.chapterStartPages[0] - 1)
      .filter((text) => /^Contents| \d+$/.test(text))
      .join(' ');
    for (const [index, page] of interior.chapterStartPages.entries()) {
      expect(contents).toMatch(new RegExp(`${index + 1}\\. ${chapterTitle(index)}[ .]*${page}( |$)`));
    }
  });
});

/** The print's book and the preview's (chapter 1 written, the others known by their titles), as bookToTypeset makes them. */
async function printAndPreview(chapterCount: number, readingLevel: BookToTypeset['readingLevel'], words: number) {
  const print = await fixtureBook(chapterCount, { readingLevel }, words);
  const preview: BookToTypeset = {
    ...print,
    chapters: print.chapters.slice(0, 1),
    chaptersToCome: print.chapters.slice(1).map(({ number, title }) => ({ number, title })),
  };
  return { print, preview };
}

/** A page's lines as pdf.js extracts them (items joined, a line break where pdf.js marks one). */
async function pageLines(pdf: Uint8Array): Promise<string[][]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[][] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    const lines = [''];
    for (const item of (await (await proxy.getPage(number)).getTextContent()).items) {
      if (!('str' in item)) continue;
      lines[lines.length - 1] += item.str;
      if (item.hasEOL) lines.push('');
    }
    pages.push(lines.map((line) => line.trim()).filter(Boolean));
  }
  return pages;
}

describe("the preview's pages are the print's first pages", () => {
  for (const [readingLevel, words] of [
    ['Average', 650],
    ['Kid', 250],
  ] as const) {
    it(`${readingLevel}: same text and line breaks on the title, dedication, contents and chapter 1 pages`, async () => {
      const { print, preview } = await printAndPreview(12, readingLevel, words);
      const [printed, previewed] = await Promise.all([typesetInterior(print), typesetPreviewInterior(preview)]);
      const [printLines, previewLines] = await Promise.all([pageLines(printed.pdf), pageLines(previewed.pdf)]);
      expect(previewed.pages.map((page) => page.kind)).toEqual([
        'title',
        'dedication',
        'contents',
        ...previewed.pages.filter((page) => page.kind === 'chapter').map(() => 'chapter'),
      ]);
      const lastChapterPage = previewed.pages.at(-1)!.pageNumber;
      for (const { kind, pageNumber } of previewed.pages) {
        let [seen, printedLines] = [previewLines[pageNumber - 1]!, printLines[pageNumber - 1]!];
        // Chapters 2–12 are not written when the preview is made: the contents lists them without their page.
        if (kind === 'contents')
          printedLines = printedLines.map((line) =>
            line.startsWith('1. ') ? line : line.replace(/( ?\.)+ ?\d+$/, ''),
          );
        if (pageNumber === lastChapterPage && printed.chapterStartPages[1] === pageNumber) {
          // A young reader's chapter 2 runs on from chapter 1's last page in print: the preview shows that page up to
          // it, the same lines, and its number (the preview's last line) is on the printed page too.
          expect(printedLines.slice(0, seen.length - 1)).toEqual(seen.slice(0, -1));
          expect(printedLines).toContain(seen.at(-1));
          expect(printedLines.length).toBeGreaterThan(seen.length);
          continue;
        }
        expect({ page: pageNumber, lines: seen }).toEqual({ page: pageNumber, lines: printedLines });
      }
      expect(previewed.pages.filter((page) => page.kind === 'chapter')[0]!.pageNumber).toBe(
        printed.chapterStartPages[0],
      );
      // The young reader's chapter 2 does run on from chapter 1's last page (the case above is exercised).
      expect(printed.chapterStartPages[1] === lastChapterPage).toBe(readingLevel === 'Kid');
    });
  }
});

describe('renderPreviewPages', () => {
  it('renders the front cover, the whole cover, title, dedication, contents and the first chapter on the pages they print on', async () => {
    const { print, preview } = await printAndPreview(3, 'Average', 650);
    const [pages, interior] = await Promise.all([renderPreviewPages(preview), typesetInterior(print)]);
    const [first, second] = interior.chapterStartPages;
    const texts = await pageTexts(interior.pdf);
    const firstChapterPages = Array.from({ length: second - first }, (_, offset) => first + offset).filter(
      (page) => texts[page - 1] !== '',
    );
    expect(pages.map((page) => page.kind)).toEqual([
      'front-cover',
      'cover',
      'title',
      'dedication',
      'contents',
      ...firstChapterPages.map(() => 'chapter'),
    ]);
    expect(pages.filter((page) => page.kind === 'chapter').map((page) => page.pageNumber)).toEqual(firstChapterPages);
    for (const page of pages.filter((page) => page.kind !== 'cover')) {
      const meta = await sharp(page.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 900, 1350]);
      expect([page.widthPixels, page.heightPixels]).toEqual([900, 1350]);
    }
    // The whole cover as cut: two 6 in panels and the spine, 9 in high.
    const cover = pages[1]!;
    expect(cover.heightPixels).toBe(1350);
    expect(cover.widthPixels).toBeGreaterThan(1800);
    expect((await sharp(cover.png).metadata()).width).toBe(cover.widthPixels);
    // The title page shows ink on cream paper: dark pixels on a light background.
    const { channels } = await sharp(pages[2]!.png).stats();
    expect(channels[0].min).toBeLessThan(80);
    expect(channels[0].max).toBeGreaterThan(240);
  }, 60_000);
});
