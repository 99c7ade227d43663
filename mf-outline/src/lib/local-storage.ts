import { BOOK_SIZES, SHARED_STORAGE_KEYS, isBookSize, type BookSize } from '@storyloom/contracts';
import { readStoredText, storeText } from '@storyloom/kit/wizard';

/** Browser storage keys that step 3 reads or writes (docs/product/step3-outline.md). */
export const STORAGE_KEYS = {
  characters: SHARED_STORAGE_KEYS.characters,
  storyOutline: SHARED_STORAGE_KEYS.storyOutline,
  detailedOutline: 'detailed_outline',
  selectedBookSize: 'selected_book_size',
  chaptersAmount: 'chapters_amount',
} as const;

/**
 * The size stored by an earlier visit, when it is one of S, M or L (docs/product/step3-outline.md#book-size);
 * otherwise undefined.
 */
export function readStoredBookSize(): BookSize | undefined {
  const stored = readStoredText(STORAGE_KEYS.selectedBookSize);
  return isBookSize(stored) ? stored : undefined;
}

/**
 * Keeps the size and its chapter count (selected_book_size, chapters_amount:
 * docs/product/step3-outline.md#book-size).
 */
export function storeBookSize(size: BookSize): void {
  storeText(STORAGE_KEYS.selectedBookSize, size);
  storeText(STORAGE_KEYS.chaptersAmount, String(BOOK_SIZES[size].chapters));
}

/** The mirrored outline text, or undefined when none is stored. */
export function readStoredOutline(): string | undefined {
  return readStoredText(STORAGE_KEYS.detailedOutline);
}

/**
 * Mirrors the outline to local storage (docs/product/step3-outline.md#what-happens-on-generate-outline); an empty
 * outline removes the mirror.
 */
export function mirrorOutline(text: string): void {
  storeText(STORAGE_KEYS.detailedOutline, text);
}
