import { OUTLINE_LIMITS } from '@storyloom/contracts';
import { titleCased } from '../../common/title-case.js';
import type { WrittenChapter } from '../writing.types.js';
import { joinWords, relationPhrase, type CastMember } from './cast.js';
import { GENTLE_FEAR_LINES } from './gentle-kit.js';
import { occasionLine } from './gift.js';
import {
  allyStrength,
  DISCOVERY_MEANINGS,
  GENTLE_TRIAL_ENDINGS,
  momentsOf,
  SKILL_PAYOFFS,
  TRIAL_ENDINGS,
  type Moment,
} from './outline-moments.js';
import { asActivity, tidyText } from './phrasing.js';
import { BEAT_TAG, beatSequence, type BeatKind } from './outline-beats.js';
import { fillPlaceholders, type StoryPlan } from './story-plan.js';

/**
 * Composes a chapter outline from a story plan: one event per chapter, carried by named characters, their
 * skills, quirks and fears put to use across the middle, following the arc of outline-beats.ts.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'public speaking' -> 'Public Speaking' for a title; the visitor's own capitals are kept. */
const titleWords = (text: string) => titleCased(text);
/** '**' would end the '**Chapter N: title**' marker early; a name may contain it, a title may not. */
const safeTitle = (text: string) => capitalise(text.replace(/\*{2,}/g, '*')).slice(0, OUTLINE_LIMITS.titleMaxLength);
/** A place inside a title: 'the far corner of Grandma's garden' -> 'the Far Corner of Grandma's Garden'. */
const titlePlace = (place: string) => titleCased(place).replace(/^(A|An|The) /, (article) => article.toLowerCase());

/** Title words too heavy for a young reader's book, and the titles it gets instead. */
const GROWN_UP_TITLE =
  /\b(price|truth|darkest|lost|alone|cracks|falling|showdown|stand|storm|night|against|hardest)\b/i;
const GENTLE_TITLES = ['A Happy Surprise', 'Something New', 'A Little Further', 'A Good Idea'];

class ChapterWriter {
  private readonly titles = new Set<string>();
  private readonly moments: Moment[];
  private momentIndex = 0;
  private placeIndex = 0;
  private allyIndex = 0;
  private obstacleIndex = 0;
  private discoveryIndex = 1; // the first discovery belongs to the inciting incident

  constructor(private readonly plan: StoryPlan) {
    this.moments = momentsOf(plan);
  }

  private nextPlace(): string {
    // The last place named in the summary (index 2) is kept for the climax.
    const middlePlaces = this.plan.places.filter((_, index) => index !== 2);
    return middlePlaces[this.placeIndex++ % middlePlaces.length]!;
  }

  /** Shifted by one each time the places come round again, so a place never meets the same obstacle twice. */
  private nextObstacle(): string {
    const round = Math.floor(this.obstacleIndex / (this.plan.places.length - 1));
    return this.plan.obstacles[(this.obstacleIndex++ + round) % this.plan.obstacles.length]!;
  }

  private nextDiscovery(): string {
    return this.plan.discoveries[this.discoveryIndex++ % this.plan.discoveries.length]!;
  }

  private nextMoment(): Moment {
    if (this.moments.length === 0)
      return { member: this.plan.main, sentence: `${this.plan.main.name} finds a way through by sheer stubbornness` };
    return this.moments[this.momentIndex++ % this.moments.length]!;
  }

  private title(offered: readonly string[]): string {
    // A young reader's book never has a chapter called 'The Price of Truth' or 'Lost in the Woods'.
    const suitable = this.plan.gentle ? offered.filter((candidate) => !GROWN_UP_TITLE.test(candidate)) : offered;
    const candidates = suitable.length > 0 ? suitable : GENTLE_TITLES;
    const fresh = this.plan.random
      .shuffle(candidates)
      .map(safeTitle)
      .find((candidate) => !this.titles.has(candidate));
    let title = fresh ?? safeTitle(candidates[0]!);
    for (let part = 2; this.titles.has(title); part++) title = safeTitle(`${candidates[0]!}, Part ${part}`);
    this.titles.add(title);
    return title;
  }

