import { parentPort } from 'node:worker_threads';
import { pageTexts } from '../proof/personal/page-texts.js';
import {
  typesetCover,
  typesetInterior,
  typesetScreenInterior,
  type BookText,
  type BookToTypeset,
  type TypesetCoverOptions,
} from './typesetter.js';

/**
 * The typesetting thread (see typeset-thread.ts): Typst's compile is synchronous and takes seconds for a whole book,
 * so it runs here, off the API's event loop, with its fonts and caches kept warm between books.
 */
export type TypesetRequest =
  | { id: number; op: 'interior'; book: BookToTypeset }
  | { id: number; op: 'cover'; book: BookToTypeset; pageCount: number; options: TypesetCoverOptions }
  | { id: number; op: 'screen'; book: BookText }
  | { id: number; op: 'pageTexts'; pdf: Uint8Array };

/** Buffers cross the thread boundary as Uint8Arrays (structured clone): made Buffers again on arrival. */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

parentPort?.on('message', async (request: TypesetRequest) => {
  try {
    if (request.op === 'screen')
      return parentPort!.postMessage({ id: request.id, result: await typesetScreenInterior(request.book) });
    if (request.op === 'pageTexts')
      return parentPort!.postMessage({ id: request.id, result: await pageTexts(request.pdf) });
    const book = { ...request.book, coverFrontPng: asBuffer(request.book.coverFrontPng) };
    const result =
      request.op === 'interior'
        ? await typesetInterior(book)
        : await typesetCover(book, request.pageCount, request.options);
    parentPort!.postMessage({ id: request.id, result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id: request.id, error: { name, message } });
  }
});
