import { savedCharacterSchema, type SavedCharacterInput } from '@storyloom/contracts';
import type { Persona } from './personas.fixture.js';

/**
 * Families the demo writer's corpus test adds to the persona table: a couple's anniversary with a given memory,
 * grandparents with a pet and a memory of the grandfather's, friends, and premises that name a person, a date or a fear where an object would be.
 */
const character = (input: SavedCharacterInput) => savedCharacterSchema.parse(input);

export const CORPUS_PERSONAS: Persona[] = [
  {
    label: 'a couple on their anniversary, a Venice memory (Romance, Adult)',
    story: {
      title: 'Us',
      genre: 'Romance',
      premise: 'A couple retraces the steps of their first trip to Venice',
      styles: ['General'],
      tones: ['Romantic'],
      readingGrade: 4,
      readingLevelLabel: 'Adult',
      gift: { occasion: 'Anniversary', from: 'Marco', to: 'Lucia', callNames: { lucia: 'Lulu' } },
    },
    characters: [
      character({
        id: 'lucia',
        name: 'Lucia',
        isMainCharacter: true,
        gender: 'female',
        age: '41',
        personality: ['Kind heart'],
        hobbies: 'Painting watercolours',
        extraInfo: 'Marco proposed under a borrowed umbrella in Venice.',
      }),
      character({
        name: 'Marco',
        isMainCharacter: false,
        relation: 'Partner',
        gender: 'male',
        age: '43',
        skills: 'Cooking risotto',
        quirks: 'Whistles when he is nervous',
      }),
    ],
    keyNouns: ['Venice'],
  },
  {
    label: 'grandparents and their cat (Adventure, Average)',
    story: {
      title: 'Nana and Pop',
      genre: 'Adventure',
      premise: 'Nana and Pop search the whole town for a missing birthday cake',
      styles: ['General'],
      tones: ['Light'],
      readingGrade: 3,
      readingLevelLabel: 'Average',
      gift: {
        occasion: 'Birthday',
        from: 'The grandchildren',
        to: 'Nana',
        callNames: { margaret: 'Nana', bill: 'Pop' },
      },
    },
    characters: [
      character({
        id: 'margaret',
        name: 'Margaret',
        isMainCharacter: true,
        gender: 'female',
        age: '74',
        personality: ['Funny'],
        skills: 'Knitting',
        extraInfo: 'Her cat Biscuit sleeps on the piano.',
      }),
      character({
        id: 'bill',
        name: 'Bill',
        isMainCharacter: false,
        relation: 'Partner',
        gender: 'male',
        age: '77',
        hobbies: 'Fishing',
        fears: 'Heights',
        extraInfo: 'Taught every grandchild to fish at Lake Wren.',
      }),
    ],
    keyNouns: ['cake'],
  },
  {
    label: 'two friends and a premise that names a person (Mystery, Teen)',
    story: {
      title: 'Best Friends',
      genre: 'Mystery',
      premise: 'Sam searches for Alex on the 4th of July',
      styles: ['General'],
      tones: ['Light'],
      readingGrade: 3,
      readingLevelLabel: 'Average',
    },
    characters: [
      character({
        name: 'Sam',
        isMainCharacter: true,
        gender: 'male',
        age: '14',
        personality: ['Loyal'],
        skills: 'Skateboarding',
        fears: 'Spiders',
      }),
      character({
        name: 'Alex',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'female',
        age: '14',
        hobbies: 'Taking photos',
      }),
    ],
    keyNouns: [],
  },
  {
    label: 'a five-year-old and a premise that names a fear (Fantasy, Kid)',
    story: {
      title: 'Brave Ben',
      genre: 'Fantasy',
      premise: 'Ben is afraid of the dark',
      styles: ['General'],
      tones: ['Light'],
      readingGrade: 1,
      readingLevelLabel: 'Kid',
      gift: { occasion: 'Birthday', to: 'Ben', from: 'Mum' },
    },
    characters: [
      character({
        name: 'Ben',
        isMainCharacter: true,
        gender: 'male',
        age: '5',
        personality: ['Curious'],
        hobbies: 'Building forts',
        fears: 'The dark',
      }),
      character({
        name: 'Pip',
        isMainCharacter: false,
        relation: 'Pet',
        gender: 'unselected',
        quirks: 'Sneezes when happy',
      }),
    ],
    keyNouns: [],
  },
];
