import { describe, expect, it } from '@jest/globals';
import { JobsService } from '../src/jobs/jobs.service.js';
import { PRODUCTION_QUEUES } from '../src/production/production-pipeline.service.js';
import { storyDataOf } from './support/openai-compatible-server.js';
import { appWithLocalWriter } from './support/app-with-local-writer.js';
import { paidOrder, productionStatus, waitFor } from './support/paid-order.js';
import { TEST_DATABASES } from './support/test-app.js';

const chapterOf = (body: Parameters<typeof storyDataOf>[0]) =>
  (storyDataOf(body)?.chapterToWrite as { number: number } | undefined)?.number;

describe.each(TEST_DATABASES)(
  "a paid book whose chapter the provider always fails, on %s: the writer's retry budget, once",
  (database) => {
    const OPENAI_MAX_RETRIES = 2;
    const local = appWithLocalWriter(database, {
      OPENAI_MAX_RETRIES: String(OPENAI_MAX_RETRIES),
      PRODUCTION_RETRIES: '3',
      PRODUCTION_RETRY_DELAY_SECONDS: '1',
      BOOK_WRITING_CONCURRENCY: '2',
    });

    it('asks 1 + OPENAI_MAX_RETRIES requests of the failing chapter, never retries the stage, and fails the order with the cause', async () => {
      // Chapter 5 of this test's book always answers 500 (the only book this app writes).
      local.provider.chapterReply = (number) =>
        number === 5 ? { status: 500, error: { message: 'the GPU fell over' } } : undefined;
      const { agent, orderId } = await paidOrder(local.app);
      const failed = await waitFor(
        local.app,
        'the order to fail',
        () => productionStatus(agent, orderId),
        (reply) => reply.stage === 'failed' || reply.stage === 'ready_for_printing',
      );
      expect(failed).toMatchObject({
        stage: 'failed',
        failure: { stage: 'writing', message: expect.stringContaining('could not finish writing your book') },
      });
      await local.app.app.get(JobsService).idle();

      const asked = local.provider.requests
        .map((sent) => chapterOf(sent.body))
        .filter((number) => number !== undefined);
      expect(asked.filter((number) => number === 5)).toHaveLength(1 + OPENAI_MAX_RETRIES);
      // No chapter was asked for twice: the stage was not run again, and every other chapter was written once.
      const others = asked.filter((number) => number !== 5);
      expect(new Set(others).size).toBe(others.length);

      // One attempt of the stage, ended (not left waiting for a retry that would ask the same again).
      const jobs = await local.app.db.query<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM "${local.app.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
        [PRODUCTION_QUEUES.write, orderId],
      );
      expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
      // The operator's log says which chapter failed, after what, and the provider's own words.
      const said = local.logs
        .lines()
        .map((line) => String(line.msg))
        .filter((msg) => msg.includes(orderId) && msg.includes('failed for good'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(
        /writing failed for good: chapter 5 failed after 1 attempt\(s\).*WRITER_UNAVAILABLE \(down\).*the GPU fell over/,
      );
    }, 180_000);
  },
);
