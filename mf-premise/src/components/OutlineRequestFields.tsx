import {
  STORY_LIMITS,
  VARIANT_CUSTOM_OPTION,
  VARIANT_GENRE_OPTIONS,
  VARIANT_READING_LEVEL_MARKS,
  VARIANT_STYLE_OPTIONS,
  VARIANT_TONE_OPTIONS,
  type OutlineRequestForm,
} from '@storyloom/contracts';
import { Select, TextArea, TextField } from '@storyloom/kit/forms';
import { LevelSlider } from './LevelSlider.js';

/**
 * The variant's own message (its step 1 uses the same one);
 * docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form names no other.
 */
export const VARIANT_REQUIRED_MESSAGE = 'This field is required';

type ChoiceKey = 'genre' | 'style' | 'tone';
type CustomKey = 'customGenre' | 'customStyle' | 'customTone';
/** What contracts' missingOutlineRequestFields reports. */
export type OutlineRequestField = 'bookTitle' | ChoiceKey | 'premise';

interface OutlineRequestFieldsProps {
  form: OutlineRequestForm;
  onChange: (patch: Partial<OutlineRequestForm>) => void;
  /** Fields to flag (after the first attempt). */
  errors: readonly OutlineRequestField[];
}

/**
 * The variant /OldStep2 outline request form's fields
 * (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form).
 */
export function OutlineRequestFields({ form, onChange, errors }: OutlineRequestFieldsProps) {
  const error = (field: OutlineRequestField) => (errors.includes(field) ? VARIANT_REQUIRED_MESSAGE : undefined);

  const choice = (label: string, key: ChoiceKey, customKey: CustomKey, options: readonly string[]) => {
    const custom = form[key] === VARIANT_CUSTOM_OPTION;
    return (
      <>
        <Select
          label={label}
          required
          placeholder={`Select a ${label.toLowerCase()}`}
          options={options}
          value={form[key]}
          // A chosen 'custom' with an empty box is flagged on the box, where the text is missing.
          error={custom ? undefined : error(key)}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
        {custom && (
          <TextField
            label={`Custom ${label.toLowerCase()}`}
            required
            autoComplete="off"
            maxLength={STORY_LIMITS.choiceMaxLength}
            value={form[customKey]}
            error={error(key)}
            onChange={(event) => onChange({ [customKey]: event.target.value })}
          />
        )}
      </>
    );
  };

  return (
    <>
      <TextField
        label="Book title"
        required
        autoComplete="off"
        maxLength={STORY_LIMITS.titleMaxLength}
        value={form.bookTitle}
        error={error('bookTitle')}
        onChange={(event) => onChange({ bookTitle: event.target.value })}
      />
      {choice('Genre', 'genre', 'customGenre', VARIANT_GENRE_OPTIONS)}
      {/* The legacy form offers only 'custom' for the premise, so the visitor always writes it
          (docs/product/constants-and-prices.md#option-lists). */}
      <TextArea
        label="Premise"
        required
        rows={3}
        maxLength={STORY_LIMITS.premiseMaxLength}
        hint="Describe your story idea in a sentence or two."
        value={form.customPremise}
        error={error('premise')}
        onChange={(event) => onChange({ premise: VARIANT_CUSTOM_OPTION, customPremise: event.target.value })}
      />
      {choice('Style', 'style', 'customStyle', VARIANT_STYLE_OPTIONS)}
      {choice('Tone', 'tone', 'customTone', VARIANT_TONE_OPTIONS)}
      <LevelSlider<number>
        label="Reading level"
        marks={VARIANT_READING_LEVEL_MARKS}
        value={form.readingLevel}
        onChange={(readingLevel) => onChange({ readingLevel })}
      />
    </>
  );
}
