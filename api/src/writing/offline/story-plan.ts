import type { StoryBrief } from '../writing.types.js';
import { callNameOf, type SavedCharacter } from '@storyloom/contracts';
import { arcFor, type Arc } from './arcs.js';
import { castOf, inline, isMentor, isRival, type CastMember } from './cast.js';
import { genreKitFor, type GenreKit } from './genre-kits.js';
import { FRIGHTENING, GENTLE_FOES, GENTLE_OBSTACLES, GENTLE_PLACES, GENTLE_TWISTS } from './gentle-kit.js';
import { avoider, castCallName, withoutAvoided } from './gift.js';
import { premiseElements, type PremiseElements } from './premise-elements.js';
import { hashText, SeededRandom } from '../../common/seeded-random.js';
import { Voice } from './voice.js';

/**
 * Everything a story summary and its outline share: who, where, what is at stake, who is in the way, and the
 * places and events the middle is built from. The summary and the outline build the same plan, so they agree.
 */
export interface StoryPlan {
  brief: StoryBrief;
  kit: GenreKit;
  arc: Arc;
  /** The premise's own place and central thing, which drive the plot when it names them. */
  premise: PremiseElements;
  /** Kid level: gentle conflict, nothing frightening, a reassuring resolution. */
  gentle: boolean;
  /** A couple's book: trouble comes from outside, never between them (no rival, no ex, no jealousy). */
  couple: boolean;
  /** True for text the visitor asked the book to leave out. */
  avoids: (text: string) => boolean;
  /** `fromPremise`: the visitor's place ('Grandma's garden'), where the main character is at home, not lives. */
  setting: { name: string; detail: string; fromPremise?: boolean };
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
  /** The premise as the story's first event (see premiseLine). */
  premiseLine: string;
  voice: Voice;
  random: SeededRandom;
}

/** Picks the candidate the summary already names (so an outline follows its summary), else a seeded one. */
function chooseNamed<T>(
  candidates: readonly T[],
  nameOf: (candidate: T) => string,
  summary: string | undefined,
  random: SeededRandom,
): T {
  const lowerSummary = summary?.toLowerCase();
  const named =
    lowerSummary === undefined
      ? undefined
      : candidates.find((candidate) => lowerSummary.includes(nameOf(candidate).toLowerCase()));
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
    .replace(/[.!?]+$/, '');
}

/** What makes a premise too frightening to tell as it stands to a young reader. */
const SCARY_PREMISE =
  /\b(destroy\w*|hunt\w*|disappear\w*|vanish\w*|curse\w*|dead|death|die|kill\w*|monster\w*|haunt\w*|whisper\w* at night|throws? it away|erasing|steal\w*|stolen|thief|moving on their own)\b/i;

/**
 * The premise as the story's first event, in a frame that fits its shape: 'Ada, an apprentice mapmaker, finds a
 * map...' when it names the main character's role; 'it all begins when a dinosaur egg hatches...' for a clause;
 * 'it all begins with one idea: ...' for anything else the visitor typed.
 */
function premiseLine(premise: string, elements: PremiseElements, main: CastMember, gentle: boolean): string {
  // A Kid book never refuses a frightening premise: it becomes a rumour whose truth is kind.
  if (gentle && SCARY_PREMISE.test(premise))
    return `it all begins with a rumour: %${premiseInSentence(premise)}%, or so people say, but ${main.name} soon finds out that the truth is much friendlier`;
  if (elements.role && elements.action) return `${main.name}, ${inline(elements.role)}, %${inline(elements.action)}%`;
  if (elements.isClause) return `it all begins when %${premiseInSentence(premise)}%`;
  return `it all begins with one idea: %${premiseInSentence(premise)}%`;
}

/** Where the main character is at home in the premise's place, and the corners of it the middle chapters visit. */
const VEHICLE = /\b(train|ship|boat|bus|caravan|car|plane|rocket|submarine)$/i;
const BUILDING =
  /\b(house|home|museum|library|bakery|hotel|school|lodge|palace|castle|shop|garage|shed|lighthouse|cottage|barn|station|office|studio|theatre|theater|hospital|church|classroom|kitchen|attic|basement|cellar|bedroom|room|tower)$/i;

