import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookPreviewReplySchema, PROOF_API, proofReplySchema } from '@storyloom/contracts/delivery';
import pg from 'pg';
import request from 'supertest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { PRODUCTION_QUEUES } from '../src/production/production-pipeline.service.js';
import { startBuiltApi, startBuiltProcess, startBuiltWorker, type BuiltProcess } from './support/built-process.js';
import { coverCharacters, coverStory, photo } from './support/cover-images.js';
import { gbOrder } from './support/delivery-visitor.js';
import { productionStatus, stageEnded, type Agent } from './support/paid-order.js';
import { RoundRobinProxy } from '@storyloom/platform/round-robin-proxy';
import { S3CompatibleServer } from './support/s3-compatible-server.js';
import { dropSchema, makeTempDir, uniqueSchema } from './support/test-app.js';
import { bytesOf } from './support/binary-reply.js';

/**
 * Issue 27, "runs on many machines": two API processes and a worker, each with a data folder of its own and no disk
 * in common, share one PostgreSQL database and one S3 bucket, the APIs behind a round-robin proxy, so one visitor's
 * consecutive requests land on different processes. The whole journey through the HTTP API (README, "Running on
 * many machines"): steps 1 to 5 with the demo writer and the offline cover designer, the test checkout, the proof,
 * its approval and the book handed to the print outbox. Processes are the built ones (`npm run build` first).
 */
const serverOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const JOURNEY_TIMEOUT_MS = 900_000;

