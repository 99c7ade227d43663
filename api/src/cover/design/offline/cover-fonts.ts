import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import { lazyRequire } from '../../../common/lazy-require.js';

/**
 * The display fonts the offline designer sets titles and names in: OFL-licensed TTF files from the registry
 * (@expo-google-fonts/*), read from disk by fontkit. Text becomes SVG paths, so no system font and no fontconfig is
 * ever involved: a cover looks the same on every machine, and the typesetter can later embed the same files.
 */
const FONT_FILES = {
  'playfair-bold': '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  'playfair-bold-italic': '@expo-google-fonts/playfair-display/700Bold_Italic/PlayfairDisplay_700Bold_Italic.ttf',
  'playfair-black': '@expo-google-fonts/playfair-display/900Black/PlayfairDisplay_900Black.ttf',
  'playfair-italic': '@expo-google-fonts/playfair-display/500Medium_Italic/PlayfairDisplay_500Medium_Italic.ttf',
  'cinzel-bold': '@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf',
  'cinzel-semibold': '@expo-google-fonts/cinzel/600SemiBold/Cinzel_600SemiBold.ttf',
  'bebas-neue': '@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf',
  'fredoka-semibold': '@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf',
  'fredoka-medium': '@expo-google-fonts/fredoka/500Medium/Fredoka_500Medium.ttf',
  // Fallbacks for names the display fonts lack, as the typesetter has them (production/typeset/typst-engine.ts).
  'noto-serif-bold': '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  'noto-serif-jp-bold': '@expo-google-fonts/noto-serif-jp/700Bold/NotoSerifJP_700Bold.ttf',
} as const;

export type CoverFontKey = keyof typeof FONT_FILES;

/** Fonts whose lower case is drawn as capitals or small capitals: their text is set in capitals outright. */
const CAPITALS_ONLY: ReadonlySet<CoverFontKey> = new Set(['cinzel-bold', 'cinzel-semibold', 'bebas-neue']);

/**
 * The fonts tried in turn when the chosen one lacks a character of the text: Playfair Display (Latin Extended,
 * Cyrillic, Vietnamese), Noto Serif (Greek and rarer Latin and Cyrillic letters), Noto Serif JP (Japanese).
 */
export const FALLBACK_FONTS: readonly CoverFontKey[] = ['playfair-bold', 'noto-serif-bold', 'noto-serif-jp-bold'];

/** Loaded with the first cover set, not at start-up (common/lazy-require.ts). */
const fontkit = lazyRequire<typeof Fontkit>('fontkit');
const require = createRequire(import.meta.url);
const loaded = new Map<CoverFontKey, Fontkit.Font>();

export function coverFontPath(key: CoverFontKey): string {
  return require.resolve(FONT_FILES[key]);
}

export function loadCoverFont(key: CoverFontKey): Fontkit.Font {
  let font = loaded.get(key);
  if (!font) {
    const opened = fontkit().openSync(coverFontPath(key));
    if (!('layout' in opened)) throw new Error(`${FONT_FILES[key]} is a font collection, not a single font`);
    font = opened;
    loaded.set(key, font);
  }
  return font;
}

export function isCapitalsOnly(key: CoverFontKey): boolean {
  return CAPITALS_ONLY.has(key);
}

/** Whether the font draws every character of the text (spaces aside). */
export function coversText(font: Fontkit.Font, text: string): boolean {
  for (const character of text) {
    if (/\s/u.test(character)) continue;
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) return false;
  }
  return true;
}
