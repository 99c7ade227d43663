import { CHARACTER_LIMITS, CUSTOM_OPTION, normaliseCommaList } from '@storyloom/contracts';

/**
 * Enter in the 'Custom...' box puts the typed text where 'Custom...' was (spec section 4). Commas separate
 * several entries, because the saved form joins lists with commas and a comma inside one tag would split it
 * on the way back anyway. Duplicates are skipped and the list stays within the API's bound.
 */
export function replaceCustomEntry(selected: readonly string[], typed: string): string[] {
  const entries = normaliseCommaList(typed.replace(/\s+/g, ' '));
  const result: string[] = [];
  for (const tag of selected) {
    if (tag !== CUSTOM_OPTION) {
      result.push(tag);
      continue;
    }
    for (const entry of entries) if (!result.includes(entry) && !selected.includes(entry)) result.push(entry);
  }
  return result.slice(0, CHARACTER_LIMITS.tagsPerList);
}

/** Toggles one option; adding is refused once the list holds as many tags as the API accepts. */
export function toggleTag(selected: readonly string[], option: string): string[] {
  if (selected.includes(option)) return selected.filter((tag) => tag !== option);
  if (selected.length >= CHARACTER_LIMITS.tagsPerList) return [...selected];
  return [...selected, option];
}

/** Supporting characters are offered the first few built-in options they have not picked yet (spec section 9). */
export function unusedSuggestions(options: readonly string[], selected: readonly string[], count = 3): string[] {
  return options.filter((option) => option !== CUSTOM_OPTION && !selected.includes(option)).slice(0, count);
}

export type ChipSize = 'short' | 'medium' | 'long';

/** Chips are classed medium over 25 characters and long over 50 (spec section 9), so long tags wrap nicely. */
export function chipSize(tag: string): ChipSize {
  if (tag.length > 50) return 'long';
  if (tag.length > 25) return 'medium';
  return 'short';
}
