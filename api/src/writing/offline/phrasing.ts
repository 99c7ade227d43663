/**
 * Grammar-safe frames for the visitor's free text. A skill may be typed as a noun ('Chess'), a gerund
 * ('Baking') or a verb phrase ('Knows every dinosaur name'); a fear as 'Storms' or 'Afraid of the dark'. The
 * composers never paste such text into a frame that only fits one of those shapes: they ask these helpers for
 * the shape the frame needs.
 */

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'every',
  'all',
  'any',
  'some',
  'many',
  'lots',
  'each',
  'his',
  'her',
  'their',
  'its',
  'my',
  'our',
  'your',
  'more',
  'most',
  'no',
]);
const PRONOUNS = new Set([
  'me',
  'him',
  'her',
  'them',
  'us',
  'it',
  'everyone',
  'everybody',
  'anyone',
  'anything',
  'everything',
  'people',
  'friends',
  'others',
]);
const NUMBERS = /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|dozens?)$/;
/** Third-person verbs that start a trait or follow a premise's subject; others are recognised by what follows them. */
export const COMMON_VERBS = new Set([
  'knows',
  'loves',
  'likes',
  'makes',
  'plays',
  'speaks',
  'sings',
  'reads',
  'writes',
  'builds',
  'draws',
  'bakes',
  'cooks',
  'tells',
  'remembers',
  'collects',
  'fixes',
  'grows',
  'runs',
  'swims',
  'climbs',
  'dances',
  'paints',
  'solves',
  'hums',
  'talks',
  'says',
  'gets',
  'keeps',
  'is',
  'has',
  'does',
  'hates',
  'adores',
  'enjoys',
  'wears',
  'carries',
  'calls',
  'lives',
  'works',
  'finds',
  'hides',
  'hatches',
  'wakes',
  'starts',
  'begins',
  'turns',
  'comes',
  'goes',
  'moves',
  'realises',
  'realizes',
  'uncovers',
  'discovers',
  'retires',
  'follows',
  'vanishes',
  'learns',
  'inherits',
  'falls',
  'sails',
  'overhears',
  'spreads',
  'appears',
  'disappears',
  'arrives',
  'returns',
  'meets',
  'becomes',
  'wants',
  'needs',
  'tries',
  'lands',
  'crashes',
  'opens',
  'explores',
  'saves',
  'rescues',
  'loses',
  'wins',
  'sees',
  'hears',
  'shows',
  'brings',
  'sends',
  'whisper',
  'whispers',
  'glows',
  'talk',
  'fly',
  'flies',
  'sing',
  'dance',
  'escape',
  'escapes',
  'travels',
  'visits',
  'joins',
  'helps',
]);
const KNOWN_VERBS = new Set([...COMMON_VERBS, 'never', 'always', 'can', 'could', 'will', 'names']);
const AUXILIARIES = new Set(['can', 'could', 'will', 'never', 'always']);

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** True when the entry reads as a verb phrase about its owner ('Knows every dinosaur name', 'Can juggle'). */
export function isVerbPhrase(entry: string): boolean {
  const words = entry.trim().toLowerCase().split(/\s+/);
  const [first, second] = words;
  if (!first || words.length < 2) return false;
  if (KNOWN_VERBS.has(first)) return true;
  if (!/[^su]s$/.test(first)) return false;
  return (
    second !== undefined &&
    (DETERMINERS.has(second) || PRONOUNS.has(second) || NUMBERS.test(second) || /ly$/.test(second))
  );
}

/** A verb's -ing form: 'know' -> 'knowing', 'bake' -> 'baking', 'swim' -> 'swimming', 'tie' -> 'tying'. */
export function gerund(base: string): string {
  const word = base.toLowerCase();
  if (word === 'be') return 'being';
  if (/ie$/.test(word)) return `${word.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(word) && word !== 'be') return `${word.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(word)) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/** The bare form of a third-person verb: 'knows' -> 'know', 'watches' -> 'watch', 'tries' -> 'try', 'has' -> 'have'. */
export function bareVerb(verb: string): string {
  const word = verb.toLowerCase();
  const irregular: Record<string, string> = { has: 'have', is: 'be', does: 'do', goes: 'go' };
  if (irregular[word]) return irregular[word];
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|zz|o)es$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The entry as a noun phrase, fit for 'a knack for ___' or 'a love of ___': a verb phrase becomes its gerund
 * ('Knows every dinosaur name' -> 'knowing every dinosaur name', 'Can juggle' -> 'juggling').
 */
export function asActivity(entry: string): string {
  // 'Good at chess' -> 'chess': the frame already says they are good at it.
  const skilled =
    /^(?:(?:really|very|super)\s+)?(?:good|great|brilliant|amazing|skilled|expert|excellent)\s+(?:at|with)\s+(.+)$/i.exec(
      entry.trim(),
    );
  if (skilled) return skilled[1]!;
  if (!isVerbPhrase(entry)) return entry;
  const words = entry.trim().split(/\s+/);
  let [first, ...rest] = words;
  if (AUXILIARIES.has(first!.toLowerCase()) && rest.length > 0) [first, ...rest] = rest;
  const base = AUXILIARIES.has(first!.toLowerCase()) ? first!.toLowerCase() : bareVerb(first!);
  return [gerund(base), ...rest].join(' ');
}

/** The verb phrase agreeing with its subject: 'knows every name' stays for 'she', becomes 'know every name' for 'they'. */
export function verbPhraseFor(entry: string, plural: boolean): string {
  const phrase = lowerFirst(entry.trim());
  if (!plural) return phrase;
  const [first, ...rest] = phrase.split(/\s+/);
  if (first === 'is') return ['are', ...rest].join(' ');
  if (AUXILIARIES.has(first!)) return phrase;
  return [bareVerb(first!), ...rest].join(' ');
}

/** What a fear is of: 'Afraid of the dark' -> 'the dark', 'Fear of heights' -> 'heights'. */
export function fearObject(entry: string): string {
  return (
    entry.replace(/^(?:(?:being\s+)?(?:afraid|scared|frightened|terrified)\s+of|(?:a\s+)?fear\s+of)\s+/i, '').trim() ||
    entry
  );
}

/** 'a' or 'an' by sound: an hour, a unicorn, a one-eyed cat, an eight-year-old. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(word)) return 'an';
  if (/^(uni|use|usu|eu|one|once|ur[aeiou])/.test(word)) return 'a';
  if (/^(8|11|18|eight|eleven|eighteen)\b/.test(word)) return 'an';
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** 'a' / 'an' and the phrase. */
export const withArticle = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase}`;

/**
 * A finished sentence: one closing mark even when the text already ends with one ('Mira O.' stays 'Mira O.',
 * never 'Mira O..'), and no doubled full stop anywhere (an ellipsis stays).
 */
export function tidyText(text: string): string {
  return text
    .replace(/(?<!\.)\.(%?)\.(?!\.)/g, '.$1')
    .replace(/([!?])(%?)\./g, '$1$2')
    .replace(/ {2,}/g, ' ');
}
