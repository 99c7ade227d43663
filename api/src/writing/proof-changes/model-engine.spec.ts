import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { loadConfig } from '../../config/app-config.js';
import { WriterUnavailableException } from '../writing.exception.js';
import { proofBook } from './proof-change.fixture.js';
import { ProofChangeEngine } from './proof-change.service.js';

const reading = (fields: Record<string, unknown>) => ({
  text: JSON.stringify({ rename_from: '', rename_to: '', chapter: 0, find: [], bible: [], summary: '', ...fields }),
});

describe('plain-words changes with a model (local OpenAI-compatible server)', () => {
  let server: OpenAiCompatibleServer;
  let engine: ProofChangeEngine;

  beforeAll(async () => {
    server = await OpenAiCompatibleServer.start();
    const config = loadConfig({
      OPENAI_BASE_URL: server.baseUrl,
      OPENAI_API_KEY: 'test',
      OPENAI_MAX_RETRIES: '0',
      LOG_LEVEL: 'silent',
    });
    engine = new ProofChangeEngine(config.writing, 2);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('renames with no model call at all', async () => {
    const result = await engine.propose(proofBook({ instruction: 'Call the dog Biscuit' }));
    expect(result).toMatchObject({ kind: 'rename', message: 'Renamed Pebble to Biscuit in 2 chapters.' });
    expect(server.requests).toHaveLength(0);
  });

  it('reads the request with a strict json_schema and redrafts the one chapter, checked', async () => {
    const result = await engine.propose(proofBook({ instruction: 'Make chapter 2 funnier' }));
    expect(server.requests[0]!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'proof_change', strict: true },
    });
    expect(result.kind).toBe('rewrite');
    expect(result.chapters.map((chapter) => chapter.chapter)).toEqual([2]);
    expect(result.chapters[0]!.after).not.toContain('FACTS:');
    expect(result.chapters[0]!.after).toMatch(/Leo/);
    expect(server.requests).toHaveLength(2);
  });

  it('redrafts every chapter a removal concerns, and writes again a redraft that still mentions it', async () => {
    const stillStormy = {
      text: 'Chapter 1: Mia and the Storm\n\nLeo and Mia watched the storm all day long, and Grandpa Joe and Pebble too. '.repeat(
        6,
      ),
    };
    const calm = {
      text:
        'Chapter 1: Mia and the Morning\n\nLeo woke early and ran to find Mia, who was already pulling on her red boots by the door. ' +
        'Grandpa Joe made pancakes while the kettle sang, and Pebble the dog barked at the door the way he always did when Grandpa cooked.\n\n' +
        'Mia shared her umbrella anyway, just for fun, and Leo laughed so hard that the syrup ran off his plate and onto the table.',
    };
    server.script(reading({ kind: 'removal', find: ['storm', 'thunder'] }), stillStormy, calm);
    const result = await engine.propose(proofBook({ instruction: 'Leave out the weather that scares Leo' }));
    expect(result).toMatchObject({ kind: 'removal', message: 'Left out storm and thunder in 1 chapter.' });
    expect(result.chapters[0]!.after).not.toMatch(/storm|thunder/i);
    expect(server.requests).toHaveLength(3);
  });

  it('updates the bible for a fact and redrafts the chapters stating it', async () => {
    server.script(
      reading({
        kind: 'fact',
        find: ['six'],
        bible: [{ name: 'Leo', kind: 'person', attributes: ['seven years old'] }],
        summary: 'Leo is seven',
      }),
    );
    const result = await engine.propose(proofBook({ instruction: 'Leo has just turned seven' }));
    expect(result.kind).toBe('fact');
    expect(result.chapters.map((chapter) => chapter.chapter)).toEqual([3]);
    expect(result.bible?.find((entry) => entry.name === 'Leo')?.attributes).toEqual(['seven years old']);
    expect(result.message).toBe('Leo is seven: in 1 chapter.');
  });

  it('throws WRITER_UNAVAILABLE and proposes nothing when the provider fails mid-request', async () => {
    server.script(reading({ kind: 'removal', find: ['Pebble'] }));
    server.chapterReply = (number) => (number === 3 ? { status: 500 } : undefined);
    await expect(engine.propose(proofBook({ instruction: 'Leave the dog out' }))).rejects.toBeInstanceOf(
      WriterUnavailableException,
    );
  });

  it('never returns a refusal: refused twice, the request fails', async () => {
    const refusal = { text: "I'm sorry, but I can't help with that request." };
    server.script(reading({ kind: 'rewrite', chapter: 1 }), refusal, refusal);
    await expect(engine.propose(proofBook({ instruction: 'Make chapter 1 scarier' }))).rejects.toMatchObject({
      code: 'WRITER_OUTPUT_INVALID',
    });
  });
});
