import { execFile } from 'node:child_process';
import { existsSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountOrdersReplySchema } from '@storyloom/contracts';
import { productionReplySchema } from '@storyloom/contracts/delivery';
import AdmZip from 'adm-zip';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { OrdersService } from '../src/orders/orders.service.js';
import { escapeXhtml } from '../src/production/digital-edition/epub-book.js';
import { ProductionRepository } from '../src/production/production.repository.js';
import { mailTo, signedUp, tokenIn, uniqueEmail, type Agent } from './support/accounts.js';
import { gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import { makeTempDir, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** The digital edition (docs/product/book-production.md#the-digital-edition): who may download it, when, and what it is. */

const TITLE = 'Zoë & Ольга\'s "Secret" <Cove> of 美咲';
const RECIPIENT = 'Zoë & "Ольга" <美咲>';
const DEDICATION = 'For Zoë & Ольга, who said "<always>"\nand for 美咲';
const CHAPTERS = [
  {
    title: 'Zoë Finds the Lantern',
    text: 'Zoë & Ольга found the lantern under the pier.\n\nIt was still warm, as if someone had carried it all night.',
  },
  {
    title: 'The <Hidden> Cove',
    text: 'Ольга said "follow the light" and they did.\n\n美咲 waved from the rocks & laughed.',
  },
  {
    title: "Nana's Promise",
    text: 'Nana kept her promise: the lantern went home.\n\nAnd everyone slept well that night.',
  },
];

/** The buyer's order, paid through the test checkout; its stage is moved by the test (no workers here). */
async function paidOrder(
  testApp: TestApp,
  email = uniqueEmail('gift'),
): Promise<{ buyer: Agent; orderId: string; token: string }> {
  const buyer = await visitorWithBook(testApp, { bookSize: 'small', gift: { to: RECIPIENT } });
  await buyer
    .post('/api/store_order_details')
    .send(gbOrder({ email, dedication: DEDICATION }))
    .expect(200);
  const checkout = (
    await buyer
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_small', quantity: 1, shipping_level: 'MAIL', proof_choice: 'print_when_written' })
      .expect(200)
  ).body as { session_id: string };
  const paid = await buyer.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
  const orderId = new URL(paid.headers.location!, 'http://x').searchParams.get('order')!;
  // The title as step 2 would have taken it (the test visitor's is plain), frozen in the order.
  await testApp.db.query(
    "UPDATE orders SET story_details = jsonb_set(story_details, '{bookTitle}', to_jsonb($2::text)) WHERE id = $1",
    [orderId, TITLE],
  );
  return { buyer, orderId, token: testApp.app.get(OrdersService).statusToken(orderId) };
}

/** The book written and handed to printing, as the pipeline leaves it (its chapters stored, state 'ready'). */
async function bookReady(testApp: TestApp, orderId: string): Promise<void> {
  const chapters = testApp.app.get(ProductionRepository);
  for (const [index, chapter] of CHAPTERS.entries()) {
    await chapters.storeChapter(orderId, {
      number: index + 1,
      ...chapter,
      newFacts: [],
      writer: 'offline',
      model: null,
      promptVersion: 'test',
      flags: [],
    });
  }
  await testApp.db.query(
    "UPDATE order_production SET state = 'ready', chapters_total = $2, interior_pages = 32 WHERE order_id = $1",
    [orderId, CHAPTERS.length],
  );
}

const production = async (agent: Agent, orderId: string, token?: string) =>
  productionReplySchema.parse(
    (
      await agent
        .get(`/api/orders/${orderId}/production`)
        .query(token ? { token } : {})
        .expect(200)
    ).body,
  );

/** The text of an XHTML body, entities decoded, white space collapsed. */
const textOf = (xhtml: string): string =>
  xhtml
    .replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);|&#(\d+);|&(amp|lt|gt|quot);/gi, (_, hex: string, dec: string, name: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : { amp: '&', lt: '<', gt: '>', quot: '"' }[name.toLowerCase()]!,
    )
    .replace(/\s+/g, ' ')
    .trim();

/** A download's bytes, whatever its type (supertest parses only the types it knows). */
const download = async (agent: Agent, path: string, query: Record<string, string> = {}) => {
  const response = await agent
    .get(path)
    .query(query)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { bytes: response.body as Buffer, headers: response.headers as Record<string, string> };
};

/** epubcheck from PATH; Debian's is a jar run through binfmt, which a container may lack: then through java. */
function epubcheckCommand(): string[] | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'epubcheck');
    if (!existsSync(candidate)) continue;
    const real = realpathSync(candidate);
    return real.endsWith('.jar') ? ['java', '-jar', real] : [real];
  }
  return undefined;
}
const EPUBCHECK = epubcheckCommand();
const IN_CI = process.env.CI === 'true';
if (!EPUBCHECK && !IN_CI)
  console.warn(
    'digital-edition.spec: epubcheck is not installed (apt-get install epubcheck): the EPUBCheck test is skipped here; CI runs it.',
  );

