import { COVER_PRINT, DEFAULT_BOOK_TITLE, type Binding, type PageColor, type ReadingLevel } from '@storyloom/contracts';
import { loadSharp } from '../../common/sharp-library.js';
import type * as PdfLib from 'pdf-lib';
import { lazyRequire } from '../../common/lazy-require.js';
import { COVER_TEMPLATE } from './cover.typ.js';
import {
  BACK_TEXT_FROM_EDGE_INCHES,
  BACK_TEXT_FROM_SPINE_INCHES,
  BLEED_INCHES,
  coverGeometry,
  MIN_PAGES,
  SPINE_TEXT_MIN_PAGES,
  paddedPageCount,
  spineWidthInches,
  TRIM,
  TRIM_WITH_BLEED,
  type CoverGeometry,
} from './cover-geometry.js';
import { INTERIOR_TEMPLATE } from './interior.typ.js';
import { blankPages, LAYOUTS, MAX_BLANK_SHARE, type ChapterOpeners } from './layouts.js';
import { titleCased } from '../../common/title-case.js';
import { setPrintBoxes } from './pdf-boxes.js';
import { titleLines } from './title-lines.js';
import { chapterLabel, FontUse, paragraphsOf, printableText, runningHead, splitOpening } from './printable-text.js';
import { BUNDLED_FONT_NAMES, compileTypst, fontFamilies, TypstFailure, type BookFontKey } from './typst-engine.js';

export { paddedPageCount, spineWidthInches };

/** Loaded with the first book typeset, not at start-up (common/lazy-require.ts). */
const pdfLib = lazyRequire<typeof PdfLib>('pdf-lib');

/**
 * The printed book's typesetter (docs/product/book-production.md, "The printed book"): the interior PDF, the
 * wraparound cover PDF and the preview pages /step5 shows before paying, all from the same Typst documents.
 *
 * Everything the visitor wrote (title, names, dedication, chapters) is data, never markup: it reaches Typst as JSON
 * through `sys.inputs`, so `#`, `*`, `[`, `$`, `<`, `@` or `\` in a chapter print as themselves.
 *
 * Pure functions of their input: no database, no draft, no network. The production pipeline calls them with the
 * paid order's frozen copy of the book, through typeset-thread.ts when it runs on the API's event loop (Typst's
 * compile is synchronous).
 */

export interface BookChapter {
  /** 1-based, as the contents and the chapter opener print it. */
  number: number;
  title: string;
  /** Plain text; paragraphs are separated by one or more blank lines, single line breaks join into one paragraph. */
  text: string;
}

export interface BookToTypeset {
  title: string;
  /** The line under the title on the title page and the front cover, e.g. "A story for Mia". */
  byline?: string;
  /** Printed alone on its own right-hand page after the title page; no page when absent or blank. */
  dedication?: string;
  /** In reading order; at least one. */
  chapters: BookChapter[];
  /**
   * The preview's chapters not written yet (the outline's, after chapter 1): listed in the contents by their titles,
   * without a page number, so the contents takes as many lines and pages as in print. The print has none.
   */
  chaptersToCome?: Array<Pick<BookChapter, 'number' | 'title'>>;
  /** Who wrote the text, printed on the colophon ("Written by Storyloom's demo writer"); nothing when absent. */
  writtenBy?: string;
  /**
   * The back cover's text, plain prose of 60–120 words: the blurb written with the book (writing/blurb), or for an
   * order paid before blurbs were written, one taken from the summary with its markup gone (backCoverBlurb).
   */
  backCoverBlurb: string;
  /** Chooses the layout (layouts.ts): a young reader's book is set larger, with chapters that run on. */
  readingLevel: ReadingLevel;
  binding: Binding;
  /** The paper the interior prints on; only the preview images tint their background with it. */
  paperColor: PageColor;
  /** The chosen cover at print size (PNG, COVER_PRINT: the trim with its bleed, 300 dpi). */
  coverFrontPng: Buffer;
  /**
   * Made in demo mode (config/run-mode.ts): the title page, its back and the back cover say DEMO_BOOK_NOTICE, so a
   * demo's book (or a photo of its preview) is never taken for the product.
   */
  demo?: boolean;
}