function placesAround(place: string): string[] {
  const the = /^(a|an)\s/i.test(place) ? place.replace(/^(a|an)\s+/i, 'the ') : place;
  if (VEHICLE.test(the))
    return [`the front of ${the}`, `the back of ${the}`, `the very heart of ${the}`, `the last stop of ${the}`];
  if (BUILDING.test(the))
    return [
      `the back room of ${the}`,
      `the front steps of ${the}`,
      `the very heart of ${the}`,
      `the top floor of ${the}`,
    ];
  return [`the far corner of ${the}`, `the path beyond ${the}`, `the very heart of ${the}`, `the edge of ${the}`];
}

/** Trouble that turns on the premise's central thing, so the middle of the story is about it. */
function obstaclesAbout(theObject: string): string[] {
  return [
    `there is suddenly no sign of ${theObject}`,
    `someone else turns out to want ${theObject} too`,
    `nobody believes a word they say about ${theObject}`,
  ];
}

export function fillPlaceholders(
  template: string,
  plan: Pick<StoryPlan, 'main' | 'goal' | 'foe' | 'partner' | 'brief'> & { premiseLine?: string },
): string {
  const fear = plan.main.fears[0] ?? 'failure';
  return template
    .replaceAll('{premiseLine}', plan.premiseLine ?? `%${premiseInSentence(plan.brief.premise)}%`)
    .replaceAll('{main}', plan.main.name)
    .replaceAll('{goal}', plan.goal)
    .replaceAll('{foe}', plan.foe.name)
    .replaceAll('{partner}', plan.partner?.name ?? 'the last person anyone expected')
    .replaceAll('{premise}', `%${premiseInSentence(plan.brief.premise)}%`)
    .replaceAll('{fear}', fear)
    .replaceAll('{subject}', plan.main.pronouns.subject)
    .replaceAll('{object}', plan.main.pronouns.object)
    .replaceAll('{is}', plan.main.pronouns.plural ? 'are' : 'is')
    .replaceAll('{object}', plan.main.pronouns.object);
}

/** What the story starts with when the premise names no thing of its own. */
export const NEUTRAL_OBJECT = 'a small brass key';

/** A couple's book (an anniversary, a partner in the cast): trouble comes from outside, never a rival or an ex. */
const COUPLE_TROUBLE = /\b(rival|ex|exes|jealous\w*|old flame|former lover|misunderstanding)\b/i;
const isCoupleBook = (brief: StoryBrief, characters: readonly SavedCharacter[]) =>
  /anniversary|wedding|engagement|valentine/i.test(brief.gift?.occasion ?? '') ||
  characters.some((character) => /partner|spouse|husband|wife|fianc/i.test(character.relation ?? ''));

/** Interleaves two lists (a, b, a, b...), the rest of the longer one at the end. */
function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const result: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) result.push(first[index]!);
    if (index < second.length) result.push(second[index]!);
  }
  return result;
}

/**
 * What the plan's choices are drawn from: the brief and the characters as the visitor gave them. Ids say nothing
 * about the story, so they are left out and call names go by the character's name here: a book planned before
 * characters had ids is planned the same way now.
 */
function planSeedText(brief: StoryBrief, characters: readonly SavedCharacter[]): string {
  const byName = characters.flatMap((character) => {
    const called = callNameOf(brief.gift, character);
    return called === undefined ? [] : [[character.name, called] as const];
  });
  const seedBrief = brief.gift?.callNames
    ? { ...brief, gift: { ...brief.gift, callNames: Object.fromEntries(byName) } }
    : brief;
  return JSON.stringify({ brief: seedBrief, characters: characters.map(({ id: _id, ...said }) => said) });
}

/**
 * Builds the plan. `seed` (the draft's generation counter) varies every choice; `summary`, when given, pins the
 * setting, stake and opposition to the ones it names.
 */
