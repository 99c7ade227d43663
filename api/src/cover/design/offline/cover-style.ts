import type { CoverBook } from '../cover-designer.js';
import type { CoverFontKey } from './cover-fonts.js';
import type { SeededRandom } from '../../../common/seeded-random.js';

/**
 * Colour, type and treatment by genre and tone (docs/product/step4-cover.md, "The offline designs"). The genre is
 * free text (a custom genre is allowed), so it is matched by keywords to a family; anything else is 'general'.
 */
export type GenreFamily =
  | 'fantasy'
  | 'scifi'
  | 'mystery'
  | 'romance'
  | 'thriller'
  | 'horror'
  | 'historical'
  | 'dystopian'
  | 'adventure'
  | 'comedy'
  | 'general';

/** How the photo takes the palette: a two-colour duotone, a tint over its own colours, or a warm old-print tone. */
export type PhotoTreatment = 'duotone' | 'tint' | 'sepia';

export interface Palette {
  name: string;
  /** The art's background gradient, top to bottom. */
  background: readonly [string, string];
  /** Shapes in front of the background. */
  mid: string;
  /** Highlights: the motif's glow, lines, ornaments around the name. */
  accent: string;
  /** The light end of a duotone, and pale shapes. */
  light: string;
  /** The dark end of a duotone. */
  shade: string;
}

interface Family {
  matches: RegExp;
  palettes: readonly Palette[];
  titleFonts: readonly CoverFontKey[];
  nameFont: CoverFontKey;
  /** Treatments this genre wears well, drawn by the seed unless the tone decides. */
  treatments: readonly PhotoTreatment[];
}

