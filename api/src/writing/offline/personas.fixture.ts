import { savedCharacterSchema, type SavedCharacter, type SavedCharacterInput } from '@storyloom/contracts';
import type { ReadingGrade, StoryBrief } from '../writing.types.js';

/**
 * Real-looking gift books for the offline writer's tests: readers from 4 to 90, every genre of the contract's
 * option lists (and a custom one), sample, generic-free and custom premises, free text typed as verb phrases,
 * names ending in a full stop, 'they' pronouns, call names and things to leave out.
 */
export interface Persona {
  label: string;
  story: StoryBrief;
  characters: SavedCharacter[];
  /** Words of the premise the story must be about (its place and central thing). */
  keyNouns: string[];
}

const character = (input: SavedCharacterInput) => savedCharacterSchema.parse(input);
const LABELS: Record<ReadingGrade, string> = { 1: 'Kid', 2: 'Young', 3: 'Average', 4: 'Adult', 5: 'Sophisticated' };
const story = (
  genre: string,
  premise: string,
  readingGrade: ReadingGrade,
  extra: Partial<StoryBrief> = {},
): StoryBrief => ({
  title: 'A Book for You',
  genre,
  premise,
  styles: ['General'],
  tones: ['Neutral'],
  readingGrade,
  readingLevelLabel: LABELS[readingGrade],
  ...extra,
});

