/**
 * Tag lists travel as comma-joined text (the saved form, docs/product/step1-characters.md#what-is-stored) and are
 * typed as comma-separated text in the variant form. These two helpers are the only place that splits and joins them,
 * so the API, /step1 and /OldStep1 always agree on what 'a, , b ' means: ['a', 'b'].
 */
export const COMMA_LIST_SEPARATOR = ', ';

/** Splits on commas, trims every entry and drops the empty ones. */
export function normaliseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Joins entries into the canonical comma-joined form; entries are trimmed and empties dropped first. */
export function joinCommaList(entries: readonly string[]): string {
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .join(COMMA_LIST_SEPARATOR);
}