export function buildStoryPlan(
  brief: StoryBrief,
  characters: readonly SavedCharacter[],
  seed: number,
  summary?: string,
): StoryPlan {
  const random = SeededRandom.fromSeed(hashText(planSeedText(brief, characters), seed));
  const genreKit = genreKitFor(brief.genre);
  const gentle = brief.readingGrade <= 2;
  const avoids = avoider(brief.gift);
  const premise = premiseElements(
    brief.premise,
    characters.map((character) => character.name),
  );
  const cast = castOf(characters);
  const withCallName = (member: CastMember): CastMember => ({
    ...member,
    callName: castCallName(brief.gift, member),
    fears: member.fears.filter((fear) => !avoids(fear)),
  });
  const main = withCallName(cast.main);
  const supporting = cast.supporting.map(withCallName);
  // The Kid level keeps the genre's colour but trades its dangers for gentle trouble; the visitor's 'leave out'
  // words are never used.
  const couple = isCoupleBook(brief, characters);
  const kind = (text: string) =>
    !avoids(text) && !(gentle && FRIGHTENING.test(text)) && !(couple && COUPLE_TROUBLE.test(text));
  const fits = (text: string) => avoids(text) || (couple && COUPLE_TROUBLE.test(text));
  const kit: GenreKit = {
    ...genreKit,
    settings: withoutAvoided(
      genreKit.settings,
      (setting) => `${setting.name} ${setting.detail}`,
      (text) => !kind(text),
    ),
    goals: withoutAvoided(
      genreKit.goals,
      (goal) => goal,
      (text) => !kind(text),
    ),
    foes: gentle ? [...GENTLE_FOES] : withoutAvoided(genreKit.foes, (foe) => `${foe.name} ${foe.aim}`, fits),
    places: withoutAvoided(
      gentle ? [...genreKit.places.filter(kind), ...GENTLE_PLACES] : genreKit.places,
      (place) => place,
      fits,
    ),
    obstacles: withoutAvoided(gentle ? GENTLE_OBSTACLES : genreKit.obstacles, (obstacle) => obstacle, fits),
    discoveries: withoutAvoided(
      genreKit.discoveries,
      (discovery) => discovery,
      (text) => !kind(text),
    ),
    twists: withoutAvoided(gentle ? GENTLE_TWISTS : genreKit.twists, (twist) => twist, fits),
  };
  const rival = supporting.find(isRival);
  const mentor = supporting.find((member) => member !== rival && isMentor(member));
  const allies = random.shuffle(supporting.filter((member) => member !== rival));
  const arc = arcFor(brief.premise, premise, gentle);
  // A love interest is never a relative, a mentor or a pet; without a fitting character the arc names none.
  const partner =
    arc.kind === 'love'
      ? allies.find((member) => !/family|sibling|parent|grand|cousin|pet|mentor|teacher/i.test(member.relation))
      : undefined;
  const protectedTexts = [main, ...supporting].map((member) => member.name);
  // The premise's place and thing come first: the summary, the outline and the chapters are about them.
  const kitSetting = chooseNamed(kit.settings, (setting) => setting.name, summary, random.fork('setting'));
  // After the premise names it ('a quiet town'), the story knows the place: 'the quiet town'.
  const premisePlace = premise.place ? inline(premise.place).replace(/^(?:the same|a|an)\s+/i, 'the ') : undefined;
  const setting = premisePlace
    ? { name: premisePlace, detail: 'which %main% knows better than anywhere', fromPremise: true }
    : kitSetting;
  const kitPlaces = orderBySummary(kit.places, summary, random.fork('places'));
  const places = premisePlace ? interleave(placesAround(premisePlace), kitPlaces) : kitPlaces;
  const kitObstacles = orderBySummary(kit.obstacles, summary, random.fork('obstacles'));
  const theObject = premise.theObject ? inline(premise.theObject) : undefined;
  const plan = {
    brief,
    kit,
    arc,
    premise,
    gentle,
    couple,
    avoids,
    setting: { ...setting, detail: setting.detail.replace('%main%', main.name) },
    goal: theObject ?? chooseNamed(kit.goals, (goal) => goal, summary, random.fork('goal')),
    foe: chooseNamed(kit.foes, (foe) => foe.name, summary, random.fork('foe')),
    main,
    supporting,
    allies,
    rival,
    mentor,
    partner,
    places,
    obstacles: theObject ? interleave(kitObstacles, obstaclesAbout(theObject)) : kitObstacles,
    // The first discovery is what the story starts with: the premise's own thing, else a neutral one (never a
    // genre prop the buyer did not ask for).
    discoveries: [
      premise.object ? inline(premise.object) : NEUTRAL_OBJECT,
      ...orderBySummary(kit.discoveries, summary, random.fork('discoveries')),
    ],
    voice: new Voice(brief.readingGrade, brief.tones, brief.styles, random.fork('voice'), protectedTexts),
    random,
  };
  const withLine = { ...plan, premiseLine: premiseLine(brief.premise, premise, main, gentle) };
  const twists = kit.twists.map((twist) => fillPlaceholders(twist, withLine));
  return { ...withLine, twist: chooseNamed(twists, (twist) => twist, summary, random.fork('twist')) };
}
