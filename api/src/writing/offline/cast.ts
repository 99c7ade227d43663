import {
  AGE_RANGES,
  CUSTOM_OPTION,
  FEAR_OPTIONS,
  FUNNY_QUIRK_OPTIONS,
  HOBBY_OPTIONS,
  normaliseCommaList,
  PERSONALITY_OPTIONS,
  SKILL_OPTIONS,
  type SavedCharacter,
} from '@storyloom/contracts';
import { fearObject, indefiniteArticle, isVerbPhrase } from './phrasing.js';
import { NUMBER_WORDS } from '../../common/number-words.js';

/** A character as the offline writer uses it: one-line texts, lists split, pronouns chosen. */
export interface CastMember {
  /** The character's id, which the gift's call names are keyed by. */
  id: string;
  name: string;
  isMain: boolean;
  pronouns: { subject: string; object: string; possessive: string; plural: boolean };
  /** A noun for the age: 'nine-year-old', 'teenager', '' when unknown. */
  ageWord: string;
  /** Years, when the visitor gave a number. */
  years?: number;
  /** What the reader calls this character ('Grandma'), from the gift brief. */
  callName?: string;
  personality: string[];
  skills: string[];
  hobbies: string[];
  quirks: string[];
  fears: string[];
  /** Supporting characters: the relationship to the main character as entered ('Friend', 'Mentor', own text). */
  relation: string;
  extraInfo: string;
}

/**
 * A visitor's text inside one line of the summary: no line breaks (they would start a new block), and '%' (which
 * would open bold text) shown as the look-alike full-width percent sign.
 */
export const inline = (text: string): string =>
  text
    // Control characters too: they would garble the text, and the voice uses some internally as markers.
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .replace(/%/g, '\uFF05')
    .trim();

/** The built-in options (the contract's lists) are written capitalised; inside a sentence they read lower-case. */
const BUILT_IN_LOWER = new Set<string>(
  [PERSONALITY_OPTIONS, SKILL_OPTIONS, HOBBY_OPTIONS, FUNNY_QUIRK_OPTIONS, FEAR_OPTIONS]
    .flat()
    .filter((option) => option !== CUSTOM_OPTION),
);
/**
 * Inside a sentence the built-in options read lower-case, and so does the visitor's own entry when only its first
 * letter is a capital ('Loves tea'); one with other capitals ('Harry Potter fan', 'NASA') keeps its spelling.
 */
const inSentence = (entry: string) => {
  if (BUILT_IN_LOWER.has(entry)) return entry.toLowerCase();
  return /^[A-Z][^A-Z]*$/.test(entry) ? entry.charAt(0).toLowerCase() + entry.slice(1) : entry;
};

const list = (text: string) => normaliseCommaList(text).map(inline).filter(Boolean).map(inSentence);

function ageWord(age: string): string {
  if (/^\d+$/.test(age)) {
    const years = Number(age);
    return `${NUMBER_WORDS[years] ?? years}-year-old`;
  }
  const range = AGE_RANGES.find((candidate) => candidate.value === age);
  if (!range) return '';
  return {
    child: 'child',
    teenager: 'teenager',
    'young-adult': 'young adult',
    adult: 'grown-up',
    mature: 'seasoned grown-up',
    elderly: 'wise elder',
  }[range.value];
}

function pronounsOf(gender: SavedCharacter['gender']): CastMember['pronouns'] {
  if (gender === 'male') return { subject: 'he', object: 'him', possessive: 'his', plural: false };
  if (gender === 'female') return { subject: 'she', object: 'her', possessive: 'her', plural: false };
  return { subject: 'they', object: 'them', possessive: 'their', plural: true };
}

export function toCastMember(character: SavedCharacter): CastMember {
  return {
    id: character.id,
    name: inline(character.name),
    isMain: character.isMainCharacter,
    pronouns: pronounsOf(character.gender),
    ageWord: ageWord(character.age),
    years: /^\d+$/.test(character.age) ? Number(character.age) : undefined,
    personality: character.personality.map(inline).filter(Boolean).map(inSentence),
    skills: list(character.skills),
    hobbies: list(character.hobbies),
    quirks: list(character.quirks),
    fears: list(character.fears).map(fearObject),
    relation: inline(character.relation ?? ''),
    extraInfo: inline(character.extraInfo),
  };
}

