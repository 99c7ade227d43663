import { expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import {
  firstChapterReplySchema,
  generateCoverReplySchema,
  sampleBookSchema,
  sampleListSchema,
  storedStep4ReplySchema,
  storeStep4ReplySchema,
} from '@storyloom/contracts';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import {
  generateCover,
  generateFirstChapter,
  loadStoredStep4,
  pngBlobOf,
  pngSource,
  storeStep4,
} from './lib/cover-api.js';
import { useSampleBook } from './lib/use-sample-book.js';
import { coverReply, photo } from './lib/test-covers.js';

const COVER_ID = 'recorded-cover-id';
const SAMPLE_SLUG = 'recorded-sample-slug';

// This version's calls to the API, as its own functions send them (api/test/published-remote-calls.spec.ts replays
// every released version's record against the current API; `npm run contract:record` rewrites this version's).
// The operator's /covertest is left out: it reads a reply no contract schema describes.
it('calls the API as its record says (api/contracts/published-calls/mf-cover)', async () => {
  const calls = await recordCalls(
    {
      'GET /api/step4': { schema: storedStep4ReplySchema, reply: { cover: null, first_chapter: null } },
      'POST /api/generate_cover': { schema: generateCoverReplySchema, reply: coverReply(COVER_ID) },
      'POST /api/generate_first_chapter': {
        schema: firstChapterReplySchema,
        reply: { first_chapter: 'Chapter 1. The lantern hummed.' },
        stream: true,
      },
      'POST /api/store_step4': { schema: storeStep4ReplySchema, reply: { success: true } },
      'GET /api/samples': { schema: sampleListSchema, reply: { samples: [{ slug: SAMPLE_SLUG }] } },
      [`GET /api/samples/${SAMPLE_SLUG}`]: { schema: sampleBookSchema, reply: { slug: SAMPLE_SLUG } },
    },
    async () => {
      await loadStoredStep4();
      const generated = await generateCover([photo('rosa.jpg')]);
      const firstChapter = await generateFirstChapter({ onText: () => undefined });
      await storeStep4({
        cover: pngBlobOf(pngSource(generated.generated_images[0]!)),
        firstChapter,
        coverId: generated.covers[0]!.id,
      });
      // The landing page's 'See a Sample Story': the first sample listed.
      const sample = renderHook(() => useSampleBook(null));
      await waitFor(() => expect(sample.result.current.status).toBe('shown'));
    },
    { [COVER_ID]: 'id', [SAMPLE_SLUG]: 'slug' },
  );
  expectRecorded('mf-cover', 3, calls);
});
