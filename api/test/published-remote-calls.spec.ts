import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import remoteList from '@storyloom/contracts/remote-list.json' with { type: 'json' };
import { readRecords, replay, type PublishedCallsRecord } from './support/published-calls.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/**
 * Issue 28: a pinned older remote (`npm run remotes -- pin mf-cover 0.3.4`) runs against today's API. Each published
 * version's calls are recorded (api/contracts/published-calls/<remote>/<version>.json, `npm run contract:record`)
 * and replayed here against the current API: every call must answer its recorded status with a reply the remote can
 * read (the JSON Schema of the reply schema that version parses with).
 */
const records = readRecords();
const currentVersion = (remote: string): string =>
  (JSON.parse(readFileSync(new URL(`../../${remote}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

describe('the records of published remote versions', () => {
  it.each(remoteList.remotes.map((remote) => remote.package))("has %s's current version recorded", (remote) => {
    const version = currentVersion(remote);
    expect(records.map((record) => `${record.remote} ${record.version}`)).toContain(`${remote} ${version}`);
  });

  it('records calls in each', () => {
    expect(
      records.filter((record) => record.calls.length === 0).map((record) => `${record.remote} ${record.version}`),
    ).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('published remote versions against the current API, on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it.each(records.map((record) => [`${record.remote} ${record.version}`, record] as const))(
    'serves %s as it calls',
    async (_name, record) => {
      expect(await replay(testApp, record)).toEqual([]);
    },
  );

  // The replay must be able to fail: an API that renamed a reply field an old remote reads, or that refused a request
  // shape an old remote sends, is reported (here the record is changed instead of the API, to the same effect).
  describe('fails a version the API no longer serves', () => {
    const characters = (): PublishedCallsRecord =>
      structuredClone(records.find((record) => record.remote === 'mf-characters')!);
    const callOf = (record: PublishedCallsRecord, method: string, path: string) =>
      record.calls.find((call) => call.method === method && call.path === path)!;

    it('when a reply lacks a field the remote reads', async () => {
      const record = characters();
      const reply = callOf(record, 'POST', '/api/step1').reply as {
        properties: Record<string, unknown>;
        required: string[];
      };
      // As if the API had renamed `message` to `text`: the old remote still reads `text`.
      reply.properties = { text: reply.properties.message };
      reply.required = ['text'];
      expect(await replay(testApp, record)).toEqual([
        expect.stringMatching(
          /^mf-characters .*: POST \/api\/step1 answered a reply the remote cannot read: data must have required property 'text'/,
        ),
      ]);
    });

    it('when a request shape the remote sends is refused', async () => {
      const record = characters();
      const call = callOf(record, 'POST', '/api/step1');
      // As if the API now wanted `people`: the old remote still sends `characters`.
      call.request = { json: { people: (call.request as { json: { characters: unknown } }).json.characters } };
      expect(await replay(testApp, record)).toEqual([
        expect.stringMatching(/^mf-characters .*: POST \/api\/step1 answered 400 \(recorded 200\)/),
      ]);
    });

    it('when a reply the remote reads from an event stream lacks its field', async () => {
      const record = structuredClone(records.find((candidate) => candidate.remote === 'mf-premise')!);
      const reply = callOf(record, 'POST', '/api/step2').reply as { required: string[] };
      reply.required = [...reply.required, 'summary_title'];
      expect(await replay(testApp, record)).toEqual([
        expect.stringMatching(
          /POST \/api\/step2 answered a reply the remote cannot read: data must have required property 'summary_title'/,
        ),
      ]);
    });
  });
});
