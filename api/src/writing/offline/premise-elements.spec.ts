import { describe, expect, it } from '@jest/globals';
import { premiseElements } from './premise-elements.js';

describe('premiseElements', () => {
  it.each([
    [
      "A dinosaur egg hatches in Grandma's garden",
      { place: "Grandma's garden", object: 'a dinosaur egg', theObject: 'the dinosaur egg' },
    ],
    [
      'A priceless painting vanishes from a locked museum during a storm',
      { place: 'a locked museum', object: 'a priceless painting' },
    ],
    ['Guests at a mountain lodge are snowed in with a thief among them', { place: 'a mountain lodge' }],
    [
      'A runaway pancake rolls through the village bakery',
      { place: 'the village bakery', object: 'a runaway pancake' },
    ],
    [
      'Anonymous letters start predicting small accidents in a quiet town',
      { place: 'a quiet town', object: 'anonymous letters', theObject: 'the anonymous letters' },
    ],
    ['A family heirloom hides a coded message nobody can read', { place: undefined, object: 'a family heirloom' }],
    // A possessed thing is already definite; a name is a person, not the thing the story turns on.
    [
      "Walter's famous lemon cake vanishes from the kitchen",
      { place: 'the kitchen', object: "Walter's famous lemon cake", theObject: "Walter's famous lemon cake" },
    ],
    [
      'Seven-year-old Mia flies a cardboard rocket to the Moon',
      { object: 'a cardboard rocket', theObject: 'the cardboard rocket' },
    ],
  ])('finds the place and the central thing of "%s"', (premise, expected) => {
    expect(premiseElements(premise)).toMatchObject(expected);
  });

  it("reads a premise that starts with one person's role as the main character's role and action", () => {
    expect(premiseElements('An apprentice mapmaker finds a map that redraws itself every night')).toMatchObject({
      role: 'an apprentice mapmaker',
      action: 'finds a map that redraws itself every night',
      object: 'a map',
      isClause: true,
    });
    // A group is never 'Ada, a family, ...'.
    expect(premiseElements('A family moves into a house where the walls whisper at night').role).toBeUndefined();
  });

  it('tells a clause from a bare idea, and finds nothing in a generic premise', () => {
    expect(premiseElements('A young codebreaker cracks a secret message in London').isClause).toBe(true);
    expect(premiseElements('The magic of friendship').isClause).toBe(false);
    expect(premiseElements("Hero's Journey")).toEqual({ isClause: false });
  });
});
