import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const message = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Where is my book?',
  message: 'I ordered a hardcover last week.\nCould you tell me when it ships?',
};

async function supportMails(testApp: TestApp) {
  const dir = testApp.config.mail.outboxDir;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map(async (name) => simpleParser(readFileSync(join(dir, name)))));
}

const storedCount = async (testApp: TestApp) =>
  (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM contact_messages'))[0]?.count;

describe.each(TEST_DATABASES)('contact form on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      database,
      env: { SUPPORT_EMAIL: 'support@storyloom.example', CONTACT_MAX_PER_IP: '3', TRUST_PROXY: '1' },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('stores the message and e-mails it to the support address with the visitor as Reply-To', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.1')
      .send(message)
      .expect(201);
    expect(response.body).toEqual({ success: true, reference: expect.stringMatching(/^[0-9A-F]{8}$/) });

    const mails = await supportMails(testApp);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('support@storyloom.example');
    expect(mail?.replyTo?.text).toBe('ada@example.com');
    expect(mail?.subject).toBe(`[Contact ${response.body.reference}] Where is my book?`);
    expect(mail?.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail?.text).toContain('Could you tell me when it ships?');

    const rows = await testApp.db.query<{ first_name: string; email: string; ip: string; delivered: boolean }>(
      'SELECT first_name, email, ip, delivered_at IS NOT NULL AS delivered FROM contact_messages',
    );
    expect(rows).toEqual([{ first_name: 'Ada', email: 'ada@example.com', ip: '198.51.100.1', delivered: true }]);
  });

  it('accepts a message with only the required fields', async () => {
    await request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ first_name: 'Bo', email: 'bo@example.com', message: 'Hello' })
      .expect(201);
    const mail = (await supportMails(testApp)).at(-1);
    expect(mail?.subject).toMatch(/\] \(no subject\)$/);
  });

  it('names each missing or wrong field with 400 and stores nothing', async () => {
    const before = await storedCount(testApp);
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.3')
      .send({ first_name: '  ', email: 'not-an-address', message: '' })
      .expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual([
      { path: 'first_name', message: 'First name is required.' },
      { path: 'email', message: 'Please enter a valid e-mail address.' },
      { path: 'message', message: 'Please write your message.' },
    ]);
    expect(await storedCount(testApp)).toBe(before);
  });

  it('keeps a newline in the subject from reaching the mail headers', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.4')
      .send({ ...message, subject: 'Hi\r\nBcc: someone@example.com' })
      .expect(201);
    const mail = (await supportMails(testApp)).at(-1);
    expect(mail?.subject).toBe(`[Contact ${response.body.reference}] Hi Bcc: someone@example.com`);
    expect(mail?.bcc).toBeUndefined();
  });

  it('refuses a fourth message from one address within the window with 429 and Retry-After, other addresses still pass', async () => {
    const from = (ip: string) => request(testApp.server).post('/api/contact').set('X-Forwarded-For', ip).send(message);
    for (let i = 0; i < 3; i += 1) await from('203.0.113.9').expect(201);
    const refused = await from('203.0.113.9').expect(429);
    expect(refused.body.error).toBe('CONTACT_RATE_LIMITED');
    expect(refused.body.message).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    await from('203.0.113.10').expect(201);
  });

  it('counts the addresses of one IPv6 /64 network as one sender: eight of them get 3 messages through, not 8', async () => {
    const from = (ip: string) => request(testApp.server).post('/api/contact').set('X-Forwarded-For', ip).send(message);
    const statuses: number[] = [];
    for (let host = 1; host <= 8; host += 1) statuses.push((await from(`2001:db8:c0:1::${host.toString(16)}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // The next /64 is another network.
    await from('2001:db8:c0:2::1').expect(201);
  });

  it('describes its site facts: configured support e-mail, and what is not configured as null or empty', async () => {
    const { body } = await request(testApp.server).get('/api/site').expect(200);
    // A configured support address leaves no place for the demo one.
    expect(body).toEqual({
      supportEmail: 'support@storyloom.example',
      demoSupportEmail: null,
      phone: null,
      social: [],
      photoRetentionDays: 30,
    });
  });
});

describe.each(TEST_DATABASES)('contact form when mail cannot be sent, on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    testApp = await startTestApp({ database, env: { SMTP_URL: 'smtp://127.0.0.1:1', CONTACT_MAX_PER_IP: '1' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers 503 CONTACT_DELIVERY_FAILED, records the failure, and does not count it against the limit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request(testApp.server).post('/api/contact').send(message).expect(503);
      expect(response.body).toEqual({
        error: 'CONTACT_DELIVERY_FAILED',
        message: 'We could not deliver your message right now. Please try again in a few minutes.',
      });
    }
    const rows = await testApp.db.query<{ failed: boolean }>(
      'SELECT delivery_error IS NOT NULL AS failed FROM contact_messages',
    );
    expect(rows).toEqual([{ failed: true }, { failed: true }]);
  });

  it(
    'shows configured phone and social links on GET /api/site, and the demo support address while SUPPORT_EMAIL is unset',
    async () => {
      const configured = await startTestApp({
        database,
        env: {
          SITE_PHONE: '(555) 010-0199',
          SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/storyloom',
          COVER_PHOTO_RETENTION_DAYS: '14',
          DEMO_SUPPORT_EMAIL: 'help@demo-shop.example',
        },
      });
      try {
        const { body } = await request(configured.server).get('/api/site').expect(200);
        expect(body).toEqual({
          supportEmail: null,
          demoSupportEmail: 'help@demo-shop.example',
          phone: '(555) 010-0199',
          social: [{ label: 'Instagram', href: 'https://www.instagram.com/storyloom' }],
          photoRetentionDays: 14,
        });
      } finally {
        await configured.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
