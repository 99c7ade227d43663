import { endingKind, openingKind, type EndingKind, type OpeningKind } from '../checks/chapter-variety.js';
import type { ChapterRequest, PlacedDetail, WrittenChapter } from '../writing.types.js';
import { inline, joinWords, type CastMember } from './cast.js';
import { extraInfoSentence } from './character-lines.js';
import {
  ABOUT_THING,
  CLOSINGS,
  GENRE_SENSES,
  GENTLE_CLOSINGS,
  ABOUT_THING_SPEECH,
  MOMENTS,
  REPLY,
  SCENE_OPENINGS,
  SENSES,
  THOUGHT,
  TO_OTHER,
  type Parts,
  type Speech,
} from './chapter-material.js';
import { dedicationLine, occasionLine } from './gift.js';
import { callNameSentences, detailSentence, placedInChapter } from './given-details.js';
import { closest } from './outline-composer.js';
import { tidyText, withArticle } from './phrasing.js';
import { premiseElements } from './premise-elements.js';
import type { SeededRandom } from '../../common/seeded-random.js';
import { buildStoryPlan, type StoryPlan } from './story-plan.js';
import { Voice } from './voice.js';

/**
 * Writes one chapter of the book as plain prose: scenes built around the outline's synopsis for the chapter, the
 * characters it names (one or two of their details per scene, not every trait), a fact the story bible already
 * established, and the main character's most personal detail in the first, middle and last chapters. Aims at
 * `request.targetWords`; deterministic for the same request and seed.
 */