/** The book without its cover picture: what the interior (print or screen) is set from. */
export type BookText = Omit<BookToTypeset, 'coverFrontPng'>;

/** What a demo's book says on its title page, colophon and back cover. */
export const DEMO_BOOK_NOTICE = 'Demo book, made by a Storyloom demo: not a real order.';

export interface TypesetInterior {
  /** Pages of the trim plus bleed (PRINT_PRODUCT) with TrimBox and BleedBox set; every font embedded. */
  pdf: Buffer;
  /** Final page count, padded to the binding's minimum and to an even count: the cover's spine depends on it. */
  pageCount: number;
  /**
   * 1-based PDF page on which each chapter opens, in chapter order: chapter 1 on a right-hand (odd) page, the
   * others as the layout opens them (right-hand pages, the next page, or run on).
   */
  chapterStartPages: number[];
  /** 1-based PDF page on which each chapter ends, in chapter order (the proof's reading view lists both). */
  chapterEndPages: number[];
  /** Blank pages before the last chapter's end (the padding after it not counted): under 10% of those pages. */
  blankPages: number;
  /** Characters no bundled font draws (emoji, uncovered scripts), left out of the print; for the pipeline's log. */
  droppedCharacters: string[];
}

/** A cover size the printer gave (Lulu's /cover-dimensions/), used instead of our own formula when present. */
export interface CoverDimensions {
  widthPoints: number;
  heightPoints: number;
}

export interface TypesetCoverOptions {
  /** From Lulu's /cover-dimensions/ for this pod package and page count; otherwise the formula/table below is used. */
  dimensions?: CoverDimensions;
}

export interface TypesetCover {
  /** One page: back, spine and front side by side, with bleed (and the hardcover's wrap) on every edge. */
  pdf: Buffer;
  /** Characters of the title or the blurb no bundled font draws, left out; the pipeline refuses to print them. */
  droppedCharacters: string[];
  widthPoints: number;
  heightPoints: number;
  spineInches: number;
  /** Where the size came from: the printer's answer or our own formula (paperback) / table (hardcover). */
  dimensionsSource: 'printer' | 'formula';
}

export type PreviewPageKind = 'front-cover' | 'cover' | 'title' | 'dedication' | 'contents' | 'chapter';

export interface PreviewPage {
  kind: PreviewPageKind;
  /** The interior page number (1-based PDF page); absent for the front cover. */
  pageNumber?: number;
  png: Buffer;
  widthPixels: number;
  heightPixels: number;
}

export interface PreviewOptions {
  pages: 'front-matter-and-first-chapter';
  /** Width of each PNG in pixels (the trim area, bleed cut off, as the reader will hold it); default 900. */
  widthPixels?: number;
}

/** Raised when a book cannot be typeset (no chapters, a missing font, Typst refusing the document). */
export class TypesetError extends Error {
  override readonly name = 'TypesetError';
}

const POINTS_PER_INCH = 72;
const BLEED_POINTS = BLEED_INCHES * POINTS_PER_INCH;
/** What each preview tints its pages with: the paper the book prints on. */
const PAPER_TINT: Record<PageColor, string> = { cream: '#f8f1e1', white: '#ffffff' };

interface InteriorLayout {
  pages: number;
  chapters: number[];
  chapterEnds: number[];
  /** The last page of the front matter (the contents'). */
  frontEnd: number;
}
interface PageKindMarker {
  kind: 'title' | 'dedication' | 'contents' | 'first-chapter';
  page: number;
}

/** The title page's title: 28 pt at most, across the text block (6 in less the 0.8 in and 0.62 in margins). */
const TITLE_PAGE = { sizePt: 28, widthPt: (6 - 0.8 - 0.62) * POINTS_PER_INCH } as const;

/** The book's title as printed: in title case, and the spec's default for a book without one. */
export const printedTitle = (title: string): string => titleCased(title) || DEFAULT_BOOK_TITLE;

function assertBook(book: BookText): void {
  if (book.chapters.length === 0) throw new TypesetError('the book has no chapters');
  if (book.binding !== 'softcover' && book.binding !== 'hardcover')
    throw new TypesetError(`unknown binding ${String(book.binding)}`);
}

