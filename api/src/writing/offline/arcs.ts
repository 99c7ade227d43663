import { GENERIC_PREMISE_OPTIONS } from '@storyloom/contracts';
import type { PremiseElements } from './premise-elements.js';
import type { EndingMood } from './voice.js';

/**
 * The shape a premise gives the story. The generic premises (Hero's Journey, Coming of Age, ...) each have their
 * own arc; a genre's sample premise or the visitor's own premise is quoted as the idea the story starts from.
 * Placeholders: {main} {goal} {foe} {partner} {fear} {subject} {object} {is} {premiseLine}.
 */
export interface Arc {
  kind: 'journey' | 'growing-up' | 'redemption' | 'love' | 'quest' | 'tragedy' | 'premise';
  /** How the story starts moving. */
  inciting: string;
  /** What the ending gives the main character. */
  lesson: string;
  themes: readonly string[];
  /** Overrides the tone's ending when the premise demands it (a tragedy never ends merely bright). */
  ending?: EndingMood;
}

const ARCS: Record<string, Arc> = {
  "hero's journey": {
    kind: 'journey',
    inciting: '{main} is pulled out of an ordinary life when {goal} is threatened, and nobody else seems willing to go',
    lesson: '{main} comes home changed, bringing back what the journey taught',
    themes: ['Courage grows by being used', 'Home looks different when you return to it'],
  },
  'coming of age': {
    kind: 'growing-up',
    inciting:
      '{main} is on the edge of growing up when {goal} suddenly depends on choices no grown-up can make for {object}',
    lesson: '{main} discovers who {subject} really {is}, and that growing up does not mean leaving friends behind',
    themes: ['Growing up means choosing who to be', 'Friendships change, and the good ones survive'],
  },
  redemption: {
    kind: 'redemption',
    inciting: '{main} carries the weight of an old mistake, and {goal} is the chance to put it right',
    lesson: '{main} earns a second chance and learns to forgive {object}self',
    themes: ['Second chances are earned', 'Forgiveness starts at home'],
  },
  'love story': {
    kind: 'love',
    inciting: '{main} never planned to fall for anyone, least of all {partner}, until {goal} throws them together',
    lesson: '{main} learns that being loved means being truly seen',
    themes: ['Love means being truly seen', 'The bravest words are often the simplest'],
  },
  quest: {
    kind: 'quest',
    inciting: '{main} sets out to find {goal}, armed with little more than stubbornness and a few good friends',
    lesson: '{main} finds that the journey mattered more than the prize',
    themes: ['The journey matters more than the prize', 'Good companions make any road shorter'],
  },
  tragedy: {
    kind: 'tragedy',
    inciting: '{main} reaches for {goal}, not knowing how much it will cost',
    lesson: '{main} wins what matters most, but not without a loss that will be remembered',
    themes: ['Every victory has a price', 'What we love is worth what it costs'],
    ending: 'bittersweet',
  },
};

/** What a young reader's story gives instead of a loss or a romance: a reassuring, shared ending. */
const GENTLE_ARCS: Partial<Record<Arc['kind'], Partial<Arc>>> = {
  tragedy: {
    lesson: '{main} learns that even when things do not go to plan, friends make everything better',
    themes: ['Friends make hard days easier', 'Trying again is a kind of bravery'],
    ending: 'bright',
  },
  love: {
    inciting: '{main} never expected to find a best friend in {partner}, until {goal} brings them together',
    lesson: '{main} learns that a good friend is someone who sees you just as you are',
    themes: ['A good friend sees you as you are', 'Kindness is a kind of magic'],
  },
  redemption: { inciting: '{main} made a little mistake once, and {goal} is the chance to make it right' },
};

/**
 * The arc for a premise; an unlisted premise (a genre's sample or the visitor's own) becomes the story's first
 * event, and its central thing what the ending turns on.
 */
export function arcFor(premise: string, elements: PremiseElements, gentle: boolean): Arc {
  const listed = ARCS[premise.trim().toLowerCase()];
  const arc: Arc =
    listed && (GENERIC_PREMISE_OPTIONS as readonly string[]).includes(premise.trim())
      ? listed
      : {
          kind: 'premise',
          inciting: '{premiseLine}',
          lesson: elements.theObject
            ? '{main} finds that {goal} mattered, but the people who shared the adventure mattered most of all'
            : '{main} finds out that the worry about {fear} is smaller than the courage it takes to face it',
          themes: ['Facing {fear} takes more than one kind of courage', 'Nobody saves the day alone'],
        };
  // A young reader's ending in a short sentence of its own.
  const gentlePremise: Partial<Arc> = {
    lesson: elements.theObject
      ? '{main} learns that friends matter most of all'
      : '{main} learns that {fear} is not so scary after all',
  };
  return gentle ? { ...arc, ...(arc.kind === 'premise' ? gentlePremise : GENTLE_ARCS[arc.kind]) } : arc;
}
