import { callNameOf } from '@storyloom/contracts';
import type { GiftBrief } from '../writing.types.js';
import { inline, type CastMember } from './cast.js';

/**
 * The 'About this gift' answers as the offline writer uses them: the words the book must leave out, what the
 * reader calls each character, and a closing line for the occasion.
 */

const FILLER_WORDS = new Set([
  'about',
  'anything',
  'mention',
  'please',
  'with',
  'without',
  'that',
  'this',
  'they',
  'them',
  'their',
  'should',
  'would',
  'could',
  'never',
  'dont',
  "don't",
  'avoid',
  'leave',
  'things',
  'stuff',
  'there',
  'from',
  'also',
  'have',
  'been',
  'being',
  'story',
  'book',
]);

/** The words of the visitor's 'leave out' text that a sentence must not contain ('no spiders, nothing scary' -> spider, scary). */
export function avoidedWords(gift: GiftBrief | undefined): string[] {
  if (!gift?.avoid) return [];
  return [
    ...new Set(
      gift.avoid
        .toLowerCase()
        .split(/[^a-z'-]+/)
        .filter((word) => word.length >= 4 && !FILLER_WORDS.has(word)),
    ),
  ].map((word) =>
    // 'spiders' also rules out 'spider', 'storms' also 'storm'.
    word.length > 4 && /[^s]s$/.test(word) ? word.slice(0, -1) : word,
  );
}

/** A test for text the book must leave out. */
export function avoider(gift: GiftBrief | undefined): (text: string) => boolean {
  const words = avoidedWords(gift);
  if (words.length === 0) return () => false;
  const pattern = new RegExp(`\\b(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i');
  return (text) => pattern.test(text);
}

/** Keeps the entries the visitor did not ask to leave out; never empties a list (the kits need something to pick). */
export function withoutAvoided<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  avoids: (text: string) => boolean,
): T[] {
  const kept = items.filter((item) => !avoids(textOf(item)));
  return kept.length > 0 ? kept : [...items];
}

/** What the reader calls the cast member ('Grandma'), when the visitor said and it is not just the name again. */
export function castCallName(gift: GiftBrief | undefined, member: Pick<CastMember, 'id' | 'name'>): string | undefined {
  const called = callNameOf(gift, member);
  return called && inline(called) && inline(called) !== member.name ? inline(called) : undefined;
}

const OCCASION_LINES: Record<string, string> = {
  birthday: 'And that is how this birthday became the one everybody remembers.',
  holiday: 'And the holiday lights have never looked brighter than they do tonight.',
  anniversary: 'Another year together, and every page of it worth celebrating.',
  'new baby': 'There is a new little someone in the family now, and more than enough love to go round.',
  retirement: 'A well-earned rest begins, and it already looks like the start of a new adventure.',
  'just because': 'No special reason for this story, except love.',
};

/** The last chapter's closing line for the occasion; the visitor's own occasion is quoted after a colon. */
export function occasionLine(gift: GiftBrief | undefined): string | undefined {
  const occasion = gift?.occasion ? inline(gift.occasion) : '';
  if (!occasion) return undefined;
  return (
    OCCASION_LINES[occasion.toLowerCase()] ??
    `This story was made for a special occasion: ${occasion.replace(/[.!?]+$/, '')}.`
  );
}

/** 'For Mira, with love from Mum and Dad.' when the visitor said who gives the book to whom. */
export function dedicationLine(gift: GiftBrief | undefined): string | undefined {
  const to = gift?.to ? inline(gift.to) : '';
  const from = gift?.from ? inline(gift.from) : '';
  if (to && from) return `For ${to}, with love from ${from}.`;
  if (to) return `For ${to}, with love.`;
  return from ? `With love from ${from}.` : undefined;
}
