/**
 * The dramatic shape of an outline of any length: set-up, allies, departure, rising trials, a turning point at
 * the middle, a setback, the main character's fear, the darkest hour at about three quarters, then rally,
 * climax, resolution and ending. The flexible middle (allies, trials, discoveries) grows with the chapter count.
 */
export type BeatKind =
  | 'opening'
  | 'inciting'
  | 'ally'
  | 'departure'
  | 'trial'
  | 'discovery'
  | 'midpoint'
  | 'setback'
  | 'fear'
  | 'darkest'
  | 'rally'
  | 'climax'
  | 'resolution'
  | 'ending';

/** How a beat is tagged, so the visitor sees each chapter's place in the arc. */
export const BEAT_TAG: Record<BeatKind, string> = {
  opening: 'setup',
  inciting: 'inciting incident',
  ally: 'new ally',
  departure: 'setting out',
  trial: 'rising action',
  discovery: 'discovery',
  midpoint: 'turning point',
  setback: 'setback',
  fear: 'facing fears',
  darkest: 'darkest hour',
  rally: 'rally',
  climax: 'climax',
  resolution: 'resolution',
  ending: 'ending',
};

/** The smallest outline that still has every fixed beat. */
export const MIN_CHAPTERS = 14;

/** Exactly `count` beats (count >= MIN_CHAPTERS). `allyCount` supporting characters each get an introduction when room allows. */
export function beatSequence(count: number, allyCount: number): BeatKind[] {
  if (!Number.isInteger(count) || count < MIN_CHAPTERS)
    throw new Error(`an outline needs at least ${MIN_CHAPTERS} chapters (got ${count})`);
  const beats = new Array<BeatKind | undefined>(count).fill(undefined);
  const midpoint = Math.round(count * 0.5) - 1;
  const darkest = Math.min(Math.round(count * 0.78) - 1, count - 5);
  // Introductions must all come before the departure, which comes before the midpoint.
  const introductions = Math.max(0, Math.min(allyCount, midpoint - 3));
  beats[0] = 'opening';
  beats[1] = 'inciting';
  for (let index = 0; index < introductions; index++) beats[2 + index] = 'ally';
  beats[2 + introductions] = 'departure';
  beats[midpoint] = 'midpoint';
  beats[midpoint + 1] = 'setback';
  beats[Math.max(midpoint + 2, Math.round((midpoint + darkest) / 2))] = 'fear';
  beats[darkest] = 'darkest';
  beats[count - 4] = 'rally';
  beats[count - 3] = 'climax';
  beats[count - 2] = 'resolution';
  beats[count - 1] = 'ending';
  // Every third open chapter is a discovery, the others trials: the middle alternates action and revelation.
  let open = 0;
  return beats.map((beat) => beat ?? (++open % 3 === 0 ? 'discovery' : 'trial'));
}
