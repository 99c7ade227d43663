import { it } from '@jest/globals';
import { bookSizeReplySchema, detailedOutlineReplySchema, step3ReplySchema } from '@storyloom/contracts';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import { generateOutline, loadBookSize, loadDetailedOutline, saveBookSize, saveChapter } from './lib/outline-api.js';
import { outlineFromStep3Reply } from './lib/outline-reply.js';
import { draftReply, NO_DRAFT_OUTLINE } from './lib/test-outlines.js';

// This version's calls to the API, as its own functions send them (api/test/published-remote-calls.spec.ts replays
// every released version's record against the current API; `npm run contract:record` rewrites this version's).
it('calls the API as its record says (api/contracts/published-calls/mf-outline)', async () => {
  const written = draftReply('M', 3);
  const calls = await recordCalls(
    {
      'GET /get_book_size': { schema: bookSizeReplySchema, reply: { book_size: 'M' } },
      'GET /api/get_detailed_outline': { schema: detailedOutlineReplySchema, reply: NO_DRAFT_OUTLINE },
      'PUT /api/book_size': { reply: { book_size: 'M' } },
      'POST /api/step3': {
        schema: step3ReplySchema,
        reply: { detailed_outline: written.detailed_outline, chapters: written.chapters, book_size: 'M' },
        stream: true,
      },
      'PUT /api/detailed_outline/chapters/1': { schema: detailedOutlineReplySchema, reply: written },
    },
    async () => {
      const size = await loadBookSize();
      await loadDetailedOutline();
      await saveBookSize(size);
      await outlineFromStep3Reply(
        await generateOutline(size, { onText: () => undefined, signal: new AbortController().signal }),
      );
      await saveChapter(1, {
        title: 'The Lantern Hums',
        synopsis: 'Ada hears the lantern hum at night.',
        tags: ['night'],
      });
    },
  );
  expectRecorded('mf-outline', 2, calls);
});
