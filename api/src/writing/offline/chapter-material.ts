/**
 * The sentences a chapter's scenes are built from. Placeholders: {main} {other} {place} {goal} {mood} {subject}
 * {Subject} (the main character's pronoun), {possessive}; '[simple|rich]' choices are resolved by reading level.
 * Every pool is drawn without repeats (Voice.draw), so a long chapter does not say the same thing twice.
 */

/** How a scene opens: the time, the place and its mood. */
export const SCENE_OPENINGS = [
  '[Morning|Dawn] comes quietly to {place}.',
  'The light over {place} is soft today, and the mood is {mood}.',
  'It is {aMood} afternoon at {place}.',
  'By the time they reach {place}, everything feels {mood}.',
  'Evening settles over {place} like a warm blanket.',
  'Today, {place} feels {mood}.',
];

/** Sentences about the thing a scene turns on ({thing}: 'the carved key', 'the dinosaur egg'). */
export const ABOUT_THING = [
  'Up close, there is even more to {thing} than {main} expected.',
  'Nobody is quite sure what to make of {thing} at first.',
  '{main} cannot stop looking at {thing}.',
  'They talk about {thing} for a long time.',
  'Everyone leans in for a closer look at {thing}.',
  '{main} makes a promise to take good care of {thing}.',
];

/** What the senses notice anywhere; gentle enough for any reader. */
export const SENSES = [
  'Far away, someone is laughing.',
  'Everything is very still for a moment.',
  'The air smells of [rain|rain-soaked earth].',
  'Light [falls|spills] across the floor in bright patches.',
  'Somewhere, a clock is ticking.',
  'The wind [carries|brings] the smell of something baking.',
];

/** What the senses notice in each genre's world (by the kit's label); added to the common ones. */
export const GENRE_SENSES: Record<string, readonly string[]> = {
  fantasy: [
    'The leaves whisper to each other overhead.',
    'A faint silver glow hangs in the air.',
    'Somewhere, a harp is playing a tune nobody taught it.',
  ],
  'science fiction': [
    'Somewhere, a machine hums softly.',
    'Lights blink on a panel nearby, green, then blue.',
    'The floor gives a tiny, electric shiver.',
  ],
  mystery: [
    'Rain taps against the window.',
    'A door closes quietly somewhere upstairs.',
    'The smell of old books hangs in the air.',
  ],
  romance: [
    'The smell of fresh coffee drifts past.',
    'Somebody nearby is humming a love song, badly.',
    'The streetlights come on one by one.',
  ],
  thriller: [
    'A car door slams somewhere down the street.',
    'A phone buzzes once, then stops.',
    'Footsteps hurry past and fade away.',
  ],
  horror: [
    'A floorboard creaks, all on its own.',
    'The candle flame leans to one side.',
    'Something taps, very softly, on the glass.',
  ],
  historical: [
    'Bells ring out across the rooftops.',
    'A horse and cart rattle past.',
    'The smell of wood smoke drifts through the streets.',
  ],
  dystopian: [
    'A siren wails far away, then falls silent.',
    'The loudspeakers crackle, but say nothing.',
    'Grey light seeps through the high windows.',
  ],
  adventure: [
    'A parrot squawks somewhere overhead.',
    'The wind tugs at their sleeves.',
    'Water rushes somewhere out of sight.',
  ],
  comedy: [
    'Somebody, somewhere, drops a whole tray of cups.',
    'A dog barks at absolutely nothing.',
    'A very loud sneeze echoes round the corner.',
  ],
  story: ['A bird is singing somewhere nearby.', 'A breeze [moves|stirs] the leaves outside.'],
};

/**
 * Lines of dialogue as 'words|mark' ('Stay close, {other}|.'): the mark picks the speech verbs that fit it and
 * becomes a comma before 'says'. Lines and verbs are drawn from separate decks, so a long chapter rarely repeats
 * a whole sentence.
 */
export interface Speech {
  lines: readonly string[];
  verbs: Readonly<Record<'.' | '!' | '?', readonly string[]>>;
}

