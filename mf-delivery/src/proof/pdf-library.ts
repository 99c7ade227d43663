import type * as PdfJs from 'pdfjs-dist';
// Files emitted as they are, not bundled (mf-delivery/rspack.config.ts): pdf.js (~120 KB gzipped) and its worker load only
// when the proof's pages are shown, never with the rest of the remote, whose own code has a 50 KB budget.
import pdfLibraryUrl from 'pdfjs-dist/build/pdf.min.mjs?url';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type PdfLibrary = typeof PdfJs;
export type PdfDocument = PdfJs.PDFDocumentProxy;

let library: Promise<PdfLibrary> | undefined;

/** pdf.js, loaded once, on first use, with its worker served from this remote's folder (the site's CSP allows 'self'). */
export function loadPdfLibrary(): Promise<PdfLibrary> {
  library ??= (import(/* webpackIgnore: true */ pdfLibraryUrl) as Promise<PdfLibrary>).then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    return pdfjs;
  });
  // A failed download (offline for a moment) may be tried again later.
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/**
 * Opens a typeset PDF. No eval (the site's CSP has no 'unsafe-eval'), and no fonts from elsewhere: the typesetter
 * embeds every font it uses.
 */
export async function openPdf(url: string): Promise<PdfDocument> {
  const pdfjs = await loadPdfLibrary();
  return pdfjs.getDocument({ url, isEvalSupported: false, withCredentials: true }).promise;
}
