import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_BOOK_SIZE, type BookSize } from '@storyloom/contracts';
import { readStoredBookSize, storeBookSize } from './local-storage.js';
import { loadBookSize, saveBookSize } from './outline-api.js';

/**
 * The book size on /step3 (docs/product/step3-outline.md#book-size): M by default, restored from local storage when
 * it holds S, M or L, otherwise from `GET /get_book_size`. A choice is kept locally and in the draft.
 */
export function useBookSize() {
  const [size, setSize] = useState<BookSize>(() => readStoredBookSize() ?? DEFAULT_BOOK_SIZE);
  // A size the visitor picks while the server's answer is on its way must win over that answer.
  const chosenByVisitor = useRef(false);

  useEffect(() => {
    if (readStoredBookSize()) return undefined;
    const controller = new AbortController();
    loadBookSize(controller.signal)
      .then((stored) => {
        if (!chosenByVisitor.current) setSize(stored);
      })
      .catch(() => undefined); // the default M stays: a size is needed, not the server
    return () => controller.abort();
  }, []);

  const choose = useCallback((next: BookSize) => {
    chosenByVisitor.current = true;
    setSize(next);
    storeBookSize(next);
    // Best effort: generating saves the size again, so a lost update only delays the stale flag on the server.
    saveBookSize(next).catch(() => undefined);
  }, []);

  return { size, choose };
}
