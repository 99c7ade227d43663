import { CUSTOM_OPTION, GENERIC_PREMISE_OPTIONS } from '../options.js';

/**
 * Sample premises (docs/product/constants-and-prices.md#option-lists): five for each of seven genres, then
 * 'Custom...'. Every one names a situation with a built-in question, so the writer has an inciting incident to build
 * on.
 */
export const GENRE_PREMISE_OPTIONS = {
  Fantasy: [
    'A forgotten heir must reclaim a stolen crown before the winter solstice',
    'An apprentice mapmaker finds a map that redraws itself every night',
    'A village wakes to find that all of its magic vanished overnight',
    'A young dragon keeper hides a hatchling the whole kingdom has sworn to destroy',
    'Two rival wizards must share one spellbook to break an ancient curse',
    CUSTOM_OPTION,
  ],
  'Science Fiction': [
    'A colony ship wakes its crew a hundred years too early',
    'A teenager starts receiving messages from their future self',
    'The first friendship between humans and aliens begins with a wrong number',
    "A city's helpful AI begins keeping secrets from the people it serves",
    'An engineer stranded on Mars must grow a way back home',
    CUSTOM_OPTION,
  ],
  Mystery: [
    'A priceless painting vanishes from a locked museum during a storm',
    'Anonymous letters start predicting small accidents in a quiet town',
    'A famous detective retires, and then a case follows them home',
    'A family heirloom hides a coded message nobody can read',
    'Guests at a mountain lodge are snowed in with a thief among them',
    CUSTOM_OPTION,
  ],
  Romance: [
    'Two rival bakers enter the same town competition',
    'Childhood pen pals meet in person for the first time twenty years later',
    'A wedding planner falls for the best man at a wedding she has to save',
    'Two strangers keep meeting on the same late train every night',
    'A pretend engagement for a family reunion starts to feel real',
    CUSTOM_OPTION,
  ],
  Thriller: [
    'A courier realises the package they carry is being hunted',
    "A hacker uncovers a plot hidden inside a children's video game",
    'A witness must stay one step ahead of the people erasing the evidence',
    'A quiet island is cut off from the mainland as its residents begin to disappear',
    'A bodyguard discovers the person they protect is not who they claim to be',
    CUSTOM_OPTION,
  ],
  Horror: [
    'A family moves into a house where the walls whisper at night',
    "A summer camp's oldest legend turns out to be true",
    "The reflections in a small town's mirrors start moving on their own",
    'A night-shift worker finds a basement door that was never there before',
    'An old doll comes back every time someone throws it away',
    CUSTOM_OPTION,
  ],
  'Historical Fiction': [
    'A young codebreaker works in secret during the Second World War',
    'A stowaway sails with the first expedition to an unknown coast',
    'A servant in a Tudor palace overhears a plot against the queen',
    'Two friends are divided by the building of the Berlin Wall',
    'An apprentice printer spreads forbidden news during a revolution',
    CUSTOM_OPTION,
  ],
} as const satisfies Record<string, readonly string[]>;

export type GenreWithPremises = keyof typeof GENRE_PREMISE_OPTIONS;

export function hasOwnPremises(genre: string): genre is GenreWithPremises {
  return Object.hasOwn(GENRE_PREMISE_OPTIONS, genre);
}

/** The premise choices offered for a genre: its own five samples, or the generic list for any other genre. */
export function premiseOptionsFor(genre: string): readonly string[] {
  return hasOwnPremises(genre) ? GENRE_PREMISE_OPTIONS[genre] : GENERIC_PREMISE_OPTIONS;
}
