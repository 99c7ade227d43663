import { z } from 'zod';
import { CHARACTER_LIMITS } from '../characters/limits.js';
import { CUSTOM_OPTION } from '../options.js';
import { storableText } from '../storable-text.js';

/** The occasions /step2's "About this gift" offers; 'Custom...' opens a text box for the visitor's own. */
export const GIFT_OCCASIONS = [
  'Birthday',
  'Holiday',
  'Anniversary',
  'New baby',
  'Retirement',
  'Just because',
  CUSTOM_OPTION,
] as const;

/** Bounds of the optional gift details: a name or a short phrase each, a few sentences for what to leave out. */
export const GIFT_LIMITS = {
  occasionMaxLength: 100,
  /** Who gives the book, who receives it. */
  personMaxLength: 120,
  /** What the reader calls one character ('Grandma', 'Captain Dad'). */
  callNameMaxLength: CHARACTER_LIMITS.nameMaxLength,
  avoidMaxLength: 500,
} as const;

/**
 * The optional "About this gift" answers of /step2, as the draft keeps them and every prompt uses them: only
 * what the visitor actually gave (no empty strings), `callNames` keyed by the character's id (character-id.ts).
 * A request may still key a call name by a saved character's name (clients from before ids); call-names.ts turns
 * such keys into ids, the one place that does.
 */
export interface GiftDetails {
  occasion?: string;
  from?: string;
  to?: string;
  callNames?: Record<string, string>;
  avoid?: string;
}

const optionalText = (label: string, max: number) =>
  storableText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const withoutEmpty = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

/** Bad gift details are refused with a message naming the field; blanks are dropped, not refused. */
export const giftDetailsSchema = z
  .object({
    occasion: optionalText('Occasion', GIFT_LIMITS.occasionMaxLength).refine(
      (value) => value !== CUSTOM_OPTION,
      `Type your own occasion in place of '${CUSTOM_OPTION}'`,
    ),
    from: optionalText('Who gives the book', GIFT_LIMITS.personMaxLength),
    to: optionalText('Who receives the book', GIFT_LIMITS.personMaxLength),
    callNames: z
      .record(
        storableText('A character name').max(
          CHARACTER_LIMITS.nameMaxLength,
          `A character name must be at most ${CHARACTER_LIMITS.nameMaxLength} characters`,
        ),
        optionalText('What the reader calls a character', GIFT_LIMITS.callNameMaxLength),
        { error: 'What the reader calls each character must be a list of names' },
      )
      .refine(
        (names) => Object.keys(names).length <= CHARACTER_LIMITS.maxSupportingCharacters + 1,
        'There are more names than characters',
      )
      .optional()
      .transform((names) => {
        const given = names && withoutEmpty(names);
        return given && Object.keys(given).length > 0 ? (given as Record<string, string>) : undefined;
      }),
    avoid: optionalText('Things to leave out', GIFT_LIMITS.avoidMaxLength),
  })
  .transform((gift): GiftDetails => withoutEmpty(gift));

/** The gift details, or undefined when the visitor gave none. */
export const hasGiftDetails = (gift: GiftDetails | undefined): gift is GiftDetails =>
  gift !== undefined && Object.keys(gift).length > 0;

/**
 * Body (and reply) of `PUT /api/story_gift`: the gift details changed after the summary was written, saved without
 * writing it again (the outline and the chapters read them from the draft). An empty object clears them.
 */
export const storyGiftEditSchema = z.object({ gift: giftDetailsSchema });
export type StoryGiftEditInput = z.input<typeof storyGiftEditSchema>;
export type StoryGiftEdit = z.output<typeof storyGiftEditSchema>;
