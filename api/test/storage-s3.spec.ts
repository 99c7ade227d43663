import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PROOF_API, proofReplySchema } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { paidOrder, productionStatus, waitFor } from './support/paid-order.js';
import { LOCAL_LULU_KEY, LOCAL_LULU_SECRET, startLocalLulu, type LocalLulu } from './support/lulu/local-lulu-server.js';
import { S3CompatibleServer } from './support/s3-compatible-server.js';
import { LULU_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';
import { bytesOf } from './support/binary-reply.js';

// The test pays for a book and waits for it to be written, typeset twice and handed to Lulu: minutes on a busy machine.
jest.setTimeout(300_000);

/**
 * With S3_BUCKET set, every file of a paid book is in the bucket (docs/architecture.md#files-and-storage): the typeset
 * PDFs, each proof version with its pages.json, the print files Lulu fetches through our signed links (answered from
 * the bucket), the digital edition; nothing of them under DATA_DIR, so any API or worker process can read them. The
 * same journey on local disk is proof.spec.ts, print-handoff.spec.ts and digital-edition.spec.ts.
 */

const FAST = {
  JOBS_POLL_SECONDS: '0.5',
  PRODUCTION_RETRY_DELAY_SECONDS: '1',
  PRODUCTION_RETRIES: '1',
  BOOK_WRITING_CONCURRENCY: '4',
};

describe.each(TEST_DATABASES)("a paid book's files in an S3-compatible bucket, on %s", (database) => {
  let s3: S3CompatibleServer;
  let lulu: LocalLulu;
  let testApp: TestApp;
  let client: S3Client;
  const prefix = `books-${database}`;

  beforeAll(async () => {
    s3 = await S3CompatibleServer.start();
    lulu = await startLocalLulu({ fetchSources: true });
    testApp = await startTestApp({
      database,
      env: {
        ...s3.env(prefix),
        ...LULU_WITH_DEMO,
        ...FAST,
        LULU_CLIENT_KEY: LOCAL_LULU_KEY,
        LULU_CLIENT_SECRET: LOCAL_LULU_SECRET,
        LULU_API_URL: lulu.url,
        LULU_POLL_SECONDS: '0.05',
      },
    });
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    client?.destroy();
    await testApp?.close();
    await lulu?.close();
    await s3?.close();
  });

  const objectKeys = async (under: string): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/${under}` }));
    return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length + 1)).sort();
  };
  const objectBytes = async (key: string): Promise<Buffer> =>
    Buffer.from(
      await (
        await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/${key}` }))
      ).Body!.transformToByteArray(),
    );

  it('keeps the proof versions, the print files Lulu fetches and the digital edition in the bucket, none under DATA_DIR', async () => {
    const { agent, orderId } = await paidOrder(testApp, { proofChoice: 'review' });
    const inReview = await waitFor(
      testApp,
      'the book to be ready for review',
      () => productionStatus(agent, orderId),
      (reply) => reply.stage === 'ready_for_review' || reply.stage === 'failed',
    );
    // Typesetting read the order's cover print from the bucket (it fails with "could not be read" otherwise).
    expect(inReview).toMatchObject({ stage: 'ready_for_review', failure: null });

    // Showing the proof reads version 1's pages from its PDF once and keeps them beside it.
    expect(proofReplySchema.parse((await agent.get(PROOF_API.proof(orderId)).expect(200)).body)).toMatchObject({
      version: 1,
      state: 'in_review',
    });
    expect(await objectKeys(`books/${orderId}/`)).toEqual([
      `books/${orderId}/cover.pdf`,
      `books/${orderId}/interior.pdf`,
      `books/${orderId}/v1/cover.pdf`,
      `books/${orderId}/v1/interior.pdf`,
      `books/${orderId}/v1/pages.json`,
    ]);
    const v1 = await bytesOf(agent.get(PROOF_API.file(orderId, 1, 'interior.pdf')));
    expect(v1.equals(await objectBytes(`books/${orderId}/v1/interior.pdf`))).toBe(true);
    expect(JSON.parse((await objectBytes(`books/${orderId}/v1/pages.json`)).toString('utf8'))).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );

    // A change is typeset again as version 2, written to the bucket in the transaction that records it.
    const edited = proofReplySchema.parse(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({ base_version: 1, edit: { field: 'title', text: 'The Lantern of Pier Nine' } })
          .expect(200)
      ).body,
    );
    expect(edited.version).toBe(2);
    const v2 = await bytesOf(agent.get(PROOF_API.file(orderId, 2, 'cover.pdf')));
    expect(v2.equals(await objectBytes(`books/${orderId}/v2/cover.pdf`))).toBe(true);

    // Approved: version 2's PDFs become the print files, which Lulu fetches through our signed links.
    await agent.post(PROOF_API.approve(orderId)).send({ version: 2 }).expect(200);
    const sent = await waitFor(
      testApp,
      'the book to reach Lulu',
      () => productionStatus(agent, orderId),
      (reply) => !['ready_for_review', 'typesetting'].includes(reply.stage ?? ''),
    );
    expect(sent).toMatchObject({ stage: 'sent_to_printer', failure: null });
    expect(await objectKeys(`print-files/${orderId}/`)).toEqual([
      `print-files/${orderId}/cover.pdf`,
      `print-files/${orderId}/interior.pdf`,
    ]);
    const printCover = await objectBytes(`print-files/${orderId}/cover.pdf`);
    expect(printCover.equals(v2)).toBe(true);
    expect((await objectBytes(`books/${orderId}/cover.pdf`)).equals(v2)).toBe(true);
    const fetched = lulu.fetchedSources.filter((source) =>
      new URL(source.url).pathname.startsWith(`/api/print-files/${orderId}/`),
    );
    expect(fetched.length).toBeGreaterThanOrEqual(2);
    expect(fetched.every((source) => source.status === 200 && source.startsWithPdf)).toBe(true);
    // The link serves exactly the bucket's bytes (any process with the session secret and the bucket answers it).
    const coverLink = new URL(fetched.find((source) => source.url.includes('/cover.pdf'))!.url);
    expect(
      (await bytesOf(request(testApp.server).get(`${coverLink.pathname}${coverLink.search}`))).equals(printCover),
    ).toBe(true);

    // The digital edition is made on its first download and kept in the bucket; the next download is the kept file.
    const epub = await bytesOf(agent.get(`/api/orders/${orderId}/digital-edition/epub`));
    const screen = await bytesOf(agent.get(`/api/orders/${orderId}/digital-edition/pdf`));
    expect((await objectBytes(`books/${orderId}/edition.epub`)).equals(epub)).toBe(true);
    expect((await objectBytes(`books/${orderId}/screen.pdf`)).equals(screen)).toBe(true);
    expect((await bytesOf(agent.get(`/api/orders/${orderId}/digital-edition/epub`))).equals(epub)).toBe(true);

    // Nothing of the book, its cover or its print files on this process's disk.
    for (const folder of ['books', 'print-files', 'cover-assets', '.partial'])
      expect(existsSync(join(testApp.config.paths.dataDir, folder))).toBe(false);
  });
});
