import {
  article,
  be,
  bold,
  inline,
  isAdjectiveTrait,
  isNounTrait,
  joinWords,
  relationPhrase,
  type CastMember,
} from './cast.js';
import { asActivity, isVerbPhrase, verbPhraseFor } from './phrasing.js';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "has" / "have", "loves" / "love", for the character's pronoun. */
const verb = (member: CastMember, singular: string, plural: string) => (member.pronouns.plural ? plural : singular);

/** At most this much of the visitor's extra information is quoted in the summary (it can be 2000 characters). */
const EXTRA_INFO_QUOTE = 220;

function quoteExtraInfo(text: string): string {
  if (text.length <= EXTRA_INFO_QUOTE) return text.replace(/[.!?]*$/, '.');
  const cut = text.slice(0, EXTRA_INFO_QUOTE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trim()}…`;
}

const PAST_TENSE = new Set([
  'met',
  'had',
  'was',
  'won',
  'grew',
  'built',
  'made',
  'taught',
  'ran',
  'sang',
  'wrote',
  'went',
  'left',
  'found',
  'kept',
  'lost',
  'became',
  'flew',
  'swam',
  'drove',
  'gave',
  'saw',
  'spent',
  'took',
]);
/** 'Met his wife at a dance', 'Sailed round the world': a fragment about the character in the past tense. */
const startsInPastTense = (text: string) => {
  const [first, second] = text.toLowerCase().split(/\s+/);
  return (
    second !== undefined &&
    first !== undefined &&
    (PAST_TENSE.has(first) || (/[^e]ed$/.test(first) && first.length > 4))
  );
};

/**
 * The visitor's extra information as one sentence that reads on its own, for weaving into the story: 'Has a red
 * bike' -> 'Mira has a red bike.'; a whole sentence stays as written; anything else is quoted after a colon by the
 * caller. The first sentence only: it is the most personal detail, not a biography.
 */
export function extraInfoSentence(member: CastMember): string {
  const first =
    inline(member.extraInfo)
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim() ?? '';
  if (!first) return '';
  const short =
    first.length <= EXTRA_INFO_QUOTE ? first : `${first.slice(0, first.lastIndexOf(' ', EXTRA_INFO_QUOTE)).trim()}…`;
  const ended = /[.!?…]$/.test(short) ? short : `${short}.`;
  if (isVerbPhrase(ended) || startsInPastTense(ended)) return `${member.name} ${verbPhraseFor(ended, false)}`;
  return capitalise(ended);
}

/** Personality entries typed as what the character does ('Loves tea'): they get sentences of their own. */
export const doingTraits = (member: CastMember): string[] => member.personality.filter(isVerbPhrase);

/** 'She loves tea.' for each trait typed as a verb phrase, agreeing with the pronoun. */
export function doingSentences(member: CastMember, subject = capitalise(member.pronouns.subject)): string[] {
  const doing = doingTraits(member).map(
    (trait) =>
      `${subject} ${bold(verbPhraseFor(trait, subject === capitalise(member.pronouns.subject) && member.pronouns.plural))}.`,
  );
  // Free text that is neither an adjective, a listed noun nor a verb phrase ('Kind heart') gets a frame of its own.
  const other = member.personality.filter(
    (trait) => !isVerbPhrase(trait) && !isNounTrait(trait) && !isAdjectiveTrait(trait),
  );
  if (other.length > 0) doing.push(`${subject} ${be(member)} known for this: ${joinWords(other.map(bold))}.`);
  return doing;
}

/** "funny and sarcastic, and a born overthinker" — adjectives and noun-like traits phrased each their own way. */
export function personalityPhrase(member: CastMember): string {
  const adjectives = member.personality.filter((trait) => isAdjectiveTrait(trait) && !isVerbPhrase(trait)).map(bold);
  const nouns = member.personality.filter(isNounTrait).map((trait) => `${article(trait)} ${bold(trait)}`);
  if (adjectives.length === 0) return nouns.length === 0 ? '' : `a bit of ${joinWords(nouns)}`;
  return nouns.length === 0 ? joinWords(adjectives) : `${joinWords(adjectives)}, and a bit of ${joinWords(nouns)}`;
}

/**
 * One '@name:' entry of the Characters section: role, age, personality, skills, hobbies, quirks, fears and the
 * visitor's extra information, every chosen entry by its own words (bold), so the visitor recognises them.
 */
export function characterEntry(member: CastMember, main: CastMember): string {
  const subject = capitalise(member.pronouns.subject);
  const role = member.isMain ? 'The heart of the story' : capitalise(relationPhrase(member, main));
  const age = member.ageWord ? `, ${article(member.ageWord)} ${member.ageWord}` : '';
  const sentences = [`${role}${age}.`];
  if (member.callName)
    sentences.push(
      member.isMain
        ? `Known to family as ${bold(member.callName)}.`
        : `${main.name} calls ${member.pronouns.object} ${bold(member.callName)}.`,
    );
  const personality = personalityPhrase(member);
  if (personality) sentences.push(`${subject} ${be(member)} ${personality}.`);
  sentences.push(...doingSentences(member));
  const talents = [
    member.skills.length > 0
      ? `${verb(member, 'has', 'have')} a knack for ${joinWords(member.skills.map((skill) => bold(asActivity(skill))))}`
      : '',
    member.hobbies.length > 0
      ? `${verb(member, 'loves', 'love')} ${joinWords(member.hobbies.map((hobby) => bold(asActivity(hobby))))}`
      : '',
  ].filter(Boolean);
  if (talents.length > 0) sentences.push(`${subject} ${joinWords(talents)}.`);
  if (member.quirks.length > 0)
    sentences.push(`Funny ${member.quirks.length > 1 ? 'quirks' : 'quirk'}: ${joinWords(member.quirks.map(bold))}.`);
  if (member.fears.length > 0) sentences.push(`Secretly afraid of ${joinWords(member.fears.map(bold))}.`);
  if (member.extraInfo) sentences.push(`Worth knowing: ${quoteExtraInfo(inline(member.extraInfo))}`);
  return `@${member.name}: ${sentences.join(' ')}`;
}
