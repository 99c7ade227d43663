import { type CastMember } from './cast.js';
import { asActivity, isVerbPhrase, verbPhraseFor } from './phrasing.js';

/**
 * Every detail the buyer gave about each character (skills, hobbies, quirks, fears, what the reader calls them),
 * each as one plain sentence, and the chapter it belongs in: every detail is used, spread over the book, each in
 * one chapter (the most personal one, extraInfo, has its own first/middle/last placement in the composer).
 */

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** 'Whistles when nervous', "Can't sit still", 'Talks to self': a quirk typed as what the character does. */
const isDoing = (quirk: string) => isVerbPhrase(quirk) || /^\S+n't\s/i.test(quirk) || /^[a-z]+[^su's]s\s+(when|if|at|to|in|on|with|whenever|all|every)\b/i.test(quirk);

export function detailSentences(member: CastMember, young: boolean): string[] {
  const { name } = member;
  const sentences = [
    ...member.skills.map((skill) => `${name}'s knack for ${lowerFirst(asActivity(skill))} comes in handy.`),
    ...member.hobbies.map((hobby) => `There is even time for ${lowerFirst(asActivity(hobby))}, ${name}'s favourite thing.`),
    ...member.quirks.map((quirk) => (isDoing(quirk) ? `As usual, ${name} ${verbPhraseFor(quirk, member.pronouns.plural).replace(/[.!?]+$/, '')}.` : `${name} is known for ${lowerFirst(quirk).replace(/[.!?]+$/, '')}, and today is no different.`)),
    ...member.fears.map((fear) => (young ? `${name} is a little afraid of ${lowerFirst(fear)}, but a hug helps.` : `${name} has always been afraid of ${lowerFirst(fear)}, but not today.`)),
  ];
  if (member.callName) sentences.push(`To the family, ${name} is simply ${member.callName}.`);
  return sentences;
}

/** The details for chapter `number` of `count`: detail i goes to chapter 1 + floor(i * count / total), so all are used. */
export function detailsForChapter(cast: readonly CastMember[], young: boolean, number: number, count: number): string[] {
  const all = cast.flatMap((member) => detailSentences(member, young));
  if (all.length === 0 || count < 1) return [];
  // Spread from the second chapter on, so the first one opens on the story, not on a list of traits.
  const offset = count > all.length ? 1 : 0;
  return all.filter((_, index) => 1 + offset + Math.floor((index * (count - offset)) / all.length) === number);
}