describe.each(TEST_DATABASES)('the digital edition on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, env: { WORKERS: 'false' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('is offered and downloadable only once the book is ready for printing', async () => {
    const { buyer, orderId, token } = await paidOrder(testApp);
    expect((await production(buyer, orderId)).digital_edition).toBeNull();
    const early = await buyer.get(`/api/orders/${orderId}/digital-edition/epub`).expect(409);
    expect(early.body).toMatchObject({ error: 'DIGITAL_EDITION_NOT_READY' });
    await request(testApp.server).get(`/api/orders/${orderId}/digital-edition/pdf`).query({ token }).expect(409);
    // Typeset but not yet handed to printing: still not approved.
    await testApp.db.query("UPDATE order_production SET state = 'typeset' WHERE order_id = $1", [orderId]);
    await buyer.get(`/api/orders/${orderId}/digital-edition/pdf`).expect(409);

    await bookReady(testApp, orderId);
    const reply = await production(buyer, orderId);
    expect(reply.digital_edition).toEqual({
      epub_url: `/api/orders/${orderId}/digital-edition/epub?token=${token}`,
      pdf_url: `/api/orders/${orderId}/digital-edition/pdf?token=${token}`,
    });
    // The e-mail link's holder sees the same links.
    expect((await production(request.agent(testApp.server), orderId, token)).digital_edition).toEqual(
      reply.digital_edition,
    );
  });

  it('answers the buyer by cookie, the status token and the signed-in account owning the order; nobody else', async () => {
    const email = uniqueEmail('owner');
    const { buyer, orderId, token } = await paidOrder(testApp, email);
    await bookReady(testApp, orderId);
    const path = `/api/orders/${orderId}/digital-edition/epub`;

    const byCookie = await download(buyer, path);
    expect(byCookie.headers['content-type']).toBe('application/epub+zip');
    expect(byCookie.headers['cache-control']).toBe('private, no-store');
    // A safe ASCII name for old clients, the title's own letters for the rest.
    expect(byCookie.headers['content-disposition']).toBe(
      `attachment; filename="Zoe-s-Secret-Cove-of.epub"; filename*=UTF-8''Zoe-%D0%9E%D0%BB%D1%8C%D0%B3%D0%B0-s-Secret-Cove-of-%E7%BE%8E%E5%92%B2.epub`,
    );

    const stranger = request.agent(testApp.server);
    const refused = await stranger.get(path).expect(404);
    expect(refused.body).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    await stranger
      .get(path)
      .query({ token: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` })
      .expect(404);
    await stranger.get('/api/orders/not-an-order/digital-edition/epub').expect(404);
    expect((await stranger.get(`/api/orders/${orderId}/digital-edition/mobi`).expect(400)).body).toMatchObject({
      error: 'VALIDATION_FAILED',
    });
    await stranger
      .get(path)
      .query({ token: [token, token] })
      .expect(400);

    const byToken = await download(stranger, path, { token });
    // Made once, kept: the second download is the same file.
    expect(Buffer.compare(byToken.bytes, byCookie.bytes)).toBe(0);

    // The account the order belongs to (another browser: no cookie of the buyer's, no token).
    const account = await signedUp(testApp, email);
    await account
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(await mailTo(testApp, email, /Confirm your Storyloom/), '/verify-email') })
      .expect(200);
    const pdf = await download(account, `/api/orders/${orderId}/digital-edition/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Zoe-s-Secret-Cove-of\.pdf"/);
    const [mine] = accountOrdersReplySchema.parse((await account.get('/api/account/orders').expect(200)).body).orders;
    expect(mine!.digital_edition).toEqual({
      epub_url: `${path}?token=${token}`,
      pdf_url: `/api/orders/${orderId}/digital-edition/pdf?token=${token}`,
    });
    // Another signed-in account is a stranger.
    await (await signedUp(testApp, uniqueEmail('other'))).get(path).expect(404);
  });

  it("makes a screen PDF of single trimmed pages with every chapter's text in order and the contents linked", async () => {
    const { buyer, orderId } = await paidOrder(testApp);
    await bookReady(testApp, orderId);
    const bytes = new Uint8Array((await download(buyer, `/api/orders/${orderId}/digital-edition/pdf`)).bytes);
    const pdf = await getDocumentProxy(bytes);
    const first = await pdf.getPage(1);
    // 6 × 9 in, no bleed.
    expect(first.view).toEqual([0, 0, 432, 648]);
    const { text } = await extractText(pdf, { mergePages: true });
    // The typesetter prints curly quotes; the chapters were typed with straight ones.
    const flat = text.replace(/\s+/g, ' ').replace(/[‘’]/g, "'");
    let from = flat.indexOf('Contents');
    expect(from).toBeGreaterThan(-1);
    for (const chapter of CHAPTERS) {
      for (const part of [chapter.title, chapter.text.split('\n\n')[1]!.replace(/美咲 /, '').slice(0, 30)]) {
        const at = flat.indexOf(part.replace(/"/g, '').slice(0, 12), from + 1);
        expect({ part, found: at > from }).toEqual({ part, found: true });
        from = at;
      }
    }
    // Chapters follow one another without the print's blank left-hand pages.
    expect(pdf.numPages).toBeLessThan(12);
    const contents = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1).then((page) => page.getAnnotations())),
    );
    expect(contents.flat().filter((annotation) => annotation.subtype === 'Link').length).toBeGreaterThanOrEqual(
      CHAPTERS.length,
    );
  });

  it('makes an EPUB 3 with the cover, title, dedication, contents and one XHTML per chapter, every name escaped', async () => {
    const { buyer, orderId } = await paidOrder(testApp);
    await bookReady(testApp, orderId);
    const epub = (await download(buyer, `/api/orders/${orderId}/digital-edition/epub`)).bytes;
    const zip = new AdmZip(epub);
    const entries = zip.getEntries();
    // The OCF rule: "mimetype" first, stored uncompressed.
    expect(entries[0]!.entryName).toBe('mimetype');
    expect(entries[0]!.header.method).toBe(0);
    expect(entries[0]!.getData().toString()).toBe('application/epub+zip');
    const read = (name: string) => zip.readAsText(entries.find((entry) => entry.entryName.endsWith(name))!);
    const opf = read('.opf');
    expect(opf).toMatch(/<package[^>]+version="3.0"/);
    expect(opf).toContain('Zoë &amp; Ольга');
    expect(opf).toMatch(/properties="cover-image"/);
    const nav = read('toc.xhtml');
    expect(nav).toContain('epub:type="toc"');
    for (const chapter of CHAPTERS) expect(nav).toContain(escapeXhtml(chapter.title));
    const chapterFiles = entries.filter((entry) => /chapter-\d{3}\.xhtml$/.test(entry.entryName));
    expect(chapterFiles.map((entry) => entry.entryName.replace(/.*\//, ''))).toEqual([
      'chapter-001.xhtml',
      'chapter-002.xhtml',
      'chapter-003.xhtml',
    ]);
    // What a reader shows: the names as typed (the files are well-formed XML: EPUBCheck below parses them).
    expect(textOf(read('chapter-002.xhtml'))).toContain(
      'The <Hidden> Cove Ольга said “follow the light” and they did. 美咲 waved from the rocks & laughed.',
    );
    // Typographer's quotes, as in print.
    expect(textOf(read('title-page.xhtml'))).toMatch(
      /^Zoë & Ольга’s “Secret” <Cove> of 美咲 A story for Zoë & “Ольга” <美咲> Written by Storyloom’s demo writer\./,
    );
    expect(textOf(read('dedication.xhtml'))).toContain('For Zoë & Ольга, who said “<always>” and for 美咲');
  });

  (EPUBCHECK || IN_CI ? it : it.skip)(
    'passes EPUBCheck with no errors or warnings (epubcheck must be installed in CI)',
    async () => {
      if (!EPUBCHECK)
        throw new Error(
          'epubcheck is not installed: .ci/run installs it (apt-get install epubcheck), so CI must have it.',
        );
      const { buyer, orderId } = await paidOrder(testApp);
      await bookReady(testApp, orderId);
      const dir = makeTempDir('epubcheck');
      try {
        const file = join(dir, 'book.epub');
        writeFileSync(file, (await download(buyer, `/api/orders/${orderId}/digital-edition/epub`)).bytes);
        const [command, ...args] = EPUBCHECK;
        const { stdout } = await promisify(execFile)(command!, [...args, file]).catch(
          (error: { stdout?: string; stderr?: string }) => {
            throw new Error(`epubcheck refused the EPUB:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
          },
        );
        expect(stdout).toMatch(/Messages: 0 fatals \/ 0 errors \/ 0 warnings/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
