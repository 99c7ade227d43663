/**
 * The pure rules of TagMultiSelect. Generic on purpose: which option means "type your own" and how many tags a
 * list may hold are the caller's (the option lists and limits live in @storyloom/contracts, which the kit does not
 * import so it stays off the landing page's first load).
 */

/** Splits typed text into entries the way saved tag lists are joined: by commas, whitespace collapsed, blanks dropped. */
function splitEntries(typed: string): string[] {
  return typed
    .replace(/\s+/g, ' ')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/**
 * Enter in the custom box puts the typed text where the custom option was
 * (docs/product/step1-characters.md#tag-pickers). Commas separate several entries, because the saved form joins lists
 * with commas and a comma inside one tag would split it on the way back anyway. Duplicates are skipped and the list
 * stays within `maxTags`.
 */
export function replaceCustomEntry(
  selected: readonly string[],
  typed: string,
  customOption: string,
  maxTags = Infinity,
): string[] {
  const entries = splitEntries(typed);
  const result: string[] = [];
  for (const tag of selected) {
    if (tag !== customOption) {
      result.push(tag);
      continue;
    }
    for (const entry of entries) if (!result.includes(entry) && !selected.includes(entry)) result.push(entry);
  }
  return result.slice(0, maxTags);
}

/** Toggles one option; adding is refused once the list holds `maxTags` tags. */
export function toggleTag(selected: readonly string[], option: string, maxTags = Infinity): string[] {
  if (selected.includes(option)) return selected.filter((tag) => tag !== option);
  if (selected.length >= maxTags) return [...selected];
  return [...selected, option];
}

/**
 * The first few built-in options not picked yet, never the custom option
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export function unusedSuggestions(
  options: readonly string[],
  selected: readonly string[],
  customOption: string,
  count = 3,
): string[] {
  return options.filter((option) => option !== customOption && !selected.includes(option)).slice(0, count);
}

export type ChipSize = 'short' | 'medium' | 'long';

/**
 * Chips are classed medium over 25 characters and long over 50
 * (docs/product/constants-and-prices.md#screen-constants), so long tags wrap nicely.
 */
export function chipSize(tag: string): ChipSize {
  if (tag.length > 50) return 'long';
  if (tag.length > 25) return 'medium';
  return 'short';
}
