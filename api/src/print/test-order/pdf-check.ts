import { open } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

/** What a test order's PDFs may weigh: Lulu's interiors of a few hundred pages with images stay well under it. */
export const TEST_ORDER_MAX_PDF_BYTES = 100 * 1024 * 1024;

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
    const document = await PDFDocument.load(await readFile(path), { ignoreEncryption: true, updateMetadata: false });
    const pageCount = document.getPageCount();
    return pageCount > 0 ? { ok: true, pageCount } : { ok: false, reason: 'empty' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
