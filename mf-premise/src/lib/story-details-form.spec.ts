import { describe, expect, it } from '@jest/globals';
import {
  emptyStoryDetailsForm,
  missingStoryFields,
  storyDetailsFormFrom,
  storyDetailsFromForm,
  withGenre,
  type StoryDetailsForm,
} from './story-details-form.js';

const form = (changes: Partial<StoryDetailsForm>): StoryDetailsForm => ({ ...emptyStoryDetailsForm(), ...changes });

describe('storyDetailsFromForm', () => {
  it('applies the defaults to empty title, style and tone', () => {
    expect(storyDetailsFromForm(form({ genre: 'Mystery', premise: 'Quest' }))).toEqual({
      bookTitle: 'Untitled Book',
      genre: 'Mystery',
      premise: 'Quest',
      style: 'General',
      tone: 'Neutral',
      readingLevel: 'Average',
    });
  });

  it("replaces 'Custom...' by its text and comma-joins the lists", () => {
    const details = storyDetailsFromForm(
      form({
        bookTitle: '  Ada  and the Sea ',
        genre: 'Custom...',
        genreCustom: ' Pirate opera ',
        premise: 'Custom...',
        premiseCustom: 'A parrot inherits a ship',
        style: ['Lyrical', 'Custom...'],
        styleCustom: 'Rhyming',
        tone: ['Custom...', 'Hopeful', 'hopeful'],
        toneCustom: '',
        readingLevel: 'Kid',
      }),
    );
    expect(details).toEqual({
      bookTitle: 'Ada and the Sea',
      genre: 'Pirate opera',
      premise: 'A parrot inherits a ship',
      style: 'Lyrical, Rhyming',
      tone: 'Hopeful',
      readingLevel: 'Kid',
    });
  });
});

describe('missingStoryFields', () => {
  it('requires genre and premise, and the custom text when Custom... is chosen', () => {
    expect(missingStoryFields(form({}))).toEqual(['genre', 'premise']);
    expect(missingStoryFields(form({ genre: 'Custom...', genreCustom: ' ', premise: 'Quest' }))).toEqual([
      'genreCustom',
    ]);
    expect(missingStoryFields(form({ genre: 'Horror', premise: 'Custom...' }))).toEqual(['premiseCustom']);
    expect(missingStoryFields(form({ genre: 'Horror', premise: 'Quest' }))).toEqual([]);
  });
});

describe('withGenre', () => {
  it('clears the premise and its custom text', () => {
    expect(
      withGenre(form({ genre: 'Horror', premise: 'Custom...', premiseCustom: 'x', bookTitle: 'Kept' }), 'Romance'),
    ).toMatchObject({
      genre: 'Romance',
      premise: '',
      premiseCustom: '',
      bookTitle: 'Kept',
    });
  });
});

describe('storyDetailsFormFrom', () => {
  it('puts values that are not options back into their Custom... boxes and turns defaults back into empty fields', () => {
    const sent = form({
      genre: 'Custom...',
      genreCustom: 'Pirate opera',
      premise: 'Custom...',
      premiseCustom: 'A parrot inherits a ship',
      style: ['Lyrical', 'Rhyming'],
    });
    expect(storyDetailsFormFrom(storyDetailsFromForm(sent))).toEqual(sent);
  });

  it("restores a genre's own sample premise as a choice", () => {
    const sent = form({
      genre: 'Fantasy',
      premise: 'An apprentice mapmaker finds a map that redraws itself every night',
      tone: ['Dark'],
    });
    expect(storyDetailsFormFrom(storyDetailsFromForm(sent))).toEqual(sent);
  });
});