/** What the main character says to {other}, by the name they call them. */
export const TO_OTHER: Speech = {
  lines: [
    '{other}, look at this|!',
    'Stay close, {other}|.',
    'What do you think, {other}|?',
    'I have an idea, {other}|.',
    'We can do this, {other}|.',
    'Did you hear that, {other}|?',
    'Wait for me, {other}|!',
    'I am so glad you are here, {other}|.',
    'Listen, {other}|.',
    'This way, {other}|.',
    '{other}, over here|!',
    'Are you ready, {other}|?',
    'Can you believe it, {other}|?',
    'Just one more step, {other}|.',
  ],
  verbs: {
    '.': ['says {main}', 'whispers {main}', 'says {main} softly', 'says {main}, grinning', 'says {main}, and means it'],
    '!': ['calls {main}', 'says {main}, eyes shining', 'shouts {main}, laughing'],
    '?': ['asks {main}', 'whispers {main}', 'asks {main}, grinning'],
  },
};

/** What {other} says about the thing the scene turns on. */
export const ABOUT_THING_SPEECH: Speech = {
  lines: [
    'I never thought I would see {thing} with my own eyes|.',
    'What do you think will happen to {thing}|?',
    'We have to tell someone about {thing}|.',
    'Be careful with {thing}|!',
    'Nobody will believe us about {thing}|.',
    'Do you think anyone else knows about {thing}|?',
    'Look at {thing}|!',
    'We should keep an eye on {thing}|.',
    'I keep thinking about {thing}|.',
  ],
  verbs: {
    '.': ['says {other}', 'says {other} quietly', 'says {other}, thoughtfully', 'whispers {other}'],
    '!': ['says {other}, laughing', 'cries {other}', 'says {other}, pointing'],
    '?': ['asks {other}', 'whispers {other}', 'asks {other}, frowning a little'],
  },
};

/** What {other} answers. */
export const REPLY: Speech = {
  lines: [
    'Always|.',
    'One step at a time|.',
    'I was just thinking the same thing|.',
    "Then let's go|.",
    'You have never let me down yet|.',
    'Look, over there|!',
    'Whatever happens, we stick together|.',
    'Right behind you|.',
    'Together, then|.',
    'Of course|!',
    'I would not miss this for anything|.',
  ],
  verbs: {
    '.': [
      'says {other}',
      'says {other}, with a smile',
      'answers {other}',
      'says {other}, nodding',
      'says {other} warmly',
    ],
    '!': ['says {other}, laughing', 'cries {other}', 'says {other}, pointing'],
    '?': ['asks {other}', 'asks {other}, smiling', 'wonders {other} aloud'],
  },
};

/** Sentences made of parts drawn independently: an opener, a subject and verb, what it is about, an ending. */
export type Parts = ReadonlyArray<readonly string[]>;

/** What the main character thinks on the way. */
export const THOUGHT: Parts = [
  ['', 'For a moment, ', 'Just then, ', 'Quietly, ', 'Not for the first time, ', 'All at once, ', 'Later, '],
  ['{main} thinks about ', '{main} wonders about ', '{main} thinks of ', '{main} keeps thinking about '],
  [
    '{goal}',
    'home',
    'the way the day began',
    'everything {other} has said today',
    '{place}',
    'how far they have come',
    'what tomorrow might bring',
    'the people who love {object}',
  ],
  [
    '.',
    ', and smiles.',
    ', just for a moment.',
    ', and feels a little braver.',
    ', and takes a deep breath.',
    ', and [hums|hums a little tune].',
  ],
];

/** Whole sentences that vary the rhythm between the built ones. */
export const MOMENTS = [
  '{Subject} [feels|can feel] {possessive} heart beating a little faster.',
  '{main} takes a deep breath and [looks|gazes] around.',
  '{main} smiles. This is the kind of day {subject} will remember.',
  '{main} tries to remember every detail, to tell it properly later.',
  "A small, [happy|quiet] thought settles in {main}'s mind and stays there.",
  'Nobody says anything for a while, and that is all right.',
  'Someone starts humming, and soon everyone joins in.',
  'Time passes more quickly than anyone expects.',
];

/** How a chapter closes for a young reader: safe, warm, ready for tomorrow. */
export const GENTLE_CLOSINGS = [
  'That night, {main} falls asleep smiling, because tomorrow is another day.',
  'Everyone is safe and warm, and {main} feels very proud.',
  'It has been a good day, and there are more good days to come.',
];

/** How a chapter closes for an older reader: a pause that leans towards the next chapter. */
export const CLOSINGS = [
  'But the day is not over yet.',
  '{main} knows that tomorrow will ask even more of {object}.',
  'Whatever comes next, they will face it together.',
  'The night is quiet, but nobody sleeps very much.',
];