/** Every file under `dir` (relative paths). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

serverOnly(
  'many machines: two API processes and a worker, no shared disk, one database and one bucket (needs TEST_DATABASE_URL; skipped without a PostgreSQL server)',
  () => {
    const schema = uniqueSchema();
    // Made in beforeAll, not here: a describe.skip still runs this body, and its folders would be left behind.
    let folders: { apiA: string; apiB: string; worker: string };
    const processes: BuiltProcess[] = [];
    let s3: S3CompatibleServer;
    let proxy: RoundRobinProxy;
    let workerOutbox: string;
    let worker: BuiltProcess;

    /** What every process is given: the one database and bucket; no SESSION_SECRET (the database's is shared). */
    const shared = (): Record<string, string> => ({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      ...s3.env('many-machines'),
      // The site's address is the load balancer's: links in replies and e-mails name it, never one process.
      PUBLIC_ORIGIN: proxy.url,
      LOG_LEVEL: 'info',
      JOBS_POLL_SECONDS: '0.5',
      OFFLINE_WRITER_WORDS_PER_SECOND: '0',
      PRODUCTION_RETRIES: '0',
    });
    const ownFolder = (dataDir: string): Record<string, string> => ({
      DATA_DIR: dataDir,
      STORYLOOM_PUBLISH_DIR: join(dataDir, 'no-publish-dir'),
    });

    beforeAll(async () => {
      folders = {
        apiA: makeTempDir('machine-a'),
        apiB: makeTempDir('machine-b'),
        worker: makeTempDir('machine-worker'),
      };
      s3 = await S3CompatibleServer.start();
      proxy = await RoundRobinProxy.start();
      // `npm run migrate` as a release step, run twice at once: the advisory lock makes the second wait, not race.
      const migrations = [
        startBuiltProcess('migrate', { ...shared(), ...ownFolder(folders.apiA) }),
        startBuiltProcess('migrate', { ...shared(), ...ownFolder(folders.apiB) }),
      ];
      const codes = await Promise.all(migrations.map((migration) => migration.exited));
      expect({
        codes,
        output: codes.some((code) => code !== 0) ? migrations.map((migration) => migration.text()).join('\n') : '',
      }).toEqual({ codes: [0, 0], output: '' });
      // The APIs work no jobs (WORKERS=0): the worker does, so a job is never worked where the request came in.
      const [apiA, apiB, startedWorker] = await Promise.all([
        startBuiltApi({ ...shared(), ...ownFolder(folders.apiA), WORKERS: '0' }),
        startBuiltApi({ ...shared(), ...ownFolder(folders.apiB), WORKERS: '0' }),
        startBuiltWorker({ ...shared(), ...ownFolder(folders.worker) }),
      ]);
      processes.push(apiA, apiB, startedWorker);
      worker = startedWorker;
      workerOutbox = join(folders.worker, 'print-outbox');
      proxy.route([apiA.url, apiB.url]);
    }, 300_000);

    afterAll(async () => {
      // What the processes logged as errors (a 500, a failed job), so a failing run says why from the process's side.
      const errors = processes.flatMap((one, index) =>
        one
          .logs()
          .filter((line) => Number(line.level) >= 50)
          .map((line) => `${['api A', 'api B', 'worker'][index]}: ${JSON.stringify(line).slice(0, 1500)}`),
      );
      if (errors.length > 0) console.warn(`errors logged by the processes:\n${errors.join('\n')}`);
      await proxy?.close();
      await Promise.all(processes.map((one) => one.stop()));
      await s3?.close();
      for (const folder of Object.values(folders ?? {})) rmSync(folder, { recursive: true, force: true });
      await dropSchema(schema);
    }, 60_000);

    it('migrated once: every migration recorded one time, one shared session secret', async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const applied = await client.query<{ id: string }>(`SELECT id FROM "${schema}".schema_migrations ORDER BY id`);
        expect(applied.rows.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
        const secrets = await client.query<{ name: string }>(`SELECT name FROM "${schema}".shared_secrets`);
        expect(secrets.rows).toEqual([{ name: 'session' }]);
      } finally {
        await client.end();
      }
    });

    it(
      'takes one visitor through the whole journey, each request on the next process, and prints the approved book',
      async () => {
        const agent: Agent = request.agent(proxy.url);
        const servedFrom = proxy.served.length;

        // Steps 1 to 3: the draft written by one process is read by the other (the visitor cookie verifies on both).
        await agent.post('/api/step1').send({ characters: coverCharacters }).expect(200);
        await agent
          .post('/api/step2')
          .send({ ...coverStory, characters: coverCharacters })
          .expect(200);
        await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
        expect(new Set(proxy.served.slice(servedFrom))).toEqual(new Set([0, 1]));

        // Step 4: the offline designer's cover, made on one process, chosen and shown by the other (kept in the bucket).
        const generated = (
          await agent
            .post('/api/generate_cover')
            .attach('images[]', await photo(800, 1200), 'me.jpg')
            .expect(200)
        ).body as { covers: Array<{ id: string }> };
        const coverId = generated.covers[0]!.id;
        await agent
          .post('/api/store_step4')
          .field('firstChapter', 'Ada found the lantern under the pier, still warm.')
          .field('coverId', coverId)
          .expect(200);
        for (let both = 0; both < 2; both++) await bytesOf(agent.get(`/api/covers/${coverId}/preview`));

        // Step 5: the book preview, its pages fetched alternately from both processes, then the order details and checkout.
        const preview = bookPreviewReplySchema.parse(
          (await agent.get('/api/book_preview').query({ paper_color: 'cream', binding_type: 'softcover' }).expect(200))
            .body,
        );
        for (const page of preview.pages) await bytesOf(agent.get(page.url));
        await agent.get('/api/shipping_options').query({ country: 'GB' }).expect(200);
        await agent
          .post('/api/store_order_details')
          .send(gbOrder({ binding_type: 'softcover' }))
          .expect(200);
        const checkout = (
          await agent
            .post('/api/create-checkout-payment_intent')
            .send({ item_type: 'softcover_small', quantity: 1, shipping_level: 'MAIL', proof_choice: 'review' })
            .expect(200)
        ).body as { url: string; session_id: string };
        expect(new URL(checkout.url).origin).toBe(proxy.url);
        const paid = await agent
          .post(`/api/checkout/test/${checkout.session_id}/pay`)
          .set('Origin', proxy.url)
          .expect(303);
        const orderId = new URL(paid.headers.location!, proxy.url).searchParams.get('order')!;

        // The worker writes and typesets the book; the proof is ready on every process.
        // The worker's log says when its typesetting stage ended (or that the order failed): then the status page, once.
        await worker.logged(stageEnded(orderId, PRODUCTION_QUEUES.typeset));
        const ready = await productionStatus(agent, orderId);
        expect(ready).toMatchObject({ stage: 'ready_for_review', failure: null });
        const proof = proofReplySchema.parse((await agent.get(PROOF_API.proof(orderId)).expect(200)).body);
        expect(proof).toMatchObject({ state: 'in_review', version: 1 });
        // The proof's PDFs, typeset by the worker, from both API processes: byte for byte the same.
        const interiors = [
          await bytesOf(agent.get(PROOF_API.file(orderId, 1, 'interior.pdf'))),
          await bytesOf(agent.get(PROOF_API.file(orderId, 1, 'interior.pdf'))),
        ];
        expect(interiors[0]!.subarray(0, 5).toString()).toBe('%PDF-');
        expect(interiors[1]!.equals(interiors[0]!)).toBe(true);

        // Approved on one process, printed by the worker: the outbox holds exactly the approved interior.
        const approved = proofReplySchema.parse(
          (await agent.post(PROOF_API.approve(orderId)).send({ version: 1 }).expect(200)).body,
        );
        expect(approved).toMatchObject({ state: 'approved', approved_version: 1, approved_by: 'buyer' });
        await worker.logged(stageEnded(orderId, PRODUCTION_QUEUES.print));
        const printing = await productionStatus(agent, orderId);
        expect(printing).toMatchObject({ stage: 'ready_for_printing', failure: null });
        expect(readdirSync(join(workerOutbox, orderId)).sort()).toEqual(['cover.pdf', 'interior.pdf', 'job.json']);
        expect(readFileSync(join(workerOutbox, orderId, 'interior.pdf')).equals(interiors[0]!)).toBe(true);

        // The digital edition, made on first download by whichever process is asked, from both.
        for (const url of [
          printing.digital_edition!.epub_url,
          printing.digital_edition!.pdf_url,
          printing.digital_edition!.epub_url,
        ])
          await bytesOf(agent.get(url));

        // No kept file lives on an API process's own disk: photos, covers, previews, proofs and editions are in the bucket.
        const kept = (folder: string) =>
          filesUnder(folder).filter((file) => /\.(png|jpe?g|webp|pdf|epub)$/i.test(file));
        expect({ apiA: kept(folders.apiA), apiB: kept(folders.apiB) }).toEqual({ apiA: [], apiB: [] });
        // The worker's own disk holds only what it handed to the (local) printer.
        expect(kept(folders.worker).filter((file) => !file.startsWith('print-outbox/'))).toEqual([]);
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);
