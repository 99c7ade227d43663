import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { capturingLogger, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** What a listener was called with; `next()` resolves with the next payload (or one already waiting). */
function inbox() {
  const received: string[] = [];
  const waiting: Array<(payload: string) => void> = [];
  return {
    received,
    deliver(payload: string): void {
      const waiter = waiting.shift();
      if (waiter) waiter(payload);
      else received.push(payload);
    },
    next(): Promise<string> {
      const payload = received.shift();
      return payload !== undefined ? Promise.resolve(payload) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

let channelCounter = 0;
const uniqueChannel = () => `test_listen_${process.pid}_${++channelCounter}`;

describe.each(TEST_DATABASES)('Database.listen on %s (what wakes the job queue)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('hands over a NOTIFY once its transaction commits, never one rolled back, and nothing after it stops', async () => {
    const channel = uniqueChannel();
    const messages = inbox();
    const stop = await testApp.db.listen(channel, (payload) => messages.deliver(payload));
    await expect(
      testApp.db.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await testApp.db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'committed']);
    });
    // Notifications arrive in commit order: the first one seen is the committed one, so the rolled-back one never came.
    expect(await messages.next()).toBe('committed');
    await stop();
    await testApp.db.query('SELECT pg_notify($1, $2)', [channel, 'after stopping']);
    // Delivered (if at all) before a later notification on a channel still listened to, which arrives alone.
    const other = uniqueChannel();
    const marker = inbox();
    const stopOther = await testApp.db.listen(other, (payload) => marker.deliver(payload));
    await testApp.db.query('SELECT pg_notify($1, $2)', [other, 'marker']);
    expect(await marker.next()).toBe('marker');
    await stopOther();
    expect(messages.received).toEqual([]);
  });
});

const onServer = TEST_DATABASES.includes('postgres') ? describe : describe.skip;

onServer('Database.listen on the PostgreSQL server, its connection dropped (postgres)', () => {
  let testApp: TestApp;
  const logs = capturingLogger();
  beforeAll(async () => {
    testApp = await startTestApp({ database: 'postgres', logger: logs.logger });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('listens again on a new connection, as a server restart or a network blip would need', async () => {
    const channel = uniqueChannel();
    const messages = inbox();
    const stop = await testApp.db.listen(channel, (payload) => messages.deliver(payload));
    try {
      const listening = () =>
        testApp.db.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()',
          [`LISTEN "${channel}"`],
        );
      const [first] = await listening();
      expect(first).toBeDefined();
      await testApp.db.query('SELECT pg_terminate_backend($1)', [first!.pid]);
      // Re-opening takes its backoff, and what is sent before the new LISTEN is lost (polling covers that for the job
      // queue): notified once the listener says it listens again (looked for as each log line is written).
      await logs.until(() => logs.lines().some((line) => line.msg === `listening on ${channel} again`));
      await testApp.db.query('SELECT pg_notify($1, $2)', [channel, 'after the drop']);
      expect(await messages.next()).toBe('after the drop');
      const [second] = await listening();
      expect(second?.pid).not.toBe(first!.pid);
    } finally {
      await stop();
    }
  });
});
