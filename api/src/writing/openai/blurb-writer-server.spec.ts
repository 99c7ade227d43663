import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { openAiTestConfig } from '../../../test/support/openai-test-config.js';
import { BLURB_WORDS } from '../blurb.js';
import { checkBlurb } from '../text-checks/text-checks.js';
import type { BlurbRequest } from '../writing.types.js';
import { OpenAiWriter } from './openai-writer.js';

const request: BlurbRequest = {
  story: {
    title: 'The Glass Lighthouse',
    genre: 'Mystery',
    premise: 'Quest',
    styles: [],
    tones: ['Hopeful'],
    readingGrade: 3,
    readingLevelLabel: 'Average',
  },
  characters: [savedCharacterSchema.parse({ name: 'Ada', isMainCharacter: true })],
  summary: '# The Glass Lighthouse\n\n%Ada% keeps the light.',
  outline: [{ number: 1, title: 'The Lamp Goes Out', synopsis: 'Ada sees the dark.', tags: ['Ada'] }],
};
const BLURB =
  `Ada keeps the glass lighthouse at the edge of the world. ${'When the lamp goes out one stormy night, she climbs the stairs with a candle and a question. '.repeat(4)}`.trim();

describe('OpenAiWriter.writeBlurb (openai SDK, local server)', () => {
  let server: OpenAiCompatibleServer;
  beforeAll(async () => {
    server = await OpenAiCompatibleServer.start();
  });
  afterAll(() => server.close());

  it('asks once, with a small cap, for plain prose about the book, and returns the answer for the checks', async () => {
    server.script({ text: BLURB });
    const written = await new OpenAiWriter(openAiTestConfig(server.baseUrl)).writeBlurb(request, { seed: 1 });
    expect(written).toMatchObject({ text: BLURB, writer: 'openai', promptVersion: 'blurb.v1' });
    expect(checkBlurb(written.text, BLURB_WORDS)).toEqual([]);
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body as unknown as { max_tokens: number; messages: Array<{ content: string }> };
    expect(body.max_tokens).toBe(400);
    expect(body.messages[0]!.content).toMatch(/back cover/);
    expect(body.messages[1]!.content).toContain('The Lamp Goes Out');
  });
});
