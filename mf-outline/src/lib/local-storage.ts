import { BOOK_SIZES, characterListSchema, isBookSize, type BookSize } from '@storyloom/contracts';

/** Browser storage keys of spec section 3 that step 3 reads or writes. */
export const STORAGE_KEYS = {
  characters: 'characters',
  storyOutline: 'story_outline',
  detailedOutline: 'detailed_outline',
  selectedBookSize: 'selected_book_size',
  chaptersAmount: 'chapters_amount',
} as const;

/** What steps 1 and 2 leave behind for step 3, named as the missing-information checklist shows them. */
export const REQUIRED_INPUTS = ['Story Summary', 'Characters'] as const;
export type RequiredInput = (typeof REQUIRED_INPUTS)[number];

/** The size stored by an earlier visit, when it is one of S, M or L (spec section 4); otherwise undefined. */
export function readStoredBookSize(): BookSize | undefined {
  const stored = safely(() => localStorage.getItem(STORAGE_KEYS.selectedBookSize));
  return isBookSize(stored) ? stored : undefined;
}

/** Keeps the size and its chapter count (spec section 3: selected_book_size, chapters_amount). */
export function storeBookSize(size: BookSize): void {
  safely(() => {
    localStorage.setItem(STORAGE_KEYS.selectedBookSize, size);
    localStorage.setItem(STORAGE_KEYS.chaptersAmount, String(BOOK_SIZES[size].chapters));
  });
}

/** The mirrored outline text, or undefined when none is stored. */
export function readStoredOutline(): string | undefined {
  return safely(() => localStorage.getItem(STORAGE_KEYS.detailedOutline)) ?? undefined;
}

/** Mirrors the outline to local storage (spec section 4); an empty outline removes the mirror. */
export function mirrorOutline(text: string): void {
  safely(() => {
    if (text === '') localStorage.removeItem(STORAGE_KEYS.detailedOutline);
    else localStorage.setItem(STORAGE_KEYS.detailedOutline, text);
  });
}

/** The inputs steps 1 and 2 should have stored here but did not: no summary text, or no valid character list. */
export function missingRequiredInputs(): RequiredInput[] {
  const summary = safely(() => localStorage.getItem(STORAGE_KEYS.storyOutline)) ?? '';
  const missing: RequiredInput[] = [];
  if (summary.trim() === '') missing.push('Story Summary');
  if (!hasStoredCharacters()) missing.push('Characters');
  return missing;
}

function hasStoredCharacters(): boolean {
  const stored = safely(() => localStorage.getItem(STORAGE_KEYS.characters));
  if (!stored) return false;
  try {
    return characterListSchema.safeParse(JSON.parse(stored)).success;
  } catch {
    return false;
  }
}

/** Storage can be disabled or full (private windows, quotas); the page still works from the server's draft. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
