import { z } from 'zod';
import { characterListSchema } from '../characters/character.schema.js';
import { normaliseCommaList } from '../characters/comma-list.js';
import { CUSTOM_OPTION, READING_LEVELS } from '../options.js';
import { giftDetailsSchema, hasGiftDetails } from './gift-details.js';
import { refuseUnprintable } from '../printable-text.js';
import { storableText } from '../storable-text.js';
import { STORY_LIMITS as LIMITS } from './limits.js';
import { finishStoryDetails } from './story-details.js';

const LIST_TEXT_MAX = LIMITS.choicesPerList * (LIMITS.choiceMaxLength + 2);

const requiredText = (label: string, max: number) =>
  storableText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // 'Custom...' only opens the text box; the visitor's own text is what must be sent.
    .refine((value) => value !== CUSTOM_OPTION, `Type your own ${label.toLowerCase()} in place of '${CUSTOM_OPTION}'`);

/** Style and tone: comma-joined text as the spec sends it (a list is accepted too), bounded in entries and length. */
const choiceListSchema = (label: string) =>
  z
    .union(
      [
        storableText(label).max(LIST_TEXT_MAX, `${label} is too long`),
        z.array(storableText(label)).max(LIMITS.choicesPerList * 2),
      ],
      {
        error: `${label} must be comma-separated text`,
      },
    )
    .transform((value) => (typeof value === 'string' ? normaliseCommaList(value) : value))
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              LIMITS.choiceMaxLength,
              `Each ${label.toLowerCase()} must be at most ${LIMITS.choiceMaxLength} characters`,
            ),
        )
        .max(LIMITS.choicesPerList, `Choose at most ${LIMITS.choicesPerList} entries for ${label.toLowerCase()}`),
    )
    .default([]);

const storyDetailsFields = {
  bookTitle: storableText('Book title')
    .max(LIMITS.titleMaxLength, `Book title must be at most ${LIMITS.titleMaxLength} characters`)
    .default(''),
  genre: requiredText('Genre', LIMITS.choiceMaxLength),
  premise: requiredText('Premise', LIMITS.premiseMaxLength),
  style: choiceListSchema('Style'),
  tone: choiceListSchema('Tone'),
  readingLevel: z
    .enum(READING_LEVELS, { error: `Reading level must be one of: ${READING_LEVELS.join(', ')}` })
    .default('Average'),
  /** Optional: a request without it (or with it all blank) saves a story without gift details. */
  gift: giftDetailsSchema.optional().transform((gift) => (hasGiftDetails(gift) ? gift : undefined)),
};

/**
 * The story details as the draft keeps them and `GET /api/step2` returns them, with the rules of
 * docs/product/step2-premise.md#rules applied.
 */
export const storyDetailsSchema = z.object({
  bookTitle: z.string().min(1).max(LIMITS.titleMaxLength),
  genre: z.string().min(1).max(LIMITS.choiceMaxLength),
  premise: z.string().min(1).max(LIMITS.premiseMaxLength),
  style: z.string().min(1).max(LIST_TEXT_MAX),
  tone: z.string().min(1).max(LIST_TEXT_MAX),
  readingLevel: z.enum(READING_LEVELS),
  gift: giftDetailsSchema.optional(),
});

/**
 * Body of `POST /api/step2` (docs/product/step2-premise.md#what-happens-on-generate-summary): the story details and
 * the characters the summary is written about. Without `characters` the API uses the ones saved on step 1. Unknown
 * keys are dropped.
 */
export const step2RequestSchema = z
  .object({ ...storyDetailsFields, characters: characterListSchema.optional() })
  .superRefine(refuseUnprintable)
  .transform(({ characters, ...parts }) => ({ details: finishStoryDetails(parts), characters }));
export type Step2RequestInput = z.input<typeof step2RequestSchema>;
export type Step2Request = z.output<typeof step2RequestSchema>;

/** Reply of `POST /api/step2`, and the `done` event's data when it streams. */
export const step2ReplySchema = z.object({ story_outline: z.string() });
export type Step2Reply = z.infer<typeof step2ReplySchema>;

/** Reply of `GET /api/step2`: what /step2 restores after a reload; null for what was never saved. */
export const storyStateReplySchema = z.object({
  story: storyDetailsSchema.nullable(),
  story_outline: z.string().nullable(),
});
export type StoryStateReply = z.infer<typeof storyStateReplySchema>;

/** Body (and reply) of `PUT /api/story_outline`: the summary as the visitor edited it. */
export const storyOutlineEditSchema = z
  .object({
    story_outline: storableText('The summary')
      .trim()
      .min(1, 'The summary cannot be empty')
      .max(LIMITS.summaryMaxLength, `The summary must be at most ${LIMITS.summaryMaxLength} characters`),
  })
  .superRefine(refuseUnprintable);
export type StoryOutlineEdit = z.infer<typeof storyOutlineEditSchema>;
