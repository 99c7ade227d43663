import { parseSummary } from '@storyloom/contracts';
import type { StoryBrief } from '../writing.types.js';
import {
  article,
  be,
  bold,
  inline,
  isAdjectiveTrait,
  isNounTrait,
  joinWords,
  relationPhrase,
  type CastMember,
} from './cast.js';
import { characterEntry, doingSentences, extraInfoSentence, personalityPhrase } from './character-lines.js';
import { occasionLine } from './gift.js';
import { asActivity, tidyText } from './phrasing.js';
import { fillPlaceholders, type StoryPlan } from './story-plan.js';
import type { EndingMood } from './voice.js';

/**
 * Composes the story summary in its text format (docs/product/step2-premise.md#the-summarys-format) from a story
 * plan. Every sentence is built from the visitor's inputs (names, traits, genre, premise, style, tone, reading
 * level); nothing is a placeholder.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function subtitle(brief: StoryBrief): string {
  const styles = brief.styles.filter((style) => style !== 'General');
  const tones = brief.tones.filter((tone) => tone !== 'Neutral');
  const told = [
    styles.length > 0 ? `in a ${joinWords(styles.map((style) => style.toLowerCase()))} style` : '',
    tones.length > 0 ? `with a ${joinWords(tones.map((tone) => tone.toLowerCase()))} tone` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const readers = {
    1: 'young readers',
    2: 'young readers',
    3: 'readers of every age',
    4: 'grown-up readers',
    5: 'discerning readers',
  }[brief.readingGrade];
  const genre = inline(brief.genre);
  return `## ${capitalise(article(genre))} ${genre} story for ${readers}${told ? `, told ${told}` : ''}`;
}

function mainIntroduction(main: CastMember): string {
  const personality = personalityPhrase(main);
  const who = main.ageWord ? `a ${main.ageWord}` : 'someone';
  return personality
    ? `${bold(main.name)}, ${who} who ${be(main)} ${personality}`
    : `${bold(main.name)}, ${who} with more courage than anyone suspects`;
}

/** Reflections a grown-up reader gets; young readers get the plain events. */
const REFLECTIONS = [
  'What begins as [an errand|a simple errand] becomes a reckoning with everything {main} thought {subject} knew.',
  'Beneath the adventure runs a quieter question: what is {main} willing to give up, and for whom?',
  'Every [victory|small victory] costs something, and {main} is learning to count the price.',
  'Loyalties are tested, and not all of them hold.',
];

function hook(plan: StoryPlan): string {
  const { voice, setting, main, foe } = plan;
  const personality = personalityPhrase(main);
  const home = setting.fromPremise
    ? `${bold(main.name)} knows ${setting.name} better than anywhere.`
    : `${bold(main.name)} lives in ${setting.name}.`;
  const opening = voice.young
    ? [
        home,
        setting.fromPremise ? '' : `It is a place ${setting.detail}.`,
        personality ? `${capitalise(main.pronouns.subject)} ${be(main)} ${personality}.` : '',
        ...doingSentences(main),
      ]
    : [
        setting.fromPremise
          ? `Nobody knows ${setting.name} like ${mainIntroduction(main)}.`
          : `In ${setting.name}, ${setting.detail}, lives ${mainIntroduction(main)}.`,
        ...doingSentences(main),
      ];
  return voice.paragraph([
    ...opening,
    `${fillPlaceholders(plan.arc.inciting, plan)}.`,
    plan.gentle
      ? `The only trouble is ${bold(foe.name)}, ${voice.say(foe.aim)}.`
      : `Standing in the way is ${bold(foe.name)}, ${voice.say(foe.aim)}.`,
    voice.tone.asides.length > 0 ? voice.aside() : '',
  ]);
}

/** "Bo brings a knack for music" — what each ally adds to the team, from their own skills or traits. */
function allyContribution(member: CastMember, plan: StoryPlan): string {
  const relation = relationPhrase(member, plan.main);
  const trait = member.personality[0];
  if (member.skills.length > 0)
    return `${member.name}, ${relation}, brings a talent for ${joinWords(member.skills.slice(0, 2).map(asActivity))}`;
  if (trait && isNounTrait(trait))
    return `${member.name}, ${relation}, brings the sharp eye of ${article(trait)} ${trait}`;
  // 'a funny streak' reads; 'a good with animals streak' would not, so only one-word adjectives get this frame.
  if (trait && /^[\w-]+$/.test(trait) && isAdjectiveTrait(trait))
    return `${member.name}, ${relation}, brings ${article(trait)} ${trait} streak`;
  if (member.hobbies.length > 0)
    return `${member.name}, ${relation}, brings a love of ${asActivity(member.hobbies[0]!)}`;
  return `${member.name}, ${relation}, refuses to be left behind`;
}