/** The main character first; a list without one (never valid, but defensive) promotes the first character. */
export function castOf(characters: readonly SavedCharacter[]): { main: CastMember; supporting: CastMember[] } {
  const members = characters.map(toCastMember);
  const mainIndex = Math.max(
    0,
    members.findIndex((member) => member.isMain),
  );
  const main = members[mainIndex] ?? { ...toCastMember({ name: 'the hero' } as SavedCharacter), isMain: true };
  return { main, supporting: members.filter((_, index) => index !== mainIndex) };
}

/** 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[], conjunction = 'and'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

export const bold = (text: string): string => `%${text}%`;

/** Nouns among the personality options read 'a born overthinker'; the rest are adjectives: 'funny, sarcastic'. */
const NOUN_TRAITS = new Set(['drama queen', 'know-it-all', 'overthinker', 'eternal optimist', 'quiet observer']);
export const isNounTrait = (trait: string): boolean => NOUN_TRAITS.has(trait.toLowerCase());
const ADJECTIVES = new Set([
  'good',
  'kind',
  'shy',
  'brave',
  'calm',
  'quiet',
  'loud',
  'smart',
  'clever',
  'wise',
  'bold',
  'warm',
  'sweet',
  'gentle',
  'fun',
  'cool',
  'nice',
  'great',
  'keen',
  'fair',
  'strong',
  'tough',
  'soft',
  'fast',
  'proud',
  'polite',
  'neat',
  'odd',
  'wild',
  'free',
  'fierce',
  'honest',
  'patient',
  'loyal',
  'very',
  'always',
  'super',
  'really',
  'quite',
  'extremely',
]);
/**
 * A trait that reads after 'she is' ('funny', 'kind-hearted', 'good with animals'); other free text ('Kind
 * heart') is quoted in a frame of its own instead.
 */
export const isAdjectiveTrait = (trait: string): boolean => {
  if (isNounTrait(trait)) return false;
  const [first = '', second, ...rest] = trait.trim().toLowerCase().split(/\s+/);
  // 'very shy', 'good with animals' read after 'is'; 'kind heart' (an adjective and its noun) does not.
  if (second !== undefined)
    return (
      /^(very|always|super|really|quite|extremely|so|too)$/.test(first) ||
      /^(with|at|to|about|of|in|on|for)$/.test(second) ||
      (rest.length === 0 && second === 'and')
    );
  return (
    ADJECTIVES.has(first) ||
    /-/.test(first) ||
    /(y|ful|ous|ive|ish|al|ic|ent|ant|able|ible|less|ed|ing|some|like|ary|ile)$/.test(first)
  );
};
export const article = (word: string): string => indefiniteArticle(word);

/** "is" / "are" for the character's subject pronoun. */
export const be = (member: CastMember): string => (member.pronouns.plural ? 'are' : 'is');

/** The relationship as a phrase about the main character: "Ada's best friend", "part of Ada's family". */
export function relationPhrase(member: CastMember, main: CastMember): string {
  const relation = member.relation.toLowerCase();
  const owner = `${main.name}'s`;
  switch (relation) {
    case '':
      return `someone ${main.name} meets along the way`;
    case 'friend':
      return `${owner} loyal friend`;
    case 'enemy':
      // A real person is never the villain of a gift book: an 'enemy' is a friendly rival.
      return `${owner} friendly rival, who hates to lose`;
    case 'family':
      return `part of ${owner} family`;
    case 'mentor':
      return `${owner} mentor and guide`;
    case 'other':
      return `an unexpected companion of ${main.name}`;
    default:
      // Short relations ('Sibling', 'Pet', 'Secret admirer') read as nouns; longer own text is quoted as written.
      return relation.split(' ').length <= 3 && !isVerbPhrase(relation)
        ? `${owner} ${relation}`
        : `connected to ${main.name} (${member.relation})`;
  }
}

export const isRival = (member: CastMember): boolean => /enemy|rival/i.test(member.relation);
export const isMentor = (member: CastMember): boolean => /mentor|teacher|grand/i.test(member.relation);
