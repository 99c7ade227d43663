import { isAdjectiveTrait, isNounTrait, type CastMember } from './cast.js';
import { asActivity } from './phrasing.js';
import type { StoryPlan } from './story-plan.js';

/**
 * The material of an outline's middle chapters: what each character's traits do in a tight spot, and the
 * sentences that vary how trials and discoveries end. Pools are drawn without repeats (Voice.draw), so a long
 * outline does not say the same thing twice in a row. Placeholders: {main} {goal} {foe} (fillPlaceholders).
 */

/** What a skill does in a tight spot. */
export const SKILL_PAYOFFS = [
  'turns the situation around',
  'gets them through',
  'saves the plan at the last second',
  'buys them precious time',
  'finds the only way out',
  'wins over an unlikely helper',
];
/** How a trial ends, from relief to rising danger. */
export const TRIAL_ENDINGS = [
  'They press on, a little wiser.',
  'But {foe} is one step closer.',
  'Nobody notices the shadow that follows them out.',
  'It costs them a day they did not have.',
  'For the first time, {main} starts to believe they can win.',
  'Somewhere behind them, {foe} changes plans.',
  'They leave with more questions than answers.',
];
/** How a trial ends for a young reader: relief and a little pride, never a threat. */
export const GENTLE_TRIAL_ENDINGS = [
  'They press on, a little wiser and a lot muddier.',
  'Everyone cheers, even the ducks.',
  'For the first time, {main} starts to believe they can do it.',
  'They stop for a snack and a good laugh about it.',
  'It was hard, but they did it together.',
];
/** What a discovery changes. */
export const DISCOVERY_MEANINGS = [
  'It points toward the truth about {goal}.',
  'It raises new questions about {foe}.',
  'It proves that someone has been here before them.',
  'It changes what {main} thought the journey was about.',
  'It is exactly what {foe} has been searching for.',
  'It is a warning, and they almost miss it.',
];

/** Why an ally is worth having, from the first thing the visitor told about them. */
export function allyStrength(ally: CastMember, main: CastMember): string {
  const trait = ally.personality[0];
  if (ally.skills.length > 0)
    return `It is ${ally.name}'s talent for ${asActivity(ally.skills[0]!)} that convinces ${main.name} they can do this together.`;
  if (trait && isNounTrait(trait)) return `${ally.name}, ever the ${trait}, notices what everyone else has missed.`;
  if (trait && /^[\w-]+$/.test(trait) && isAdjectiveTrait(trait))
    return `${ally.name}'s ${trait} side is exactly what the plan needs.`;
  if (ally.hobbies.length > 0)
    return `${ally.name}'s love of ${asActivity(ally.hobbies[0]!)} turns out to be surprisingly useful.`;
  return `${ally.name} does not need convincing.`;
}

/** One use of a character's trait in a chapter of the middle: what happens, and who carries it. */
export interface Moment {
  member: CastMember;
  sentence: string;
}

/** Every skill, hobby and quirk of every character, and the fears of the supporting cast, interleaved by character. */
export function momentsOf(plan: StoryPlan): Moment[] {
  const perMember = [plan.main, ...plan.allies].map((member) => {
    const moments: Moment[] = [
      ...member.skills.map((skill) => ({
        member,
        sentence: `${member.name}'s knack for ${asActivity(skill)} {payoff}`,
      })),
      ...member.quirks.map((quirk) => ({
        member,
        sentence: `${member.name}'s quirk (${quirk}) causes chaos at first, then saves the moment`,
      })),
      ...member.hobbies.map((hobby) => ({
        member,
        sentence: `an idea from ${member.name}'s love of ${asActivity(hobby)} opens an unexpected way forward`,
      })),
    ];
    if (!member.isMain)
      moments.push(
        ...member.fears.map((fear) => ({
          member,
          sentence: `${member.name} has to get past a fear of ${fear} while the others hold their breath`,
        })),
      );
    return moments;
  });
  // The rival competes with the team (a real person is never the villain).
  const rival = plan.rival;
  if (rival) {
    perMember.push([
      ...rival.skills.map((skill) => ({
        member: rival,
        sentence: `${rival.name} uses a talent for ${asActivity(skill)} to race ahead, and ${plan.main.name} has to think fast`,
      })),
      ...rival.quirks.map((quirk) => ({
        member: rival,
        sentence: `${rival.name}'s quirk (${quirk}) makes everyone laugh just when they need it`,
      })),
      ...rival.hobbies.map((hobby) => ({
        member: rival,
        sentence: `${rival.name}'s love of ${asActivity(hobby)} leaves a trail the team can follow`,
      })),
    ]);
  }
  const interleaved: Moment[] = [];
  for (let round = 0; perMember.some((moments) => moments.length > round); round++) {
    for (const moments of perMember) if (moments[round]) interleaved.push(moments[round]!);
  }
  return interleaved;
}
