import { composeChapter } from '../offline/chapter-composer.js';
import { hashText } from '../../common/seeded-random.js';
import { initialStoryBible } from '../story-bible.js';
import type { StoryBrief, WrittenChapter } from '../writing.types.js';
import { wordsIn } from './literal-changes.js';
import type { ProofChangeInput, ProofChangeResult } from './proof-change.types.js';

/**
 * The demo writer's rewrite of one chapter: the chapter composed again from its outline entry by the offline
 * writer's own engine, with another seed and, when the request asks for a mood, that tone. Honest and small: the
 * message says the demo writer wrote it, and it cannot follow a request beyond its tone.
 */

const MOODS: Array<{ words: RegExp; tone: string; said: string }> = [
  { words: /\b(?:funn|sill|humou?r|laugh|jok|comic)/i, tone: 'Humorous', said: 'in a funnier tone' },
  {
    words: /\b(?:happ|light|cheer|brighter|gentler|calmer|less scary|softer)/i,
    tone: 'Light',
    said: 'in a lighter tone',
  },
  { words: /\b(?:sad|serious|grave|quieter)/i, tone: 'Serious', said: 'in a more serious tone' },
  { words: /\b(?:scar|spook|dark|creep)/i, tone: 'Dark', said: 'in a darker tone' },
  { words: /\b(?:warm|hope|sweet|kind|lov)/i, tone: 'Hopeful', said: 'in a warmer tone' },
];

/** The outline the chapters were written from, or one read off the chapters (their titles and first sentences). */
function outlineOf(input: ProofChangeInput): WrittenChapter[] {
  if (input.plan?.outline.length === input.book.chapters.length) return input.plan.outline;
  return input.book.chapters.map((chapter) => ({
    number: chapter.number,
    title: chapter.title,
    synopsis: /^[^.!?]*[.!?]/.exec(chapter.text.trim())?.[0] ?? chapter.title,
    tags: [],
  }));
}

export function demoRewrite(input: ProofChangeInput, chapterNumber: number): ProofChangeResult {
  const chapter = input.book.chapters.find((candidate) => candidate.number === chapterNumber)!;
  const mood = MOODS.find((candidate) => candidate.words.test(input.request.instruction));
  const story: StoryBrief = mood ? { ...input.story, tones: [mood.tone] } : input.story;
  const request = {
    story,
    characters: input.characters,
    summary: input.plan?.summary ?? '',
    outline: outlineOf(input),
    chapterNumber,
    bible: initialStoryBible(story, input.characters, input.bible),
    targetWords: Math.max(80, wordsIn(chapter.text)),
    ...(input.plan?.placedDetails ? { placedDetails: input.plan.placedDetails } : {}),
  };
  // A seed of the request's own: the same request gives the same text, another request another one.
  let composed = composeChapter(request, hashText(input.request.instruction, chapterNumber));
  for (let seed = 1; composed.text === chapter.text && seed <= 3; seed++)
    composed = composeChapter(request, hashText(input.request.instruction, chapterNumber + seed * 1000));
  if (composed.text === chapter.text)
    return {
      kind: 'rewrite',
      message: `The demo writer could not write chapter ${chapterNumber} any differently.`,
      chapters: [],
    };
  return {
    kind: 'rewrite',
    message: `The demo writer rewrote chapter ${chapterNumber}${mood ? ` ${mood.said}` : ''}.`,
    chapters: [
      {
        chapter: chapterNumber,
        title_before: chapter.title,
        title_after: chapter.title,
        before: chapter.text,
        after: composed.text,
      },
    ],
  };
}
