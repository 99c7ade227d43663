import type { StoryBrief } from '../writing.types.js';
import type { SavedCharacter } from '@storyloom/contracts';
import { arcFor, type Arc } from './arcs.js';
import { castOf, inline, isMentor, isRival, type CastMember } from './cast.js';
import { genreKitFor, type GenreKit } from './genre-kits.js';
import { hashText, SeededRandom } from './seeded-random.js';
import { Voice } from './voice.js';

/**
 * Everything a story summary and its outline share: who, where, what is at stake, who is in the way, and the
 * places and events the middle is built from. The summary and the outline build the same plan, so they agree.
 */
export interface StoryPlan {
  brief: StoryBrief;
  kit: GenreKit;
  arc: Arc;
  setting: { name: string; detail: string };
  goal: string;
  foe: { name: string; aim: string };
  main: CastMember;
  supporting: CastMember[];
  /** Supporting characters on the main character's side, in a seeded order. */
  allies: CastMember[];
  rival?: CastMember;
  mentor?: CastMember;
  /** The main character's love interest in a love story. */
  partner?: CastMember;
  places: string[];
  obstacles: string[];
  discoveries: string[];
  twist: string;
  voice: Voice;
  random: SeededRandom;
}

/** Picks the candidate the summary already names (so an outline follows its summary), else a seeded one. */
function chooseNamed<T>(candidates: readonly T[], nameOf: (candidate: T) => string, summary: string | undefined, random: SeededRandom): T {
  const lowerSummary = summary?.toLowerCase();
  const named = lowerSummary === undefined ? undefined : candidates.find((candidate) => lowerSummary.includes(nameOf(candidate).toLowerCase()));
  return named ?? random.pick(candidates);
}

/** Items the summary mentions first, in the order it mentions them, then the rest in seeded order. */
function orderBySummary(items: readonly string[], summary: string | undefined, random: SeededRandom): string[] {
  const shuffled = random.shuffle(items);
  if (summary === undefined) return shuffled;
  const lowerSummary = summary.toLowerCase();
  const position = (item: string) => lowerSummary.indexOf(item.toLowerCase());
  const named = shuffled.filter((item) => position(item) >= 0).sort((a, b) => position(a) - position(b));
  return [...named, ...shuffled.filter((item) => position(item) < 0)];
}

/** The visitor's premise inside a sentence: a leading article lower-cased, closing punctuation dropped. */
function premiseInSentence(premise: string): string {
  return inline(premise)
    .replace(/^(A|An|The|Two|Three|Some|One)\b/, (word) => word.toLowerCase())
    .replace(/[.!]+$/, '');
}

export function fillPlaceholders(template: string, plan: Pick<StoryPlan, 'main' | 'goal' | 'foe' | 'partner' | 'brief'>): string {
  const fear = plan.main.fears[0] ?? 'failure';
  return template
    .replaceAll('{main}', plan.main.name)
    .replaceAll('{goal}', plan.goal)
    .replaceAll('{foe}', plan.foe.name)
    .replaceAll('{partner}', plan.partner?.name ?? 'the last person anyone expected')
    .replaceAll('{premise}', `%${premiseInSentence(plan.brief.premise)}%`)
    .replaceAll('{fear}', fear)
    .replaceAll('{subject}', plan.main.pronouns.subject)
    .replaceAll('{object}', plan.main.pronouns.object)
    .replaceAll('{is}', plan.main.pronouns.plural ? 'are' : 'is');
}

/**
 * Builds the plan. `seed` (the draft's generation counter) varies every choice; `summary`, when given, pins the
 * setting, stake and opposition to the ones it names.
 */
export function buildStoryPlan(brief: StoryBrief, characters: readonly SavedCharacter[], seed: number, summary?: string): StoryPlan {
  const random = new SeededRandom(hashText(JSON.stringify({ brief, characters }), seed));
  const kit = genreKitFor(brief.genre);
  const { main, supporting } = castOf(characters);
  const rival = supporting.find(isRival);
  const mentor = supporting.find((member) => member !== rival && isMentor(member));
  const allies = random.shuffle(supporting.filter((member) => member !== rival));
  const arc = arcFor(brief.premise);
  // A love interest is never a relative, a mentor or a pet; without a fitting character the arc names none.
  const partner = arc.kind === 'love' ? allies.find((member) => !/family|sibling|parent|grand|cousin|pet|mentor|teacher/i.test(member.relation)) : undefined;
  const protectedTexts = [main, ...supporting].map((member) => member.name);
  const plan = {
    brief,
    kit,
    arc,
    setting: chooseNamed(kit.settings, (setting) => setting.name, summary, random.fork('setting')),
    goal: chooseNamed(kit.goals, (goal) => goal, summary, random.fork('goal')),
    foe: chooseNamed(kit.foes, (foe) => foe.name, summary, random.fork('foe')),
    main,
    supporting,
    allies,
    rival,
    mentor,
    partner,
    places: orderBySummary(kit.places, summary, random.fork('places')),
    obstacles: orderBySummary(kit.obstacles, summary, random.fork('obstacles')),
    discoveries: orderBySummary(kit.discoveries, summary, random.fork('discoveries')),
    voice: new Voice(brief.readingGrade, brief.tones, brief.styles, random.fork('voice'), protectedTexts),
    random,
  };
  const twists = kit.twists.map((twist) => fillPlaceholders(twist, plan));
  return { ...plan, twist: chooseNamed(twists, (twist) => twist, summary, random.fork('twist')) };
}
