/**
 * The English words for 0 to 20, each at its own index (`NUMBER_WORDS[6]` is 'six'): how a story spells a small
 * number such as an age. The writer's checks, the demo writer and the proof's changes read and write ages with it.
 */
export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
