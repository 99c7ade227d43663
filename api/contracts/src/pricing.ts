/**
 * Business constants (docs/product/constants-and-prices.md). Prices are integer cents so totals never drift;
 * the server computes every price from these, never from what a browser sends.
 */
/** Book sizes by code. Their request values (`small`, `medium`, `big`) live only in book-size.ts, the edge's codec. */
export const BOOK_SIZES = {
  S: { chapters: 15, surchargeCents: 0 },
  M: { chapters: 25, surchargeCents: 300 },
  L: { chapters: 40, surchargeCents: 500 },
} as const;
export type BookSize = keyof typeof BOOK_SIZES;
export const DEFAULT_BOOK_SIZE: BookSize = 'M';

export const chapterCountOf = (size: BookSize): number => BOOK_SIZES[size].chapters;

/** How a page names a size: 'L (40 chapters)'. Here, not in book-size.ts, so a page can name sizes without zod. */
export const bookSizeLabel = (size: BookSize): string => `${size} (${chapterCountOf(size)} chapters)`;

export const BINDINGS = {
  softcover: { label: 'Softcover', baseCents: 3999, extraCopyCents: 3299 },
  hardcover: { label: 'Hardcover', baseCents: 4999, extraCopyCents: 4299 },
} as const;
export type Binding = keyof typeof BINDINGS;

export const SHIPPING_LEVELS = {
  MAIL: { label: 'Standard', priceCents: 0, selectable: true },
  GROUND_HD: { label: 'Expedited', priceCents: 1499, selectable: true },
  PRIORITY: { label: 'Priority Delivery', priceCents: 2500, selectable: false },
} as const;
export type ShippingLevel = keyof typeof SHIPPING_LEVELS;

export const PAGE_COLORS = { cream: 'Cream', white: 'White' } as const;
export type PageColor = keyof typeof PAGE_COLORS;

export const FREE_SHIPPING_BANNER = 'Free Shipping! Orders over $150 ship free. No code needed.';
/**
 * The banner's promise, kept by the price itself: once the books of an order (book, size surcharge, extra copies)
 * cost more than this, every shipping level costs nothing, with no code to enter (docs/product/constants-and-prices.md).
 */
export const FREE_SHIPPING_OVER_CENTS = 15_000;
export const WIZARD_STAGES = ['Characters', 'Premise', 'Outline', 'Cover', 'Delivery'] as const;