const FAMILIES: Record<GenreFamily, Family> = {
  fantasy: {
    matches: /fantas|magic|myth|fairy|legend|dragon|wizard|witch/i,
    palettes: [
      {
        name: 'twilight grove',
        background: ['#1b1440', '#3d2a78'],
        mid: '#5b3fa0',
        accent: '#f4c95d',
        light: '#f8e9c4',
        shade: '#140d33',
      },
      {
        name: 'emerald spell',
        background: ['#0c2f2b', '#1f6152'],
        mid: '#2f8f6f',
        accent: '#e8c468',
        light: '#e9f5e1',
        shade: '#07201c',
      },
      {
        name: 'dragonfire',
        background: ['#2a0f12', '#6e1f1a'],
        mid: '#a8361f',
        accent: '#ffb347',
        light: '#ffe8c2',
        shade: '#1c0709',
      },
    ],
    titleFonts: ['cinzel-bold', 'playfair-black'],
    nameFont: 'cinzel-semibold',
    treatments: ['duotone', 'tint'],
  },
  scifi: {
    matches: /sci|space|future|robot|cyber|galax|star|alien/i,
    palettes: [
      {
        name: 'nebula',
        background: ['#070b24', '#1d1b5e'],
        mid: '#3b2f9e',
        accent: '#40e0d0',
        light: '#c9f6ff',
        shade: '#050819',
      },
      {
        name: 'solar wind',
        background: ['#0d1b2a', '#1b3a5c'],
        mid: '#27618f',
        accent: '#ff7b54',
        light: '#ffe0cc',
        shade: '#08121c',
      },
      {
        name: 'neon grid',
        background: ['#120022', '#3a0a5e'],
        mid: '#7b1fa2',
        accent: '#00e5ff',
        light: '#f3d1ff',
        shade: '#0b0016',
      },
    ],
    titleFonts: ['bebas-neue'],
    nameFont: 'bebas-neue',
    treatments: ['duotone', 'tint'],
  },
  mystery: {
    matches: /myster|detective|crime|noir|whodunit|secret|suspense/i,
    palettes: [
      {
        name: 'midnight ink',
        background: ['#0f1a24', '#22364a'],
        mid: '#35556f',
        accent: '#d9a441',
        light: '#e8e1cf',
        shade: '#0a121a',
      },
      {
        name: 'london fog',
        background: ['#1f2326', '#434b52'],
        mid: '#6b757d',
        accent: '#c8414a',
        light: '#e6e2dc',
        shade: '#141719',
      },
    ],
    titleFonts: ['playfair-bold', 'playfair-bold-italic'],
    nameFont: 'cinzel-semibold',
    treatments: ['duotone', 'sepia'],
  },
  romance: {
    matches: /roman|love|heart|wedding/i,
    palettes: [
      {
        name: 'rosé',
        background: ['#4a1530', '#a8476b'],
        mid: '#d46a8c',
        accent: '#ffd1dc',
        light: '#fff0f3',
        shade: '#2e0b1c',
      },
      {
        name: 'wine and gold',
        background: ['#2b0b17', '#5c1630'],
        mid: '#8c2344',
        accent: '#e6b85c',
        light: '#f7e4c8',
        shade: '#1c060e',
      },
      {
        name: 'lavender dusk',
        background: ['#2d2150', '#7a5c9e'],
        mid: '#a27fc0',
        accent: '#ffc4d6',
        light: '#f6ecff',
        shade: '#1c1433',
      },
    ],
    titleFonts: ['playfair-bold-italic', 'playfair-bold'],
    nameFont: 'playfair-italic',
    treatments: ['tint', 'duotone'],
  },
  thriller: {
    matches: /thrill|action|spy|heist|chase|danger/i,
    palettes: [
      {
        name: 'blood moon',
        background: ['#0b0b0d', '#2a0f12'],
        mid: '#5c1010',
        accent: '#e63946',
        light: '#f1f1f1',
        shade: '#050506',
      },
      {
        name: 'steel',
        background: ['#0e1116', '#263140'],
        mid: '#3f5166',
        accent: '#ffcc00',
        light: '#e8edf2',
        shade: '#07090c',
      },
    ],
    titleFonts: ['bebas-neue'],
    nameFont: 'bebas-neue',
    treatments: ['duotone'],
  },
  horror: {
    matches: /horror|ghost|haunt|scary|spooky|zombie|vampire|monster/i,
    palettes: [
      {
        name: 'graveyard',
        background: ['#050807', '#1a2a22'],
        mid: '#2f4a3a',
        accent: '#9bd15a',
        light: '#dfe8d6',
        shade: '#030504',
      },
      {
        name: 'crimson night',
        background: ['#0a0405', '#3b0a0f'],
        mid: '#6b0f1a',
        accent: '#ff4d4d',
        light: '#f0dada',
        shade: '#050203',
      },
    ],
    titleFonts: ['playfair-black', 'cinzel-bold'],
    nameFont: 'cinzel-semibold',
    treatments: ['duotone'],
  },
  historical: {
    matches: /histor|period|war|ancient|medieval|victorian|regency|empire/i,
    palettes: [
      {
        name: 'parchment',
        background: ['#3b2a1a', '#6b4e2e'],
        mid: '#8f6a3e',
        accent: '#d8b36a',
        light: '#f3e6c8',
        shade: '#24190f',
      },
      {
        name: 'royal blue',
        background: ['#14213d', '#2c3e6b'],
        mid: '#44598f',
        accent: '#c9a227',
        light: '#efe6cf',
        shade: '#0c1426',
      },
    ],
    titleFonts: ['cinzel-bold', 'playfair-bold'],
    nameFont: 'playfair-italic',
    treatments: ['sepia', 'duotone'],
  },
  dystopian: {
    matches: /dystop|apocal|rebel|ruin|wasteland|survival/i,
    palettes: [
      {
        name: 'ash',
        background: ['#141414', '#3a3a38'],
        mid: '#5c5b57',
        accent: '#ff6b1a',
        light: '#e0ddd5',
        shade: '#0b0b0b',
      },
      {
        name: 'toxic',
        background: ['#0f1410', '#26331f'],
        mid: '#4b5e2e',
        accent: '#c6ff00',
        light: '#e4f0d0',
        shade: '#080b08',
      },
    ],
    titleFonts: ['bebas-neue'],
    nameFont: 'bebas-neue',
    treatments: ['duotone'],
  },
  adventure: {
    matches: /advent|quest|journey|explor|pirate|treasure|voyage|expedition/i,
    palettes: [
      {
        name: 'sunset trail',
        background: ['#1d3557', '#b5524a'],
        mid: '#e76f51',
        accent: '#ffd166',
        light: '#fff3d6',
        shade: '#111f33',
      },
      {
        name: 'jungle',
        background: ['#0b3d2e', '#1e6f50'],
        mid: '#3a9d5d',
        accent: '#ffb703',
        light: '#eaf7d9',
        shade: '#062219',
      },
      {
        name: 'open ocean',
        background: ['#023047', '#126782'],
        mid: '#219ebc',
        accent: '#ffb703',
        light: '#e0f4fb',
        shade: '#011c2a',
      },
    ],
    titleFonts: ['cinzel-bold', 'bebas-neue', 'playfair-black'],
    nameFont: 'cinzel-semibold',
    treatments: ['tint', 'duotone'],
  },
  comedy: {
    matches: /comed|funny|humou?r|silly|laugh|kids?|child/i,
    palettes: [
      {
        name: 'sherbet',
        background: ['#e8553a', '#ffb347'],
        mid: '#ff9f43',
        accent: '#3d5afe',
        light: '#fff6e0',
        shade: '#5a1d12',
      },
      {
        name: 'bubblegum',
        background: ['#3aa6c8', '#9b6fc4'],
        mid: '#f38dbf',
        accent: '#ffe066',
        light: '#ffffff',
        shade: '#1f2a5c',
      },
      {
        name: 'lime pop',
        background: ['#1a7f5a', '#7cc644'],
        mid: '#b5e655',
        accent: '#ff5d8f',
        light: '#fbffe8',
        shade: '#0d3b2a',
      },
    ],
    titleFonts: ['fredoka-semibold'],
    nameFont: 'fredoka-medium',
    treatments: ['tint'],
  },
  general: {
    matches: /$^/,
    palettes: [
      {
        name: 'classic navy',
        background: ['#1a2540', '#34496e'],
        mid: '#4f6a99',
        accent: '#e9c46a',
        light: '#f1ece2',
        shade: '#0f1628',
      },
      {
        name: 'deep forest',
        background: ['#12261e', '#2d4f3c'],
        mid: '#4a7a5c',
        accent: '#f2cc8f',
        light: '#eef3e6',
        shade: '#0a1611',
      },
      {
        name: 'plum',
        background: ['#2a1230', '#5a2d66'],
        mid: '#80468f',
        accent: '#f7b267',
        light: '#f6e8f5',
        shade: '#1a0b1e',
      },
    ],
    titleFonts: ['playfair-bold', 'cinzel-bold'],
    nameFont: 'playfair-italic',
    treatments: ['duotone', 'tint'],
  },
};

