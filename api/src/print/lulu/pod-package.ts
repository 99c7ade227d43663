import { COVER_PRINT } from '@storyloom/contracts';

export type Binding = 'softcover' | 'hardcover';
export type PaperColor = 'cream' | 'white';

/**
 * Lulu's product code in its dotted format, `[Trim].[Ink].[Quality].[Binding].[Paper].[Finish]` (Lulu's contract,
 * "Select a Product"): our 6 × 9 in trim (the cover's, COVER_PRINT), black-and-white standard interior, 60# uncoated
 * paper with 444 pages per inch, matte cover, no linen, no foil.
 * - Binding: `PB` perfect bound for the softcover; `CW` case wrap (printed hard cover) for the hardcover.
 * - Paper: `060UC444` cream, `060UW444` white.
 * So a cream softcover is `0600X0900.BW.STD.PB.060UC444.MXX`, a white hardcover `0600X0900.BW.STD.CW.060UW444.MXX`.
 */
export function podPackageId(binding: Binding, paperColor: PaperColor): string {
  const trim = `${inchesCode(COVER_PRINT.trimWidthInches)}X${inchesCode(COVER_PRINT.trimHeightInches)}`;
  const bind = binding === 'hardcover' ? 'CW' : 'PB';
  const paper = paperColor === 'white' ? '060UW444' : '060UC444';
  return `${trim}.BW.STD.${bind}.${paper}.MXX`;
}

/** 6 in → 0600, 8.5 in → 0850: hundredths of an inch on four digits. */
function inchesCode(inches: number): string {
  return String(Math.round(inches * 100)).padStart(4, '0');
}
