/**
 * Words as the personalisation check compares them: letter case aside, a light stem so a detail's words find their
 * everyday forms ('Baking' finds 'baked' and 'bakes', 'Kind' finds 'kindly' and 'kindness', 'Digging' finds 'dig'),
 * the stop words a detail's meaning never rests on, and numbers written either way ('7', 'seven', 'seventh').
 */
import { NUMBER_WORDS } from '../../../common/number-words.js';

/** Words that carry no detail of their own ('Knows every dinosaur name' is about dinosaurs and names). */
export const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with without about into onto over under up down out off ' +
    'as than then too very really just quite also even still ever never always often sometimes all any every each ' +
    'some many much more most less few lots lot loves love likes like enjoys enjoy being be is are was were been am ' +
    'has have had having do does did doing done can could will would shall should may might must ' +
    'i me my mine we us our you your he him his she her hers they them their it its this that these those who whom ' +
    'which what when where why how there here not no yes if because while ' +
    'get gets got getting go goes going make makes making thing things stuff kind-of anything something everything ' +
    'one ones way ways time times good great best well really super especially favourite favorite loved liked'
  ).split(/\s+/),
);

const VOWEL = /[aeiouy]/;

/**
 * A light English stem, the same for a word and its everyday forms: plural and third person, past, -ing, -ly,
 * -ness, -ment, a final e, a doubled final consonant. Never shorter than three letters.
 */
export function stem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '');
  const cut = (suffix: string, replacement = '') => {
    if (!w.endsWith(suffix)) return false;
    const rest = w.slice(0, -suffix.length) + replacement;
    if (rest.length < 3 || !VOWEL.test(rest)) return false;
    w = rest;
    return true;
  };
  if (!(cut('iness', 'y') || cut('ness') || cut('ment') || cut('ily', 'y') || cut('ly'))) {
    if (!(cut('ies', 'y') || cut('ied', 'y'))) {
      if (!(cut('ing') || cut('ed'))) {
        if (/(ss|us|is)$/.test(w)) {
          // 'class', 'bus', 'this': the s is the word's own.
        } else if (/(ch|sh|x|z|ss)es$/.test(w)) cut('es');
        else cut('s');
      }
    }
  }
  if (w.length > 3 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** A value's words: letters, digits, inner apostrophes and hyphens ("grandma's", 'six-year-old'). */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:[’'-][\p{L}\p{N}]+)*/gu) ?? [];

/** The stems a detail rests on: its words without the stop words (all its words when nothing else is left). */
export function meaningfulStems(text: string, ignore: ReadonlySet<string> = new Set()): string[] {
  const words = wordsOf(text).flatMap((word) => word.split('-'));
  const kept = words.filter(
    (word) => !STOP_WORDS.has(word.toLowerCase()) && !ignore.has(word.toLowerCase()) && word.length > 1,
  );
  return [...new Set(kept.map(stem))];
}

/** 0 to 19: below twenty a number has a word of its own. */
const UNITS = NUMBER_WORDS.slice(0, 20);
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNIT_ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS_ORDINALS = [
  '',
  '',
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];

/** Every number from 0 to 120 by its words ('seventy-two', 'seventy two'), and its ordinal ('seventy-second'). */
const CARDINALS = new Map<string, number>();
const ORDINALS = new Map<string, number>();
function spell(value: number, words: readonly string[], tensWords: readonly string[]): string[] {
  if (value < 20) return [words[value]!];
  const tens = Math.floor(value / 10);
  const units = value % 10;
  if (units === 0) return [tensWords[tens]!];
  return [`${TENS[tens]}-${words[units]}`, `${TENS[tens]} ${words[units]}`];
}
for (let n = 0; n < 100; n++) {
  for (const words of spell(n, UNITS, TENS)) CARDINALS.set(words, n);
  for (const words of spell(n, UNIT_ORDINALS, TENS_ORDINALS)) ORDINALS.set(words, n);
}
for (let n = 100; n <= 120; n++) {
  const rest = n === 100 ? '' : ` and ${spell(n - 100, UNITS, TENS)[0]}`;
  CARDINALS.set(`a hundred${rest}`, n);
  CARDINALS.set(`one hundred${rest}`, n);
  ORDINALS.set(n === 100 ? 'hundredth' : `hundred and ${spell(n - 100, UNIT_ORDINALS, TENS_ORDINALS)[0]}`, n);
}

/** The number a text says ('7', 'seven', 'seventh', '7th', 'seventy-two'), or undefined. */
export function numberValue(text: string): number | undefined {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const digits = /^(\d{1,3})(?:st|nd|rd|th)?$/.exec(lower);
  if (digits) return Number(digits[1]);
  return CARDINALS.get(lower) ?? ORDINALS.get(lower);
}

const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[- ]/g, '[-\\s]'))
    .join('|');

/** A regular-expression source matching a number 0–120 in digits or words ('7', 'seven', 'seventy-two'). */
export const CARDINAL_PATTERN = `(?:\\d{1,3}|${alternation(CARDINALS.keys())})`;
/** The same for ordinals ('7th', 'seventh', 'seventy-second'). */
export const ORDINAL_PATTERN = `(?:\\d{1,3}(?:st|nd|rd|th)|${alternation(ORDINALS.keys())})`;