function beginning(plan: StoryPlan): string {
  const { voice, main, allies, rival } = plan;
  const sentences = [
    `It starts when ${main.name} [finds|stumbles upon] ${plan.discoveries[0]}, [hidden|concealed] where nobody thought to look.`,
  ];
  if (allies.length > 0)
    sentences.push(
      `${main.name} does not go alone: ${allies
        .slice(0, 3)
        .map((ally) => allyContribution(ally, plan))
        .join('; ')}.`,
    );
  if (allies.length > 3)
    sentences.push(
      `${joinWords(allies.slice(3).map((ally) => ally.name))} ${allies.length > 4 ? 'join' : 'joins'} the [team|company] before long.`,
    );
  if (rival)
    sentences.push(`Meanwhile ${rival.name} is determined to get there first, and says so to anyone who will listen.`);
  if (main.hobbies.length > 0)
    sentences.push(
      `Even now, ${main.name} finds time for ${asActivity(main.hobbies[0]!)}, which turns out to matter more than anyone expects.`,
    );
  if (voice.mature) sentences.push(fillPlaceholders(voice.draw(REFLECTIONS), plan));
  return voice.paragraph(sentences);
}

function middle(plan: StoryPlan): string {
  const { voice, main, allies, places, obstacles } = plan;
  const helper = allies[0];
  const quirky = [main, ...allies].find((member) => member.quirks.length > 0);
  const sentences = [
    `The [road|journey] leads through ${places[0]}, where ${obstacles[0]}.`,
    `Next comes ${places[1]}, where ${obstacles[1]}.`,
    main.skills.length > 0
      ? `${main.name}'s knack for ${asActivity(main.skills[0]!)} gets them out of trouble more than once.`
      : `${main.name} learns to trust ${main.pronouns.possessive} own instincts.`,
  ];
  const stuck = plan.gentle ? 'When they get stuck' : 'When all seems lost';
  if (helper)
    sentences.push(
      helper.skills.length > 0
        ? `${stuck}, ${helper.name}'s talent for ${asActivity(helper.skills[0]!)} saves the day.`
        : `${stuck}, ${helper.name} finds a way through.`,
    );
  if (quirky)
    sentences.push(
      `And yes, ${quirky.name}'s habit (${quirky.quirks[0]}) causes at least one [mess|spectacular mess] and solves at least one [problem|puzzle].`,
    );
  sentences.push(`Then comes the turning point: ${plan.twist}.`);
  if (voice.mature) sentences.push(fillPlaceholders(voice.draw(REFLECTIONS), plan));
  return voice.paragraph(sentences);
}

const ENDINGS: Record<EndingMood, string> = {
  bright: 'the [happy|hard-won] ending feels earned, and the whole group is stronger for it',
  bittersweet:
    'the ending is [bittersweet|bittersweet and honest]: something precious is saved, and something is lost for good',
  eerie: 'the danger is beaten back, but on the last page something stirs again',
  wry: 'everything works out, mostly, and nobody will ever let anyone forget how',
};

/** Kid level: a worry met kindly with a friend close by, then everyone together; nobody is ever alone or in peril. */
function gentleEnding(plan: StoryPlan): string {
  const { voice, main, places, rival, allies } = plan;
  const fear = main.fears[0];
  const helper = allies[0];
  const sentences = [
    fear
      ? `When ${main.name} feels a little worried about ${fear}, ${helper ? `${helper.name} stays close` : 'a kind voice says it is all right'}, and it turns out to be much less scary than it seemed.`
      : `When things get muddled, ${main.name} takes a deep breath and tries again.`,
    `The big moment comes at ${places[2]}, where ${joinWords([main, ...allies.slice(0, 3)].map((member) => member.name))} work together to look after ${plan.goal}.`,
  ];
  if (rival) sentences.push(`Even ${rival.name} joins in, and it is more fun that way.`);
  const heart = extraInfoSentence(main);
  if (heart) sentences.push(`The best part is something only family would know: ${heart}`);
  sentences.push(`In the end, ${fillPlaceholders(plan.arc.lesson, plan)}, and ${ENDINGS.bright}.`);
  const occasion = occasionLine(plan.brief.gift);
  if (occasion) sentences.push(occasion);
  return voice.paragraph(sentences);
}