export const PERSONAS: Persona[] = [
  {
    label: 'a six-year-old and her grandma, a dinosaur egg (Adventure, Kid)',
    story: story('Adventure', "A dinosaur egg hatches in Grandma's garden", 1, {
      tones: ['Light'],
      gift: { occasion: 'Birthday', from: 'Grandma Rosa', to: 'Mira', callNames: { rosa: 'Grandma' } },
    }),
    characters: [
      character({
        name: 'Mira O.',
        isMainCharacter: true,
        gender: 'female',
        age: '6',
        personality: ['Energetic'],
        skills: 'Knows every dinosaur name',
        hobbies: 'Digging',
        fears: 'Thunder',
        extraInfo: 'Her grandma Rosa calls her "little bean" and they bake on Sundays.',
      }),
      character({
        id: 'rosa',
        name: 'Rosa',
        isMainCharacter: false,
        relation: 'Family',
        gender: 'female',
        age: '72',
        personality: ['Funny'],
        skills: 'Baking',
        hobbies: 'Gardening',
      }),
    ],
    keyNouns: ['egg', 'garden'],
  },
  {
    label: 'a four-year-old and a runaway pancake (comedy, Kid)',
    story: story('comedy', 'A runaway pancake rolls through the village bakery', 1, {
      tones: ['Humorous'],
      styles: ['Conversational'],
    }),
    characters: [
      character({
        name: 'Leo',
        isMainCharacter: true,
        gender: 'male',
        age: '4',
        personality: ['Funny', 'Energetic'],
        hobbies: 'Jumping in puddles',
        quirks: "Can't sit still",
        fears: 'Afraid of the dark',
      }),
      character({
        name: 'Dad',
        isMainCharacter: false,
        relation: 'Family',
        gender: 'male',
        skills: 'Makes the best pancakes',
        quirks: 'Has a catchphrase',
      }),
      character({ name: 'Biscuit', isMainCharacter: false, relation: 'Pet', personality: ['Adventurous'] }),
    ],
    keyNouns: ['pancake', 'bakery'],
  },
  {
    label: 'a nine-year-old apprentice mapmaker (Fantasy, Average)',
    story: story('Fantasy', 'An apprentice mapmaker finds a map that redraws itself every night', 3, {
      styles: ['Descriptive'],
      tones: ['Hopeful'],
    }),
    characters: [
      character({
        name: 'Sam',
        isMainCharacter: true,
        gender: 'unselected',
        age: '9',
        personality: ['Overthinker', 'Loves riddles'],
        skills: 'Drawing maps',
        fears: 'Heights',
      }),
      character({
        name: 'Ivy',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'female',
        personality: ['Adventurous'],
        skills: 'Climbing',
      }),
      character({
        name: 'Master Quill',
        isMainCharacter: false,
        relation: 'Mentor',
        gender: 'male',
        age: 'elderly',
        personality: ['Quiet Observer'],
      }),
    ],
    keyNouns: ['map'],
  },
  {
    label: 'a twelve-year-old and a broken robot (Science Fiction, Average)',
    story: story('Science Fiction', "A broken robot wakes up in Dad's garage", 3, { tones: ['Light'] }),
    characters: [
      character({
        name: 'Priya',
        isMainCharacter: true,
        gender: 'female',
        age: '12',
        personality: ['Know-it-all'],
        skills: 'Technology, Can fix anything with tape',
        hobbies: 'Gaming',
        extraInfo: 'Wants to be an astronaut.',
      }),
      character({
        name: 'Arjun',
        isMainCharacter: false,
        relation: 'Sibling',
        gender: 'male',
        age: '8',
        personality: ['Drama Queen'],
        quirks: 'Always says sorry for everything',
      }),
    ],
    keyNouns: ['robot', 'garage'],
  },
  {
    label: 'a fifteen-year-old detective and a stolen painting (Mystery, Average)',
    story: story('Mystery', 'A priceless painting vanishes from a locked museum during a storm', 3, {
      tones: ['Serious'],
      styles: ['Minimalist'],
    }),
    characters: [
      character({
        name: 'Tom',
        isMainCharacter: true,
        gender: 'male',
        age: '15',
        personality: ['Quiet Observer'],
        skills: 'Problem-solving',
        fears: 'Public speaking',
      }),
      character({
        name: 'Nell',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'female',
        age: '15',
        skills: 'Photography',
      }),
      character({
        name: 'Vince',
        isMainCharacter: false,
        relation: 'Enemy',
        gender: 'male',
        personality: ['Competitive'],
        skills: 'Chess',
      }),
    ],
    keyNouns: ['painting', 'museum'],
  },
  {
    label: 'two strangers on a late train (Romance, Sophisticated)',
    story: story('Romance', 'Two strangers keep meeting on the same late train every night', 5, {
      tones: ['Nostalgic'],
      styles: ['Lyrical'],
      gift: { occasion: 'Anniversary', from: 'Jon', to: 'Ana' },
    }),
    characters: [
      character({
        name: 'Ana',
        isMainCharacter: true,
        gender: 'female',
        age: '28',
        personality: ['Eternal Optimist'],
        hobbies: 'Reading',
        extraInfo: 'Always carries a paperback in her coat pocket.',
      }),
      character({
        name: 'Jon',
        isMainCharacter: false,
        relation: 'Secret admirer',
        gender: 'male',
        age: '30',
        skills: 'Writing',
      }),
    ],
    keyNouns: ['train'],
  },
  {
    label: 'a courier with a hunted package (Thriller, Sophisticated)',
    story: story('Thriller', 'A courier realises the package they carry is being hunted', 5, {
      tones: ['Dark'],
      styles: ['Formal'],
    }),
    characters: [
      character({
        name: 'Jordan',
        isMainCharacter: true,
        gender: 'unselected',
        age: '35',
        personality: ['Adventurous', 'Sarcastic'],
        skills: 'Sports',
        fears: 'Being alone',
      }),
      character({ name: 'Kai', isMainCharacter: false, relation: 'Friend', gender: 'male', skills: 'Technology' }),
    ],
    keyNouns: ['package'],
  },
  {
    label: 'an eight-year-old and a friendly ghost (Horror, Kid)',
    story: story('Horror', 'A friendly ghost lives in the school library', 1, { gift: { avoid: 'No spiders please' } }),
    characters: [
      character({
        name: 'Eve',
        isMainCharacter: true,
        gender: 'female',
        age: '8',
        personality: ['Funny'],
        hobbies: 'Reading',
        fears: 'Spiders, Darkness',
      }),
      character({
        name: 'Mr Patel',
        isMainCharacter: false,
        relation: 'Mentor',
        gender: 'male',
        personality: ['Quiet Observer'],
        hobbies: 'Collecting random things',
      }),
    ],
    keyNouns: ['ghost', 'library'],
  },
  {
    label: 'a sixteen-year-old and a doll that comes back (Horror, Average)',
    story: story('Horror', 'An old doll comes back every time someone throws it away', 3, { tones: ['Dark'] }),
    characters: [
      character({
        name: 'Zoe',
        isMainCharacter: true,
        gender: 'female',
        age: '16',
        personality: ['Sarcastic'],
        skills: 'Art',
        fears: 'Strange places',
      }),
      character({
        name: 'Max',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'male',
        personality: ['Eternal Optimist'],
      }),
    ],
    keyNouns: ['doll'],
  },
  {
    label: 'a ninety-year-old codebreaker (Historical Fiction, Sophisticated)',
    story: story('Historical Fiction', 'A young codebreaker cracks a secret message in London', 5, {
      tones: ['Nostalgic'],
      gift: { occasion: 'Just because', callNames: { walter: 'Grandad' } },
    }),
    characters: [
      character({
        id: 'walter',
        name: 'Walter',
        isMainCharacter: true,
        gender: 'male',
        age: '90',
        personality: ['Quiet Observer'],
        skills: 'Crosswords, Speaks three languages',
        hobbies: 'Gardening',
        extraInfo: 'Met his wife Edith at a dance in 1956.',
      }),
      character({
        name: 'Edith',
        isMainCharacter: false,
        relation: 'Family',
        gender: 'female',
        personality: ['Funny'],
        hobbies: 'Dancing',
      }),
    ],
    keyNouns: ['message', 'London'],
  },
  {
    label: 'a librarian and a forbidden rooftop garden (Dystopian, Average)',
    story: story('Dystopian', 'A forbidden garden grows on the roof of the last library', 3, { tones: ['Hopeful'] }),
    characters: [
      character({
        name: 'June',
        isMainCharacter: true,
        gender: 'female',
        age: '67',
        personality: ['Eternal Optimist', 'Kind heart'],
        skills: 'Gardening',
        hobbies: 'Reading',
        extraInfo: 'Has read every book in the library twice.',
      }),
      character({
        name: 'Theo',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'male',
        age: '19',
        skills: 'Good at climbing',
      }),
    ],
    keyNouns: ['garden', 'library'],
  },
  {
    label: 'a seven-year-old and a fallen star (Sci-Fi, Young)',
    story: story('Sci-Fi', "A lost star falls into Nana's backyard", 2, {
      tones: ['Lighthearted'],
      styles: ['Fast-paced'],
    }),
    characters: [
      character({
        name: 'Noah',
        isMainCharacter: true,
        gender: 'male',
        age: 'child',
        personality: ['Adventurous'],
        skills: 'Counting stars',
        fears: 'Storms',
      }),
      character({
        name: 'Nana',
        isMainCharacter: false,
        relation: 'Grandparent',
        gender: 'female',
        age: 'elderly',
        skills: 'Telling stories',
      }),
    ],
    keyNouns: ['star', 'backyard'],
  },
  {
    label: "a retired lighthouse keeper and a ship's cat (Historical, Adult)",
    story: story('Historical', "A lighthouse keeper rescues a ship's cat in a winter storm", 4, {
      tones: ['Serious'],
      gift: { occasion: 'Retirement', from: 'The whole crew' },
    }),
    characters: [
      character({
        name: 'Arthur',
        isMainCharacter: true,
        gender: 'male',
        age: '80',
        personality: ['Quiet Observer'],
        skills: 'Sailing',
        hobbies: 'Whittling',
        extraInfo: 'Kept the lighthouse lamp burning for forty years.',
      }),
      character({
        name: 'Maggie',
        isMainCharacter: false,
        relation: 'Neighbor',
        gender: 'female',
        personality: ['Funny'],
      }),
    ],
    keyNouns: ['cat'],
  },
  {
    label: 'a fifty-year-old and a wish-granting teapot (custom genre, Average)',
    story: story('Fairy tale', 'A talking teapot grants one wish a year', 3, {
      tones: ['Light'],
      styles: ['Stream of Consciousness'],
    }),
    characters: [
      character({
        name: 'Beth',
        isMainCharacter: true,
        gender: 'female',
        age: '50',
        personality: ['Drama Queen'],
        skills: 'Cooking',
        hobbies: 'Crafting',
        quirks: 'Talks to self',
      }),
      character({
        name: 'Lou',
        isMainCharacter: false,
        relation: 'Friend',
        gender: 'unselected',
        personality: ['Energetic'],
      }),
    ],
    keyNouns: ['teapot'],
  },
];
