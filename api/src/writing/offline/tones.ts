/** The tones the offline writer knows: mood words, the narrator's asides and how the ending feels. Words in
 * '[simple|rich]' brackets are chosen by reading level. */
export type EndingMood = 'bright' | 'bittersweet' | 'eerie' | 'wry';

export interface ToneProfile {
  /** Adjectives for the story's atmosphere. */
  mood: readonly string[];
  /** A sentence the narrator may add, in the tone's own voice. */
  asides: readonly string[];
  ending: EndingMood;
}

export const TONES: Record<string, ToneProfile> = {
  serious: {
    mood: ['[serious|grave]', '[worrying|ominous]', '[quiet|sober]'],
    asides: ['Every choice has a price.', 'Nothing about this will be easy.'],
    ending: 'bittersweet',
  },
  humorous: {
    mood: ['[funny|comic]', '[silly|gloriously absurd]', '[chaotic|delightfully chaotic]'],
    asides: [
      'Naturally, almost nothing goes to plan.',
      'Somebody, at some point, ends up covered in flour.',
      'It is, quite honestly, a bit of a mess.',
    ],
    ending: 'wry',
  },
  dark: {
    mood: ['[dark|shadowed]', '[scary|menacing]', '[cold|bleak]'],
    asides: ['Some doors, once opened, never quite close again.', 'The shadows are listening.'],
    ending: 'eerie',
  },
  light: {
    mood: ['[happy|cheerful]', '[bright|sunlit]', '[gentle|easy-going]'],
    asides: ['There is always time for a snack and a laugh.', 'Even the bad days have good bits.'],
    ending: 'bright',
  },
  sarcastic: {
    mood: ['[silly|ridiculous]', '[messy|spectacularly messy]', '[wild|improbable]'],
    asides: ['Because obviously that was going to work.', 'What could possibly go wrong? Everything, as it turns out.'],
    ending: 'wry',
  },
  nostalgic: {
    mood: ['[warm|golden]', '[old|time-worn]', '[gentle|wistful]'],
    asides: ['Years later, they will still talk about that summer.', 'Some places stay with you forever.'],
    ending: 'bittersweet',
  },
  hopeful: {
    mood: ['[bright|luminous]', '[hopeful|promising]', '[warm|golden]'],
    asides: ['Even a small light can be seen from far away.', 'Hope turns out to be stubborn.'],
    ending: 'bright',
  },
  cynical: {
    mood: ['[strange|suspicious]', '[grey|jaded]', '[tricky|treacherous]'],
    asides: ['Nobody, of course, is telling the whole truth.', 'Promises are cheap in a place like this.'],
    ending: 'wry',
  },
  neutral: {
    mood: ['[strange|curious]', '[small|subtle]', '[new|unfamiliar]'],
    asides: ['Nothing will be quite the same afterwards.'],
    ending: 'bright',
  },
};
/** Variant (/OldStep2) tones map onto the same profiles. */
export const TONE_ALIASES: Record<string, string> = { lighthearted: 'light', mysterious: 'dark', romantic: 'hopeful' };
