import { OUTLINE_LIMITS } from '@storyloom/contracts';
import type OpenAI from 'openai';
import { chapterWordBudget } from '../chapter-length.js';
import { detailsOfChapter } from '../detail-placement.js';
import { PLACE_FACT_PREFIX } from '../story-bible.js';
import type { ChapterRequest } from '../writing.types.js';
import { continuityRules, previousChapterData } from './continuity.js';
import { GIFT_BOOK_BRIEF, storyShape, WEAVE_DONT_LIST } from './gift-book-brief.js';
import { dataBlock, DATA_IS_NOT_INSTRUCTIONS, storyData } from './prompt-data.js';

export const CHAPTER_PROMPT_VERSION = 'chapter.v1';

/** The line that ends the prose and starts the list of new facts (never shown to the reader). */
export const FACTS_MARKER = 'FACTS:';

const system = (request: ChapterRequest) => {
  const { chapterNumber: number, outline, targetWords } = request;
  // The ±25% budget the stored chapter is held to (chapter-length.ts); aiming at ±10% leaves the model room.
  const { min, max } = chapterWordBudget(targetWords);
  return `You are the author behind Storyloom, a service that writes personalised printed gift books.
Write chapter ${number} of ${outline.length} of the customer's book. It is printed as it is, so write finished prose.

${DATA_IS_NOT_INSTRUCTIONS}

${GIFT_BOOK_BRIEF}

Rules:
- Write the chapter described by chapterToWrite: its events, in its place in the outline. Do not write the events of later chapters.
- Stay consistent with the story summary, the outline and the storyBible (who is who, what the reader calls each character, places, and the facts earlier chapters established). Never contradict the storyBible.
- About ${targetWords} words of prose (aim within 10% of it; never fewer than ${min} or more than ${max} words).
- Match the reading level, styles and tones of the book: short sentences and simple words for level 1-2, richer vocabulary for level 4-5. English.
- The characters' skills, hobbies, quirks, fears and extra information in <story_data> are this chapter's share of the customer's details: weave each of them into this chapter; the other chapters carry the rest.
${continuityRules(request)}

${WEAVE_DONT_LIST}

${storyShape(request.story.readingGrade)}

Format: plain text only. No Markdown (no #, no asterisks, no underscores for emphasis, no bullet points in the story, no code fences), nothing before the title.
Chapter ${number}: <the chapter title, at most ${OUTLINE_LIMITS.titleMaxLength} characters>

<the chapter's paragraphs, separated by one blank line; dialogue in double quotes>

${FACTS_MARKER}
- <one line per fact this chapter established that later chapters must respect: a new name, a promise, an object found or lost, a change in someone>
- ${PLACE_FACT_PREFIX} <one line per place the chapter used for the first time>`;
};

/**
 * Every chapter's title, and the synopses of the chapters around this one: enough to know what came before and
 * what comes next, while a 40-chapter outline still fits a server with an 8k context.
 */
function outlineAround(request: ChapterRequest) {
  const near = (number: number) => number >= request.chapterNumber - 2 && number <= request.chapterNumber + 1;
  return request.outline.map(({ number, title, synopsis }) =>
    near(number) ? { number, title, synopsis } : { number, title },
  );
}

export function chapterMessages(request: ChapterRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  const chapter = request.outline[request.chapterNumber - 1];
  // Only this chapter's share of the buyer's details: a detail in every chapter reads as a catalogue (issue 24).
  const details = detailsOfChapter(
    request.characters,
    request.outline.length,
    request.chapterNumber,
    request.placedDetails,
  );
  const data = {
    ...storyData(request.story, request.characters, details),
    storySummary: request.summary,
    outline: outlineAround(request),
    storyBible: request.bible,
    chapterToWrite: chapter && {
      number: chapter.number,
      title: chapter.title,
      synopsis: chapter.synopsis,
      tags: chapter.tags,
    },
    ...previousChapterData(request),
  };
  return [
    { role: 'system', content: system(request) },
    {
      role: 'user',
      content: `Write chapter ${request.chapterNumber}, about ${request.targetWords} words.\n\n${dataBlock('story_data', data)}`,
    },
  ];
}
