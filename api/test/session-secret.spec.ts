import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SESSION_SECRET } from '../src/session/session-secret.js';
import { VISITOR_COOKIE } from '../src/session/visitor-cookie.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import {
  makeTempDir,
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
  type TestAppOptions,
} from './support/test-app.js';

/** A cookie as cookie-parser signs it (cookie-signature: "s:" + value + "." + unpadded base64 HMAC-SHA256). */
const signedVisitorCookie = (visitorId: string, secret: string): string =>
  `${VISITOR_COOKIE}=${encodeURIComponent(`s:${visitorId}.${createHmac('sha256', secret).update(visitorId).digest('base64').replace(/=+$/, '')}`)}`;

const cookieOf = (response: request.Response): string =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${VISITOR_COOKIE}=`))!
    .split(';')[0]!;

const start = (options: TestAppOptions): Promise<TestApp> => startTestApp({ ...options, imports: [DraftProbeModule] });

describe.each(TEST_DATABASES)('the session secret every process shares, on %s', (database) => {
  it(
    'is generated once, kept in the database and read by a process with another data folder (no file written)',
    async () => {
      const storage = restartableStorage(database);
      const apps: TestApp[] = [];
      try {
        const first = await start({ ...storage.options, sessionSecretFromDatabase: true });
        apps.push(first);
        const saved = await request(first.server)
          .put('/api/test-draft/story')
          .send({ value: { bookTitle: 'Shared' } })
          .expect(200);
        const cookie = cookieOf(saved);
        // PGlite is one process's: the second one is a restart on the same database. A server is shared: a second
        // process with a data folder of its own, both running.
        if (database === 'pglite') await apps.pop()!.close();
        const second = await start({ ...storage.options, sessionSecretFromDatabase: true });
        apps.push(second);
        if (database === 'postgres') expect(second.config.paths.dataDir).not.toBe(first.config.paths.dataDir);
        const read = await request(second.server).get('/api/test-draft/story').set('Cookie', cookie).expect(200);
        expect(read.body).toEqual({ visitorId: saved.body.visitorId, value: { bookTitle: 'Shared' }, found: true });
        const [row] = await second.db.query<{ value: string }>(
          "SELECT value FROM shared_secrets WHERE name = 'session'",
        );
        expect(row!.value).toBe(second.app.get<string>(SESSION_SECRET));
        expect(row!.value.length).toBeGreaterThanOrEqual(32);
        expect(existsSync(join(first.config.paths.dataDir, 'session-secret'))).toBe(false);
      } finally {
        for (const app of apps) await app.close();
        await storage.cleanUp();
      }
    },
    START_TIMEOUT_MS * 2,
  );

  it(
    "adopts an older install's DATA_DIR/session-secret once, so its visitors keep their sessions; SESSION_SECRET still wins",
    async () => {
      const storage = restartableStorage(database);
      const dataDir = storage.options.dataDir ?? makeTempDir('legacy-secret');
      const legacy = `legacy-${randomUUID()}-secret-from-a-file`;
      writeFileSync(join(dataDir, 'session-secret'), legacy, { mode: 0o600 });
      const visitorId = randomUUID();
      try {
        const adopted = await start({ ...storage.options, dataDir, sessionSecretFromDatabase: true });
        try {
          expect(adopted.app.get<string>(SESSION_SECRET)).toBe(legacy);
          // A visitor whose cookie the old install signed is still that visitor.
          const known = await request(adopted.server)
            .get('/api/test-draft')
            .set('Cookie', signedVisitorCookie(visitorId, legacy))
            .expect(200);
          expect(known.body.visitorId).toBe(visitorId);
        } finally {
          await adopted.close();
        }
        // Once adopted, the row is the secret: another file (another host's, or a changed one) is not read again.
        writeFileSync(join(dataDir, 'session-secret'), `another-${randomUUID()}-secret-from-a-file`);
        const later = await start({ ...storage.options, dataDir, sessionSecretFromDatabase: true });
        try {
          expect(later.app.get<string>(SESSION_SECRET)).toBe(legacy);
        } finally {
          await later.close();
        }
        const configured = 'a-configured-session-secret-that-wins-0123456789';
        const overridden = await start({ ...storage.options, dataDir, env: { SESSION_SECRET: configured } });
        try {
          expect(overridden.app.get<string>(SESSION_SECRET)).toBe(configured);
          const stranger = await request(overridden.server)
            .get('/api/test-draft')
            .set('Cookie', signedVisitorCookie(visitorId, legacy))
            .expect(200);
          expect(stranger.body.visitorId).not.toBe(visitorId);
        } finally {
          await overridden.close();
        }
      } finally {
        if (!storage.options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        await storage.cleanUp();
      }
    },
    START_TIMEOUT_MS * 3,
  );
});
