import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderDetailsSchema, priceOrder } from '@storyloom/contracts/delivery';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { OrdersService } from '../src/orders/orders.service.js';
import { PrintFileLinks } from '../src/print/files/print-file-links.js';
import { PrintService } from '../src/print/print.service.js';
import { TEST_ORDER_MAX_PDF_BYTES } from '../src/print/test-order/pdf-check.js';
import { FILE_STORE, type FileStore } from '../src/storage/file-store.js';
import { gbOrder } from './support/delivery-visitor.js';
import {
  LOCAL_LULU_KEY,
  LOCAL_LULU_SECRET,
  signLuluWebhook,
  startLocalLulu,
  type LocalLulu,
} from './support/lulu/local-lulu-server.js';
import {
  capturingLogger,
  LULU_WITH_DEMO,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';

/**
 * Printing with Lulu through the real app (docs/product/print-fulfilment.md): Lulu's webhook, the operators' test
 * order, the signed print file links Lulu fetches, and operator access. Lulu is the small local server of
 * support/lulu/local-lulu-server.ts, which really downloads the PDFs from the links it is given.
 */

const OPERATOR_TOKEN = 'operator-token-for-the-tests-0123456789';

async function pdf(pages: number, width = 432, height = 648): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1)
    document.addPage([width, height]).drawText(`Page ${page + 1}`, { x: 40, y: 40, size: 12 });
  return Buffer.from(await document.save());
}

/**
 * Streams a multipart form whose `interior_pdf` is `bytes` long (a PDF header, then spaces) to the test order, 1 MB at
 * a time, never holding the file, and stops sending as soon as the server answers. Answers the status and JSON body.
 */
