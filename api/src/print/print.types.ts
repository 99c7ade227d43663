import { COVER_PRINT, type Binding, type PageColor } from '@storyloom/contracts';

/**
 * The one book we print, in one place: its trim and bleed (the cover designer's COVER_PRINT, so the front cover
 * and the book are the same size), the printer's page limits and the paper's thickness. The typesetter (page and
 * cover geometry), the print outbox and the Lulu client all read it from here.
 */
export const PRINT_PRODUCT = {
  trimWidthInches: COVER_PRINT.trimWidthInches,
  trimHeightInches: COVER_PRINT.trimHeightInches,
  bleedInches: COVER_PRINT.bleedInches,
  /** The printer's minimum interior page counts (Lulu: 32 for a paperback, 24 for a casewrap hardcover). */
  minPages: { softcover: 32, hardcover: 24 } as Readonly<Record<Binding, number>>,
  maxPages: 800,
  /** 60# uncoated paper: 444 pages to the inch, which is what a paperback's spine is made of. */
  pagesPerInch: 444,
} as const;

/**
 * Lulu's product code in its dotted format, `[Trim].[Ink].[Quality].[Binding].[Paper].[Finish]` (Lulu's contract,
 * "Select a Product"): our trim, black-and-white standard interior, 60# uncoated paper with 444 pages per inch,
 * matte cover, no linen, no foil.
 * - Binding: `PB` perfect bound for the softcover; `CW` case wrap (printed hard cover) for the hardcover.
 * - Paper: `060UC444` cream, `060UW444` white.
 * So a cream softcover is `0600X0900.BW.STD.PB.060UC444.MXX`, a white hardcover `0600X0900.BW.STD.CW.060UW444.MXX`.
 */
export function podPackageId(binding: Binding, paperColor: PageColor): string {
  const trim = `${inchesCode(PRINT_PRODUCT.trimWidthInches)}X${inchesCode(PRINT_PRODUCT.trimHeightInches)}`;
  const bind = binding === 'hardcover' ? 'CW' : 'PB';
  const paper = `060${paperColor === 'white' ? 'UW' : 'UC'}${PRINT_PRODUCT.pagesPerInch}`;
  return `${trim}.BW.STD.${bind}.${paper}.MXX`;
}

/** 6 in → 0600, 8.5 in → 0850: hundredths of an inch on four digits. */
function inchesCode(inches: number): string {
  return String(Math.round(inches * 100)).padStart(4, '0');
}
