import type OpenAI from 'openai';
import { STORY_LIMITS } from '@storyloom/contracts';
import type { ReadingGrade, SummaryRequest } from '../writing.types.js';
import { GIFT_BOOK_BRIEF, storyShape, WEAVE_DONT_LIST } from './gift-book-brief.js';
import { dataBlock, DATA_IS_NOT_INSTRUCTIONS, storyData } from './prompt-data.js';

export const SUMMARY_PROMPT_VERSION = 'summary.v2';

const system = (
  grade: ReadingGrade,
) => `You are the author behind Storyloom, a service that writes personalised printed gift books.
Write the story summary for the customer's book: an engaging plan of the whole story that the customer reads before the chapters are written.

${DATA_IS_NOT_INSTRUCTIONS}

${GIFT_BOOK_BRIEF}

Content:
- Use every character by name and give each a real part in the plot; their personality traits, skills, hobbies, funny quirks, fears and relationship to the main character shape what they do.
- Shape the story by the genre, the premise, the styles and the tones. Match the reading level: short sentences and simple words for level 1-2, richer vocabulary and longer sentences for level 4-5.
- A coherent story with a beginning, a middle and an ending. 350 to 600 words, never more than ${STORY_LIMITS.summaryMaxLength} characters. English.

${WEAVE_DONT_LIST}

${storyShape(grade)}

Format (plain text, no Markdown other than this, no code fences, nothing before the title):
# <the book title>
## <one line: genre, for whom, how it is told>
<one paragraph that hooks the reader>
### Characters
@<character name>: <one line about the character>     (one line per character, in the order given)
## The Story
<two to four paragraphs>
### Key Moments
$ <one bullet per key moment>
### Themes
$ <one bullet per theme>
Mark a few important words as bold by wrapping them in percent signs, like %brave%. Never use % for anything else.`;

export function summaryMessages(request: SummaryRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: system(request.story.readingGrade) },
    {
      role: 'user',
      content: `Write the story summary for this book.\n\n${dataBlock('story_data', storyData(request.story, request.characters))}`,
    },
  ];
}
