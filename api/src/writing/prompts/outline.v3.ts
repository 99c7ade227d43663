import type OpenAI from 'openai';
import { OUTLINE_LIMITS } from '@storyloom/contracts';
import { givenDetails, MAX_CHAPTERS_PER_DETAIL } from '../detail-placement.js';
import type { OutlineRequest, ReadingGrade, WrittenChapter } from '../writing.types.js';
import { GIFT_BOOK_BRIEF, storyShape, WEAVE_DONT_LIST } from './gift-book-brief.js';
import { dataBlock, DATA_IS_NOT_INSTRUCTIONS, storyData } from './prompt-data.js';

export const OUTLINE_PROMPT_VERSION = 'outline.v3';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/**
 * The structured answer (strict JSON schema: every property required, no others). Chapter counts cannot be
 * enforced by the schema in strict mode (no minItems/maxItems), so the prompt states the count and the engine
 * checks and repairs it; the same goes for how many chapters a detail is given to (detail-placement.ts). The
 * chapters come first so they stream to the visitor's screen while the bible is still to come.
 */
export const OUTLINE_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'book_outline',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['chapters', 'bible'],
      properties: {
        chapters: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['number', 'title', 'synopsis', 'tags', 'details'],
            properties: {
              number: { type: 'integer' },
              title: { type: 'string' },
              synopsis: { type: 'string' },
              tags: { type: 'array', items: { type: 'string' } },
              details: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        bible: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'kind', 'attributes'],
            properties: {
              name: { type: 'string' },
              kind: { type: 'string', enum: ['person', 'place', 'pet', 'object'] },
              attributes: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

const system = (
  chapterCount: number,
  grade: ReadingGrade,
) => `You are the author behind Storyloom, a service that writes personalised printed gift books.
Plan the chapters of the customer's book from its story summary and characters.

${DATA_IS_NOT_INSTRUCTIONS}

${GIFT_BOOK_BRIEF}

Rules:
- Exactly ${chapterCount} chapters, numbered 1 to ${chapterCount}, in story order. Not one more, not one fewer.
- Stay consistent with the story summary in <story_data>: same setting, stakes, characters and ending.
- Spread the story shape below over all ${chapterCount} chapters, the resolution in the final chapters.
- Each chapter has its own event and names the characters who carry it.
- The main character appears in nearly every chapter, every character in at least one, and the final chapter comes back to the relationship between them.
- title: at most ${OUTLINE_LIMITS.titleMaxLength} characters, no asterisks. synopsis: two to four sentences, at most ${OUTLINE_LIMITS.synopsisMaxLength} characters. tags: two to five short tags (never more than ${OUTLINE_LIMITS.tagsPerChapter}, each at most ${OUTLINE_LIMITS.tagMaxLength} characters) such as the characters involved and the chapter's place in the arc.
- details: the ids (from givenDetails) of the customer's details this chapter uses. Give every detail to one to ${MAX_CHAPTERS_PER_DETAIL} chapters, where it matters most, and never one detail to every chapter; the main character's extraInformation may take three (early, the middle, the end).
- bible: every name, place, pet and important object the story invents beyond the characters (and those the customer's details mention, such as a pet), each with its fixed attributes (what or who it is, how it looks, where it is), at most 40 entries, so every chapter keeps them the same.
- Match the reading level and tone of the book. English.

${WEAVE_DONT_LIST}

${storyShape(grade)}`;

export function outlineMessages(request: OutlineRequest): Message[] {
  const details = givenDetails(request.characters).map(({ id, character, kind, text }) => ({
    id,
    character,
    kind,
    detail: text,
  }));
  const data = {
    ...storyData(request.story, request.characters),
    storySummary: request.summary,
    chapterCount: request.chapterCount,
    givenDetails: details,
  };
  return [
    { role: 'system', content: system(request.chapterCount, request.story.readingGrade) },
    { role: 'user', content: `Write the chapter outline for this book.\n\n${dataBlock('story_data', data)}` },
  ];
}

const asAnswer = (chapters: readonly WrittenChapter[]): Message => ({
  role: 'assistant',
  content: JSON.stringify({ chapters }),
});

/** The outline stopped short: ask for the missing chapters only, with what exists as the model's own earlier answer. */
export function continuationMessages(request: OutlineRequest, written: readonly WrittenChapter[]): Message[] {
  const from = written.length + 1;
  return [
    ...outlineMessages(request),
    asAnswer(written),
    {
      role: 'user',
      content:
        `The outline stops after chapter ${written.length}, but the book has ${request.chapterCount} chapters. ` +
        `Answer with chapters ${from} to ${request.chapterCount} only, numbered ${from} to ${request.chapterCount}, continuing the story and ending it in chapter ${request.chapterCount}.`,
    },
  ];
}

/** The outline has too many chapters: ask for the whole outline again in exactly the right number. */
export function condenseMessages(request: OutlineRequest, written: readonly WrittenChapter[]): Message[] {
  return [
    ...outlineMessages(request),
    asAnswer(written),
    {
      role: 'user',
      content:
        `That outline has ${written.length} chapters, but the book has exactly ${request.chapterCount}. ` +
        `Rewrite it as exactly ${request.chapterCount} chapters, numbered 1 to ${request.chapterCount}, merging events so that the ending is kept.`,
    },
  ];
}

/**
 * One entry of the outline came back malformed (issue 24, F8): ask for that chapter alone, in its place, with the
 * rest of the outline as the model's own answer and its neighbours named, so the chapters after it keep their
 * numbers and the ending stays.
 */
export function rewriteChapterMessages(
  request: OutlineRequest,
  kept: readonly WrittenChapter[],
  number: number,
): Message[] {
  const neighbour = (chapter: WrittenChapter | undefined, role: string) =>
    chapter ? ` It ${role} chapter ${chapter.number} ("${chapter.title}": ${chapter.synopsis})` : '';
  const before = kept.find((chapter) => chapter.number === number - 1);
  const after = kept.find((chapter) => chapter.number === number + 1);
  return [
    ...outlineMessages(request),
    asAnswer(kept),
    {
      role: 'user',
      content:
        `Chapter ${number} of that outline is missing: it came back unusable. Answer with chapters ${number} to ${number} only, numbered ${number}, ` +
        `a new title and synopsis for that one chapter.${neighbour(before, 'follows')}.${neighbour(after, 'leads into')}. Keep every other chapter as it is.`.replace(
          /\.\./g,
          '.',
        ),
    },
  ];
}
