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
  'They talk about {thing} for a long time, each of them noticing something new.',
  'Everyone leans in for a closer look at {thing}.',
  '{main} makes a promise to take good care of {thing}.',
];

/** Things the friend says about the thing the scene turns on. */
export const LINES_ABOUT_THING = [
  '"I never thought I would see {thing} with my own eyes," says {other}.',
  '"What do you think will happen to {thing}?" asks {other}.',
  '"We have to tell someone about {thing}," says {other}. "Or maybe not yet."',
  '"Be careful with {thing}," says {other}, but {other} is smiling.',
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
  fantasy: ['The leaves whisper to each other overhead.', 'A faint silver glow hangs in the air.', 'Somewhere, a harp is playing a tune nobody taught it.'],
  'science fiction': ['Somewhere, a machine hums softly.', 'Lights blink on a panel nearby, green, then blue.', 'The floor gives a tiny, electric shiver.'],
  mystery: ['Rain taps against the window.', 'A door closes quietly somewhere upstairs.', 'The smell of old books hangs in the air.'],
  romance: ['The smell of fresh coffee drifts past.', 'Somebody nearby is humming a love song, badly.', 'The streetlights come on one by one.'],
  thriller: ['A car door slams somewhere down the street.', 'A phone buzzes once, then stops.', 'Footsteps hurry past and fade away.'],
  horror: ['A floorboard creaks, all on its own.', 'The candle flame leans to one side.', 'Something taps, very softly, on the glass.'],
  historical: ['Bells ring out across the rooftops.', 'A horse and cart rattle past.', 'The smell of wood smoke drifts through the streets.'],
  dystopian: ['A siren wails far away, then falls silent.', 'The loudspeakers crackle, but say nothing.', 'Grey light seeps through the high windows.'],
  adventure: ['A parrot squawks somewhere overhead.', 'The wind tugs at their sleeves.', 'Water rushes somewhere out of sight.'],
  comedy: ['Somebody, somewhere, drops a whole tray of cups.', 'A dog barks at absolutely nothing.', 'A very loud sneeze echoes round the corner.'],
  story: ['A bird is singing somewhere nearby.', 'A breeze [moves|stirs] the leaves outside.'],
};

/** Things people say in the middle of an adventure, addressed to {other} (by the name {main} calls them). */
export const LINES_TO_OTHER = [
  '"{other}, look at this!" says {main}.',
  '"Stay close, {other}," says {main}.',
  '"What do you think, {other}?" asks {main}.',
  '"I have an idea, {other}," says {main}.',
  '"We can do this, {other}," says {main}, and {subject} [means|truly means] it.',
  '"Did you hear that, {other}?" whispers {main}.',
  '"Wait for me, {other}!" calls {main}.',
  '"I am so glad you are here, {other}," says {main}.',
];

/** What the friend answers. */
export const REPLIES = [
  '"Always," says {other}, with a smile.',
  '"One step at a time," says {other}.',
  '"I was just thinking the same thing," says {other}.',
  '"Then let\'s go," says {other}.',
  '"You have never let me down yet," says {other}.',
  '"Look, over there!" says {other}, pointing.',
  '"Whatever happens, we stick together," says {other}.',
  '"I think I know what to do," says {other}.',
];

/** What the main character thinks on the way. */
export const THOUGHTS = [
  '{main} thinks about {goal} and what it means to {object}.',
  '{Subject} [feels|can feel] {possessive} heart beating a little faster.',
  '{main} takes a deep breath and [looks|gazes] around.',
  'For a moment, {main} wonders what will happen next.',
  '{main} smiles. This is the kind of day {subject} will remember.',
  '{main} tries to remember every detail, to tell it properly later.',
  'A small, [happy|quiet] thought settles in {main}\'s mind and stays there.',
  '{main} feels braver than {subject} did this morning.',
]; 

/** Small moments between the big ones, so a chapter breathes. */
export const INTERLUDES = [
  'They stop to rest, and somebody shares a snack.',
  'Nobody says anything for a while, and that is all right.',
  'They walk on together, talking about everything and nothing.',
  'There is time, just for a moment, to laugh about how the day began.',
  'Someone starts humming, and soon everyone joins in.',
  'They make a plan, then a better plan, then a third plan that is mostly snacks.',
  'The path bends, and then bends again.',
  'A little further on, they find a good place to sit and think.',
  'Time passes more quickly than anyone expects.',
  'They count their steps, lose count, and start again, laughing.',
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
