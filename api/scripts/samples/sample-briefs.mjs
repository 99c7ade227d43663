/**
 * What a visitor would type into the wizard for each sample book (steps 1 to 3), plus the drawn stand-ins for
 * their photos on step 4. Varied and gift-like: a grandmother's seaside adventure, a child's space story and a
 * couple's anniversary mystery. The engine writes everything else; nothing here is book text.
 *
 * `photo.icons` are Fluent Emoji (flat) names from @iconify-json/fluent-emoji-flat, the set the offline cover
 * designer already uses for its motifs: we have no customer's photos to publish, so each sample's "photo" is a
 * drawn portrait of its heroes on a coloured ground (portrait-photo.mjs).
 */
export const SAMPLE_BRIEFS = [
  {
    slug: 'grandma-rosa-and-the-lighthouse-letters',
    forWhom: 'For Grandma Rosa, from her grandchildren Leo and Mia',
    characters: [
      {
        name: 'Rosa',
        isMainCharacter: true,
        gender: 'female',
        age: '72',
        personality: ['Curious', 'Kind', 'Brave'],
        hobbies: 'Sea swimming, Baking, Writing letters',
        skills: 'Reading the tides',
        quirks: 'Hums old songs when she thinks',
        fears: 'Thunderstorms',
      },
      {
        name: 'Leo',
        isMainCharacter: false,
        relation: 'Grandson',
        gender: 'male',
        age: '9',
        personality: ['Adventurous', 'Funny'],
        hobbies: 'Collecting shells, Drawing maps',
      },
    ],
    story: {
      bookTitle: 'Grandma Rosa and the Lighthouse Letters',
      genre: 'Adventure',
      premise:
        'One summer at her seaside cottage, Grandma Rosa finds a bundle of old letters in the attic and, with her grandson Leo, follows their clues along the coast to a lighthouse that has kept a family secret for fifty years.',
      style: 'Descriptive, Conversational',
      tone: 'Nostalgic, Hopeful',
      readingLevel: 'Average',
      gift: { occasion: 'Birthday', from: 'Leo and Mia', to: 'Grandma Rosa', callNames: { Rosa: 'Grandma' } },
    },
    bookSize: 'small',
    photo: { icons: ['old-woman-light', 'boy-light'], ground: ['#9fd3e6', '#2f6f8f'] },
  },
  {
    slug: 'captain-mia-and-the-moon-garden',
    forWhom: 'For Mia on her seventh birthday, from Mum and Dad',
    characters: [
      {
        name: 'Mia',
        isMainCharacter: true,
        gender: 'female',
        age: '7',
        personality: ['Curious', 'Determined', 'Cheerful'],
        hobbies: 'Building things, Stargazing',
        skills: 'Fixing anything with tape',
        quirks: 'Names every star she sees',
        fears: 'Being left out',
      },
      {
        name: 'Biscuit',
        isMainCharacter: false,
        relation: 'Pet',
        gender: 'male',
        age: '3',
        personality: ['Loyal', 'Playful'],
        extraInfo: 'A small scruffy dog who is afraid of nothing except the vacuum cleaner.',
      },
    ],
    story: {
      bookTitle: 'Captain Mia and the Moon Garden',
      genre: 'Science Fiction',
      premise:
        'A cardboard rocket carries Mia and her dog Biscuit to the Moon, where they help a lonely robot grow the very first garden in space.',
      style: 'Conversational',
      tone: 'Humorous, Hopeful',
      readingLevel: 'Kid',
      gift: { occasion: 'Birthday', from: 'Mum and Dad', to: 'Mia' },
    },
    bookSize: 'small',
    photo: { icons: ['woman-astronaut-medium', 'dog'], ground: ['#1d2b64', '#6b5bd6'] },
  },
  {
    slug: 'the-case-of-the-missing-anniversary-cake',
    forWhom: 'For Margaret and Walter on their 40th anniversary, from their children',
    characters: [
      {
        name: 'Margaret',
        isMainCharacter: true,
        gender: 'female',
        age: '68',
        personality: ['Witty', 'Observant', 'Warm'],
        hobbies: 'Crosswords, Gardening',
        skills: 'Noticing what everyone else misses',
        quirks: 'Keeps a notebook in every handbag',
      },
      {
        name: 'Walter',
        isMainCharacter: false,
        relation: 'Husband',
        gender: 'male',
        age: '70',
        personality: ['Gentle', 'Absent-minded'],
        hobbies: 'Baking, Birdwatching',
        quirks: 'Whistles when he is hiding something',
      },
    ],
    story: {
      bookTitle: 'The Case of the Missing Anniversary Cake',
      genre: 'Mystery',
      premise:
        "A famous lemon cake vanishes from the kitchen on the morning of Margaret and Walter's fortieth wedding anniversary, and Margaret follows a trail of crumbs, clues and old memories around their village to solve the case before the party.",
      style: 'Conversational, Descriptive',
      tone: 'Humorous, Nostalgic',
      readingLevel: 'Average',
      gift: { occasion: 'Anniversary', from: 'Their children', to: 'Margaret and Walter' },
    },
    bookSize: 'small',
    photo: { icons: ['old-woman-medium-light', 'old-man-medium-light'], ground: ['#f6d6a8', '#b5654a'] },
  },
];