/** The book as the interior template reads it: every visitor text made printable, split and labelled. */
function interiorInput(
  book: BookText,
  options: { minPages: number; contents: boolean; openers: ChapterOpeners; screen?: boolean },
) {
  const fonts = new FontUse();
  const display = (text: string, key: BookFontKey = 'display') =>
    printableText(text, key, fonts).replace(/\s+/g, ' ').trim();
  const title = display(printedTitle(book.title));
  const chapters = book.chapters.map((chapter) => {
    const paragraphs = paragraphsOf(printableText(chapter.text, 'body', fonts));
    const opening = splitOpening(paragraphs[0] ?? '');
    const chapterTitle = display(titleCased(chapter.title)) || chapterLabel(chapter.number);
    return {
      number: chapter.number,
      label: chapterLabel(chapter.number),
      title: chapterTitle,
      runningTitle: runningHead(chapterTitle),
      initial: opening.initial,
      leadWords: opening.leadWords,
      paragraphs: paragraphs.length > 0 ? [opening.initial ? opening.rest : paragraphs[0], ...paragraphs.slice(1)] : [],
    };
  });
  const dedication = book.dedication?.trim()
    ? paragraphsOf(printableText(book.dedication, 'bodyItalic', fonts).replace(/\n/g, '\n\n'))
    : null;
  const chaptersToCome = (book.chaptersToCome ?? []).map((chapter) => ({
    number: chapter.number,
    title: display(titleCased(chapter.title)) || chapterLabel(chapter.number),
  }));
  const input = {
    title,
    titlePage: titleLines(title, {
      font: 'display',
      sizePt: TITLE_PAGE.sizePt,
      widthPt: TITLE_PAGE.widthPt,
      maxLines: 4,
    }),
    runningTitle: runningHead(title),
    chaptersToCome,
    byline: book.byline?.trim() ? display(book.byline, 'displayItalic') : null,
    writtenBy: book.writtenBy?.trim() ? printableText(book.writtenBy, 'body', fonts).trim() : null,
    dedication,
    chapters,
    language: 'en',
    minPages: options.minPages,
    contents: options.contents,
    screen: options.screen ?? false,
    demoNotice: book.demo ? DEMO_BOOK_NOTICE : null,
    fonts: fontFamilies(fonts.japanese),
    trim: TRIM,
    bleedInches: BLEED_INCHES,
    layout: LAYOUTS[book.readingLevel],
    runOn: LAYOUTS[book.readingLevel].runOn,
    openers: options.openers,
  };
  return { input, fonts };
}

function compileInterior(input: unknown, fonts: FontUse) {
  try {
    return compileTypst(INTERIOR_TEMPLATE, { book: JSON.stringify(input) }, {}, { japanese: fonts.japanese });
  } catch (error) {
    if (error instanceof TypstFailure) throw new TypesetError(error.message);
    throw error;
  }
}

/**
 * Every font a PDF uses must be embedded and one of ours: Typst embeds what it uses, and this proves no system
 * font slipped in and nothing is left for the printer to substitute.
 */
export async function assertOnlyBundledFonts(pdf: Uint8Array): Promise<void> {
  const { PDFDict, PDFDocument, PDFName } = pdfLib();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue;
    const name =
      object
        .get(PDFName.of('FontName'))
        ?.toString()
        .replace(/^\/([A-Z]{6}\+)?/, '') ?? '';
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.get(PDFName.of(key)) !== undefined);
    if (!embedded) throw new TypesetError(`font ${name} is not embedded`);
    if (!BUNDLED_FONT_NAMES.some((bundled) => name.startsWith(bundled)))
      throw new TypesetError(`font ${name} is not one of the bundled fonts`);
  }
}

/** The interior set with chapters opening as `openers` says, and its count of blank pages. */
function setInterior(book: BookText, openers: ChapterOpeners) {
  const { input, fonts } = interiorInput(book, { minPages: MIN_PAGES[book.binding], contents: true, openers });
  const doc = compileInterior(input, fonts);
  const layout = doc.query('<layout>')[0] as InteriorLayout;
  const blank = blankPages(layout, input.dedication !== null);
  return { doc, layout, fonts, blank, blankShare: blank / Math.max(1, layout.chapterEnds.at(-1) ?? layout.pages) };
}

