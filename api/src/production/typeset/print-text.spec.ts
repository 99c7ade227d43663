import { beforeAll, describe, expect, it } from '@jest/globals';
import { getDocumentProxy } from 'unpdf';
import { blurbFromSummary } from '../../writing/writing.service.js';
import { fixtureBook } from './book.fixture.js';
import { BACK_TEXT_FROM_SPINE_INCHES, CASEWRAP } from './cover-geometry.js';
import { titleLines } from './title-lines.js';
import {
  printedTitle,
  typesetCover,
  typesetInterior,
  type BookToTypeset,
  type TypesetCover,
  type TypesetInterior,
} from './typesetter.js';

/** Each page's lines of text, as pdf.js (through unpdf) extracts them: items on one baseline make one line. */
async function pageLines(pdf: Uint8Array): Promise<string[][]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[][] = [];
  for (let number = 1; number <= proxy.numPages; number++) {
    const lines = new Map<number, string>();
    for (const item of (await (await proxy.getPage(number)).getTextContent()).items) {
      if (!('str' in item)) continue;
      const y = Math.round(item.transform[5]);
      lines.set(y, `${lines.get(y) ?? ''}${item.str}`);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, line]) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    );
  }
  return pages;
}

/** Every text item of a PDF's first page with its left and right edge, in points. */
async function itemsOf(pdf: Uint8Array): Promise<Array<{ text: string; left: number; right: number }>> {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  return (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, left: item.transform[4], right: item.transform[4] + item.width }]
      : [],
  );
}

/** A summary in the stored format with every marker: '#' title, '##'/'###' headers, '@' entries, '$' bullets, '%' bold. */
const MARKED_SUMMARY = [
  "# Leo and Nana's Seaside Secret",
  '## An Adventure story for young readers',
  "%Leo Hartley% knows the harbour at St Ives better than anywhere. He is brave, curious and kind, and he loves the sea. One grey morning he finds a bottle with a map inside, washed up below %Nana%'s cottage. The map shows a cove nobody has visited for a hundred years.",
  '',
  '### Characters',
  '@Leo Hartley: a boy of six who loves boats',
  '@Nana: his grandmother, who knows every tide',
  '',
  '## The Story',
  'Together %Leo% and %Nana% follow the map along the cliffs, past the lighthouse and down to the hidden cove. They meet a grumpy gull, a lost crab and a fisherman with a secret of his own. When the tide turns, they have to work together to find their way home before dark, and they learn that the best treasure is the time they share.',
  '',
  '### Key Moments',
  '$ %Beginning:% Leo finds the bottle.',
  '$ %Ending:% Home before dark.',
].join('\n');

const NAMES = ['Zoë', 'Łukasz', 'Ольга', 'Αλέξης', '美咲'];

