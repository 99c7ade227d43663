import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PURGE_PHOTOS_CRON, PURGE_PHOTOS_QUEUE } from '../src/cover/cover-retention.schedule.js';
import { CoverRetentionService } from '../src/cover/cover.service.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import { untilJobsMoveOn } from './support/job-events.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('CoverRetentionService.purgeDue on %s', (database) => {
  let testApp: TestApp;
  let me: Buffer;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule], env: { COVER_PHOTO_RETENTION_DAYS: '30' } });
    me = await photo(600, 900);
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  const visitorIdOf = async (agent: Agent): Promise<string> =>
    (await agent.get('/api/test-draft').expect(200)).body.visitorId;
  const assetsOf = (visitorId: string) =>
    testApp.db.query<{ kind: string; storage_key: string }>(
      'SELECT kind, storage_key FROM cover_assets WHERE visitor_id = $1 ORDER BY kind',
      [visitorId],
    );
  const fileExists = (key: string) => existsSync(join(testApp.config.paths.dataDir, 'cover-assets', ...key.split('/')));

  /** A visitor with a generated cover (photo, print, preview); `choose` stores it with store_step4. */
  async function visitorWithCover(choose: boolean): Promise<{ agent: Agent; visitorId: string; coverId: string }> {
    const agent = await visitorReadyForCover(testApp);
    const coverId = (await agent.post('/api/generate_cover').attach('images[]', me, 'me.jpg').expect(200)).body
      .covers[0].id as string;
    if (choose)
      await agent.post('/api/store_step4').field('firstChapter', 'Chapter one.').field('coverId', coverId).expect(200);
    return { agent, visitorId: await visitorIdOf(agent), coverId };
  }

  /** As if the visitor had last done anything `days` ago: their draft and step 4's files. */
  async function age(
    visitorId: string,
    days: number,
    what: { draft: boolean; assets: boolean } = { draft: true, assets: true },
  ) {
    const when = new Date(Date.now() - days * DAY_MS);
    if (what.draft)
      await testApp.db.query('UPDATE drafts SET updated_at = $2 WHERE visitor_id = $1', [visitorId, when]);
    if (what.assets)
      await testApp.db.query('UPDATE cover_assets SET created_at = $2 WHERE visitor_id = $1', [visitorId, when]);
  }

  it('deletes every file of drafts untouched for the retention time (photos, covers, previews), files and records, and nothing else', async () => {
    const retention = testApp.app.get(CoverRetentionService);
    const chose = await visitorWithCover(true);
    const abandoned = await visitorWithCover(false);
    const recent = await visitorWithCover(false);
    const savedLately = await visitorWithCover(false);
    const justInside = await visitorWithCover(false);
    await age(chose.visitorId, 40);
    await age(abandoned.visitorId, 31);
    await age(recent.visitorId, 2);
    // Old photos, but the visitor saved their draft yesterday: still working on it.
    await age(savedLately.visitorId, 60, { draft: false, assets: true });
    await age(savedLately.visitorId, 1, { draft: true, assets: false });
    await age(justInside.visitorId, 29);

    const filesBefore = new Map<string, string[]>();
    for (const { visitorId } of [chose, abandoned]) {
      const files = (await assetsOf(visitorId)).map((asset) => asset.storage_key);
      expect(files).toHaveLength(3);
      expect(files.every(fileExists)).toBe(true);
      filesBefore.set(visitorId, files);
    }
    const keptBefore = await Promise.all([recent, savedLately, justInside].map(({ visitorId }) => assetsOf(visitorId)));

    expect(await retention.purgeDue(new Date())).toEqual({ visitors: 2, photos: 2, covers: 2 });

    for (const { visitorId } of [chose, abandoned]) {
      expect(await assetsOf(visitorId)).toEqual([]);
      expect(filesBefore.get(visitorId)!.some(fileExists)).toBe(false);
    }
    expect(await Promise.all([recent, savedLately, justInside].map(({ visitorId }) => assetsOf(visitorId)))).toEqual(
      keptBefore,
    );
    for (const assets of keptBefore) expect(assets.every((asset) => fileExists(asset.storage_key))).toBe(true);

    // The chosen cover went too, so the draft no longer claims one; the first chapter stays.
    expect((await chose.agent.get('/api/step4').expect(200)).body).toEqual({
      cover: null,
      first_chapter: 'Chapter one.',
    });
    await chose.agent.get(`/api/covers/${chose.coverId}/preview`).expect(404);

    // Nothing more is due: running it again changes nothing.
    expect(await retention.purgeDue(new Date())).toEqual({ visitors: 0, photos: 0, covers: 0 });
    // Two days later the visitor who was one day inside the time is due too.
    expect(await retention.purgeDue(new Date(Date.now() + 2 * DAY_MS))).toEqual({ visitors: 1, photos: 1, covers: 1 });
    expect(await assetsOf(justInside.visitorId)).toEqual([]);
    // Five visitors each design a cover from a photo first: seconds of image work each on a busy machine.
  }, 120_000);

  it('runs as a scheduled job every hour: the job deletes what is due', async () => {
    const jobs = testApp.app.get(JobsService);
    expect(await jobs.schedules()).toContainEqual({ queue: PURGE_PHOTOS_QUEUE, cron: PURGE_PHOTOS_CRON, tz: 'UTC' });
    const abandoned = await visitorWithCover(false);
    await age(abandoned.visitorId, 31);
    const photos = async () => (await assetsOf(abandoned.visitorId)).filter((asset) => asset.kind === 'photo');
    expect(await photos()).toHaveLength(1);

    // The occurrence the scheduler would send at the top of the hour.
    const id = await jobs.send(PURGE_PHOTOS_QUEUE, {});
    // The app's worker runs it: looked at again after each job the app works, until pg-boss says it completed, with
    // no deadline of the test's own (a busy machine makes it late, not wrong).
    await untilJobsMoveOn(
      jobs,
      'the purge job',
      () => jobs.job(PURGE_PHOTOS_QUEUE, id!),
      (job) => job?.state === 'completed',
    );
    expect(await photos()).toEqual([]);
  });
});
