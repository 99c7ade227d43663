import { z } from 'zod';
import { VARIANT_READING_LEVEL_MARKS } from '../options.js';
import { refuseUnprintable } from '../printable-text.js';
import { storableText } from '../storable-text.js';
import { STORY_LIMITS as LIMITS } from './limits.js';

/**
 * The variant form's 'custom' choice: the matching custom text replaces it
 * (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form).
 */
export const VARIANT_CUSTOM_OPTION = 'custom';

/** The outline request form of /OldStep2 (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form). */
export interface OutlineRequestForm {
  bookTitle: string;
  genre: string;
  customGenre: string;
  premise: string;
  customPremise: string;
  tone: string;
  customTone: string;
  style: string;
  customStyle: string;
  readingLevel: number;
}

type ChoiceField = 'genre' | 'premise' | 'tone' | 'style';
const CHOICE_FIELDS: Record<ChoiceField, keyof OutlineRequestForm> = {
  genre: 'customGenre',
  premise: 'customPremise',
  tone: 'customTone',
  style: 'customStyle',
};

/**
 * Premise offers only 'custom' (docs/product/constants-and-prices.md#option-lists), so it starts there; reading level
 * starts at 1.
 */
export function emptyOutlineRequestForm(): OutlineRequestForm {
  return {
    bookTitle: '',
    genre: '',
    customGenre: '',
    premise: VARIANT_CUSTOM_OPTION,
    customPremise: '',
    tone: '',
    customTone: '',
    style: '',
    customStyle: '',
    readingLevel: 1,
  };
}

/** Replaces each 'custom' choice by its custom text; the browser does it before posting and the API again on receipt. */
export function applyCustomChoices<Form extends OutlineRequestForm>(form: Form): Form {
  const replaced = { ...form };
  for (const [field, customField] of Object.entries(CHOICE_FIELDS) as Array<[ChoiceField, keyof OutlineRequestForm]>) {
    if (form[field] === VARIANT_CUSTOM_OPTION) replaced[field] = String(form[customField]);
  }
  return replaced;
}

/**
 * The legacy form's rule (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form): title, genre,
 * premise, style and tone are required, after the custom replacement.
 */
export function missingOutlineRequestFields(form: OutlineRequestForm): Array<'bookTitle' | ChoiceField> {
  const sent = applyCustomChoices(form);
  return (['bookTitle', 'genre', 'premise', 'style', 'tone'] as const).filter((field) => sent[field].trim() === '');
}

const text = (label: string, max: number) =>
  storableText(label).max(max, `${label} must be at most ${max} characters`).default('');

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required (type it in the custom box when choosing custom)`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Body of `POST /api/generate_outline` (docs/product/routes.md#api), validated after the custom replacement, so a
 * 'custom' choice with an empty box is refused as a missing field. The output is the resolved request.
 */
export const generateOutlineRequestSchema = z
  .object({
    bookTitle: text('Book title', LIMITS.titleMaxLength),
    genre: text('Genre', LIMITS.choiceMaxLength),
    customGenre: text('Custom genre', LIMITS.choiceMaxLength),
    premise: text('Premise', LIMITS.premiseMaxLength),
    customPremise: text('Custom premise', LIMITS.premiseMaxLength),
    tone: text('Tone', LIMITS.choiceMaxLength),
    customTone: text('Custom tone', LIMITS.choiceMaxLength),
    style: text('Style', LIMITS.choiceMaxLength),
    customStyle: text('Custom style', LIMITS.choiceMaxLength),
    // A JSON number only: true or [3] would otherwise be coerced into a level nobody chose.
    readingLevel: z
      .number({ error: 'Reading level must be a number from 1 to 5' })
      .int('Reading level must be a whole number from 1 to 5')
      .min(1, 'Reading level must be from 1 to 5')
      .max(5, 'Reading level must be from 1 to 5')
      .default(1),
  })
  .superRefine(refuseUnprintable)
  .transform((form) => {
    const { bookTitle, genre, premise, tone, style, readingLevel } = applyCustomChoices(form);
    return { bookTitle, genre, premise, tone, style, readingLevel };
  })
  .pipe(
    z.object({
      bookTitle: required('Book title', LIMITS.titleMaxLength),
      genre: required('Genre', LIMITS.choiceMaxLength),
      premise: required('Premise', LIMITS.premiseMaxLength),
      tone: required('Tone', LIMITS.choiceMaxLength),
      style: required('Style', LIMITS.choiceMaxLength),
      readingLevel: z.number().int().min(1).max(5),
    }),
  );
export type GenerateOutlineRequestInput = z.input<typeof generateOutlineRequestSchema>;
export type GenerateOutlineRequest = z.output<typeof generateOutlineRequestSchema>;

/** 1 Kid, 2 Young, 3 Teen, 4 Adult, 5 Sophisticated. */
export function variantReadingLevelLabel(level: number): string {
  return VARIANT_READING_LEVEL_MARKS.find((mark) => mark.value === level)?.label ?? String(level);
}

/** Reply of `POST /api/generate_outline` (and the `done` event's data when it streams). */
export const generateOutlineReplySchema = z.object({ success: z.literal(true), outline: z.string() });
export type GenerateOutlineReply = z.infer<typeof generateOutlineReplySchema>;

/** Its failure answer: the usual `{ error, message }` plus the `success: false` the variant screen reads. */
export const generateOutlineFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type GenerateOutlineFailure = z.infer<typeof generateOutlineFailureSchema>;
