/**
 * The printed book's typesetter (docs/product/book-production.md, "The printed book"): the interior PDF, the
 * wraparound cover PDF and the preview pages /step5 shows before paying, all from the same Typst documents.
 *
 * Everything the visitor wrote (title, names, dedication, chapters) is data, never markup: it reaches Typst as JSON
 * through `sys.inputs`, so `#`, `*`, `[`, `$`, `<`, `@` or `\` in a chapter print as themselves.
 *
 * Pure functions of their input: no database, no draft, no network. The production pipeline calls them with the
 * paid order's frozen copy of the book.
 */

export type Binding = 'softcover' | 'hardcover';
export type PaperColor = 'cream' | 'white';

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
  /** The summary's opening paragraph(s), printed on the back cover. */
  summaryOpening: string;
  binding: Binding;
  /** The paper the interior prints on; only the preview images tint their background with it. */
  paperColor: PaperColor;
  /** The chosen cover at print size (PNG, COVER_PRINT: 1875 × 2775 px, 6.25 × 9.25 in with bleed, 300 dpi). */
  coverFrontPng: Buffer;
}

export interface TypesetInterior {
  /** 6.25 × 9.25 in pages with TrimBox (6 × 9 in) and BleedBox set; every font embedded. */
  pdf: Buffer;
  /** Final page count, padded to the binding's minimum and to an even count: the cover's spine depends on it. */
  pageCount: number;
  /** 1-based PDF page on which each chapter opens (always odd: a right-hand page), in chapter order. */
  chapterStartPages: number[];
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
  widthPoints: number;
  heightPoints: number;
  spineInches: number;
  /** Where the size came from: the printer's answer or our own formula (paperback) / table (hardcover). */
  dimensionsSource: 'printer' | 'formula';
}

export type PreviewPageKind = 'front-cover' | 'title' | 'dedication' | 'chapter';

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

/** Typesets the interior. Throws TypesetError on a book it cannot set. */
export async function typesetInterior(book: BookToTypeset): Promise<TypesetInterior> {
  void book;
  throw new TypesetError('typesetInterior is not built yet');
}

/** Typesets the wraparound cover for an interior of `pageCount` pages (the interior's final count). */
export async function typesetCover(book: BookToTypeset, pageCount: number, options: TypesetCoverOptions = {}): Promise<TypesetCover> {
  void book;
  void pageCount;
  void options;
  throw new TypesetError('typesetCover is not built yet');
}

/**
 * The pages /step5's 'Preview your book' shows, as PNGs, in order: the front cover, the title page, the dedication
 * (when given), then the first chapter's pages (the contents is left out: before paying only chapter 1 exists).
 * Rendered from the same Typst document as the interior.
 */
export async function renderPreviewPages(book: BookToTypeset, options: PreviewOptions = { pages: 'front-matter-and-first-chapter' }): Promise<PreviewPage[]> {
  void book;
  void options;
  throw new TypesetError('renderPreviewPages is not built yet');
}

/** The spine's width in inches for a binding and final page count (paperback: pages / 444 + 0.06 in). */
export function spineWidthInches(pageCount: number, binding: Binding): number {
  void pageCount;
  void binding;
  throw new TypesetError('spineWidthInches is not built yet');
}

/** The page count the printer receives: at least 32 (softcover) or 24 (hardcover), and even. */
export function paddedPageCount(pageCount: number, binding: Binding): number {
  void pageCount;
  void binding;
  throw new TypesetError('paddedPageCount is not built yet');
}