function postLargePdf(
  baseUrl: string,
  bytes: number,
): Promise<{ status: number; body: Record<string, unknown>; sentBytes: number }> {
  const boundary = `storyloom-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="interior_pdf"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sentBytes = 0;
    const outgoing = httpRequest(`${baseUrl}/api/test_lulu_order`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${OPERATOR_TOKEN}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + bytes - 9 + tail.length),
      },
    });
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        outgoing.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          sentBytes,
        });
      });
    });
    // The server may close the connection once it has answered; what it answered is what counts.
    outgoing.on('error', (error) => (answered ? undefined : reject(error)));
    const send = async () => {
      outgoing.write(head);
      let left = bytes - 9; // '%PDF-1.7\n' is in the head
      while (left > 0 && !answered && !outgoing.destroyed) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        sentBytes += part.length;
        if (!outgoing.write(part))
          await new Promise((drained) => {
            outgoing.once('drain', drained);
            outgoing.once('close', drained);
          });
      }
      if (!answered && !outgoing.destroyed) outgoing.end(tail);
    };
    send().catch(reject);
  });
}

/** A paid order, as the checkout leaves it (the delivery flow itself is tested in delivery-*.spec.ts). */
async function paidOrder(testApp: TestApp, paid = true): Promise<string> {
  const orders = testApp.app.get(OrdersService);
  const details = orderDetailsSchema.parse(gbOrder());
  const order = await orders.create({
    visitorId: randomUUID(),
    details,
    book: {
      characters: [],
      storyDetails: { bookTitle: 'The Egg' },
      summary: 'A summary',
      outline: {},
      cover: {},
      firstChapter: 'Once',
      draftFingerprint: 'f',
    },
    item: { binding: 'hardcover', size: 'M' },
    price: priceOrder({ binding: 'hardcover', size: 'M', extraCopies: 0, shippingLevel: 'MAIL' }),
    provider: 'test',
    siteOrigin: testApp.baseUrl,
  });
  if (paid)
    await orders.applyPaymentEvent({
      id: `evt_${order.id}`,
      type: 'test.paid',
      orderId: order.id,
      outcome: 'paid',
      amountTotal: null,
      currency: null,
      paymentIntentId: null,
    });
  return order.id;
}

/** Each order's print job at Lulu has its own number. */
const jobIdOf = (orderId: string): number => Number.parseInt(orderId.slice(0, 7), 16);

/** Lulu's PRINT_JOB_STATUS_CHANGED submission: `data` is the print job as /print-jobs/{id}/ answers it. */
function statusChanged(orderId: string, status: string, changed: string, tracking?: { url: string; carrier: string }) {
  return JSON.stringify({
    topic: 'PRINT_JOB_STATUS_CHANGED',
    data: {
      id: jobIdOf(orderId),
      external_id: orderId,
      status: { name: status, message: `Print-job is ${status}`, changed },
      line_items: [
        {
          id: 77,
          title: 'The Egg',
          tracking_id: tracking ? 'TRK-1' : null,
          tracking_urls: tracking ? [tracking.url] : null,
          status: {
            name: status,
            messages: tracking
              ? { carrier_name: tracking.carrier, tracking_id: 'TRK-1', tracking_urls: [tracking.url] }
              : {},
          },
        },
      ],
    },
  });
}

describe.each(TEST_DATABASES)('printing with Lulu on %s', (database) => {
  let lulu: LocalLulu;
  let testApp: TestApp;

  const printRow = async (orderId: string) =>
    (
      await testApp.db.query<{
        print_job_id: string | null;
        print_status: string | null;
        print_tracking: unknown;
        print_status_changed_at: Date | string | null;
      }>('SELECT print_job_id, print_status, print_tracking, print_status_changed_at FROM orders WHERE id = $1', [
        orderId,
      ])
    )[0]!;

  const deliver = (body: string, signature = signLuluWebhook(body)) =>
    request(testApp.server)
      .post('/api/webhooks/lulu')
      .set('Content-Type', 'application/json')
      .set('Lulu-HMAC-SHA256', signature)
      .send(body);

  // The stand-in holds every job of the file, and the app's production workers send paid books to it at any moment:
  // a test counts only the jobs of the order it made (its external id), or of operators' test orders (`test-...`).
  const jobsOf = (orderId: string) => lulu.jobs.filter((job) => job.external_id === orderId);
  const testOrderJobs = () => lulu.jobs.filter((job) => job.external_id.startsWith('test-')).map((job) => job.id);

  beforeAll(async () => {
    lulu = await startLocalLulu({ fetchSources: true });
    testApp = await startTestApp({
      database,
      env: {
        ...LULU_WITH_DEMO,
        LULU_CLIENT_KEY: LOCAL_LULU_KEY,
        LULU_CLIENT_SECRET: LOCAL_LULU_SECRET,
        LULU_API_URL: lulu.url,
        LULU_POLL_SECONDS: '0.05',
        OPERATOR_TOKEN,
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await lulu?.close();
  });

  describe('Lulu webhook', () => {
    it('a signed status change is stored on the order, with the tracking link; a cross-site origin does not matter', async () => {
      const orderId = await paidOrder(testApp);
      const body = statusChanged(orderId, 'SHIPPED', '2026-11-20T10:00:00Z', {
        url: 'https://tracking.example/TRK-1',
        carrier: 'UPS',
      });
      const response = await deliver(body).set('Origin', 'https://api.lulu.com').expect(200);
      expect(response.body).toEqual({ received: true, outcome: 'applied' });
      const row = await printRow(orderId);
      expect(row).toMatchObject({
        print_job_id: String(jobIdOf(orderId)),
        print_status: 'SHIPPED',
        print_tracking: [{ carrier: 'UPS', trackingId: 'TRK-1', urls: ['https://tracking.example/TRK-1'] }],
      });
      expect((await testApp.app.get(OrdersService).findById(orderId))!.print).toMatchObject({
        jobId: String(jobIdOf(orderId)),
        status: 'SHIPPED',
        tracking: [{ urls: ['https://tracking.example/TRK-1'] }],
      });
    });

    it('a forged, re-serialised or missing signature is refused with 401 and changes nothing', async () => {
      const orderId = await paidOrder(testApp);
      const body = statusChanged(orderId, 'IN_PRODUCTION', '2026-11-20T10:00:00Z');
      const forged = await deliver(body, signLuluWebhook(body, 'not-the-secret')).expect(401);
      expect(forged.body).toMatchObject({ error: 'PRINT_WEBHOOK_SIGNATURE_INVALID' });
      // The same JSON with other spacing: the signature covers the exact bytes.
      await deliver(JSON.stringify(JSON.parse(body), null, 2), signLuluWebhook(body)).expect(401);
      await request(testApp.server)
        .post('/api/webhooks/lulu')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(401);
      expect(await printRow(orderId)).toMatchObject({ print_job_id: null, print_status: null });
    });

    it('a repeated delivery changes nothing the second time', async () => {
      const orderId = await paidOrder(testApp);
      const body = statusChanged(orderId, 'IN_PRODUCTION', '2026-11-20T10:00:00Z');
      expect((await deliver(body).expect(200)).body.outcome).toBe('applied');
      const first = await printRow(orderId);
      expect((await deliver(body).expect(200)).body.outcome).toBe('unchanged');
      expect(await printRow(orderId)).toEqual(first);
    });

    it('deliveries out of order never move the status backwards', async () => {
      const orderId = await paidOrder(testApp);
      await deliver(
        statusChanged(orderId, 'SHIPPED', '2026-11-21T10:00:00Z', {
          url: 'https://tracking.example/TRK-1',
          carrier: 'UPS',
        }),
      ).expect(200);
      expect(
        (await deliver(statusChanged(orderId, 'IN_PRODUCTION', '2026-11-20T10:00:00Z')).expect(200)).body.outcome,
      ).toBe('unchanged');
      expect((await deliver(statusChanged(orderId, 'CREATED', '2026-11-19T10:00:00Z')).expect(200)).body.outcome).toBe(
        'unchanged',
      );
      expect(await printRow(orderId)).toMatchObject({
        print_status: 'SHIPPED',
        print_tracking: [{ urls: ['https://tracking.example/TRK-1'] }],
      });
      expect(
        (await deliver(statusChanged(orderId, 'DELIVERED', '2026-11-23T10:00:00Z')).expect(200)).body.outcome,
      ).toBe('applied');
      // DELIVERED carries no tracking of its own: the shipment's link stays.
      expect(await printRow(orderId)).toMatchObject({
        print_status: 'DELIVERED',
        print_tracking: [{ urls: ['https://tracking.example/TRK-1'] }],
      });
    });

    it('a signed submission of another topic, or for an unknown order, is acknowledged and changes nothing', async () => {
      expect((await deliver(JSON.stringify({ topic: 'SOMETHING_ELSE', data: {} })).expect(200)).body.outcome).toBe(
        'ignored',
      );
      expect(
        (await deliver(statusChanged(randomUUID(), 'SHIPPED', '2026-11-20T10:00:00Z')).expect(200)).body.outcome,
      ).toBe('unchanged');
      expect((await deliver('{not json').expect(400)).body.error).toBe('PRINT_WEBHOOK_MALFORMED');
      // Another order's job id: the order it names is left alone.
      const shipped = await paidOrder(testApp);
      await deliver(statusChanged(shipped, 'SHIPPED', '2026-11-20T10:00:00Z')).expect(200);
      const other = await paidOrder(testApp);
      const claimsShippedJob = JSON.parse(statusChanged(other, 'DELIVERED', '2026-11-21T10:00:00Z')) as {
        data: { id: number };
      };
      claimsShippedJob.data.id = jobIdOf(shipped);
      expect((await deliver(JSON.stringify(claimsShippedJob)).expect(200)).body.outcome).toBe('unchanged');
      expect(await printRow(other)).toMatchObject({ print_job_id: null, print_status: null });
    });
  });

  describe("PrintService.submit: a paid order's book goes to Lulu", () => {
    // The book's PDFs where the typeset stage keeps them: their keys in the FileStore.
    const book = async (name: string) => {
      const files = testApp.app.get<FileStore>(FILE_STORE);
      const keys = { interiorPdf: `books/${name}/interior.pdf`, coverPdf: `books/${name}/cover.pdf` };
      await files.put(keys.interiorPdf, await pdf(40), 'application/pdf');
      await files.put(keys.coverPdf, await pdf(1, 912, 666), 'application/pdf');
      return keys;
    };

    it("checks both files, records Lulu's cost, creates one print job with the order's address, once", async () => {
      const orderId = await paidOrder(testApp);
      const print = testApp.app.get(PrintService);
      const job = await print.submit(orderId, await book(orderId));
      expect(jobsOf(orderId)).toHaveLength(1);
      const sent = jobsOf(orderId)[0]!;
      expect(sent).toMatchObject({
        external_id: orderId,
        shipping_level: 'MAIL',
        shipping_address: {
          name: 'Ada Lovelace',
          street1: '10 Downing Street',
          street2: 'Flat 2',
          city: 'London',
          country_code: 'GB',
          postcode: 'SW1A 1AA',
          email: 'ada@example.com',
        },
        line_items: [
          {
            title: 'The Egg',
            quantity: 1,
            printable_normalization: { pod_package_id: '0600X0900.BW.STD.CW.060UC444.MXX' },
          },
        ],
      });
      const order = (await testApp.app.get(OrdersService).findById(orderId))!;
      expect(order.print).toMatchObject({ jobId: String(job.id), status: 'CREATED' });
      expect(order.printCost).toEqual({ currency: 'USD', totalExclTax: '11.49', totalInclTax: '11.49' });
      expect(order.printError).toBeNull();
      // The job runs again (a crash, a retry): Lulu keeps one job.
      await expect(print.submit(orderId, await book(orderId))).resolves.toMatchObject({ id: job.id });
      expect(jobsOf(orderId)).toHaveLength(1);

      // No webhook came: asking Lulu brings the shipment and its tracking link, and never goes backwards.
      lulu.setJobStatus(job.id, 'SHIPPED', {
        urls: ['https://tracking.example/SHIP-9'],
        carrier: 'DHL',
        trackingId: 'SHIP-9',
      });
      await expect(print.refreshStatus(orderId)).resolves.toMatchObject({
        print: {
          status: 'SHIPPED',
          tracking: [{ carrier: 'DHL', trackingId: 'SHIP-9', urls: ['https://tracking.example/SHIP-9'] }],
        },
      });
      lulu.setJobStatus(job.id, 'IN_PRODUCTION');
      await expect(print.refreshStatus(orderId)).resolves.toMatchObject({ print: { status: 'SHIPPED' } });
    });

    it("a cover Lulu refuses stops the order with Lulu's message on it, and no job", async () => {
      const orderId = await paidOrder(testApp);
      lulu.options.coverStatuses = ['NORMALIZING', 'ERROR'];
      lulu.options.validationErrors = ['The cover is 612 pt wide; 923.4 pt expected for 40 pages'];
      try {
        await expect(testApp.app.get(PrintService).submit(orderId, await book(orderId))).rejects.toMatchObject({
          code: 'PRINT_FILE_INVALID',
        });
      } finally {
        delete lulu.options.coverStatuses;
        delete lulu.options.validationErrors;
      }
      expect(jobsOf(orderId)).toEqual([]);
      const order = (await testApp.app.get(OrdersService).findById(orderId))!;
      expect(order.printError).toBe(
        'Lulu refused the cover PDF: The cover is 612 pt wide; 923.4 pt expected for 40 pages.',
      );
      expect(order.print).toBeNull();
    });

    it('refuses an order that is not paid', async () => {
      const orderId = await paidOrder(testApp, false);
      await expect(testApp.app.get(PrintService).submit(orderId, await book(orderId))).rejects.toMatchObject({
        code: 'PRINT_ORDER_NOT_READY',
        status: 409,
      });
    });
  });

  describe('operator access', () => {
    it('without the token, or with a wrong one, the operator page and its API answer 404', async () => {
      const agent = request(testApp.server);
      for (const response of [
        await agent.post('/api/test_lulu_order'),
        await agent.post('/api/test_lulu_order').set('Authorization', 'Bearer wrong-token-wrong-token-wrong'),
        await agent.get('/internal/lulu-test-order').set('Accept', 'text/html'),
        await agent
          .get('/internal/lulu-test-order')
          .set('Accept', 'text/html')
          .set('Cookie', 'storyloom_operator=forged'),
        await agent.get(`/internal/login?token=${OPERATOR_TOKEN}x`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ error: 'NOT_FOUND' });
      }
    });

    it('/internal/login with the token sets an HttpOnly cookie (not the token) and opens the page', async () => {
      const agent = request.agent(testApp.server);
      const login = await agent.get(`/internal/login?token=${encodeURIComponent(OPERATOR_TOKEN)}`).expect(303);
      expect(login.headers.location).toBe('/internal/lulu-test-order');
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/storyloom_operator=[^;]+; .*HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toContain(OPERATOR_TOKEN);
      // Past the operator check: the static site answers (this test app has no built shell, hence not a page).
      const page = await agent.get('/internal/lulu-test-order').set('Accept', 'text/html');
      expect(page.status).not.toBe(404);
      expect(page.body.error).not.toBe('NOT_FOUND');
    });
  });

  describe('POST /api/test_lulu_order', () => {
    const operator = () =>
      request(testApp.server).post('/api/test_lulu_order').set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

    it("creates a print job at Lulu with both PDFs, which Lulu fetches through signed links, and answers Lulu's job", async () => {
      const response = await operator()
        .attach('interior_pdf', await pdf(32), { filename: 'interior.pdf', contentType: 'application/pdf' })
        .attach('cover_pdf', await pdf(1, 912, 666), { filename: 'cover.pdf', contentType: 'application/pdf' })
        .expect(201);
      const created = lulu.jobs.filter((candidate) => candidate.id === response.body.id);
      expect(created).toHaveLength(1);
      const job = created[0]!;
      expect(response.body).toMatchObject({ id: job.id, external_id: job.external_id, status: { name: 'CREATED' } });
      expect(job.external_id).toMatch(/^test-[0-9a-f-]{36}$/);
      expect(job.line_items[0]).toMatchObject({
        quantity: 1,
        printable_normalization: { pod_package_id: '0600X0900.BW.STD.PB.060UC444.MXX' },
      });
      expect(job.shipping_address).toMatchObject({
        country_code: 'US',
        phone_number: expect.any(String),
        email: 'hello@storyloom.example',
      });
      const fetched = lulu.fetchedSources.slice(-2);
      expect(fetched).toEqual([
        expect.objectContaining({ status: 200, contentType: 'application/pdf', startsWithPdf: true }),
        expect.objectContaining({ status: 200, contentType: 'application/pdf', startsWithPdf: true }),
      ]);

      // The links work for Lulu only as given: a changed signature, another file, or an expired link is refused.
      const link = new URL(fetched[0]!.url);
      expect(link.pathname).toBe(`/api/print-files/${job.external_id}/interior.pdf`);
      const tampered = new URL(link);
      tampered.searchParams.set('sig', `${link.searchParams.get('sig')!.slice(0, -2)}AA`);
      expect((await request(testApp.server).get(`${tampered.pathname}${tampered.search}`).expect(403)).body.error).toBe(
        'PRINT_FILE_LINK_REFUSED',
      );
      await request(testApp.server).get(`/api/print-files/${job.external_id}/cover.pdf${link.search}`).expect(403);
      const later = new URL(link);
      later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
      await request(testApp.server).get(`${later.pathname}${later.search}`).expect(403);
      await request(testApp.server).get(`/api/print-files/${job.external_id}/secrets.pdf${link.search}`).expect(404);
      await request(testApp.server).get(`/api/print-files/${job.external_id}/interior.pdf`).expect(403);

      // A link made correctly but 15 days ago (they live 14) has expired: refused, and said so.
      const links = testApp.app.get(PrintFileLinks);
      const old = links.path(job.external_id, 'interior.pdf', Date.now() - 15 * 24 * 3600 * 1000);
      expect((await request(testApp.server).get(old).expect(403)).body).toMatchObject({
        error: 'PRINT_FILE_LINK_REFUSED',
        message: 'This print file link has expired.',
      });
      // The same link made now still works (the file is there; only the expiry refused it).
      await request(testApp.server)
        .get(links.path(job.external_id, 'interior.pdf'))
        .expect(200)
        .expect('Content-Type', 'application/pdf');
    });

    it('refuses a PDF over the size limit with 413 while it streams in, and creates nothing', async () => {
      const testJobsBefore = testOrderJobs();
      const answer = await postLargePdf(testApp.baseUrl, TEST_ORDER_MAX_PDF_BYTES + 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        error: 'TEST_ORDER_FILE_TOO_LARGE',
        message: 'interior_pdf is larger than 100 MB.',
        details: { field: 'interior_pdf', limit_bytes: TEST_ORDER_MAX_PDF_BYTES },
      });
      expect(testOrderJobs()).toEqual(testJobsBefore);
      // Nothing of it is kept in the upload folder.
      const uploads = join(testApp.config.paths.dataDir, 'tmp', 'print-uploads');
      expect(existsSync(uploads) ? (await import('node:fs')).readdirSync(uploads) : []).toEqual([]);
    }, 60_000);

    it("refuses what is not a PDF by content, with the page's own messages, and creates nothing", async () => {
      const testJobsBefore = testOrderJobs();
      const notPdf = await operator()
        .attach('interior_pdf', Buffer.from('just text, named like a PDF'), {
          filename: 'interior.pdf',
          contentType: 'application/pdf',
        })
        .attach('cover_pdf', await pdf(1), { filename: 'cover.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(notPdf.body).toMatchObject({
        error: 'TEST_ORDER_FILE_REFUSED',
        message: 'Please upload a PDF file for the interior',
        details: { field: 'interior_pdf', reason: 'not-pdf' },
      });

      const broken = await operator()
        .attach('interior_pdf', await pdf(4), { filename: 'interior.pdf', contentType: 'application/pdf' })
        .attach('cover_pdf', Buffer.from('%PDF-1.7\nthis is not really a PDF'), {
          filename: 'cover.pdf',
          contentType: 'application/pdf',
        })
        .expect(400);
      expect(broken.body).toMatchObject({
        message: 'Please upload a PDF file for the cover',
        details: { reason: 'unreadable' },
      });

      const one = await operator()
        .attach('interior_pdf', await pdf(4), { filename: 'interior.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(one.body).toMatchObject({
        message: 'Please upload both interior and cover PDF files',
        details: { missing: ['cover_pdf'] },
      });
      expect(testOrderJobs()).toEqual(testJobsBefore);
    });

    it("passes on Lulu's refusal as an error the page can show", async () => {
      lulu.fail('POST', '/print-jobs/', { status: 400 });
      const response = await operator()
        .attach('interior_pdf', await pdf(4), { filename: 'interior.pdf', contentType: 'application/pdf' })
        .attach('cover_pdf', await pdf(1), { filename: 'cover.pdf', contentType: 'application/pdf' })
        .expect(502);
      expect(response.body).toMatchObject({
        error: 'PRINT_PROVIDER_REFUSED',
        message: expect.stringContaining('Lulu refused the print job (HTTP 400)'),
      });
    });
  });
});

describe('without Lulu keys or an operator token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  it('operator routes answer 404 to everyone, and every Lulu webhook is refused', async () => {
    await request(testApp.server).post('/api/test_lulu_order').set('Authorization', 'Bearer ').expect(404);
    await request(testApp.server).get('/internal/login?token=').expect(404);
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: { id: 1, external_id: randomUUID(), status: { name: 'SHIPPED' } },
    });
    await request(testApp.server)
      .post('/api/webhooks/lulu')
      .set('Lulu-HMAC-SHA256', signLuluWebhook(body))
      .send(body)
      .expect(401);
  });
});

describe('with an operator token but no Lulu keys', () => {
  let testApp: TestApp;
  const logs = capturingLogger();
  beforeAll(async () => {
    testApp = await startTestApp({ env: { OPERATOR_TOKEN }, logger: logs.logger });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  it('the test order says Lulu is not configured, and keeps no file', async () => {
    const response = await request(testApp.server)
      .post('/api/test_lulu_order')
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .attach('interior_pdf', await pdf(2), { filename: 'interior.pdf', contentType: 'application/pdf' })
      .attach('cover_pdf', await pdf(1), { filename: 'cover.pdf', contentType: 'application/pdf' })
      .expect(503);
    expect(response.body).toMatchObject({
      error: 'PRINT_PROVIDER_NOT_CONFIGURED',
      message: expect.stringContaining('LULU_CLIENT_KEY'),
    });
    expect(existsSync(join(testApp.config.paths.dataDir, 'print-files'))).toBe(false);
  });

  it('the operator token in the login link never reaches the logs', async () => {
    await request(testApp.server)
      .get(`/internal/login?token=${OPERATOR_TOKEN}&next=/internal/lulu-test-order`)
      .expect(303);
    await request(testApp.server).get('/internal/login?token=a-wrong-token-that-is-long-enough').expect(404);
    const lines = logs.lines().filter((line) => JSON.stringify(line).includes('/internal/login'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain(OPERATOR_TOKEN);
    expect(JSON.stringify(lines)).not.toContain('a-wrong-token');
    expect(JSON.stringify(lines)).toContain('token=[redacted]');
  });
});
