import type { z } from 'zod';

/**
 * What the printed book can set (the API's bundled fonts: EB Garamond and Playfair Display, with Noto Serif and
 * Noto Serif JP behind them): Latin, Greek and Cyrillic letters, Japanese kana and kanji, digits, punctuation,
 * currency signs and the Latin-1 symbols. Not emoji, nor scripts the fonts do not cover: /step1 and /step2 refuse
 * those with the characters named, rather than the printed book leaving them out. The API checks each block
 * below against the fonts (api/src/production/typeset/printable-charset.spec.ts); kanji are allowed as a script,
 * and the few rare ones the font lacks are caught when the book is typeset.
 */
const PRINTABLE_BLOCKS = [
  /[\u0000-\u024F\u1E00-\u1EFF]/u, // Latin: Basic, Latin-1, Extended-A and -B, Extended Additional (Vietnamese)
  /[\u0370-\u03E1\u03F0-\u03FF\u1F00-\u1FFF]/u, // Greek (not Coptic), Greek Extended
  /[\u0400-\u052F]/u, // Cyrillic and its supplement
  /[\u3000-\u30FF\uFF00-\uFF9F\uFFE0-\uFFEE]/u, // CJK punctuation, hiragana, katakana, full- and half-width forms
  /\p{Script=Han}/u, // kanji
  /[\u2000-\u206F\u20A0-\u20BF\u2116\u2122]/u, // general punctuation, currency signs, № and ™
  /[\u0300-\u036F]/u, // combining accents (a decomposed é)
];

/**
 * Printable: an assigned character of one of the blocks above, or invisible (the book leaves out zero-width and format characters and
 * variation selectors, and sets any space as a space). Emoji, flags and keycaps lie outside every block.
 */
const isPrintable = (character: string): boolean =>
  (!/\p{Cn}/u.test(character) && PRINTABLE_BLOCKS.some((block) => block.test(character))) ||
  /\p{Cf}|\p{Variation_Selector}|\s/u.test(character);

/** The characters of a text the printed book cannot set, each once, in the order they appear. */
export function unprintableCharacters(text: string): string[] {
  return [...new Set([...text].filter((character) => !isPrintable(character)))];
}

/** The message a field gets when it holds characters the book cannot print. */
export const unprintableMessage = (characters: readonly string[]): string =>
  `These characters can't be printed: ${characters.join(' ')}`;

/**
 * A request body's refinement (`.superRefine(refuseUnprintable)`): every text in it, at any depth, that holds
 * characters the book cannot print gets an issue at its own path naming them. For the bodies whose words reach the
 * printed book: /step1's characters, /step2's story details and the summary.
 */
export function refuseUnprintable(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    const characters = unprintableCharacters(value);
    if (characters.length > 0) ctx.addIssue({ code: 'custom', message: unprintableMessage(characters), path });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refuseUnprintable(item, ctx, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseUnprintable(item, ctx, [...path, key]);
  }
}
