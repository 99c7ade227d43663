/**
 * The Kid reading level's story material: gentle conflict, no peril that frightens, no cruelty, a reassuring
 * resolution. A young reader's book has a puzzle or a muddle to sort out, never a villain who strikes.
 * Placeholders as in genre-kits.ts.
 */

/** Kit entries a young reader must not meet (used to filter places and discoveries of any genre). */
export const FRIGHTENING =
  /\b(dark|darkest|shadow|curse|haunt|ghost|dead|death|die|blood|scream|terror|horror|kill|weapon|trap|abandoned|cellar|crypt|grave|churchyard|chapel|well|breath|spy|enemy|erase|disappear|vanish|storm|avalanche|flood|snaps|cracks|mirror|salt|shaking|1923|war|treason|arrest|burn|fire|strikes?|alone|lost for good|closing in)\b/i;

export const GENTLE_FOES = [
  { name: 'a grumpy old goose', aim: 'who honks at anyone who comes too close' },
  { name: 'a big grey rain cloud', aim: 'which follows them wherever they go' },
  { name: 'a tangle of little problems', aim: 'which keeps getting knottier' },
  { name: 'a very bossy squirrel', aim: 'who thinks everything belongs to him' },
] as const;

export const GENTLE_OBSTACLES = [
  'the path turns muddy and slippery',
  'a gate will not open however hard they push',
  'it starts to rain, just a little',
  'everyone is far too hungry to think',
  'the map gets turned upside down',
  'a wobbly bridge has to be crossed one careful step at a time',
  'a puzzle needs solving before anyone can go on',
];

export const GENTLE_TWISTS = [
  '{foe} was never really a problem at all, only lonely and looking for a friend',
  'the answer was right under their noses all along',
  'the help they needed was at home the whole time',
];

export const GENTLE_PLACES = [
  'the Sunny Meadow',
  'the Bend in the River',
  'the Top of the Hill',
  'the Little Bridge',
  'the Picnic Spot',
  'the Old Oak Tree',
];

/** How a Kid-level story handles a fear: kindly, with a friend close by, never to scare. */
export const GENTLE_FEAR_LINES = [
  'It is all right to feel a bit worried about {fear}, and {helper} says so.',
  "{helper} holds {main}'s hand, and {fear} turns out to be much less scary than it seemed.",
  'Together they take one small, brave step, and then another.',
];
