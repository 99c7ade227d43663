import { GENERIC_PREMISE_OPTIONS } from '@storyloom/contracts';
import { COMMON_VERBS } from './phrasing.js';

/**
 * What a premise is about, read from its words: where it happens ('Grandma's garden', 'a locked museum') and the
 * thing the story turns on ('a dinosaur egg', 'a map'). The offline writer builds its plot around them, so a
 * dinosaur egg in Grandma's garden stays an egg in a garden instead of becoming islands and an ice cave.
 * Heuristic by design (a premise is one short sentence): noun phrases start at a determiner or a possessive and
 * end at a preposition, conjunction, verb-looking word or punctuation.
 */
export interface PremiseElements {
  /** The place, as written ('Grandma's garden', 'a mountain lodge', 'Mars'). */
  place?: string;
  /** The central thing, indefinite ('a dinosaur egg'). */
  object?: string;
  /** The same thing with 'the' ('the dinosaur egg'), for every mention after the first. */
  theObject?: string;
  /** When the premise starts with one person's role ('An apprentice mapmaker finds a map'): 'an apprentice mapmaker'. */
  role?: string;
  /** What that person does: 'finds a map that redraws itself every night'. */
  action?: string;
  /** The premise reads as a sentence with a verb, so 'it all begins when ...' can carry it. */
  isClause: boolean;
}

const DETERMINER = /^(a|an|the|one|its|his|her|their|our|my|some|two|three)$/i;
const STOP_WORDS = new Set([
  'in',
  'on',
  'at',
  'of',
  'to',
  'from',
  'with',
  'into',
  'onto',
  'inside',
  'under',
  'beneath',
  'behind',
  'near',
  'by',
  'for',
  'during',
  'before',
  'after',
  'and',
  'but',
  'or',
  'as',
  'when',
  'while',
  'that',
  'which',
  'who',
  'whose',
  'where',
  'than',
  'until',
  'because',
  'so',
  'if',
  'among',
  'across',
  'aboard',
  'must',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'is',
  'are',
  'was',
  'were',
  'be',
  'has',
  'have',
  'had',
  'does',
  'do',
  'did',
  'meet',
  'enter',
  'keep',
  'start',
  'begin',
  'find',
  'become',
  'turn',
  'wake',
  'share',
  'learn',
  'try',
  'get',
  'go',
  'come',
  'make',
  'live',
  'every',
  'nobody',
  'somebody',
  'everyone',
  'itself',
  'himself',
  'herself',
  'themselves',
  'all',
  'overnight',
  'again',
  'just',
  'only',
  'suddenly',
  'they',
  'she',
  'he',
  'it',
  'we',
  'you',
  'i',
  'them',
  'him',
  'someone',
  'against',
  'between',
  'ahead',
  'too',
  'then',
  'up',
  'out',
  'back',
  'off',
  'away',
  'down',
  'over',
  'about',
  'together',
  'never',
  'not',
  'made',
  'built',
  'left',
  'found',
  'kept',
  'lost',
  'written',
  'given',
  'taken',
  'held',
  'seems',
  'seem',
  'looks',
  'feels',
  'there',
  'here',
  'through',
  'along',
  'around',
]);

const LOCATIVES = new Set([
  'in',
  'at',
  'on',
  'inside',
  'into',
  'aboard',
  'beneath',
  'under',
  'behind',
  'near',
  'across',
  'from',
  'to',
  'around',
  'through',
  'along',
  'over',
]);
const PLACE_WORDS =
  /^(garden|gardens|house|home|town|city|village|museum|lodge|camp|palace|castle|school|island|ship|forest|wood|woods|kingdom|farm|beach|sea|ocean|moon|mars|planet|station|library|shop|bakery|kitchen|park|zoo|mountain|mountains|valley|river|lake|street|hotel|basement|attic|cellar|barn|cottage|shed|lighthouse|harbou?r|port|coast|desert|jungle|cave|tower|train|bus|market|church|hospital|office|studio|theatre|theater|classroom|playground|backyard|yard|garage|orchard|meadow|allotment|caravan|boat|tent|campsite|colony|world|mainland|realm|land|country|wall|attic|bedroom|room|street|neighbourhood|neighborhood|avenue|lane|road|bridge|pond|field|fields|hill|hills|arctic|space|sky|clouds|north|south)$/i;
/** Head nouns that name people (the characters themselves), never the story's object. */
const PERSON_WORDS =
  /^(heir|family|couple|pair|partners?|husband|wife|spouse|grandparents|parents|friends?|guests|crew|child|children|kid|kids|girl|boy|grandma|grandpa|granny|nana|mum|mom|dad|mother|father|sister|brother|baby|teenager|pals?|strangers|wizards?|witch|detective|village|residents|person|people|man|woman|queen|king|prince|princess|keeper|engineer|courier|hacker|witness|bodyguard|apprentice|stowaway|servant|codebreaker|worker|planner|bakers?|team|hero|everyone|humans|aliens|twins|neighbou?rs?|self|thief|thieves|printer|\w*maker|writer|teacher|farmer|baker|painter|builder|explorer|inventor|singer|dancer|player|driver|sailor|doctor|nurse|pilot|captain|knight|pirate|spy|scientist|artist|student|detectives?|grandmother|grandfather|aunt|uncle|cousin)$/i;
