import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { restartableStorage, START_TIMEOUT_MS, startTestApp, TEST_DATABASES } from './support/test-app.js';

describe.each(TEST_DATABASES)('persistence across restarts on %s', (database) => {
  it(
    'keeps drafts and applies migrations exactly once',
    async () => {
      const { options, cleanUp } = restartableStorage(database);
      try {
        const first = await startTestApp({ ...options, imports: [DraftProbeModule] });
        const agent = request.agent(first.server);
        const saved = await agent
          .put('/api/test-draft/story')
          .send({ value: { premise: 'A lighthouse keeper' } })
          .expect(200);
        const cookie = saved.headers['set-cookie'] as unknown as string[];
        const appliedAfterFirst = await first.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
        await first.close();

        const second = await startTestApp({ ...options, imports: [DraftProbeModule] });
        try {
          const read = await request(second.server)
            .get('/api/test-draft/story')
            .set('Cookie', cookie.map((c) => c.split(';')[0]!).join('; '));
          expect(read.body).toEqual({
            visitorId: saved.body.visitorId,
            value: { premise: 'A lighthouse keeper' },
            found: true,
          });
          const appliedAfterSecond = await second.db.query<{ id: string }>(
            'SELECT id FROM schema_migrations ORDER BY id',
          );
          expect(appliedAfterFirst.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
          expect(appliedAfterSecond).toEqual(appliedAfterFirst);
        } finally {
          await second.close();
        }
      } finally {
        await cleanUp();
      }
    },
    START_TIMEOUT_MS,
  );
});
