import { CUSTOM_OPTION } from '../options.js';

/** The suffix shown after a tag the visitor typed themselves (docs/product/step1-characters.md#tag-pickers). */
export const CUSTOM_TAG_FLAG = '(custom)';

/**
 * A tag is custom when it is not among the built-in suggestions. The 'Custom...' entry itself is a control,
 * not a tag, so it is never custom. Comparison is exact: 'funny' typed by hand is a custom tag next to 'Funny'.
 */
export function isCustomTag(tag: string, builtInOptions: readonly string[]): boolean {
  return tag !== CUSTOM_OPTION && !builtInOptions.includes(tag);
}

/** The text a chip shows: the tag, followed by '(custom)' when it is not a built-in suggestion. */
export function tagLabel(tag: string, builtInOptions: readonly string[]): string {
  return isCustomTag(tag, builtInOptions) ? `${tag} ${CUSTOM_TAG_FLAG}` : tag;
}