/** Time and manner words that look like nouns but are never what a story is about. */
const NON_OBJECTS =
  /^(time|times|day|days|night|nights|year|years|moment|way|ways|morning|evening|week|weeks|summer|winter|solstice|storm|first|same|kind|lot|bit|end|place|life|itself|step|steps|trip|building|years|hundred)$/i;

/**
 * Words that make a phrase a date, a number or a fear, never a thing to find: 'the 4th of July', 'the dark',
 * 'his fear of heights' (the demo writer once had a hero find 'sam' and 'the dark').
 */
const NOT_A_THING =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday|\d+(st|nd|rd|th)?|afraid|scared|frightened|fears?|dark|darkness|nightmares?|heights|worries|worry)\b/i;

const words = (premise: string) =>
  premise
    .replace(/[.!?;:,"“”()]+/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);

interface Phrase {
  text: string;
  head: string;
  /** The word just before the phrase ('in' for 'in a quiet town'). */
  before: string;
  /** The possessor of a phrase like 'a small town's mirrors' ('a small town'), when there is one. */
  possessor?: string;
  /** A capitalised word opening the premise with nothing after it ('Sam' of 'Sam searches...'): a name, not a thing. */
  openingName?: boolean;
}

/** A verb or participle that ends a noun phrase: 'hatches in', 'finds a', 'vanished overnight', 'hidden inside'. */
function endsPhrase(word: string, after: string | undefined, length: number): boolean {
  const lower = word.toLowerCase();
  if (COMMON_VERBS.has(lower)) return true;
  if (length < 2) return false;
  const followedByFunctionWord =
    after === undefined || after === ',' || STOP_WORDS.has(after) || DETERMINER.test(after) || /ly$/.test(after);
  if (/(ed|en|ing)$/.test(lower)) return followedByFunctionWord;
  // A plural noun is followed by its verb ('bakers enter'); a verb by its object ('finds a map').
  return (
    /[^su's]s$/.test(lower) &&
    after !== undefined &&
    (DETERMINER.test(after) || /ly$/.test(after) || (LOCATIVES.has(after) && length >= 2))
  );
}

const startsBareNoun = (word: string, previous: string | undefined) =>
  previous !== undefined &&
  !/ing$/.test(word) &&
  !['is', 'has', 'does'].includes(previous) &&
  (COMMON_VERBS.has(previous) || /ing$/.test(previous));

function nounPhrases(premise: string): Phrase[] {
  const tokens = words(premise);
  const phrases: Phrase[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const lower = token.toLowerCase();
    const previous = tokens[index - 1]?.toLowerCase();
    if (token === ',' || (STOP_WORDS.has(lower) && !DETERMINER.test(token)) || COMMON_VERBS.has(lower)) continue;
    const startsHere =
      DETERMINER.test(token) ||
      /'s$/i.test(token) ||
      index === 0 ||
      (/^[A-Z]/.test(token) && previous !== undefined && LOCATIVES.has(previous)) ||
      startsBareNoun(lower, previous);
    if (!startsHere) continue;
    const taken: string[] = [token];
    let next = index + 1;
    while (next < tokens.length && taken.length < 5) {
      const word = tokens[next]!;
      if (word === ',' || STOP_WORDS.has(word.toLowerCase()) || DETERMINER.test(word)) break;
      if (endsPhrase(word, tokens[next + 1]?.toLowerCase(), taken.length)) break;
      taken.push(word);
      next++;
    }
    if (DETERMINER.test(token) && taken.length < 2) continue;
    const possessiveAt = taken.findIndex((word, position) => position < taken.length - 1 && /'s$/i.test(word));
    // The premise's first word is capitalised as a sentence start, not as a name ('Anonymous letters').
    // 'Sam searches for...', 'Mia looks for...': a capitalised first word, then a verb and its preposition or object.
    const verbAfter =
      taken.length === 2 &&
      /s$/.test(taken[1]!) &&
      /^(for|a|an|the|to|at|in|into|with|after|through|about|her|his|their|my|our)$/i.test(tokens[next] ?? '');
    const openingName =
      index === 0 && !DETERMINER.test(token) && /^[A-Z][a-z]+$/.test(token) && (taken.length === 1 || verbAfter);
    if (index === 0 && !DETERMINER.test(token) && /^[A-Z][a-z]+$/.test(token) && !PERSON_WORDS.test(token))
      taken[0] = lower;
    phrases.push({
      text: taken.join(' ').replace(/'s$/i, ''),
      head: taken.at(-1)!.replace(/'s$/i, ''),
      before: previous ?? '',
      possessor:
        possessiveAt > 0
          ? [...taken.slice(0, possessiveAt), taken[possessiveAt]!.replace(/'s$/i, '')].join(' ')
          : undefined,
      openingName,
    });
    index = next - 1;
  }
  return phrases;
}

/** 'a map' → 'the map'; a possessed thing is already definite ('Walter's famous lemon cake', never 'the Walter's ...'). */
const definite = (phrase: string) => {
  if (/^\S+'s\s/i.test(phrase)) return phrase;
  return /^(the|a|an|one|some)\s/i.test(phrase) ? phrase.replace(/^(a|an|one|some)\s+/i, 'the ') : `the ${phrase}`;
};
/** A phrase ending in a name ('Seven-year-old Mia') is a person, never the thing the story turns on. */
const endsInName = (phrase: Phrase) => /^[A-Z][a-z]/.test(phrase.head);
const lowerArticle = (phrase: string) =>
  phrase.replace(/^(A|An|The|One|Some|Its|His|Her|Their)\b/, (word) => word.toLowerCase());

/** The place and central object of a premise; either is missing when the premise does not name one. */
/** Groups and plurals are never 'the main character, a ___'. */
const COLLECTIVE =
  /^(family|couple|pair|partners|grandparents|parents|friends|guests|crew|village|residents|people|team|children|kids|twins|strangers|pals|humans|aliens|wizards|bakers|neighbou?rs|detectives|thieves)$/i;
const MODALS = new Set([
  'must',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
]);

/**
 * `names`: the characters' names, so a premise that names a person ('Sam searches for Alex') never makes that
 * person the thing the story is about.
 */
export function premiseElements(premise: string, names: readonly string[] = []): PremiseElements {
  const isName = (text: string) =>
    names.some(
      (name) =>
        name.trim().length > 1 &&
        new RegExp(`\\b${name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text),
    );
  const tokens = words(premise);
  // A known verb, or a word in -s followed by a determiner ('cracks a message'), makes the premise a clause.
  const isClause = tokens.some(
    (word, index) =>
      index > 0 &&
      (COMMON_VERBS.has(word.toLowerCase()) ||
        MODALS.has(word.toLowerCase()) ||
        (index > 1 && /[^su']s$/.test(word) && DETERMINER.test(tokens[index + 1] ?? ''))),
  );
  if ((GENERIC_PREMISE_OPTIONS as readonly string[]).includes(premise.trim())) return { isClause: false };
  const phrases = nounPhrases(premise);
  const first = phrases[0];
  const trimmed = premise.trim().replace(/[.!?]+$/, '');
  let role: string | undefined;
  let action: string | undefined;
  if (
    first &&
    isClause &&
    PERSON_WORDS.test(first.head) &&
    !COLLECTIVE.test(first.head) &&
    /^(a|an)\s/i.test(trimmed) &&
    trimmed.toLowerCase().startsWith(first.text.toLowerCase())
  ) {
    role = lowerArticle(first.text);
    action = trimmed.slice(first.text.length).trim().replace(/^,\s*/, '');
  }
  const isPlace = (phrase: Phrase) =>
    PLACE_WORDS.test(phrase.head) ||
    (/^[A-Z]/.test(phrase.text) && !DETERMINER.test(phrase.text.split(' ')[0]!) && LOCATIVES.has(phrase.before));
  // 'A forbidden garden grows on the roof of the last library': a place that acts is the thing; the place is where it is.
  const later = phrases
    .slice(1)
    .find((phrase) => isPlace(phrase) && ['in', 'on', 'at', 'inside', 'of'].includes(phrase.before));
  const subjectActs =
    first !== undefined &&
    isPlace(first) &&
    trimmed.toLowerCase().startsWith(first.text.toLowerCase()) &&
    later !== undefined;
  const placePhrase = subjectActs ? later : phrases.find(isPlace);
  let place = placePhrase ? lowerArticle(placePhrase.text) : undefined;
  if (!place) {
    const owned = phrases.find((phrase) => phrase.possessor && PLACE_WORDS.test(phrase.possessor.split(' ').at(-1)!));
    place = owned?.possessor ? lowerArticle(owned.possessor) : undefined;
  }
  const objectPhrase =
    subjectActs && first && !NOT_A_THING.test(first.text)
      ? first
      : phrases.find(
          (phrase) =>
            phrase !== placePhrase &&
            !phrase.openingName &&
            !NOT_A_THING.test(phrase.text) &&
            !isName(phrase.text) &&
            !PERSON_WORDS.test(phrase.head) &&
            !NON_OBJECTS.test(phrase.head) &&
            !PLACE_WORDS.test(phrase.head) &&
            /^[a-z]/i.test(phrase.head) &&
            !endsInName(phrase),
        );
  if (!objectPhrase) return { place, role, action, isClause };
  // 'its magic' reads as 'magic' on its own; a possessed object keeps its owner ('Grandma's teapot').
  const object = lowerArticle(objectPhrase.text).replace(/^(its|his|her|their|our|my)\s+/i, 'the ');
  return { place, object, theObject: definite(object), role, action, isClause };
}
