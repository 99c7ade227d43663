/**
 * Option lists, verbatim (docs/product/constants-and-prices.md#option-lists). `CUSTOM_OPTION` is the entry that
 * reveals a free-text box; in multi-selects it is listed first and marked 'Recommended'.
 */
export const CUSTOM_OPTION = 'Custom...';

export const PERSONALITY_OPTIONS = [
  'Funny',
  'Drama Queen',
  'Know-it-all',
  'Overthinker',
  'Sarcastic',
  'Eternal Optimist',
  'Quiet Observer',
  'Adventurous',
  'Competitive',
  'Energetic',
  CUSTOM_OPTION,
] as const;
export const SKILL_OPTIONS = [
  'Sports',
  'Music',
  'Art',
  'Cooking',
  'Reading',
  'Technology',
  'Dancing',
  'Writing',
  'Nature knowledge',
  'Problem-solving',
  CUSTOM_OPTION,
] as const;
export const HOBBY_OPTIONS = [
  'Reading',
  'Collecting random things',
  'Gardening',
  'Playing Sports',
  'Crafting',
  'Gaming',
  'Drawing',
  CUSTOM_OPTION,
] as const;
export const FUNNY_QUIRK_OPTIONS = [
  'Talks to self',
  'Believes inanimate objects have feelings',
  'Narrates their own life out loud sometimes',
  'Has a catchphrase',
  'Always humming',
  'Very superstitious',
  "Can't sit still",
  'Picky eater',
  'Always says sorry for everything',
  'Forgets names',
  CUSTOM_OPTION,
] as const;
export const FEAR_OPTIONS = [
  'Heights',
  'Spiders',
  'Darkness',
  'Water',
  'Failure',
  'Being alone',
  'Storms',
  'Public speaking',
  'Strange places',
  'The unknown',
  CUSTOM_OPTION,
] as const;
export const SEX_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;
export const RELATIONSHIP_OPTIONS = ['Friend', 'Enemy', 'Family', 'Mentor', CUSTOM_OPTION] as const;

/** Variant (legacy /OldStep1) form. */
export const AGE_RANGES = [
  { value: 'child', label: 'Child (0-12)' },
  { value: 'teenager', label: 'Teenager (13-19)' },
  { value: 'young-adult', label: 'Young Adult (20-35)' },
  { value: 'adult', label: 'Adult (36-50)' },
  { value: 'mature', label: 'Mature Adult (51-70)' },
  { value: 'elderly', label: 'Elderly (71+)' },
] as const;
export const VARIANT_RELATIONS = [
  'Friend',
  'Sibling',
  'Parent',
  'Neighbor',
  'Classmate',
  'Pet',
  'Grandparent',
  'Cousin',
  'Mentor',
  'Other',
] as const;
/** The variant supporting character chooses among the ten personality options (without Custom...). */
export const VARIANT_PERSONALITY_OPTIONS = PERSONALITY_OPTIONS.filter((option) => option !== CUSTOM_OPTION);

/** Story details (current /step2 form). */
export const GENRE_OPTIONS = [
  'Fantasy',
  'Science Fiction',
  'Mystery',
  'Romance',
  'Thriller',
  'Horror',
  'Historical Fiction',
  'Dystopian',
  'Adventure',
  'comedy',
  CUSTOM_OPTION,
] as const;
/** Premises offered for any genre without its own sample list. */
export const GENERIC_PREMISE_OPTIONS = [
  "Hero's Journey",
  'Coming of Age',
  'Redemption',
  'Love Story',
  'Quest',
  'Tragedy',
  CUSTOM_OPTION,
] as const;
export const STYLE_OPTIONS = [
  'Descriptive',
  'Minimalist',
  'Lyrical',
  'Conversational',
  'Formal',
  'Stream of Consciousness',
  CUSTOM_OPTION,
] as const;
export const TONE_OPTIONS = [
  'Serious',
  'Humorous',
  'Dark',
  'Light',
  'Sarcastic',
  'Nostalgic',
  'Hopeful',
  'Cynical',
  CUSTOM_OPTION,
] as const;
export const READING_LEVELS = ['Kid', 'Average', 'Sophisticated'] as const;
export const DEFAULT_READING_LEVEL = 'Average';

/** Outline request form (variant /OldStep2). */
export const VARIANT_GENRE_OPTIONS = ['Fantasy', 'Sci-Fi', 'Thriller', 'Romance', 'Historical', 'custom'] as const;
export const VARIANT_STYLE_OPTIONS = [
  'Descriptive',
  'Fast-paced',
  'Character-driven',
  'Plot-driven',
  'custom',
] as const;
export const VARIANT_TONE_OPTIONS = ['Lighthearted', 'Dark', 'Mysterious', 'Romantic', 'custom'] as const;
export const VARIANT_READING_LEVEL_MARKS = [
  { value: 1, label: 'Kid' },
  { value: 2, label: 'Young' },
  { value: 3, label: 'Teen' },
  { value: 4, label: 'Adult' },
  { value: 5, label: 'Sophisticated' },
] as const;
