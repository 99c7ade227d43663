import type { ChapterFinding } from './chapter-finding.js';
import { excerptAt, sentences } from './text-parts.js';
import { findWords, wordListPattern } from './word-match.js';

/**
 * Openings and endings that vary (issue 24, continuity): models open chapter after chapter with the weather or
 * someone waking up, and end every one at bedtime. A chapter may do either once; not twice in a row. The chapter is
 * written again within its retries; when they are spent on this check alone, the text is kept with a flag (variety is
 * a quality matter, not a safety one).
 */

export type OpeningKind = 'weather' | 'waking-up';
export type EndingKind = 'bedtime' | 'ever-after';

const OPENINGS: ReadonlyArray<[OpeningKind, RegExp]> = [
  [
    'waking-up',
    wordListPattern([
      'wake',
      'woke',
      'woken',
      'awoke',
      'awake',
      'awaken',
      'yawn',
      'alarm clock',
      'out of bed',
      'open her eyes',
      'open his eyes',
      'open their eyes',
      'open my eyes',
    ]),
  ],
  [
    'weather',
    wordListPattern([
      'weather',
      'sun',
      'sunshine',
      'sunlight',
      'sunrise',
      'sunny',
      'dawn',
      'sky',
      'skies',
      'rain',
      'rainy',
      'raindrop',
      'drizzle',
      'downpour',
      'snow',
      'snowflake',
      'wind',
      'windy',
      'breeze',
      'cloud',
      'cloudy',
      'storm',
      'stormy',
      'thunder',
      'lightning',
      'fog',
      'foggy',
      'mist',
      'misty',
      'frost',
      'frosty',
      'hail',
    ]),
  ],
];

const ENDINGS: ReadonlyArray<[EndingKind, RegExp]> = [
  ['ever-after', wordListPattern(['ever after', 'lived happily'])],
  [
    'bedtime',
    wordListPattern([
      'sleep',
      'slept',
      'asleep',
      'bed',
      'bedtime',
      'goodnight',
      'good night',
      'dream',
      'dreamt',
      'pillow',
      'tuck in',
      'drift off',
      'snore',
      'close her eyes',
      'close his eyes',
      'close their eyes',
    ]),
  ],
];

const DESCRIBED: Record<OpeningKind | EndingKind, string> = {
  weather: 'with the weather',
  'waking-up': 'with someone waking up',
  bedtime: 'at bedtime',
  'ever-after': 'with a happily-ever-after',
};

/** How a text is described in a finding or a prompt ('with the weather', 'at bedtime'). */
export const describeKind = (kind: OpeningKind | EndingKind) => DESCRIBED[kind];

/** A word of the lists, except a capitalised one inside the sentence: a name ('the Bridge of Frost', 'Sunny Meadow'). */
function mentionsKind(text: string, pattern: RegExp): boolean {
  const start = text.search(/\p{L}/u);
  return findWords(text, pattern).some((match) => match.index === start || !/^\p{Lu}/u.test(match.text));
}

const kindOf = <K extends string>(parts: readonly string[], kinds: ReadonlyArray<[K, RegExp]>): K | undefined =>
  kinds.find(([, pattern]) => parts.some((part) => mentionsKind(part, pattern)))?.[0];

/** The kind of a chapter's opening: what its first sentence is about. */
export const openingKind = (text: string): OpeningKind | undefined =>
  kindOf(
    sentences(text)
      .slice(0, 1)
      .map((sentence) => sentence.text),
    OPENINGS,
  );

/** The kind of a chapter's ending: what its last two sentences are about ('She yawned. Soon she was asleep.'). */
export const endingKind = (text: string): EndingKind | undefined =>
  kindOf(
    sentences(text)
      .slice(-2)
      .map((sentence) => sentence.text),
    ENDINGS,
  );

/** What the variety check needs of the chapter before: how it opened and how it ended, when it is written. */
export interface PreviousShape {
  number: number;
  opening?: OpeningKind;
  ending?: EndingKind;
}

/** A finding for each way `text` repeats the previous chapter: the same kind of opening, the same kind of ending. */
export function varietyFindings(text: string, previous: PreviousShape | undefined): ChapterFinding[] {
  if (!previous) return [];
  const findings: ChapterFinding[] = [];
  const opening = openingKind(text);
  if (opening && opening === previous.opening) {
    findings.push({
      rule: 'opening-repeated',
      severity: 'flag',
      excerpt: excerptAt(text, 0),
      detail: `Opens ${describeKind(opening)}, as chapter ${previous.number} does.`,
    });
  }
  const ending = endingKind(text);
  if (ending && ending === previous.ending) {
    const last = sentences(text).at(-1);
    findings.push({
      rule: 'ending-repeated',
      severity: 'flag',
      excerpt: excerptAt(text, last?.start ?? 0),
      detail: `Ends ${describeKind(ending)}, as chapter ${previous.number} does.`,
    });
  }
  return findings;
}
