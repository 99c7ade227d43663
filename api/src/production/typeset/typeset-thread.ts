import { Worker } from 'node:worker_threads';
import { pageTexts } from '../proof/personal/page-texts.js';
import { asBuffer, type TypesetRequest } from './typeset-worker.js';
import {
  typesetCover,
  typesetInterior,
  typesetScreenInterior,
  TypesetError,
  type BookText,
  type BookToTypeset,
  type TypesetCover,
  type TypesetCoverOptions,
  type TypesetInterior,
} from './typesetter.js';

/**
 * typesetInterior and typesetCover on a thread of their own, for callers on the API's event loop (the production
 * worker runs in the API process by default): Typst compiles synchronously, about 2 s for a 40-chapter book
 * (`npm run bench`, "typeset interior"), which would stall every request meanwhile. One thread, started on first
 * use and kept (its Typst instance stays warm), books set one after another; it does not keep the process alive.
 *
 * From TypeScript sources (jest) there is no compiled worker file to start, so the same functions run in the
 * calling thread: same results, only the event loop waits.
 */
const workerFile = new URL(`./typeset-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
const RUNS_IN_THREAD = workerFile.pathname.endsWith('.js');

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(workerFile);
  started.unref();
  started.on('message', (message: { id: number; result?: unknown; error?: { name: string; message: string } }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error)
      waiting.reject(
        message.error.name === 'TypesetError'
          ? new TypesetError(message.error.message)
          : new Error(message.error.message),
      );
    else waiting.resolve(message.result);
  });
  started.on('error', (error) => {
    if (worker === started) failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the typesetting thread stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function ask<T>(request: WithoutId<TypesetRequest>): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    thread().postMessage({ ...request, id });
  });
}

export async function typesetInteriorInThread(book: BookToTypeset): Promise<TypesetInterior> {
  if (!RUNS_IN_THREAD) return typesetInterior(book);
  const result = await ask<TypesetInterior>({ op: 'interior', book });
  return { ...result, pdf: asBuffer(result.pdf) };
}

export async function typesetCoverInThread(
  book: BookToTypeset,
  pageCount: number,
  options: TypesetCoverOptions = {},
): Promise<TypesetCover> {
  if (!RUNS_IN_THREAD) return typesetCover(book, pageCount, options);
  const result = await ask<TypesetCover>({ op: 'cover', book, pageCount, options });
  return { ...result, pdf: asBuffer(result.pdf) };
}

/** The digital edition's screen PDF (typesetScreenInterior), on the same thread as the print files. */
export async function typesetScreenInThread(book: BookText): Promise<{ pdf: Buffer; pageCount: number }> {
  if (!RUNS_IN_THREAD) return typesetScreenInterior(book);
  const result = await ask<{ pdf: Uint8Array; pageCount: number }>({ op: 'screen', book });
  return { ...result, pdf: asBuffer(result.pdf) };
}

/**
 * The text of each page of a typeset PDF (the proof's personalisation panel), on the same thread: pdf.js parses a
 * 40-chapter book in 0.2 s warm, about 1 s cold, which would stall the API's requests meanwhile.
 */
export async function pageTextsInThread(pdf: Buffer): Promise<string[]> {
  if (!RUNS_IN_THREAD) return pageTexts(pdf);
  return ask<string[]>({ op: 'pageTexts', pdf });
}

/** Stops the thread (a clean shutdown; it is started again on the next book). */
export async function closeTypesetThread(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