function ending(plan: StoryPlan): string {
  if (plan.gentle) return gentleEnding(plan);
  const { voice, main, foe, places, rival, allies } = plan;
  const fear = main.fears[0];
  const sentences = [
    fear
      ? `At the [darkest|bleakest] moment, ${main.name} has to face ${main.pronouns.possessive} fear of ${fear}, with ${foe.name} closing in.`
      : `At the [darkest|bleakest] moment, ${main.name} is alone, and ${foe.name} seems to have won.`,
    `The final confrontation comes at ${places[2]}, where ${joinWords([main, ...allies.slice(0, 3)].map((member) => member.name))} must [risk everything|stake everything they have] for ${plan.goal}.`,
  ];
  if (rival)
    sentences.push(
      plan.arc.ending === 'bittersweet'
        ? `${rival.name} makes a choice nobody saw coming.`
        : `Even ${rival.name} has to admit that ${main.name} was right.`,
    );
  const heart = extraInfoSentence(main);
  if (heart)
    sentences.push(`At the heart of it all is something only those closest to ${main.name} would know: ${heart}`);
  sentences.push(
    `In the end, ${fillPlaceholders(plan.arc.lesson, plan)}, and ${ENDINGS[plan.arc.ending ?? voice.tone.ending]}.`,
  );
  const occasion = occasionLine(plan.brief.gift);
  if (occasion) sentences.push(occasion);
  return voice.paragraph(sentences);
}

function keyMoments(plan: StoryPlan): string[] {
  const { voice, main, foe } = plan;
  return [
    plan.premise.object
      ? `$ ${voice.say(`%Beginning:% ${main.name} finds ${plan.discoveries[0]}, and nothing is ordinary after that.`)}`
      : `$ ${voice.say(`%Beginning:% ${main.name} finds ${plan.discoveries[0]} and is drawn into the ${plan.gentle ? 'adventure of' : 'fight for'} ${plan.goal}.`)}`,
    `$ ${voice.say(`%Turning point:% ${plan.twist}.`)}`,
    plan.gentle
      ? `$ ${voice.say(`%A wobbly moment:% ${main.name} feels unsure, and ${plan.allies[0]?.name ?? 'a friendly face'} helps ${main.pronouns.object} find ${main.pronouns.possessive} courage.`)}`
      : `$ ${voice.say(`%Darkest hour:% ${foe.name} strikes, and ${main.name} stands to lose everything.`)}`,
    `$ ${voice.say(`%Ending:% ${fillPlaceholders(plan.arc.lesson, plan)}.`)}`,
  ];
}

function themes(plan: StoryPlan): string[] {
  const arcThemes = plan.arc.themes.map((theme) => fillPlaceholders(theme, plan));
  const fear = plan.main.fears[0];
  const fearTheme = fear && !arcThemes.some((theme) => theme.includes(fear)) ? [`Facing ${fear} when it counts`] : [];
  const friendship =
    plan.allies.length > 0 ? [`The friendship between ${plan.main.name} and ${plan.allies[0]!.name}`] : [];
  return [...arcThemes, ...fearTheme, ...friendship].slice(0, 4).map((theme) => `$ ${theme}`);
}

export function composeSummary(plan: StoryPlan): string {
  const lines = [
    `# ${inline(plan.brief.title)}`,
    subtitle(plan.brief),
    hook(plan),
    '',
    '### Characters',
    characterEntry(plan.main, plan.main),
    ...plan.supporting.map((member) => characterEntry(member, plan.main)),
    '',
    '## The Story',
    beginning(plan),
    '',
    middle(plan),
    '',
    ending(plan),
    '',
    '### Key Moments',
    ...keyMoments(plan),
    '',
    '### Themes',
    ...themes(plan),
  ];
  const text = tidyText(lines.join('\n'));
  // A composer bug must never reach a visitor as broken text.
  if (parseSummary(text)[0]?.type !== 'title') throw new Error('offline summary lost its title line');
  return text;
}