  chapter(beat: BeatKind, number: number): WrittenChapter {
    const { title, sentences, cast } = this.compose(beat);
    const synopsis = tidyText(this.plan.voice.paragraph(sentences, 0.3).replace(/%([^%]+)%/g, '$1'));
    const names = [...new Set(cast.map((member) => member.name))].filter(
      (name) => name.length <= OUTLINE_LIMITS.tagMaxLength,
    );
    // A young reader's book has a wobbly moment, never a 'darkest hour'.
    const tag = this.plan.gentle && beat === 'darkest' ? 'wobbly moment' : BEAT_TAG[beat];
    const tags = [tag, ...names].slice(0, OUTLINE_LIMITS.tagsPerChapter);
    return { number, title, synopsis: synopsis.slice(0, OUTLINE_LIMITS.synopsisMaxLength), tags };
  }

  private compose(beat: BeatKind): { title: string; sentences: string[]; cast: CastMember[] } {
    const { plan } = this;
    const { main, foe, allies, rival, gentle } = plan;
    const teamMembers = [main, ...allies.slice(0, 2)];
    const team = joinWords(teamMembers.map((member) => member.name));
    /** The verb agreeing with the team: 'Mira leaves', 'Mira and Rosa leave'. */
    const teamDo = (singular: string, plural: string) => (teamMembers.length > 1 ? plural : singular);
    const helper = allies[0];
    switch (beat) {
      case 'opening':
        return {
          title: this.title(['Where It Begins', 'An Ordinary Day', 'Before Everything Changed']),
          sentences: [
            plan.setting.fromPremise
              ? `${main.name} knows ${plan.setting.name} better than anywhere, and every day there seems ordinary.`
              : gentle
                ? `Life in ${plan.setting.name} seems ordinary for ${main.name}.`
                : `Life in ${plan.setting.name}, ${plan.setting.detail}, seems ordinary for ${main.name}.`,
            main.hobbies.length > 0
              ? `${main.name} spends the day on ${asActivity(main.hobbies[0]!)}, as usual.`
              : `${main.name} dreams of something more.`,
            `Nobody notices the ${plan.voice.mood()} signs that something is about to change.`,
          ],
          cast: [main],
        };
      case 'inciting':
        return {
          title: this.title(['The Discovery', 'Something Unexpected', 'A Door Opens']),
          sentences: [
            `${fillPlaceholders(plan.arc.inciting, plan)}.`,
            plan.premise.object
              ? `From that moment, ${main.name} cannot stop thinking about ${plan.goal}.`
              : `${main.name} finds ${plan.discoveries[0]}, and it changes everything.`,
            gentle ? `Not far away, ${foe.name} is already making mischief.` : `Somewhere, ${foe.name} takes notice.`,
          ],
          cast: [main],
        };
      case 'ally': {
        const ally = allies[this.allyIndex++ % Math.max(1, allies.length)] ?? main;
        return {
          title: this.title([`Enter ${ally.name}`, `${ally.name} Joins In`, `A Friend Called ${ally.name}`]),
          sentences: [
            `${main.name} turns to ${ally.name}, ${relationPhrase(ally, main)}.`,
            allyStrength(ally, main),
            ally.quirks.length > 0
              ? `Not that ${ally.name}'s habit (${ally.quirks[0]}) makes the planning any quieter.`
              : `The plan grows bolder.`,
          ],
          cast: [main, ally],
        };
      }
      case 'departure':
        return {
          title: this.title(['Setting Out', 'No Turning Back', 'Leaving Home']),
          sentences: [
            gentle
              ? `${team} ${teamDo('sets', 'set')} out for ${plan.places[0]}.`
              : `${team} ${teamDo('leaves', 'leave')} the familiar behind and ${teamDo('sets', 'set')} out for ${plan.places[0]}.`,
            gentle ? `${foe.name} is not far behind, of course.` : `Behind them, ${foe.name} begins to move.`,
          ],
          cast: [main, ...allies.slice(0, 2)],
        };
      case 'trial': {
        const place = this.nextPlace();
        const moment = this.nextMoment();
        return {
          title: this.title([
            `Trouble at ${titlePlace(place)}`,
            `Lost in ${titlePlace(place)}`,
            `Beyond ${titlePlace(place)}`,
            `Night at ${titlePlace(place)}`,
            `The Road to ${titlePlace(place)}`,
            `Return to ${titlePlace(place)}`,
          ]),
          sentences: [
            `At ${place}, ${this.nextObstacle()}.`,
            `${moment.sentence.replace('{payoff}', plan.voice.draw(SKILL_PAYOFFS))}.`,
            fillPlaceholders(plan.voice.draw(gentle ? GENTLE_TRIAL_ENDINGS : TRIAL_ENDINGS), plan),
          ],
          cast: [main, moment.member],
        };
      }
      case 'discovery': {
        const place = this.nextPlace();
        const finder = allies.length > 0 ? allies[this.allyIndex++ % allies.length]! : main;
        const discovery = this.nextDiscovery();
        return {
          title: this.title([
            `Secrets of ${titlePlace(place)}`,
            `What ${finder.name} Found`,
            `The Clue at ${titlePlace(place)}`,
          ]),
          sentences: [
            `In ${place}, ${finder.name} uncovers ${discovery}.`,
            fillPlaceholders(plan.voice.draw(DISCOVERY_MEANINGS), plan),
          ],
          cast: [main, finder],
        };
      }
      case 'midpoint':
        return {
          title: this.title(['The Truth Comes Out', 'Everything Changes', 'The Turning Point']),
          sentences: [
            `The turning point: ${plan.twist}.`,
            `${main.name} has to rethink everything ${main.pronouns.subject} believed about ${plan.goal}.`,
          ],
          cast: [main],
        };
      case 'setback':
        return {
          title: this.title(['Cracks Appear', 'The Price of Truth', 'Falling Apart']),
          sentences: gentle
            ? [
                `The plan goes a bit wrong, and ${team} ${teamDo('has', 'have')} to think again.`,
                rival
                  ? `${rival.name} has a bright idea, and for once it helps.`
                  : `A cup of cocoa and a good think help a lot.`,
              ]
            : rival
              ? [
                  `${rival.name}, ${relationPhrase(rival, main)}, chooses this moment to race ahead.`,
                  `The group is split, and ${foe.name} gains ground.`,
                ]
              : teamMembers.length > 1 && plan.couple
                ? [`A setback tests ${team}, and they meet it side by side.`, `Meanwhile, ${foe.name} gains ground.`]
                : teamMembers.length > 1
                  ? [`The truth drives a wedge between ${team}.`, `While they argue, ${foe.name} gains ground.`]
                  : [
                      `The truth leaves ${main.name} unsure what to do next.`,
                      `While ${main.pronouns.subject} ${main.pronouns.plural ? 'hesitate' : 'hesitates'}, ${foe.name} gains ground.`,
                    ],
          cast: rival ? [main, rival] : [main, ...allies.slice(0, 2)],
        };
      case 'fear': {
        const fear = main.fears[0];
        if (gentle) {
          const lines = GENTLE_FEAR_LINES.map((line) =>
            line
              .replaceAll('{fear}', fear ?? 'trying something new')
              .replaceAll('{helper}', helper?.name ?? 'a kind friend')
              .replaceAll('{main}', main.name),
          );
          return {
            title: this.title(['A Brave Little Step', 'Brave Together', 'Holding Hands']),
            sentences: [lines[0]!, lines[1]!],
            cast: helper ? [main, helper] : [main],
          };
        }
        return {
          title: this.title(
            fear
              ? [`Facing ${titleWords(fear)}`, `${main.name} Against ${titleWords(fear)}`]
              : ['The Hardest Step', 'Courage'],
          ),
          sentences: [
            fear
              ? `The only way forward leads straight into ${main.name}'s fear of ${fear}.`
              : `${main.name} must take the hardest step alone.`,
            helper
              ? `${helper.name} stays close, and that is enough to take the first step.`
              : `${main.name} takes the first step anyway.`,
          ],
          cast: helper ? [main, helper] : [main],
        };
      }
      case 'darkest': {
        const fear = main.fears[1] ?? main.fears[0];
        if (gentle) {
          return {
            title: this.title(['A Wobbly Moment', 'A Little Muddle', 'Not Quite Right']),
            sentences: [
              `${foe.name} makes a real muddle of things, and ${plan.goal} seems far away.`,
              `${main.name} feels unsure, but ${helper ? `${helper.name} is right there` : 'a friendly face is right there'} with a hug and a new idea.`,
            ],
            cast: helper ? [main, helper] : [main],
          };
        }
        return {
          title: this.title(['The Darkest Hour', 'All Is Lost', 'Alone']),
          sentences: [
            `${foe.name} strikes, and ${plan.goal} seems lost for good.`,
            fear
              ? `Alone, ${main.name} faces ${main.pronouns.possessive} fear of ${fear} with nothing left to hide behind.`
              : `Alone, ${main.name} has nothing left but a promise.`,
          ],
          cast: [main],
        };
      }
      case 'rally': {
        const strengths = [main, ...allies]
          .map((member) => member.skills[0])
          .filter((skill): skill is string => Boolean(skill));
        return {
          title: this.title(['Together Again', 'One Last Plan', 'Rising Up']),
          sentences: [
            allies.length === 0
              ? `${main.name} gets back up.`
              : gentle
                ? `${joinWords(allies.map((ally) => ally.name))} ${allies.length > 1 ? 'are' : 'is'} right there beside ${main.name}.`
                : `${joinWords(allies.map((ally) => ally.name))} ${allies.length > 1 ? 'come' : 'comes'} back for ${main.name}.`,
            strengths.length > 0
              ? `Their last plan needs everything they have: ${joinWords(strengths.slice(0, 4).map(asActivity))}.`
              : 'Their last plan is daring, simple and just a little mad.',
          ],
          cast: [main, ...allies],
        };
      }
      case 'climax':
        return {
          title: this.title(
            gentle
              ? ['The Big Moment', 'All Together Now', 'Just in Time']
              : [`The Stand at ${titlePlace(plan.places[2]!)}`, 'Showdown', 'The Last Move'],
          ),
          sentences: [
            gentle
              ? `At ${plan.places[2]}, they look after ${plan.goal} together.`
              : `At ${plan.places[2]}, ${team} ${teamDo('faces', 'face')} ${foe.name} for ${plan.goal}.`,
            main.skills.length > 0
              ? `${main.name}'s talent for ${asActivity(main.skills[0]!)}, together with the courage found along the way, decides it.`
              : `${main.name}'s courage decides it.`,
            rival ? (gentle ? `Even ${rival.name} lends a hand.` : `Even ${rival.name} has to choose a side.`) : '',
          ],
          cast: rival ? [main, ...allies.slice(0, 2), rival] : [main, ...allies.slice(0, 2)],
        };
      case 'resolution':
        return {
          title: this.title(['After the Storm', 'What Was Saved', 'Mending']),
          sentences: [
            plan.arc.ending === 'bittersweet' && !gentle
              ? `${plan.goal} is saved, but not everything can be.`
              : `${plan.goal} is safe at last.`,
            gentle
              ? `${team} ${teamDo('celebrates', 'celebrate')} with the biggest picnic anyone has ever seen.`
              : `${team} ${teamDo('counts', 'count')} what was won and what it cost.`,
          ],
          cast: [main, ...allies.slice(0, 2)],
        };
      case 'ending':
        return {
          title: this.title(['A New Beginning', 'The Last Page', 'Home Again']),
          sentences: [
            `In the end, ${fillPlaceholders(plan.arc.lesson, plan)}.`,
            closest(plan)
              ? `Best of all, ${main.name} and ${closest(plan)!.name} are together, just as they always will be.`
              : `${plan.setting.name} will never be quite the same, and neither will ${main.name}.`,
            occasionLine(plan.brief.gift) ?? '',
          ],
          cast: closest(plan) ? [main, closest(plan)!] : [main],
        };
    }
  }
}

/**
 * The supporting character the ending comes back to: the one the main character's extra information names, else
 * the first the visitor listed (usually the person giving or sharing the book).
 */
export function closest(plan: Pick<StoryPlan, 'main' | 'supporting' | 'rival'>): CastMember | undefined {
  const extra = plan.main.extraInfo.toLowerCase();
  const friends = plan.supporting.filter((member) => member !== plan.rival);
  return (
    friends.find(
      (member) =>
        extra.includes(member.name.toLowerCase()) ||
        (member.callName !== undefined && extra.includes(member.callName.toLowerCase())),
    ) ?? friends[0]
  );
}

/** Exactly `count` chapters, numbered from 1. */
export function composeOutline(plan: StoryPlan, count: number): WrittenChapter[] {
  const writer = new ChapterWriter(plan);
  return beatSequence(count, plan.allies.length).map((beat, index) => writer.chapter(beat, index + 1));
}
