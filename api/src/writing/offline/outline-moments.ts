import { isNounTrait, type CastMember } from './cast.js';
import type { StoryPlan } from './story-plan.js';

/**
 * The material of an outline's middle chapters: what each character's traits do in a tight spot, and the
 * sentences that vary how trials and discoveries end. Pools are drawn without repeats (Voice.draw), so a long
 * outline does not say the same thing twice in a row. Placeholders: {main} {goal} {foe} (fillPlaceholders).
 */

/** What a skill does in a tight spot. */
export const SKILL_PAYOFFS = ['turns the situation around', 'gets them through', 'saves the plan at the last second', 'buys them precious time', 'finds the only way out', 'wins over an unlikely helper'];
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
  if (ally.skills.length > 0) return `It is ${ally.name}'s talent for ${ally.skills[0]} that convinces ${main.name} they can do this together.`;
  if (trait && isNounTrait(trait)) return `${ally.name}, ever the ${trait}, notices what everyone else has missed.`;
  if (trait) return `${ally.name}'s ${trait} side is exactly what the plan needs.`;
  if (ally.hobbies.length > 0) return `${ally.name}'s love of ${ally.hobbies[0]} turns out to be surprisingly useful.`;
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
      ...member.skills.map((skill) => ({ member, sentence: `${member.name}'s knack for ${skill} {payoff}` })),
      ...member.quirks.map((quirk) => ({ member, sentence: `${member.name}'s quirk (${quirk}) causes chaos at first, then saves the moment` })),
      ...member.hobbies.map((hobby) => ({ member, sentence: `an idea from ${member.name}'s love of ${hobby} opens an unexpected way forward` })),
    ];
    if (!member.isMain) moments.push(...member.fears.map((fear) => ({ member, sentence: `${member.name} has to get past a fear of ${fear} while the others hold their breath` })));
    return moments;
  });
  // The rival's own traits turn against the team.
  const rival = plan.rival;
  if (rival) {
    perMember.push([
      ...rival.skills.map((skill) => ({ member: rival, sentence: `${rival.name} turns a talent for ${skill} against them, and ${plan.main.name} has to think fast` })),
      ...rival.quirks.map((quirk) => ({ member: rival, sentence: `${rival.name}'s quirk (${quirk}) gives ${rival.pronouns.object} away just in time` })),
      ...rival.hobbies.map((hobby) => ({ member: rival, sentence: `${rival.name}'s love of ${hobby} leaves a trail the team can follow` })),
    ]);
  }
  const interleaved: Moment[] = [];
  for (let round = 0; perMember.some((moments) => moments.length > round); round++) {
    for (const moments of perMember) if (moments[round]) interleaved.push(moments[round]!);
  }
  return interleaved;
}