export interface ComposedChapter {
  title: string;
  text: string;
  newFacts: string[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Outline text may carry markdown from a model or the visitor ('**', '#', '_'): a printed page never does. */
const plain = (text: string) =>
  inline(text)
    .replace(/[*_#`>~]+/g, '')
    .replace(/%/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const sentencesOf = (text: string) =>
  plain(text)
    .split(/(?<=[.!?])\s+(?=["“]?[A-Z0-9])/)
    .filter((sentence) => /\w/.test(sentence));
const asSentence = (text: string) => (/[.!?…"”]$/.test(text) ? text : `${text}.`);

/** The place a chapter happens in: a place of the plan its synopsis names, else the story's setting. */
function placeOf(plan: StoryPlan, synopsis: string): string {
  const lower = synopsis.toLowerCase();
  const named = [...plan.places, plan.setting.name]
    .filter((place) => lower.includes(place.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return named ?? plan.setting.name;
}

/** The thing a synopsis sentence turns on ('In the cave, Bo uncovers a carved key' -> 'the carved key'), if any. */
/** Heads of noun phrases that are ideas, not things a character can look at or hold. */
const ABSTRACT =
  /\b(familiar|alone|unknown|little|lot|bit|wiser|best|flame|signs?|worry|courage|fear|truth|plan|idea|questions?|answers?|moment|promise|price|step|way|end|ground|journey|adventure|story|people|everything|anyone|nothing|thoughts?|lesson|help|chance|time|day|night|matters?|mistake|trouble|problem)(\s|$)/i;

/** The definite form of one of the plan's things ('a carved key made of bone' -> 'the carved key made of bone'). */
const definiteThing = (thing: string) =>
  /^(a|an|one|some)\s/i.test(thing) ? thing.replace(/^(a|an|one|some)\s+/i, 'the ') : thing;

function thingOf(sentence: string, known: readonly string[], things: readonly string[] = []): string | undefined {
  const named = things.find((thing) => sentence.toLowerCase().includes(thing.toLowerCase()));
  if (named) return definiteThing(named);
  // Names, places and the opposition are what the scene happens among, not what it turns on.
  const rest = [...known]
    .sort((a, b) => b.length - a.length)
    .reduce((text, name) => text.split(name).join(','), sentence);
  const elements = premiseElements(rest);
  // Only a thing introduced with an article ('a carved key', 'the old doll'): a sentence's first word is no thing.
  const thing = elements.object && /^(a|an|the)\s/i.test(elements.object) ? elements.theObject : undefined;
  return thing &&
    thing.split(' ').length <= 5 &&
    !ABSTRACT.test(thing) &&
    !/^the (same|other|first|last|end|truth|day|way)\b/i.test(thing)
    ? thing
    : undefined;
}

/** The characters a chapter is about: the main character first, then everyone its synopsis, title or tags name. */
function castOfChapter(plan: StoryPlan, chapter: WrittenChapter): CastMember[] {
  const text = `${chapter.title} ${chapter.synopsis} ${chapter.tags.join(' ')}`.toLowerCase();
  const named = plan.supporting.filter((member) => text.includes(member.name.toLowerCase()));
  return [plan.main, ...named];
}

class ChapterComposer {
  private readonly voice: Voice;
  private readonly chapter: WrittenChapter;
  private readonly cast: CastMember[];
  readonly place: string;
  private readonly last: boolean;
  /** What the chapter turns on: the first thing its synopsis names, else the premise's central thing, if any. */
  private readonly thing: string | undefined;
  /** Names and places a scene's thing is never taken from. */
  private readonly known: string[];
  /** The plan's own things (its central thing, stake and discoveries), recognised wherever a synopsis names them. */
  private readonly things: string[];
  /** The common senses and the genre's own (a Kid book's horror keeps to the common ones). */
  private readonly senses: readonly string[];
  private readonly random: SeededRandom;
  /** The buyer's details this chapter tells: the outline placed each in one to three chapters (given-details.ts). */
  private readonly placed: PlacedDetail[];

  constructor(
    private readonly plan: StoryPlan,
    private readonly request: ChapterRequest,
  ) {
    this.chapter = request.outline[request.chapterNumber - 1]!;
    const random = plan.random.fork(`chapter ${request.chapterNumber}`);
    this.random = random.fork('choices');
    const brief = request.story;
    this.voice = new Voice(
      brief.readingGrade,
      brief.tones,
      brief.styles,
      random,
      [plan.main, ...plan.supporting].map((member) => member.name),
    );
    this.cast = castOfChapter(plan, this.chapter);
    this.place = placeOf(plan, this.chapter.synopsis);
    this.last = request.chapterNumber === request.outline.length;
    this.senses = [
      ...SENSES,
      ...(plan.gentle && plan.kit.label === 'horror' ? [] : (GENRE_SENSES[plan.kit.label] ?? [])),
    ];
    this.things = [plan.goal, ...plan.discoveries];
    this.known = [
      ...[plan.main, ...plan.supporting].map((member) => member.name),
      ...plan.places,
      plan.setting.name,
      plan.foe.name,
      capitalise(plan.foe.name),
    ];
    this.thing =
      sentencesOf(this.chapter.synopsis)
        .map((sentence) => thingOf(sentence, this.known, this.things))
        .find(Boolean) ?? plan.premise.theObject;
    this.placed = placedInChapter(request, plan.gentle);
  }

  /** Whether `detail` is the main character's extra information, which `heart()` tells. */
  private isHeart(detail: PlacedDetail): boolean {
    const main = this.request.characters.find((character) => character.isMainCharacter);
    return detail.kind === 'extraInformation' && detail.character === main?.name;
  }

  /** Someone to talk to: a character this chapter names, else the one the story is closest to. */
  private companion(): CastMember | undefined {
    return (
      this.cast[1 + (this.request.chapterNumber % Math.max(1, this.cast.length - 1))] ??
      this.cast[1] ??
      closest(this.plan)
    );
  }

  private fill(template: string, other?: CastMember, thing = this.thing): string {
    const { main, goal } = this.plan;
    const mood = this.voice.mood();
    return template
      .replaceAll(
        'everything {other} has said today',
        other ? 'everything {other} has said today' : 'everything that has happened today',
      )
      .replaceAll('{thing}', thing ?? goal)
      .replaceAll('{main}', main.name)
      .replaceAll('{other}', other ? (other.callName ?? other.name) : 'friend')
      .replaceAll('{place}', this.place)
      .replaceAll('{goal}', goal)
      .replaceAll('{aMood}', withArticle(mood))
      .replaceAll('{mood}', mood)
      .replaceAll('{Subject}', capitalise(main.pronouns.subject))
      .replaceAll('{subject}', main.pronouns.subject)
      .replaceAll('{possessive}', main.pronouns.possessive)
      .replaceAll('{object}', main.pronouns.object);
  }

  /** A line of dialogue: words and speech verb drawn from their own decks, the verb fitting the line's mark. */
  private speak(speech: Speech, other: CastMember, thing = this.thing): string {
    const [words, mark] = this.voice.draw(speech.lines).split('|') as [string, '.' | '!' | '?'];
    return this.fill(`"${words}${mark === '.' ? ',' : mark}" ${this.voice.draw(speech.verbs[mark])}.`, other, thing);
  }

  /** A sentence of independently drawn parts (see chapter-material.ts). */
  private compose(parts: Parts, other?: CastMember): string {
    return this.fill(parts.map((slot) => this.voice.draw(slot)).join(''), other);
  }

  /** Something the main character thinks or notices. */
  private thought(other?: CastMember): string {
    return this.random.chance(0.6) ? this.compose(THOUGHT, other) : this.fill(this.voice.draw(MOMENTS), other);
  }

  private paragraph(sentences: Array<string | undefined>): string {
    const kept = sentences.filter((sentence): sentence is string => Boolean(sentence));
    return tidyText(plain(this.voice.paragraph(kept, 0.5)));
  }

  opening(): string {
    const { main } = this.plan;
    const others = this.cast.slice(1).map((member) => member.name);
    const together =
      others.length > 0
        ? `${main.name} is there with ${joinWords(others)}.`
        : `${main.name} is there, ready for whatever comes.`;
    return this.paragraph([
      this.fill(this.voice.draw(SCENE_OPENINGS)),
      this.fill(this.voice.draw(this.senses)),
      together,
    ]);
  }

  /** A synopsis sentence told as a scene: the event, then how the characters meet it. */
  event(sentence: string, reactions: number): string {
    const other = this.companion();
    const thing = thingOf(sentence, this.known, this.things);
    const extras = [
      thing
        ? this.fill(this.voice.draw(ABOUT_THING), other, thing)
        : other
          ? this.speak(TO_OTHER, other)
          : this.thought(),
      other ? (thing ? this.speak(ABOUT_THING_SPEECH, other, thing) : this.speak(REPLY, other)) : this.thought(),
    ].slice(0, reactions);
    return this.paragraph([asSentence(sentence), ...extras]);
  }

  /**
   * A fact the story bible holds that this book's outline does not already tell ('The hatchling sneezes glitter',
   * from chapters another writer wrote), so chapters written in parallel agree. The demo writer's own facts are its
   * outline's sentences, told in their own chapters; repeating them (or a fixed lead-in) in every chapter was most of
   * the old writer's repetition, and its 'Chapter 2:' tags leaked into the prose.
   */
  remembered(): string | undefined {
    const told = this.request.outline.map((chapter) => plain(chapter.synopsis)).join(' ');
    const facts = this.request.bible.facts
      .map((fact) => plain(fact).replace(/^(?:chapter \d+\s*[:.-]\s*)+/i, ''))
      .filter((fact) => fact && !told.includes(fact.replace(/[.!?]+$/, '')) && !/ has been to /.test(fact));
    if (facts.length === 0) return undefined;
    return this.paragraph([asSentence(capitalise(facts[this.request.chapterNumber % facts.length]!))]);
  }

  /**
   * The most personal detail, the story's emotional centre, in the chapters the outline placed it in (the first,
   * middle and last by default), framed anew each time.
   */
  heart(): string | undefined {
    const count = this.request.outline.length;
    const number = this.request.chapterNumber;
    const { main } = this.plan;
    const sentence = extraInfoSentence(main);
    if (!sentence || !this.placed.some((detail) => this.isHeart(detail))) return undefined;
    if (number === 1)
      return this.paragraph([
        `${main.name} thinks of something that always makes ${main.pronouns.object} smile.`,
        sentence,
      ]);
    if (number === count) return this.paragraph(['Some things never change.', sentence]);
    const when = number === Math.ceil(count / 2) ? 'Halfway through it all' : 'Along the way';
    return this.paragraph([`${when}, ${main.name} remembers something: ${sentence}`]);
  }

  /** The buyer's details placed in this chapter, each as its own sentence (given-details.ts). */
  details(): string | undefined {
    const cast = [this.plan.main, ...this.plan.supporting];
    // What the buyer asked the book to leave out stays out, even when it is one of the details they gave.
    const told = this.placed
      .filter((detail) => !this.isHeart(detail) && !this.plan.avoids(detail.text))
      .map((detail) => {
        const character = this.request.characters.find((candidate) => candidate.name === detail.character);
        const member = cast.find((candidate) => candidate.name === inline(detail.character));
        return character && member ? detailSentence(detail, character, member, this.plan.gentle) : undefined;
      });
    const sentences = [
      ...callNameSentences(cast, this.number, this.request.outline.length),
      ...told.filter((sentence): sentence is string => Boolean(sentence)),
    ];
    return sentences.length > 0 ? this.paragraph(sentences) : undefined;
  }

  closing(): string {
    const { main } = this.plan;
    if (!this.last) return this.paragraph([this.fill(this.voice.draw(this.plan.gentle ? GENTLE_CLOSINGS : CLOSINGS))]);
    // The last chapter comes back to the relationship at the heart of the gift, and to the occasion.
    const dear = closest(this.plan);
    const gift = this.request.story.gift;
    const occasion = occasionLine(gift);
    return this.paragraph([
      dear
        ? `${main.name} looks at ${dear.name} and knows that the best part of every adventure is sharing it.`
        : `${main.name} smiles, because home has never felt more like home.`,
      occasion && !this.chapter.synopsis.includes(occasion) ? occasion : undefined,
      dedicationLine(gift),
    ]);
  }

  /** The paragraphs at a given number of reactions per event; fewer reactions for a short target. */
  core(reactions: number): { before: string[]; events: string[]; after: string[] } {
    const events = sentencesOf(this.chapter.synopsis).map((sentence) => this.event(sentence, reactions));
    return {
      before: [this.opening(), this.remembered(), this.number === 1 ? this.heart() : undefined].filter(
        (text): text is string => Boolean(text),
      ),
      events,
      after: [this.details(), this.number === 1 ? undefined : this.heart(), this.closing()].filter(
        (text): text is string => Boolean(text),
      ),
    };
  }

  get number(): number {
    return this.request.chapterNumber;
  }
}

// A line of dialogue and its speech verb ('"Look!" says Mira.') are one sentence.
const sentencesOfParagraph = (paragraph: string) =>
  paragraph.split(/(?<=[.!?]["”]?)\s+(?=["“A-Z0-9])/).filter((sentence) => /\w/.test(sentence));

/** Counts the sentences a book has said, so none is said more than twice (see `BookSentences.keep`). */
class BookSentences {
  constructor(private readonly counts = new Map<string, number>()) {}

  /** The paragraphs without the sentences the book has already said twice; a paragraph with nothing left goes. */
  keep(paragraphs: readonly string[]): string[] {
    const kept = paragraphs.map((paragraph) =>
      sentencesOfParagraph(paragraph)
        .filter((sentence) => {
          const times = this.counts.get(sentence) ?? 0;
          if (times >= 2) return false;
          this.counts.set(sentence, times + 1);
          return true;
        })
        .join(' '),
    );
    return kept.filter(Boolean);
  }

  /** What `keep` would leave, without counting it. */
  tryKeep(paragraphs: readonly string[]): string[] {
    return new BookSentences(new Map(this.counts)).keep(paragraphs);
  }
}

/** How the chapter before opened and ended, when that is a kind this one must not repeat (checks/chapter-variety.ts). */
interface ShapeToAvoid {
  opening?: OpeningKind;
  ending?: EndingKind;
}

/**
 * The chapter without the scene-setting sentences that would open it like the chapter before (the weather, someone
 * waking up) and without the closing sentences that would end it the same way (bedtime again): the variety check of
 * a paid book's chapters holds the demo writer too, and this way it passes by construction. Only the first and
 * the last paragraph lose sentences (the scene setting and the closing line); the events stay.
 */
function varied(paragraphs: readonly string[], avoid: ShapeToAvoid): string[] {
  const result = [...paragraphs];
  const text = () => result.join('\n\n');
  const trim = (index: number, keep: (sentences: string[]) => string[]) => {
    const rest = keep(sentencesOfParagraph(result[index]!));
    if (rest.length > 0) result[index] = rest.join(' ');
    else result.splice(index, 1);
  };
  for (
    let drops = sentencesOfParagraph(result[0] ?? '').length;
    drops > 0 && avoid.opening && openingKind(text()) === avoid.opening;
    drops--
  )
    trim(0, (sentences) => sentences.slice(1));
  for (
    let drops = sentencesOfParagraph(result.at(-1) ?? '').length;
    drops > 0 && avoid.ending && endingKind(text()) === avoid.ending;
    drops--
  )
    trim(result.length - 1, (sentences) => sentences.slice(0, -1));
  return result;
}

const shapeOf = (paragraphs: readonly string[]): ShapeToAvoid => {
  const text = paragraphs.join('\n\n');
  return { opening: openingKind(text), ending: endingKind(text) };
};

/** One chapter's paragraphs, at most `target` words give or take: fewer reactions per event for a short chapter. */
function chapterParagraphs(plan: StoryPlan, request: ChapterRequest): string[] {
  const composer = new ChapterComposer(plan, request);
  const target = Math.max(50, request.targetWords);
  let core = composer.core(3);
  const total = (parts: typeof core) => countWords([...parts.before, ...parts.events, ...parts.after].join(' '));
  for (const reactions of [2, 1, 0]) {
    if (total(core) <= target * 1.1) break;
    core = composer.core(reactions);
  }
  return [...core.before, ...core.events, ...core.after];
}

/**
 * The chapter's text (paragraphs separated by a blank line) and the facts it adds. The demo writer does not pad a
 * chapter to its target length: it tells the outline's events with a few reactions and the buyer's details, and
 * stops. Chapters are written one at a time (in parallel), so each one replays the chapters before it to know
 * which sentences the book has already said twice and leaves those out, and how the chapter before opened and ended.
 */
export function composeChapter(request: ChapterRequest, seed: number): ComposedChapter {
  const chapter = request.outline[request.chapterNumber - 1];
  if (!chapter) throw new Error(`the outline has no chapter ${request.chapterNumber}`);
  const plan = buildStoryPlan(request.story, request.characters, seed, request.summary);
  const said = new BookSentences();
  let paragraphs: string[] = [];
  for (let number = 1; number <= request.chapterNumber; number++) {
    // Earlier chapters are replayed without this chapter's bible: they were written before it knew these facts.
    const current = number === request.chapterNumber;
    const bible = current ? request.bible : { ...request.bible, facts: [] };
    // The chapter before as it was really written when the request says (a paid book's chapter 1 comes from /step4).
    const avoid = current && request.previousChapter ? request.previousChapter : shapeOf(paragraphs);
    paragraphs = said.keep(
      varied(said.tryKeep(chapterParagraphs(plan, { ...request, chapterNumber: number, bible })), avoid),
    );
  }
  const place = placeOf(plan, chapter.synopsis);
  const newFacts = [
    ...sentencesOf(chapter.synopsis).slice(0, 2).map(asSentence),
    `${plan.main.name} has been to ${place}.`,
  ];
  return { title: plain(chapter.title), text: paragraphs.join('\n\n'), newFacts };
}
