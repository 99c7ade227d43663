import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSharp } from '../../common/sharp-library.js';
import { BLEED_INCHES } from '../typeset/cover-geometry.js';
import { chapterLabel, curlyQuotes, paragraphsOf } from '../typeset/printable-text.js';
import { DEMO_BOOK_NOTICE, type BookToTypeset } from '../typeset/typesetter.js';

/** What the EPUB is made of: the printed book's text; the cover is optional (a book whose cover file is gone still reads). */
export type EpubSource = Pick<BookToTypeset, 'title' | 'byline' | 'dedication' | 'chapters' | 'writtenBy' | 'demo'> & {
  coverFrontPng?: Buffer;
};

/** The EPUB's creator: the books are written by Storyloom's writers for the buyer, who is named in the byline. */
const AUTHOR = 'Storyloom';
/** The cover's width in the EPUB: sharp on a phone or a tablet, a few hundred KB rather than the print's 5 MB. */
const COVER_WIDTH_PIXELS = 1200;

const CSS = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.6em; text-align: center; margin: 0.3em 0 1.2em; }
p { margin: 0; text-indent: 1.2em; text-align: justify; }
h1 + p, .label + h1 + p { text-indent: 0; }
.label { text-align: center; text-transform: uppercase; letter-spacing: 0.15em; font-size: 0.85em; margin-top: 3em; text-indent: 0; }
.title-page { text-align: center; margin-top: 30%; }
.title-page h1 { font-size: 2em; }
.byline, .dedication p { font-style: italic; text-align: center; text-indent: 0; }
.dedication { margin-top: 30%; }
.colophon { margin-top: 3em; font-size: 0.85em; text-align: center; text-indent: 0; }`;

/** Text as XHTML character data: what the buyer wrote is never markup (names with &, <, quotes). */
export function escapeXhtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraphs = (text: string, attributes = ''): string =>
  paragraphsOf(curlyQuotes(text.normalize('NFC')))
    .map((paragraph) => `<p${attributes}>${escapeXhtml(paragraph)}</p>`)
    .join('\n');

/** The title page (title, byline, colophon with the demo notice), then the dedication, then one file per chapter. */
function contentOf(book: EpubSource) {
  const visible = (text: string) => escapeXhtml(curlyQuotes(text.trim().normalize('NFC')));
  const title = visible(book.title);
  const colophon = [book.writtenBy?.trim(), book.demo ? DEMO_BOOK_NOTICE : undefined]
    .filter(Boolean)
    .map((line) => `<p class="colophon">${visible(line!)}</p>`);
  const titlePage = {
    title: book.title.trim(),
    filename: 'title-page.xhtml',
    beforeToc: true,
    excludeFromToc: true,
    data: `<div class="title-page"><h1>${title}</h1>${book.byline?.trim() ? `<p class="byline">${visible(book.byline)}</p>` : ''}${colophon.join('')}</div>`,
  };
  const dedication = book.dedication?.trim()
    ? [
        {
          title: 'Dedication',
          filename: 'dedication.xhtml',
          beforeToc: true,
          excludeFromToc: true,
          data: `<div class="dedication">${paragraphs(book.dedication.replace(/\n/g, '\n\n'))}</div>`,
        },
      ]
    : [];
  const chapters = book.chapters.map((chapter) => {
    const chapterTitle = chapter.title.trim() || chapterLabel(chapter.number);
    return {
      title: chapterTitle,
      filename: `chapter-${String(chapter.number).padStart(3, '0')}.xhtml`,
      data: `<p class="label">${escapeXhtml(chapterLabel(chapter.number))}</p>\n<h1>${visible(chapterTitle)}</h1>\n${paragraphs(chapter.text)}`,
    };
  });
  return [titlePage, ...dedication, ...chapters];
}

/** The cover's trim area (the print's bleed cut off) as a JPEG for readers' shelves. */
async function coverJpeg(png: Buffer): Promise<Buffer> {
  const meta = await loadSharp()(png).metadata();
  const width = meta.width ?? 1875;
  const height = meta.height ?? 2775;
  const cut = Math.round((BLEED_INCHES * width) / (6 + 2 * BLEED_INCHES));
  return loadSharp()(png)
    .extract({ left: cut, top: cut, width: width - 2 * cut, height: height - 2 * cut })
    .resize(COVER_WIDTH_PIXELS)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The book as an EPUB 3 (docs/product/book-production.md#the-digital-edition): cover, title page, dedication,
 * contents (nav.xhtml, plus toc.ncx for older readers) and one XHTML file per chapter, by @lesjoursfr/html-to-epub.
 * The library works in a folder and writes a file: both live in a private temporary folder removed afterwards.
 */
export async function buildEpub(book: EpubSource): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'storyloom-epub-'));
  try {
    let cover: string | undefined;
    if (book.coverFrontPng) {
      cover = join(work, 'cover.jpg');
      await writeFile(cover, await coverJpeg(book.coverFrontPng));
    }
    const output = join(work, 'book.epub');
    // Imported here, not at the top: it and its zip libraries cost ~40 MB and 0.4 s that every start paid.
    const { EPub } = await import('@lesjoursfr/html-to-epub');
    const epub = new EPub(
      {
        title: book.title.trim(),
        description: book.byline?.trim() || book.title.trim(),
        author: AUTHOR,
        publisher: AUTHOR,
        lang: 'en',
        tocTitle: 'Contents',
        appendChapterTitles: false,
        css: CSS,
        tempDir: join(work, 'build'),
        version: 3,
        verbose: false,
        ...(cover ? { cover } : {}),
        content: contentOf(book),
      },
      output,
    );
    await epub.render();
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
