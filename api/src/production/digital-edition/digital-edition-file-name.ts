import type { DigitalEditionFormat } from '@storyloom/contracts';

/**
 * The download's file name from the book's title: letters and digits kept (accents folded: "Zoë" → "Zoe"), the rest
 * made hyphens; never a path, a quote or a control character. "storyloom-<order number>" when nothing is left.
 */
export function digitalEditionFileName(
  title: string | null,
  orderNumber: string,
  format: DigitalEditionFormat,
): string {
  return `${fileStem(title ?? '', /[^\p{L}\p{N}]+/gu) || `storyloom-${orderNumber}`}.${format}`;
}

const fileStem = (text: string, unwanted: RegExp): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(unwanted, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/**
 * `Content-Disposition: attachment` for that name (RFC 6266): `filename*` carries it in UTF-8 (a title in Cyrillic
 * or Japanese keeps its letters), `filename` an ASCII-only fallback for old clients (the other letters left out).
 */
export function attachmentHeader(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ascii = `${fileStem(fileName.slice(0, dot), /[^A-Za-z0-9]+/g) || 'storyloom'}${fileName.slice(dot)}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
