import {
  CUSTOM_OPTION,
  DEFAULT_BOOK_TITLE,
  DEFAULT_READING_LEVEL,
  DEFAULT_STYLE,
  DEFAULT_TONE,
  GENRE_OPTIONS,
  finishStoryDetails,
  normaliseCommaList,
  premiseOptionsFor,
  type ReadingLevel,
  type StoryDetails,
} from '@storyloom/contracts';

/**
 * The Story Details form of /step2 (docs/product/step2-premise.md#step2-the-screen). Multi-selects hold chosen
 * options and typed entries alike.
 */
export interface StoryDetailsForm {
  bookTitle: string;
  genre: string;
  genreCustom: string;
  premise: string;
  premiseCustom: string;
  style: string[];
  styleCustom: string;
  tone: string[];
  toneCustom: string;
  readingLevel: ReadingLevel;
}

/**
 * The fields docs/product/step2-premise.md#rules requires; a '...Custom' field is required when its choice is
 * 'Custom...'.
 */
export type RequiredStoryField = 'genre' | 'genreCustom' | 'premise' | 'premiseCustom';

export function emptyStoryDetailsForm(): StoryDetailsForm {
  return {
    bookTitle: '',
    genre: '',
    genreCustom: '',
    premise: '',
    premiseCustom: '',
    style: [],
    styleCustom: '',
    tone: [],
    toneCustom: '',
    readingLevel: DEFAULT_READING_LEVEL,
  };
}

const isBlank = (text: string) => text.trim() === '';

/** Which required fields are missing, in form order; [] when the form may be sent. */
export function missingStoryFields(form: StoryDetailsForm): RequiredStoryField[] {
  const missing: RequiredStoryField[] = [];
  if (isBlank(form.genre)) missing.push('genre');
  else if (form.genre === CUSTOM_OPTION && isBlank(form.genreCustom)) missing.push('genreCustom');
  if (isBlank(form.premise)) missing.push('premise');
  else if (form.premise === CUSTOM_OPTION && isBlank(form.premiseCustom)) missing.push('premiseCustom');
  return missing;
}

/**
 * Changing the genre clears the premise and its custom text: the premise list depends on the genre
 * (docs/product/step2-premise.md#choices).
 */
export function withGenre(form: StoryDetailsForm, genre: string): StoryDetailsForm {
  return { ...form, genre, premise: '', premiseCustom: '' };
}

const chosen = (value: string, custom: string) => (value === CUSTOM_OPTION ? custom : value);

/** A 'Custom...' entry still in a multi-select stands for the text in its box (dropped when that is empty). */
const withCustomEntry = (entries: readonly string[], custom: string) =>
  entries.flatMap((entry) => (entry === CUSTOM_OPTION ? [custom] : [entry]));

/** The form as `POST /api/step2` sends it (without characters): 'Custom...' replaced by its text, defaults applied. */
export function storyDetailsFromForm(form: StoryDetailsForm): StoryDetails {
  return finishStoryDetails({
    bookTitle: form.bookTitle,
    genre: chosen(form.genre, form.genreCustom),
    premise: chosen(form.premise, form.premiseCustom),
    style: withCustomEntry(form.style, form.styleCustom),
    tone: withCustomEntry(form.tone, form.toneCustom),
    readingLevel: form.readingLevel,
  });
}

const listedGenres: readonly string[] = GENRE_OPTIONS.filter((genre) => genre !== CUSTOM_OPTION);

/**
 * The form that produced `details`, so /step2 shows what was saved after a reload: a value that is not among the
 * options goes back into its 'Custom...' box, and the defaults that stood for empty fields become empty again.
 */
export function storyDetailsFormFrom(details: StoryDetails): StoryDetailsForm {
  const genreListed = listedGenres.includes(details.genre);
  const genre = genreListed ? details.genre : CUSTOM_OPTION;
  const premiseListed = premiseOptionsFor(genre).some(
    (option) => option === details.premise && option !== CUSTOM_OPTION,
  );
  return {
    bookTitle: details.bookTitle === DEFAULT_BOOK_TITLE ? '' : details.bookTitle,
    genre,
    genreCustom: genreListed ? '' : details.genre,
    premise: premiseListed ? details.premise : CUSTOM_OPTION,
    premiseCustom: premiseListed ? '' : details.premise,
    style: details.style === DEFAULT_STYLE ? [] : normaliseCommaList(details.style),
    styleCustom: '',
    tone: details.tone === DEFAULT_TONE ? [] : normaliseCommaList(details.tone),
    toneCustom: '',
    readingLevel: details.readingLevel,
  };
}
