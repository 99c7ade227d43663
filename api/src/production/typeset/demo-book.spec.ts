import { beforeAll, describe, expect, it } from '@jest/globals';
import { extractText, getDocumentProxy } from 'unpdf';
import { fixtureBook } from './book.fixture.js';
import { typesetCover, typesetInterior, type BookToTypeset } from './typesetter.js';

/** Each page's text as pdf.js (through unpdf) extracts it, whitespace collapsed. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

const POINTS = 72;
const BLEED = 0.125 * POINTS;
const SAFETY = 0.5 * POINTS;

/** The interior's text items outside the 0.5 in safety margin inside the trim (6.25 × 9.25 in pages with bleed). */
async function outsideSafety(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const outside: string[] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    for (const item of (await (await proxy.getPage(number)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [x, y] = [item.transform[4], item.transform[5]];
      const inside =
        x >= BLEED + SAFETY &&
        x + item.width <= 450 - BLEED - SAFETY &&
        y >= BLEED + SAFETY &&
        y + item.height <= 666 - BLEED - SAFETY;
      if (!inside) outside.push(`page ${number}: "${item.str}"`);
    }
  }
  return outside;
}

describe('a book made in demo mode says "demo book"; a live one does not', () => {
  let book: BookToTypeset;
  beforeAll(async () => {
    book = await fixtureBook(1);
  });

  it('on the title page (which the preview shows) and on its back, the colophon', async () => {
    const demo = await pageTexts((await typesetInterior({ ...book, demo: true })).pdf);
    expect(demo[0]).toMatch(/Demo book, made by a Storyloom demo: not a real order\./);
    expect(demo[1]).toMatch(/Set in EB Garamond and Playfair Display\. Demo book, made by a Storyloom demo/);
    const live = await pageTexts((await typesetInterior({ ...book, demo: false })).pdf);
    expect(live.join(' ')).not.toMatch(/demo/i);
    expect(live.length).toBe(demo.length);
  });

  it('prints the notice inside the safety margin, as all the text', async () => {
    expect(await outsideSafety((await typesetInterior({ ...book, demo: true })).pdf)).toEqual([]);
  });

  it("on the cover's back", async () => {
    const demo = await pageTexts((await typesetCover({ ...book, demo: true }, 32)).pdf);
    expect(demo[0]).toMatch(/Demo book, made by a Storyloom demo: not a real order\./);
    const live = await pageTexts((await typesetCover(book, 32)).pdf);
    expect(live[0]).not.toMatch(/demo/i);
  });
});
