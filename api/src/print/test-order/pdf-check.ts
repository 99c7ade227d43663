import { open } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import type * as PdfLib from 'pdf-lib';
import { lazyRequire } from '../../common/lazy-require.js';

/** What a test order's PDFs may weigh: Lulu's interiors of a few hundred pages with images stay well under it. */
export const TEST_ORDER_MAX_PDF_BYTES = 100 * 1024 * 1024;

/** Loaded with the first test order's PDF, not at start-up (common/lazy-require.ts). */
const pdfLib = lazyRequire<typeof PdfLib>('pdf-lib');

export type PdfCheck = { ok: true; pageCount: number } | { ok: false; reason: 'not-pdf' | 'unreadable' | 'empty' };

/**
 * A PDF by content, never by its name or the browser's type: it starts with `%PDF-` and pdf-lib can parse it
 * (encrypted files are parsed for their page count; Lulu refuses them itself with its own message).
 */
export async function checkPdf(path: string): Promise<PdfCheck> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1') !== '%PDF-') return { ok: false, reason: 'not-pdf' };
  try {
    const document = await pdfLib().PDFDocument.load(await readFile(path), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    const pageCount = document.getPageCount();
    return pageCount > 0 ? { ok: true, pageCount } : { ok: false, reason: 'empty' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
