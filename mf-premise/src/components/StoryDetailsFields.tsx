import {
  CUSTOM_OPTION,
  GENRE_OPTIONS,
  READING_LEVELS,
  STORY_LIMITS,
  STYLE_OPTIONS,
  TONE_OPTIONS,
  premiseOptionsFor,
  tagLabel,
} from '@storyloom/contracts';
import { withGenre, type RequiredStoryField, type StoryDetailsForm } from '../lib/story-details-form.js';
import { TagMultiSelect, TextField } from '@storyloom/kit/forms';
import { styled } from 'styled-components';
import { ChoiceWithCustom } from './ChoiceWithCustom.js';
import { LevelSlider } from './LevelSlider.js';

/** Verbatim (docs/product/step2-premise.md#rules). */
export const REQUIRED_FIELD_MESSAGE = '* This field is required. Please fill it to continue';

const READING_LEVEL_MARKS = READING_LEVELS.map((level) => ({ value: level, label: level }));

interface StoryDetailsFieldsProps {
  form: StoryDetailsForm;
  /** Functional updates only: one gesture may change two fields (Enter in a custom box sets the value and clears the box). */
  onChange: (change: (form: StoryDetailsForm) => StoryDetailsForm) => void;
  /** Required fields to flag (after the first attempt). */
  errors: readonly RequiredStoryField[];
}

/**
 * The Story Details form's fields (docs/product/step2-premise.md#step2-the-screen): title, genre, premise, style,
 * tone, reading level.
 */
export function StoryDetailsFields({ form, onChange, errors }: StoryDetailsFieldsProps) {
  const update = (patch: Partial<StoryDetailsForm>) => onChange((current) => ({ ...current, ...patch }));
  const error = (field: RequiredStoryField) => (errors.includes(field) ? REQUIRED_FIELD_MESSAGE : undefined);
  return (
    <>
      <TextField
        label="Book title"
        autoComplete="off"
        maxLength={STORY_LIMITS.titleMaxLength}
        hint="Optional: leave it empty and we'll call it 'Untitled Book'."
        value={form.bookTitle}
        onChange={(event) => update({ bookTitle: event.target.value })}
      />
      <ChoiceWithCustom
        label="Genre"
        required
        placeholder="Select a genre"
        options={GENRE_OPTIONS}
        value={form.genre}
        // A new genre clears the premise and its custom text (docs/product/step2-premise.md#choices).
        onChange={(genre) => onChange((current) => (genre === current.genre ? current : withGenre(current, genre)))}
        customText={form.genreCustom}
        onCustomTextChange={(genreCustom) => update({ genreCustom })}
        error={error('genre')}
        customError={error('genreCustom')}
        maxLength={STORY_LIMITS.choiceMaxLength}
      />
      <ChoiceWithCustom
        label="Premise"
        required
        placeholder="Select a premise"
        options={premiseOptionsFor(form.genre)}
        value={form.premise}
        onChange={(premise) => update({ premise })}
        customText={form.premiseCustom}
        onCustomTextChange={(premiseCustom) => update({ premiseCustom })}
        error={error('premise')}
        customError={error('premiseCustom')}
        maxLength={STORY_LIMITS.premiseMaxLength}
      />
      <Spaced>
        <TagMultiSelect
          label="Style"
          options={STYLE_OPTIONS}
          customOption={CUSTOM_OPTION}
          maxTags={STORY_LIMITS.choicesPerList}
          customTextMaxLength={STORY_LIMITS.choiceMaxLength}
          formatTag={(tag) => tagLabel(tag, STYLE_OPTIONS)}
          value={form.style}
          onChange={(style) => update({ style })}
          customText={form.styleCustom}
          onCustomTextChange={(styleCustom) => update({ styleCustom })}
        />
      </Spaced>
      <Spaced>
        <TagMultiSelect
          label="Tone"
          options={TONE_OPTIONS}
          customOption={CUSTOM_OPTION}
          maxTags={STORY_LIMITS.choicesPerList}
          customTextMaxLength={STORY_LIMITS.choiceMaxLength}
          formatTag={(tag) => tagLabel(tag, TONE_OPTIONS)}
          value={form.tone}
          onChange={(tone) => update({ tone })}
          customText={form.toneCustom}
          onCustomTextChange={(toneCustom) => update({ toneCustom })}
        />
      </Spaced>
      <LevelSlider
        label="Reading level"
        marks={READING_LEVEL_MARKS}
        value={form.readingLevel}
        onChange={(readingLevel) => update({ readingLevel })}
      />
    </>
  );
}

/** The kit's multi-select has no bottom margin of its own, unlike the kit's text fields. */
const Spaced = styled.div`
  margin-bottom: ${(props) => props.theme.space(2)};
`;