/**
 * Typesets the interior. Throws TypesetError on a book it cannot set. Chapters open on right-hand pages unless that
 * leaves MAX_BLANK_SHARE or more of the book blank (short chapters, each leaving its left-hand page empty): then
 * on the next page. A layout whose chapters run on leaves none between chapters.
 */
export async function typesetInterior(book: BookToTypeset): Promise<TypesetInterior> {
  assertBook(book);
  let set = setInterior(book, 'odd');
  if (!LAYOUTS[book.readingLevel].runOn && set.blankShare >= MAX_BLANK_SHARE) set = setInterior(book, 'next');
  const { doc, layout, fonts, blank } = set;
  const pageCount = doc.pageCount;
  if (pageCount !== paddedPageCount(pageCount, book.binding) || layout.pages !== pageCount) {
    throw new TypesetError(`the interior came out at ${pageCount} pages, not a printable count`);
  }
  const pdf = await setPrintBoxes(doc.pdf(), BLEED_POINTS);
  await assertOnlyBundledFonts(pdf);
  return {
    pdf,
    pageCount,
    chapterStartPages: layout.chapters,
    chapterEndPages: layout.chapterEnds,
    blankPages: blank,
    droppedCharacters: [...fonts.dropped],
  };
}

/**
 * The digital edition's screen PDF (docs/product/book-production.md#the-digital-edition): the interior's own layout
 * on single 6 × 9 in pages (no bleed, no print boxes, no blank pages: each chapter opens on the next page), RGB as
 * Typst writes it, the contents linked to the chapters. The cover is not used.
 */
export async function typesetScreenInterior(book: BookText): Promise<{ pdf: Buffer; pageCount: number }> {
  assertBook(book);
  const { input, fonts } = interiorInput(book, { minPages: 0, contents: true, openers: 'next', screen: true });
  const doc = compileInterior(input, fonts);
  const pdf = doc.pdf();
  await assertOnlyBundledFonts(pdf);
  return { pdf, pageCount: doc.pageCount };
}

