import type { Binding } from '@storyloom/contracts';
import { PRINT_PRODUCT } from '../../print/print.types.js';
import type { CoverDimensions } from './typesetter.js';

export const TRIM = {
  widthInches: PRINT_PRODUCT.trimWidthInches,
  heightInches: PRINT_PRODUCT.trimHeightInches,
} as const;
export const BLEED_INCHES = PRINT_PRODUCT.bleedInches;
/** The trimmed page with its bleed on every edge: the interior's page size, and the front cover's picture. */
export const TRIM_WITH_BLEED = {
  widthInches: TRIM.widthInches + 2 * BLEED_INCHES,
  heightInches: TRIM.heightInches + 2 * BLEED_INCHES,
} as const;
export const MIN_PAGES = PRINT_PRODUCT.minPages;
export const MAX_PAGES = PRINT_PRODUCT.maxPages;
/** Lulu prints spine text from 80 pages on (some of its print partners want 130). */
export const SPINE_TEXT_MIN_PAGES = 80;

/**
 * Lulu's casewrap hardcover spine widths by page count (inclusive ranges, inches), from Lulu's Book Creation Guide
 * ("All Hardcovers use a table with page quantity ranges"). Transcribed from a public copy of the table; Lulu's
 * /cover-dimensions/ answer replaces it when Lulu is configured.
 */
export const HARDCOVER_SPINE_TABLE: ReadonlyArray<readonly [number, number, number]> = [
  [24, 84, 0.25],
  [85, 140, 0.5],
  [141, 168, 0.625],
  [169, 194, 0.688],
  [195, 222, 0.75],
  [223, 250, 0.813],
  [251, 278, 0.875],
  [279, 306, 0.938],
  [307, 334, 1.0],
  [335, 360, 1.063],
  [361, 388, 1.125],
  [389, 416, 1.188],
  [417, 444, 1.25],
  [445, 472, 1.313],
  [473, 500, 1.375],
  [501, 528, 1.438],
  [529, 556, 1.5],
  [557, 582, 1.563],
  [583, 610, 1.625],
  [611, 638, 1.688],
  [639, 666, 1.75],
  [667, 694, 1.813],
  [695, 722, 1.875],
  [723, 750, 1.938],
  [751, 778, 2.0],
  [779, 800, 2.063],
];

/**
 * A casewrap is printed larger than the book: each board overhangs the pages by 0.125 in at the fore edge and at
 * head and foot (6.125 × 9.25 in for 6 × 9 in pages) and 0.75 in of artwork wraps around its edges (Lulu, "Creating
 * your hardcover casewrap cover"). So the sheet is 2 × (6.125 + 0.75) + spine wide and 9.25 + 2 × 0.75 = 10.75 in
 * high; a Lulu-reported 6 × 9 casewrap of 774 pt height and 13.75 in + spine width agrees.
 */
export const CASEWRAP = {
  boardWidthInches: TRIM.widthInches + 0.125,
  boardHeightInches: TRIM.heightInches + 0.25,
  wrapInches: 0.75,
  hingeInches: 0.4,
} as const;

/**
 * How far the back cover's text keeps from the spine's fold: a paperback's 0.6 in; on a casewrap, the hinge (the
 * strip of board beside the spine that creases each time the book opens, about 0.4 in; Lulu, "Creating your
 * hardcover casewrap cover", Hinge) plus Lulu's 0.25 in safety, so no letter sits in the crease.
 */
export const BACK_TEXT_FROM_SPINE_INCHES: Record<Binding, number> = {
  softcover: 0.6,
  hardcover: CASEWRAP.hingeInches + 0.25,
};
/** And from the back panel's outer edge (the trim or the board's edge): 0.5 in. */
export const BACK_TEXT_FROM_EDGE_INCHES = 0.5;

export function paddedPageCount(pageCount: number, binding: Binding): number {
  if (!Number.isInteger(pageCount) || pageCount < 1)
    throw new RangeError(`a page count is a positive whole number, not ${pageCount}`);
  const even = pageCount + (pageCount % 2);
  return Math.max(MIN_PAGES[binding], even);
}

export function spineWidthInches(pageCount: number, binding: Binding): number {
  if (pageCount < MIN_PAGES[binding] || pageCount > MAX_PAGES)
    throw new RangeError(`a ${binding} takes ${MIN_PAGES[binding]} to ${MAX_PAGES} pages, not ${pageCount}`);
  if (binding === 'softcover') return pageCount / PRINT_PRODUCT.pagesPerInch + 0.06;
  return HARDCOVER_SPINE_TABLE.find(([low, high]) => pageCount >= low && pageCount <= high)![2];
}

export interface CoverGeometry {
  widthInches: number;
  heightInches: number;
  /** Bleed (paperback) or turn-in (hardcover) on every edge. */
  wrapInches: number;
  /** The back or front panel: the trim (paperback) or the board (hardcover). */
  panelWidthInches: number;
  spineInches: number;
  source: 'printer' | 'formula';
}

/** The cover sheet's geometry; with the printer's dimensions, the spine is what remains between the panels. */
export function coverGeometry(pageCount: number, binding: Binding, printer?: CoverDimensions): CoverGeometry {
  const wrapInches = binding === 'softcover' ? BLEED_INCHES : CASEWRAP.wrapInches;
  const panelWidthInches = binding === 'softcover' ? TRIM.widthInches : CASEWRAP.boardWidthInches;
  const heightOf =
    binding === 'softcover'
      ? TRIM.heightInches + 2 * BLEED_INCHES
      : CASEWRAP.boardHeightInches + 2 * CASEWRAP.wrapInches;
  if (printer) {
    const widthInches = printer.widthPoints / 72;
    const spineInches = widthInches - 2 * (wrapInches + panelWidthInches);
    if (!(spineInches > 0) || !(printer.heightPoints > 0))
      throw new RangeError(
        `the printer's cover size ${printer.widthPoints} × ${printer.heightPoints} pt leaves no spine for a ${binding}`,
      );
    return {
      widthInches,
      heightInches: printer.heightPoints / 72,
      wrapInches,
      panelWidthInches,
      spineInches,
      source: 'printer',
    };
  }
  const spineInches = spineWidthInches(pageCount, binding);
  return {
    widthInches: 2 * (wrapInches + panelWidthInches) + spineInches,
    heightInches: heightOf,
    wrapInches,
    panelWidthInches,
    spineInches,
    source: 'formula',
  };
}
