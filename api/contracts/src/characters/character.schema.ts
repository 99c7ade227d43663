import { z } from 'zod';
import { AGE_RANGES } from '../options.js';
import { refuseUnprintable } from '../printable-text.js';
import { storableText } from '../storable-text.js';
import { CHARACTER_ID_PATTERN, characterIdFromName, withUniqueCharacterIds } from './character-id.js';
import { joinCommaList, normaliseCommaList } from './comma-list.js';
import { CHARACTER_LIMITS as LIMITS } from './limits.js';

export const GENDERS = ['male', 'female', 'unselected'] as const;
export type Gender = (typeof GENDERS)[number];

export const AGE_RANGE_CODES = AGE_RANGES.map((range) => range.value);
export type AgeRangeCode = (typeof AGE_RANGES)[number]['value'];

/**
 * `age` is always text, in one of three shapes:
 * - '' when not given;
 * - a whole number in digits ('0' to '9999'), which /step1 and the /OldStep1 supporting characters enter;
 * - an age-range code ('child', 'teenager', 'young-adult', 'adult', 'mature', 'elderly'), which the /OldStep1
 *   main character chooses.
 * One text field (rather than a number plus a code field) keeps the saved form exactly as
 * docs/product/step1-characters.md#what-is-stored has it. Leading zeros are dropped so '007' is stored as '7'.
 */
export const ageSchema = storableText('Age', 'Age must be text: a whole number or an age range')
  .trim()
  .refine((age) => age === '' || /^\d{1,4}$/.test(age) || (AGE_RANGE_CODES as readonly string[]).includes(age), {
    error: `Age must be a whole number from 0 to ${LIMITS.maxAge} or one of: ${AGE_RANGE_CODES.join(', ')}`,
  })
  .transform((age) => (/^\d+$/.test(age) ? String(Number(age)) : age));

/** One tag list after normalisation: trimmed, non-empty entries, bounded in length and count. */
const tagEntriesSchema = (label: string) =>
  z
    .array(z.string().max(LIMITS.tagMaxLength, `Each ${label} entry must be at most ${LIMITS.tagMaxLength} characters`))
    .max(LIMITS.tagsPerList, `${label} can have at most ${LIMITS.tagsPerList} entries`);

/** Longest comma-joined text that can still hold a valid list; anything longer is rejected before splitting. */
const MAX_JOINED_LENGTH = LIMITS.tagsPerList * (LIMITS.tagMaxLength + 2);

/** Skills, hobbies, quirks and fears: comma-joined text, stored in the canonical 'a, b, c' form. */
const commaJoinedListSchema = (label: string) =>
  storableText(label, `${label} must be comma-separated text`)
    .max(MAX_JOINED_LENGTH, `${label} is too long`)
    .transform(normaliseCommaList)
    .pipe(tagEntriesSchema(label))
    .transform(joinCommaList)
    .default('');

/**
 * Personality is a list of strings; it may arrive as comma-separated text
 * (docs/product/step1-characters.md#what-is-stored), which is split.
 */
const personalityListSchema = z
  .union(
    [
      z.array(storableText('Personality').max(MAX_JOINED_LENGTH)).max(LIMITS.tagsPerList * 2),
      storableText('Personality').max(MAX_JOINED_LENGTH),
    ],
    { error: 'Personality must be a list of text entries' },
  )
  .transform((value) => (typeof value === 'string' ? normaliseCommaList(value) : normaliseCommaList(value.join(','))))
  .pipe(tagEntriesSchema('Personality'))
  .default([]);

const boundedText = (label: string, max: number) =>
  storableText(label).max(max, `${label} must be at most ${max} characters`).default('');

/**
 * The client's id for the character, kept when it is a sane token (character-id.ts); anything else (missing, not
 * text, too long, odd characters) is not refused but replaced: the character then gets the id of its name.
 */
const sentIdSchema = z.string().regex(CHARACTER_ID_PATTERN).optional().catch(undefined);

/**
 * The saved and sent form of one character (docs/product/step1-characters.md#what-is-stored): what /step1 stores
 * locally and posts, what the draft keeps and what `GET /api/step1` gives back. Missing optional fields take their
 * empty defaults; wrong types are rejected. Unknown keys are dropped, never stored. Every parsed character has an
 * `id`: the one sent, else the one of its name (characterIdFromName), so characters saved before ids read the same
 * way everywhere.
 */
export const savedCharacterSchema = z
  .object({
    id: sentIdSchema,
    name: storableText('Name')
      .trim()
      .min(1, 'Name is required')
      .max(LIMITS.nameMaxLength, `Name must be at most ${LIMITS.nameMaxLength} characters`),
    isMainCharacter: z.boolean({ error: 'isMainCharacter must be true or false' }),
    personality: personalityListSchema,
    skills: commaJoinedListSchema('Skills'),
    hobbies: commaJoinedListSchema('Hobbies'),
    quirks: commaJoinedListSchema('Funny quirks'),
    fears: commaJoinedListSchema('Fears'),
    extraInfo: boundedText('Extra information', LIMITS.extraInfoMaxLength),
    gender: z.enum(GENDERS, { error: "Gender must be 'male', 'female' or 'unselected'" }).default('unselected'),
    age: ageSchema.default(''),
    /** 'Relationship to Main'; supporting characters only. A chosen option or the visitor's own text. */
    relation: storableText('Relationship to Main')
      .trim()
      .max(LIMITS.tagMaxLength, `Relationship to Main must be at most ${LIMITS.tagMaxLength} characters`)
      .optional(),
    personalityCustom: boundedText('Custom personality', LIMITS.customTextMaxLength),
    skillsCustom: boundedText('Custom skill', LIMITS.customTextMaxLength),
    hobbiesCustom: boundedText('Custom hobby', LIMITS.customTextMaxLength),
    funnyQuirksCustom: boundedText('Custom funny quirk', LIMITS.customTextMaxLength),
    fearsCustom: boundedText('Custom fear', LIMITS.customTextMaxLength),
  })
  .transform(({ id, ...character }) => ({ id: id ?? characterIdFromName(character.name), ...character }));
/** What a client may send (optional fields may be missing, personality may be text). */
export type SavedCharacterInput = z.input<typeof savedCharacterSchema>;
/** What is stored and returned: every field present and normalised. */
export type SavedCharacter = z.output<typeof savedCharacterSchema>;

/** A list of characters: exactly one main character, a bounded number of supporting ones, each with its own id. */
export const characterListSchema = z
  .array(savedCharacterSchema, { error: 'characters must be a list of characters' })
  .max(
    LIMITS.maxSupportingCharacters + 1,
    `At most ${LIMITS.maxSupportingCharacters} supporting characters are allowed`,
  )
  .superRefine((characters, ctx) => {
    const mainIndexes = characters.flatMap((character, index) => (character.isMainCharacter ? [index] : []));
    if (mainIndexes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Exactly one main character is required', path: [] });
    }
    for (const index of mainIndexes.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Only one character can be the main character',
        path: [index, 'isMainCharacter'],
      });
    }
    const mainWithRelation = mainIndexes.find((index) => (characters[index]?.relation ?? '') !== '');
    if (mainWithRelation !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'The main character has no Relationship to Main',
        path: [mainWithRelation, 'relation'],
      });
    }
  })
  .transform(withUniqueCharacterIds);

/** Body of `POST /api/step1`. */
export const step1RequestSchema = z.object({ characters: characterListSchema }).superRefine(refuseUnprintable);
export type Step1RequestInput = z.input<typeof step1RequestSchema>;
export type Step1Request = z.output<typeof step1RequestSchema>;
