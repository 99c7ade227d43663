import type * as PdfLib from 'pdf-lib';
import { lazyRequire } from '../../common/lazy-require.js';

/** Loaded with the first book typeset, not at start-up (common/lazy-require.ts). */
const pdfLib = lazyRequire<typeof PdfLib>('pdf-lib');

/**
 * Sets TrimBox (the cut) and BleedBox (the whole sheet) on every page, `inset` points inside the MediaBox. Printers
 * read the trim from it. pdf-lib only rewrites the page dictionaries: Typst's embedded font subsets are copied as they
 * are (re-subsetting through pdf-lib was seen to damage EB Garamond's glyphs).
 */
export async function setPrintBoxes(pdf: Uint8Array, insetPoints: number): Promise<Buffer> {
  const doc = await pdfLib().PDFDocument.load(pdf, { updateMetadata: false });
  for (const page of doc.getPages()) {
    const { width, height } = page.getMediaBox();
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(insetPoints, insetPoints, width - 2 * insetPoints, height - 2 * insetPoints);
  }
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}
