import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GenreFamily } from './cover-style.js';
import type { SeededRandom } from '../../../common/seeded-random.js';

/**
 * Theme motifs: colour illustrations from Microsoft's Fluent Emoji (flat), MIT licensed, as packaged by Iconify
 * (@iconify-json/fluent-emoji-flat). A word of the title or premise picks its own motif (a dragon for a dragon
 * story); otherwise the genre's set, with the seed choosing.
 */
const KEYWORD_MOTIFS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/dragon/i, ['dragon']],
  [/unicorn/i, ['unicorn']],
  [/castle|kingdom|princ|king\b|queen/i, ['castle', 'crown']],
  [/magic|spell|wizard|witch|sorcer/i, ['magic-wand', 'crystal-ball']],
  [/space|rocket|planet|star(ship)?s?\b|galax|moon|astronaut/i, ['rocket', 'ringed-planet', 'milky-way']],
  [/alien|ufo/i, ['flying-saucer', 'alien']],
  [/robot|android|machine/i, ['robot']],
  [/detective|clue|mystery|investigat/i, ['magnifying-glass-tilted-left', 'detective']],
  [/key|lock|secret|door/i, ['old-key', 'locked-with-key']],
  [/map|treasure|island/i, ['compass', 'desert-island', 'gem-stone']],
  [/pirate/i, ['pirate-flag']],
  [/sea|ocean|ship|sail|voyage|boat/i, ['sailboat', 'water-wave', 'anchor']],
  [/mountain|climb|peak/i, ['mountain', 'snow-capped-mountain']],
  [/forest|wood|trees?\b/i, ['evergreen-tree', 'deciduous-tree']],
  [/love|heart|romance|wedding|kiss/i, ['red-heart', 'rose', 'love-letter']],
  [/ghost|haunt|spirit/i, ['ghost']],
  [/vampire|bat\b/i, ['bat']],
  [/spider/i, ['spider-web', 'spider']],
  [/skull|dead|death|grave/i, ['skull', 'headstone']],
  [/time|clock|hour|past|future/i, ['hourglass-not-done', 'mantelpiece-clock']],
  [/book|library|story|stories|writer/i, ['open-book', 'books']],
  [/music|song|sing|band/i, ['musical-notes', 'guitar']],
  [/football|soccer/i, ['soccer-ball']],
  [/birthday|party|celebrat/i, ['birthday-cake', 'party-popper', 'balloon']],
  [/christmas|winter|snow/i, ['christmas-tree', 'snowflake']],
  [/cats?\b|kitten/i, ['cat']],
  [/dogs?\b|pupp/i, ['dog']],
  [/horse|pony/i, ['horse']],
  [/garden|flower/i, ['sunflower', 'tulip']],
  [/city|town|street/i, ['cityscape']],
  [/circus|clown/i, ['circus-tent']],
  [/sword|knight|battle|war\b/i, ['crossed-swords', 'shield']],
  [/fire|flame|burn/i, ['fire']],
  [/storm|lightning|thunder/i, ['high-voltage', 'cloud-with-lightning']],
  [/journey|quest|travel|road|explor/i, ['compass', 'world-map']],
];

const FAMILY_MOTIFS: Record<GenreFamily, readonly string[]> = {
  fantasy: ['dragon', 'crystal-ball', 'magic-wand', 'castle', 'unicorn', 'sparkles'],
  scifi: ['rocket', 'ringed-planet', 'flying-saucer', 'robot', 'milky-way', 'satellite'],
  mystery: ['magnifying-glass-tilted-left', 'old-key', 'detective', 'locked-with-key', 'candle'],
  romance: ['red-heart', 'rose', 'love-letter', 'bouquet', 'ring'],
  thriller: ['dagger', 'stopwatch', 'high-voltage', 'bomb'],
  horror: ['ghost', 'skull', 'bat', 'spider-web', 'jack-o-lantern', 'crescent-moon'],
  historical: ['classical-building', 'scroll', 'crown', 'hourglass-done', 'amphora'],
  dystopian: ['cityscape', 'gear', 'radioactive', 'satellite-antenna'],
  adventure: ['compass', 'world-map', 'camping', 'mountain', 'sailboat', 'desert-island'],
  comedy: ['party-popper', 'balloon', 'clown-face', 'grinning-squinting-face', 'performing-arts'],
  general: ['sparkles', 'open-book', 'shooting-star', 'four-leaf-clover', 'crescent-moon'],
};

interface IconSet {
  width: number;
  icons: Record<string, { body: string; width?: number } | undefined>;
}

interface Icon {
  body: string;
  size: number;
}

let motifIcons: Map<string, Icon> | undefined;

/**
 * The icons the lists above name, read once. The set's JSON is 8.6 MB (3,174 icons); only the hundred or so named
 * here are kept, so the rest can be collected.
 */
function icons(): Map<string, Icon> {
  if (!motifIcons) {
    const set = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
    ) as IconSet;
    const named = new Set([...KEYWORD_MOTIFS.flatMap(([, names]) => names), ...Object.values(FAMILY_MOTIFS).flat()]);
    motifIcons = new Map();
    for (const name of named) {
      const icon = set.icons[name];
      if (icon) motifIcons.set(name, { body: icon.body, size: icon.width ?? set.width });
    }
  }
  return motifIcons;
}

export interface Motif {
  name: string;
  /** SVG content in a `0 0 size size` coordinate space, with ids made unique by the prefix given to motifSvg. */
  body: string;
  size: number;
}

/** The motif for the book: a keyword of the title or premise first, then the genre's set; the seed picks among candidates. */
export function chooseMotif(family: GenreFamily, words: string, random: SeededRandom): Motif {
  const set = icons();
  const known = (names: readonly string[]) => names.filter((name) => set.has(name));
  // Whole words only: 'Street' is no tree, 'Scatter' no cat.
  const byKeyword = KEYWORD_MOTIFS.filter(([pattern]) =>
    new RegExp(`\\b(?:${pattern.source})`, 'i').test(words),
  ).flatMap(([, names]) => known(names));
  const candidates = byKeyword.length > 0 ? byKeyword : known(FAMILY_MOTIFS[family]);
  const name = random.pick(candidates.length > 0 ? candidates : [...set.keys()]);
  const icon = set.get(name)!;
  return { name, body: icon.body, size: icon.size };
}

/**
 * The motif as a nested <svg> at (x, y), `size` pixels square. Ids inside the icon (gradients, clip paths) get the
 * prefix, so two copies in one cover never point at each other's definitions.
 */
export function motifSvg(motif: Motif, x: number, y: number, size: number, prefix: string, attributes = ''): string {
  const body = motif.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 ${motif.size} ${motif.size}" ${attributes}>${body}</svg>`;
}