describe('what reaches paper: the blurb without markup, every name, titles in title case', () => {
  let book: BookToTypeset;
  let interior: TypesetInterior;
  let covers: Record<'softcover' | 'hardcover', TypesetCover>;
  beforeAll(async () => {
    const base = await fixtureBook(2, {}, 300);
    book = {
      ...base,
      title: "leo and nana's seaside secret",
      byline: 'A story for 美咲',
      backCoverBlurb: blurbFromSummary(MARKED_SUMMARY),
      chapters: [
        {
          number: 1,
          title: 'the far corner of nana’s cottage',
          text: `${NAMES.join(', ')} and Leo met at the harbour.\n\n${base.chapters[0]!.text}`,
        },
        { ...base.chapters[1]!, title: 'home before dark' },
      ],
    };
    interior = await typesetInterior(book);
    covers = {
      softcover: await typesetCover(book, interior.pageCount),
      hardcover: await typesetCover({ ...book, binding: 'hardcover' }, interior.pageCount),
    };
  });

  it('the back cover sets the blurb as prose: no #, %, @ or $ on any page of any PDF, nor markdown', async () => {
    expect(book.backCoverBlurb).toMatch(/^Leo Hartley knows the harbour/);
    for (const pdf of [interior.pdf, covers.softcover.pdf, covers.hardcover.pdf]) {
      const text = (await pageLines(pdf)).flat().join('\n');
      expect(text).not.toMatch(/[#%@$]|\*\*|^\s*[-*] /m);
    }
    for (const cover of Object.values(covers)) {
      const text = (await pageLines(cover.pdf)).flat().join(' ');
      expect(text).toContain('Leo Hartley knows the harbour at St Ives better than anywhere.');
      expect(text).toContain("Leo and Nana's Seaside Secret".replace("'", '\u2019'));
    }
  });

  it('keeps the hardcover back cover out of the hinge beside the spine', async () => {
    const spineFold = (CASEWRAP.wrapInches + CASEWRAP.boardWidthInches) * 72;
    const back = (await itemsOf(covers.hardcover.pdf)).filter((item) => item.left < spineFold);
    expect(back.length).toBeGreaterThan(5);
    // pdf.js estimates a justified line's width from its glyphs, a couple of points over where Typst set it: 3 pt slack.
    expect(Math.max(...back.map((item) => item.right))).toBeLessThanOrEqual(
      spineFold - BACK_TEXT_FROM_SPINE_INCHES.hardcover * 72 + 3,
    );
    expect(Math.max(...back.map((item) => item.right))).toBeLessThan(spineFold - (CASEWRAP.hingeInches + 0.2) * 72);
  });

  it('prints every name: Latin Extended, Cyrillic, Greek and Japanese, nothing dropped', async () => {
    expect(interior.droppedCharacters).toEqual([]);
    expect(covers.softcover.droppedCharacters).toEqual([]);
    const text = (await pageLines(interior.pdf)).flat().join(' ');
    for (const name of NAMES) expect(text).toContain(name);
  });

  it('sets book and chapter titles in title case, in the contents, on the openers and the title page', async () => {
    const text = (await pageLines(interior.pdf)).flat().join('\n');
    expect(text).toContain('The Far Corner of Nana\u2019s Cottage');
    expect(text).not.toMatch(/Nana\u2019S/);
    expect(text).toContain('Home Before Dark');
  });
});

describe('titles: balanced lines, no word broken, smaller when needed', () => {
  const frame = { font: 'display', sizePt: 28, widthPt: 330, maxLines: 4 } as const;
  const cases = {
    long: 'The Extraordinary and Entirely True Adventures of Leo and His Grandmother Nana by the Seaside at St Ives',
    short: 'Seaside Secret',
    threeWords: 'Leo’s Seaside Secret',
    oneWord: 'Supercalifragilisticexpialidocious',
    empty: '',
  };

  it('never splits a word, never leaves a word alone on a line of a title of 3 words or more, and shrinks to fit', () => {
    for (const [name, raw] of Object.entries(cases)) {
      const title = printedTitle(raw);
      const { lines, sizePt } = titleLines(title, frame);
      expect(lines.join(' ')).toBe(title);
      const words = title.split(' ').length;
      if (words >= 3) expect({ name, lines: lines.filter((line) => !line.includes(' ')) }).toEqual({ name, lines: [] });
      if (name === 'oneWord') expect(sizePt).toBeLessThan(28);
      if (name === 'short') expect({ lines, sizePt }).toEqual({ lines: ['Seaside Secret'], sizePt: 28 });
    }
    expect(printedTitle('   ')).toBe('Untitled Book');
  });

  it('on the title page of the print, as extracted from the PDF', async () => {
    for (const [name, raw] of Object.entries(cases)) {
      const book = await fixtureBook(1, { title: raw, byline: undefined, dedication: undefined }, 40);
      const titlePage = (await pageLines((await typesetInterior(book)).pdf))[0]!;
      const title = printedTitle(raw);
      expect({ name, text: titlePage.join(' ') }).toEqual({ name, text: title });
      const words = new Set(title.split(' '));
      for (const line of titlePage)
        for (const word of line.split(' '))
          expect({ name, word, whole: words.has(word) }).toEqual({ name, word, whole: true });
      if (words.size >= 3)
        expect({ name, lone: titlePage.filter((line) => !line.includes(' ')) }).toEqual({ name, lone: [] });
    }
  });
});
