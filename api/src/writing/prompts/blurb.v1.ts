import type OpenAI from 'openai';
import { BLURB_WORDS } from '../blurb.js';
import type { BlurbRequest } from '../writing.types.js';
import { dataBlock, DATA_IS_NOT_INSTRUCTIONS, storyData } from './prompt-data.js';

export const BLURB_PROMPT_VERSION = 'blurb.v1';

const SYSTEM = `You are the author behind Storyloom, a service that writes personalised printed gift books.
Write the blurb printed on the back cover of the customer's book: it makes a reader want to open the book, and it never gives the ending away.

${DATA_IS_NOT_INSTRUCTIONS}

Rules:
- ${BLURB_WORDS.min + 10} to ${BLURB_WORDS.max - 10} words, one or two paragraphs of plain prose, in English, matching the reading level.
- Name the main character and the people who matter most; use the summary and the chapter titles for what happens.
- Plain text only: no title, no heading, no Markdown, no bullet points, no quotation marks around the whole text, and none of the characters # % @ $ * _.
- Only the blurb: nothing before or after it.`;

export function blurbMessages(request: BlurbRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  const chapters = request.outline.map((chapter) => `${chapter.number}. ${chapter.title}`).join('\n');
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Write the back-cover blurb for this book.\n\n${dataBlock('story_data', storyData(request.story, request.characters))}\n\n${dataBlock('summary', request.summary)}\n\n${dataBlock('chapter_titles', chapters)}`,
    },
  ];
}