/** A colour from the cover for the back and spine, and a text colour that reads on it. */
async function coverColours(png: Buffer): Promise<{ backColor: string; textColor: string }> {
  const { dominant } = await loadSharp()(png).stats();
  const hex = (r: number, g: number, b: number) =>
    `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  const linear = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(dominant.r) + 0.7152 * linear(dominant.g) + 0.0722 * linear(dominant.b);
  return { backColor: hex(dominant.r, dominant.g, dominant.b), textColor: luminance > 0.35 ? '#1d1a16' : '#fbf7ee' };
}

/**
 * The front panel's picture and where it sits. A paperback uses the cover PNG as it is (its 0.125 in bleed already
 * matches the sheet's). A hardcover's board is 6.125 × 9.25 in with 0.75 in turned in: the cover is scaled so its
 * trim fills the board's height and mirrored outwards at the edges, so the fold never shows a hard edge.
 */
async function frontPanel(png: Buffer, geometry: CoverGeometry) {
  const meta = await loadSharp()(png).metadata();
  const dpi = (meta.width ?? COVER_PRINT.widthPixels) / TRIM_WITH_BLEED.widthInches;
  if (geometry.wrapInches === BLEED_INCHES) {
    return {
      png,
      offsetXInches: BLEED_INCHES,
      offsetYInches: 0,
      widthInches: TRIM_WITH_BLEED.widthInches,
      heightInches: TRIM_WITH_BLEED.heightInches,
    };
  }
  const boardHeight = geometry.heightInches - 2 * geometry.wrapInches;
  const scale = boardHeight / TRIM.heightInches;
  const width = Math.round((meta.width ?? COVER_PRINT.widthPixels) * scale);
  const height = Math.round((meta.height ?? COVER_PRINT.heightPixels) * scale);
  const targetW = Math.round((geometry.panelWidthInches + geometry.wrapInches) * dpi);
  const targetH = Math.round(geometry.heightInches * dpi);
  // The cover's trim centred on the board; what falls left of the spine's fold is cut, the rest is mirrored out.
  const trimCentreX = width / 2;
  const boardCentreX = (geometry.panelWidthInches / 2) * dpi;
  const cutLeft = Math.max(0, Math.round(trimCentreX - boardCentreX));
  const top = Math.max(0, Math.round((targetH - height) / 2));
  const bottom = Math.max(0, targetH - height - top);
  const right = Math.max(0, targetW - (width - cutLeft));
  const scaled = await loadSharp()(png)
    .resize(width, height)
    .extract({ left: cutLeft, top: 0, width: width - cutLeft, height })
    .toBuffer();
  // (A sharp pipeline extracts before it extends, hence two steps.)
  const extended = await loadSharp()(scaled).extend({ top, bottom, right, extendWith: 'mirror' }).png().toBuffer();
  return { png: extended, offsetXInches: 0, offsetYInches: 0, widthInches: targetW / dpi, heightInches: targetH / dpi };
}

/** The compiled cover document and its geometry (typesetCover's PDF; a test or a tool may render its SVG). */
export async function composeCover(book: BookToTypeset, pageCount: number, options: TypesetCoverOptions = {}) {
  assertBook(book);
  let geometry: CoverGeometry;
  try {
    geometry = coverGeometry(pageCount, book.binding, options.dimensions);
  } catch (error) {
    throw new TypesetError((error as Error).message);
  }
  const fonts = new FontUse();
  const front = await frontPanel(book.coverFrontPng, geometry);
  const title = printableText(printedTitle(book.title), 'display', fonts).replace(/\s+/g, ' ').trim();
  const blurb = paragraphsOf(printableText(book.backCoverBlurb, 'body', fonts));
  const spineText = pageCount >= SPINE_TEXT_MIN_PAGES ? runningHead(title, 60) : null;
  const backWidthInches =
    geometry.panelWidthInches - BACK_TEXT_FROM_EDGE_INCHES - BACK_TEXT_FROM_SPINE_INCHES[book.binding];
  const input = {
    title,
    language: 'en',
    back: {
      widthInches: backWidthInches,
      title: titleLines(title, {
        font: 'display',
        sizePt: 20,
        widthPt: backWidthInches * POINTS_PER_INCH,
        maxLines: 3,
      }),
      blurb,
    },
    fonts: fontFamilies(fonts.japanese),
    spineText,
    // About 60% of the spine's width, at most 0.2 in: Lulu wants 0.0625 in clear on either side of spine text.
    spineFontInches: Math.min(0.2, Math.max(0.06, (geometry.spineInches - 0.125) * 0.6)),
    geometry,
    demoNotice: book.demo ? DEMO_BOOK_NOTICE : null,
    front: {
      offsetXInches: front.offsetXInches,
      offsetYInches: front.offsetYInches,
      widthInches: front.widthInches,
      heightInches: front.heightInches,
    },
    ...(await coverColours(book.coverFrontPng)),
  };
  try {
    const document = compileTypst(
      COVER_TEMPLATE,
      { cover: JSON.stringify(input) },
      { 'front.png': front.png },
      { japanese: fonts.japanese },
    );
    return { geometry, document, droppedCharacters: [...fonts.dropped] };
  } catch (error) {
    if (error instanceof TypstFailure) throw new TypesetError(error.message);
    throw error;
  }
}

/** Typesets the wraparound cover for an interior of `pageCount` pages (the interior's final count). */
export async function typesetCover(
  book: BookToTypeset,
  pageCount: number,
  options: TypesetCoverOptions = {},
): Promise<TypesetCover> {
  const { geometry, document, droppedCharacters } = await composeCover(book, pageCount, options);
  const pdf = await setPrintBoxes(document.pdf(), geometry.wrapInches * POINTS_PER_INCH);
  await assertOnlyBundledFonts(pdf);
  return {
    pdf,
    droppedCharacters,
    widthPoints: Math.round(geometry.widthInches * POINTS_PER_INCH * 1000) / 1000,
    heightPoints: Math.round(geometry.heightInches * POINTS_PER_INCH * 1000) / 1000,
    spineInches: geometry.spineInches,
    dimensionsSource: geometry.source,
  };
}

/**
 * Typst's plain SVG (0.7.0) stacks the pages top to bottom as top-level groups, with the glyph definitions at the
 * end, but draws every page's white background at the top, over the first page. Split into one SVG per page (each
 * with the shared definitions, so librsvg parses one page, not the book, per image), without those backgrounds;
 * the paper's colour is laid under each page instead.
 */
function svgPages(svg: string): { head: string; pages: string[]; tail: string } {
  const open = svg.indexOf('>') + 1;
  const close = svg.lastIndexOf('</svg>');
  const children = svg
    .slice(open, close)
    .split(/\n(?= {4}<[^/])/)
    .filter((child) => child.trim() !== '');
  const isBackground = (child: string) =>
    /^ {4}<path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0v [\d.]+ h [\d.]+ v -[\d.]+ Z "\/>$/.test(
      child,
    );
  const pages = children.filter((child) => child.startsWith('    <g'));
  const tail = children.filter((child) => !child.startsWith('    <g') && !isBackground(child)).join('\n');
  return { head: svg.slice(0, open), pages, tail };
}

/** One page's trim area on the paper's colour, as a PNG `widthPixels` wide. */
async function rasterisePage(
  svg: { head: string; pages: string[]; tail: string },
  pageIndex: number,
  pageHeightPoints: number,
  widthPixels: number,
  paper: string,
): Promise<{ png: Buffer; width: number; height: number }> {
  const trimWidth = TRIM_WITH_BLEED.widthInches * POINTS_PER_INCH - 2 * BLEED_POINTS;
  const trimHeight = pageHeightPoints - 2 * BLEED_POINTS;
  const viewBox = `${BLEED_POINTS} ${pageIndex * pageHeightPoints + BLEED_POINTS} ${trimWidth} ${trimHeight}`;
  const height = Math.round((widthPixels * trimHeight) / trimWidth);
  const head = svg.head
    .replace(/viewBox="[^"]*"/, `viewBox="${viewBox}"`)
    .replace(/ width="[^"]*"/, ` width="${widthPixels}"`)
    .replace(/ height="[^"]*"/, ` height="${height}"`);
  const page = `${head}\n${svg.pages[pageIndex]}\n${svg.tail}\n</svg>`;
  const png = await loadSharp()(Buffer.from(page), { density: 72 })
    .resize(widthPixels, height)
    .flatten({ background: paper })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width: widthPixels, height };
}

/** Which interior pages the preview shows, in order: title, dedication, contents, chapter 1 (no blank page). */
function previewPageList(
  layout: InteriorLayout,
  markers: PageKindMarker[],
): Array<{ kind: PreviewPageKind; pageNumber: number }> {
  const pages: Array<{ kind: PreviewPageKind; pageNumber: number }> = [];
  for (const marker of markers) {
    if (marker.kind === 'title' || marker.kind === 'dedication')
      pages.push({ kind: marker.kind, pageNumber: marker.page });
    if (marker.kind === 'contents')
      for (let page = marker.page; page <= layout.frontEnd; page++) pages.push({ kind: 'contents', pageNumber: page });
  }
  for (let page = layout.chapters[0]!; page <= layout.chapterEnds[0]!; page++)
    pages.push({ kind: 'chapter', pageNumber: page });
  return pages;
}

/** The preview's interior: the print's template and layout, set with what is written (chapter 1) and the contents. */
function composePreviewInterior(book: BookToTypeset) {
  assertBook(book);
  // Chapter 1 opens on a right-hand page whichever way the print's later chapters open (layouts.ts), so the
  // preview's pages up to chapter 1's end are the print's.
  const { input, fonts } = interiorInput(book, { minPages: 0, contents: true, openers: 'odd' });
  const doc = compileInterior(input, fonts);
  const layout = doc.query('<layout>')[0] as InteriorLayout;
  return { doc, layout, pages: previewPageList(layout, doc.query('<page-kind>') as PageKindMarker[]) };
}

/** The preview's interior as a PDF, with the pages the preview shows (what a test compares with the print). */
export async function typesetPreviewInterior(
  book: BookToTypeset,
): Promise<{ pdf: Buffer; pages: Array<{ kind: PreviewPageKind; pageNumber: number }> }> {
  const { doc, pages } = composePreviewInterior(book);
  return { pdf: doc.pdf(), pages };
}

/**
 * The print's page count as the preview can know it before the book is written: the front matter, then every
 * chapter as long as chapter 1, padded as the print is. It only sizes the preview cover's spine.
 */
function estimatedPageCount(book: BookToTypeset, layout: InteriorLayout): number {
  const chapterCount = book.chapters.length + (book.chaptersToCome?.length ?? 0);
  const firstChapterPages = layout.chapterEnds[0]! - layout.chapters[0]! + 1;
  return paddedPageCount(layout.chapters[0]! - 1 + firstChapterPages * chapterCount, book.binding);
}

/** The whole cover (back, spine, front) as it is cut: its wrap or bleed left off, `heightPixels` high. */
async function rasteriseCover(
  book: BookToTypeset,
  pageCount: number,
  heightPixels: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const { geometry, document } = await composeCover(book, pageCount);
  const wrap = geometry.wrapInches * POINTS_PER_INCH;
  const [sheetWidth, sheetHeight] = [geometry.widthInches * POINTS_PER_INCH, geometry.heightInches * POINTS_PER_INCH];
  const width = Math.round((heightPixels * (sheetWidth - 2 * wrap)) / (sheetHeight - 2 * wrap));
  const svg = document
    .svg()
    .replace(/viewBox="[^"]*"/, `viewBox="${wrap} ${wrap} ${sheetWidth - 2 * wrap} ${sheetHeight - 2 * wrap}"`)
    .replace(/ width="[^"]*"/, ` width="${width}"`)
    .replace(/ height="[^"]*"/, ` height="${heightPixels}"`);
  const png = await loadSharp()(Buffer.from(svg), { density: 72 })
    .resize(width, heightPixels)
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width, height: heightPixels };
}

/**
 * The pages /step5's 'Preview your book' shows, as PNGs, in order: the front cover, the whole cover (back, spine and
 * front; its spine sized for the estimated page count), the title page, the dedication (when given), the contents
 * and the first chapter's pages. Before paying only chapter 1 is written: pass the outline's other chapters as
 * `chaptersToCome`, so the contents takes as many pages as in print and chapter 1 opens on the page it prints on.
 * The interior pages come from the same Typst template and layout as the printed interior (its plain SVG
 * rasterised by sharp's librsvg, offline), tinted with the paper's colour; the front cover is the chosen cover's
 * trim area, as it prints.
 */
export async function renderPreviewPages(
  book: BookToTypeset,
  options: PreviewOptions = { pages: 'front-matter-and-first-chapter' },
): Promise<PreviewPage[]> {
  const widthPixels = options.widthPixels ?? 900;
  const { doc, layout, pages: wanted } = composePreviewInterior(book);
  const svg = svgPages(doc.svg());
  const pageHeight = TRIM_WITH_BLEED.heightInches * POINTS_PER_INCH;

  const meta = await loadSharp()(book.coverFrontPng).metadata();
  const dpi = (meta.width ?? COVER_PRINT.widthPixels) / TRIM_WITH_BLEED.widthInches;
  const cut = Math.round(BLEED_INCHES * dpi);
  const height = Math.round((widthPixels * TRIM.heightInches) / TRIM.widthInches);
  const front = await loadSharp()(book.coverFrontPng)
    .extract({
      left: cut,
      top: cut,
      width: (meta.width ?? COVER_PRINT.widthPixels) - 2 * cut,
      height: (meta.height ?? COVER_PRINT.heightPixels) - 2 * cut,
    })
    .resize(widthPixels, height)
    .png()
    .toBuffer();
  const cover = await rasteriseCover(book, estimatedPageCount(book, layout), height);
  const pages: PreviewPage[] = [
    { kind: 'front-cover', png: front, widthPixels, heightPixels: height },
    { kind: 'cover', png: cover.png, widthPixels: cover.width, heightPixels: cover.height },
  ];
  for (const { kind, pageNumber } of wanted) {
    const page = await rasterisePage(svg, pageNumber - 1, pageHeight, widthPixels, PAPER_TINT[book.paperColor]);
    pages.push({ kind, pageNumber, png: page.png, widthPixels: page.width, heightPixels: page.height });
  }
  return pages;
}
