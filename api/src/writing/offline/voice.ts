import type { ReadingGrade } from '../writing.types.js';
import type { SeededRandom } from '../../common/seeded-random.js';
import { TONE_ALIASES, TONES, type ToneProfile } from './tones.js';

export type { EndingMood } from './tones.js';

/**
 * How the offline writer sounds: reading level (vocabulary and sentence length), tone (mood words, asides,
 * how the ending feels) and style (what each sentence is dressed in). Templates mark vocabulary choices as
 * '[simple|rich]'; `Voice.say` resolves them and `Voice.paragraph` shapes whole sentences.
 */

type StyleName = 'descriptive' | 'minimalist' | 'lyrical' | 'conversational' | 'formal' | 'stream' | 'general';
const STYLE_ALIASES: Record<string, StyleName> = {
  descriptive: 'descriptive',
  minimalist: 'minimalist',
  'fast-paced': 'minimalist',
  'plot-driven': 'minimalist',
  lyrical: 'lyrical',
  conversational: 'conversational',
  'character-driven': 'conversational',
  formal: 'formal',
  'stream of consciousness': 'stream',
};

const IMAGES = [
  'The night holds its breath.',
  'Even the wind seems to listen.',
  'Hope flickers like a candle in a far window.',
  'Time moves like honey, slow and golden.',
  'Somewhere a bell rings softly, as if it knows.',
  'The stars lean closer to watch.',
];
const SENSES = [
  'The air smells of rain and old paper.',
  'Somewhere, a clock ticks too loudly.',
  'Light falls in long, slanting stripes.',
  'Every footstep echoes.',
  'The wind carries voices from far away.',
];
const ASIDES_CONVERSATIONAL = ['Here is the thing:', 'And yes,', 'Picture this:', 'Believe it or not,'];

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bdoes not\b/g, "doesn't"],
  [/\bdo not\b/g, "don't"],
  [/\bis not\b/g, "isn't"],
  [/\bcannot\b/g, "can't"],
  [/\bit is\b/g, "it's"],
  [/\bwill not\b/g, "won't"],
];
const EXPANSIONS: Array<[RegExp, string]> = [
  [/\bdoesn't\b/g, 'does not'],
  [/\bdon't\b/g, 'do not'],
  [/\bisn't\b/g, 'is not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\bit's\b/g, 'it is'],
  [/\bIt's\b/g, 'It is'],
];

/** Where a young reader's sentence may be split: '; ' or ', and ' before a subject (a name token, a pronoun, 'the'...). */
const SPLIT_POINT = /;\s+|,\s+and\s+(?=(?:\u0002|he\b|she\b|they\b|it\b|the\b|that\b|everything\b|nobody\b))/;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'The wind' -> 'the wind', 'A breeze' -> 'a breeze'; 'I' and names in capitals ('NASA') stay. */
const lowerFirst = (text: string) =>
  /^(?:[A-Z][a-z]|A\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export class Voice {
  readonly tone: ToneProfile;
  readonly toneName: string;
  readonly style: StyleName;
  /** Shuffled decks of extras, so a text never repeats one until all have been used. */
  private readonly decks = new Map<readonly string[], string[]>();

  constructor(
    readonly grade: ReadingGrade,
    tones: readonly string[],
    styles: readonly string[],
    private readonly random: SeededRandom,
    /** Names and other visitor text that sentence shaping must never split or rewrite. */
    private readonly protectedTexts: readonly string[] = [],
  ) {
    const toneKey = tones
      .map((tone) => tone.toLowerCase())
      .map((tone) => TONE_ALIASES[tone] ?? tone)
      .find((tone) => tone in TONES);
    this.toneName = toneKey ?? 'neutral';
    this.tone = TONES[this.toneName]!;
    this.style =
      styles.map((style) => STYLE_ALIASES[style.toLowerCase()]).find((style) => style !== undefined) ?? 'general';
  }

  /** The next entry of a shuffled deck of `items`; reshuffled once used up. */
  draw(items: readonly string[]): string {
    let deck = this.decks.get(items);
    if (!deck || deck.length === 0) {
      deck = this.random.shuffle(items);
      this.decks.set(items, deck);
    }
    return deck.pop()!;
  }

  /** Resolves '[simple|rich]' choices: simple words for young readers, rich ones for sophisticated readers. */
  say(template: string): string {
    return template.replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, simple: string, rich: string) => {
      if (this.grade <= 2) return simple;
      if (this.grade >= 4) return rich;
      return this.random.chance(0.5) ? simple : rich;
    });
  }

  mood(): string {
    return this.say(this.draw(this.tone.mood));
  }

  aside(): string {
    return this.say(this.draw(this.tone.asides));
  }

  /** For young readers (grades 1-2): keep texts short and direct. */
  get young(): boolean {
    return this.grade <= 2;
  }

  /** For grown-up readers (grades 4-5): room for reflection and richer sentences. */
  get mature(): boolean {
    return this.grade >= 4;
  }

  /**
   * Sentences -> one paragraph, shaped by style and reading level. `flourish` (0 to 1) is how often the style adds
   * its extras (a sensory detail, an aside): always in a summary, now and then across an outline's many chapters.
   */
  paragraph(sentences: readonly string[], flourish = 1): string {
    const { masked, restore } = this.mask(sentences.map((sentence) => this.say(sentence)).join('\u0001'));
    let shaped = masked.split('\u0001').filter((sentence) => sentence.trim() !== '');
    shaped = this.applyStyle(shaped, this.random.chance(flourish));
    shaped = this.applyReadingLevel(shaped);
    let text = shaped.map((sentence) => capitalise(sentence.trim())).join(' ');
    if (this.style === 'formal') for (const [pattern, full] of EXPANSIONS) text = text.replace(pattern, full);
    if (this.style === 'conversational')
      for (const [pattern, short] of CONTRACTIONS) text = text.replace(pattern, short);
    return restore(text);
  }

  /** Visitor text and bold runs are swapped for tokens while sentences are reshaped, then put back untouched. */
  private mask(text: string): { masked: string; restore: (text: string) => string } {
    const saved: string[] = [];
    const token = (index: number) => `\u0002${index}\u0003`;
    let masked = text.replace(/%[^%]+%/g, (run) => token(saved.push(run) - 1));
    for (const value of [...this.protectedTexts].sort((a, b) => b.length - a.length)) {
      if (value.length < 2) continue;
      masked = masked.split(value).join(token(saved.push(value) - 1));
    }
    const restore = (shaped: string) => {
      let result = shaped;
      // Tokens can nest (a name inside a bold run), so restore until none is left.
      for (let pass = 0; pass < 3 && result.includes('\u0002'); pass++) {
        result = result.replace(/\u0002(\d+)\u0003/g, (_, index: string) => saved[Number(index)]!);
      }
      return result;
    };
    return { masked, restore };
  }

  private applyStyle(sentences: string[], withExtras: boolean): string[] {
    switch (this.style) {
      case 'minimalist':
        // Fewer words: asides after a dash go, and 'very' is never needed.
        return sentences.map((sentence) => sentence.replace(/\s+—\s+[^.!?]*(?=[.!?]$)/, '').replace(/\bvery\s+/gi, ''));
      case 'lyrical':
        // An image of its own after the opening sentence, rather than a simile bolted onto a plain fact.
        return withExtras
          ? sentences.flatMap((sentence, index) => (index === 0 ? [sentence, this.draw(IMAGES)] : [sentence]))
          : sentences;
      case 'descriptive':
        return withExtras
          ? sentences.flatMap((sentence, index) => (index === 0 ? [sentence, this.draw(SENSES)] : [sentence]))
          : sentences;
      case 'conversational':
        // Never before a line of dialogue: 'Picture this: "Look!" says Leo.' reads badly.
        // A young reader's sentences stay short: no aside in front of them.
        return sentences.map((sentence, index) =>
          index === 1 && withExtras && this.grade > 2 && !/^["“]/.test(sentence)
            ? `${this.draw(ASIDES_CONVERSATIONAL)} ${lowerFirst(sentence)}`
            : sentence,
        );
      case 'stream':
        // Thoughts run into each other: pairs of sentences joined by a dash.
        return sentences.reduce<string[]>((joined, sentence, index) => {
          if (index % 2 === 1 && joined.length > 0)
            joined[joined.length - 1] = `${joined.at(-1)!.replace(/[.!?]$/, '')} — and ${lowerFirst(sentence)}`;
          else joined.push(sentence);
          return joined;
        }, []);
      default:
        return sentences;
    }
  }

  /**
   * Young readers get one idea per sentence; sophisticated readers get some sentences joined. A sentence is only
   * split where the next part can stand alone: after a semicolon, or at ', and' followed by its own subject.
   */
  private applyReadingLevel(sentences: string[]): string[] {
    if (this.grade <= 2) {
      return sentences.flatMap((sentence) =>
        sentence
          .split(SPLIT_POINT)
          .map((part, index, parts) => (index < parts.length - 1 ? `${part.replace(/[,;]$/, '')}.` : part))
          .map((part, index) => (index > 0 ? capitalise(part) : part)),
      );
    }
    if (this.grade >= 4 && this.style !== 'minimalist') {
      return sentences.reduce<string[]>((joined, sentence) => {
        const previous = joined.at(-1);
        if (
          previous &&
          /\.$/.test(previous) &&
          wordCount(previous) < 14 &&
          wordCount(sentence) < 14 &&
          this.random.chance(0.5)
        ) {
          joined[joined.length - 1] = `${previous.slice(0, -1)}; ${lowerFirst(sentence)}`;
        } else {
          joined.push(sentence);
        }
        return joined;
      }, []);
    }
    return sentences;
  }
}