/** The order genres are tried in: the more specific words first ('science fiction romance' is science fiction). */
const FAMILY_ORDER: readonly GenreFamily[] = [
  'scifi',
  'dystopian',
  'horror',
  'mystery',
  'thriller',
  'historical',
  'fantasy',
  'romance',
  'comedy',
  'adventure',
];

export function genreFamily(genre: string): GenreFamily {
  return FAMILY_ORDER.find((family) => FAMILIES[family].matches.test(genre)) ?? 'general';
}

/** What the tone does to the palette and to the photo. */
interface ToneShift {
  /** Mix the background towards black (positive) or towards its light colour (negative). */
  darken: number;
  /** Mix everything towards a warm old-paper brown. */
  warm: number;
  treatment?: PhotoTreatment;
}

function toneShift(tone: string): ToneShift {
  if (/dark|grim|cynic|bleak|sinister/i.test(tone)) return { darken: 0.3, warm: 0, treatment: 'duotone' };
  if (/serious|formal|sombre|somber/i.test(tone)) return { darken: 0.15, warm: 0, treatment: 'duotone' };
  if (/nostalg|wistful|vintage/i.test(tone)) return { darken: 0, warm: 0.25, treatment: 'sepia' };
  if (/humo|funny|light|playful|hope|cheer|whimsical/i.test(tone)) return { darken: -0.12, warm: 0, treatment: 'tint' };
  if (/sarcas|ironic|witty/i.test(tone)) return { darken: 0.05, warm: 0, treatment: 'duotone' };
  return { darken: 0, warm: 0 };
}

export interface CoverStyle {
  family: GenreFamily;
  palette: Palette;
  titleFont: CoverFontKey;
  nameFont: CoverFontKey;
  treatment: PhotoTreatment;
}

/** The genre's family and the tone's shift, with the seed choosing among the family's palettes, fonts and treatments. */
export function coverStyle(book: Pick<CoverBook, 'genre' | 'tone'>, random: SeededRandom): CoverStyle {
  const family = genreFamily(book.genre);
  const { palettes, titleFonts, nameFont, treatments } = FAMILIES[family];
  const shift = toneShift(book.tone);
  const base = random.pick(palettes);
  const titleFont = random.pick(titleFonts);
  const seeded = random.pick(treatments);
  return { family, palette: shiftPalette(base, shift), titleFont, nameFont, treatment: shift.treatment ?? seeded };
}

const OLD_PAPER = '#8a6a45';

function shiftPalette(palette: Palette, shift: ToneShift): Palette {
  const background = (colour: string) => {
    const toned = shift.darken >= 0 ? mix(colour, '#000000', shift.darken) : mix(colour, palette.light, -shift.darken);
    return mix(toned, OLD_PAPER, shift.warm);
  };
  const warm = (colour: string) => mix(colour, OLD_PAPER, shift.warm * 0.6);
  return {
    name: palette.name,
    background: [background(palette.background[0]), background(palette.background[1])],
    mid: background(palette.mid),
    accent: warm(palette.accent),
    light: warm(palette.light),
    shade: mix(palette.shade, OLD_PAPER, shift.warm * 0.5),
  };
}

export type Rgb = readonly [number, number, number];

export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function hexOf([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `from` moved towards `to` by `amount` (0 to 1), in sRGB. */
export function mix(from: string, to: string, amount: number): string {
  if (amount === 0) return from;
  const a = rgbOf(from);
  const b = rgbOf(to);
  return hexOf([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** WCAG relative luminance, for choosing a title colour that reads on the background. */
export function luminance(hex: string): number {
  const linear = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the candidate ink colours, the one that stands out most against `background`. */
export function inkFor(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, candidate) =>
    contrast(candidate, background) > contrast(best, background) ? candidate : best,
  );
}
