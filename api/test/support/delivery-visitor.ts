import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { photo } from './cover-images.js';
import type { TestApp } from './test-app.js';

export const characters = [
  { name: 'Mira', isMainCharacter: true, age: '6', fears: 'The dark' },
  { name: 'Rosa', isMainCharacter: false, relation: 'Grandmother', hobbies: 'Gardening' },
];
export const story = {
  bookTitle: 'The Egg',
  genre: 'Adventure',
  premise: "A dinosaur egg hatches in Grandma's garden",
  style: 'Playful',
  tone: 'Warm',
  readingLevel: 'Kid',
};

/** A GB order as /step5 sends it (the apartment as street2). */
export const gbOrder = (changes: Record<string, unknown> = {}) => ({
  paper_color: 'cream',
  binding_type: 'hardcover',
  email: 'ada@example.com',
  quantity: 1,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street1: '10 Downing Street',
    street2: 'Flat 2',
    city: 'London',
    state_code: 'WSM',
    postcode: 'sw1a 1aa',
    country_code: 'GB',
    phone_number: '020 7946 0958',
  },
  shipping_level: 'MAIL',
  ...changes,
});

/**
 * A visitor who did steps 1 to 4: characters and story through the API (the offline writer), the outline of
 * `bookSize`, and the cover and first chapter stored through step 4 (`POST /api/store_step4`, the visitor's own image).
 */
export async function visitorWithBook(
  testApp: TestApp,
  options: { bookSize?: 'small' | 'medium' | 'big'; gift?: Record<string, string> } = {},
) {
  const agent = request.agent(testApp.server);
  await agent.post('/api/step1').send({ characters }).expect(200);
  await agent
    .post('/api/step2')
    .send({ ...story, ...(options.gift ? { gift: options.gift } : {}), characters })
    .expect(200);
  await agent
    .post('/api/step3')
    .send({ book_size: options.bookSize ?? 'medium' })
    .expect(200);
  await agent
    .post('/api/store_step4')
    .attach('image', await photo(600, 900, { format: 'png' }), 'cover.png')
    .field('firstChapter', 'Chapter 1. The lantern flickered on the quay.')
    .expect(200);
  return agent;
}

export interface ReadMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** A raw RFC 5322 message read the way a mail client would (mailparser). */
export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const address = (field: typeof mail.to) =>
    Array.isArray(field) ? field.map((one) => one.text).join(', ') : (field?.text ?? '');
  return { from: address(mail.from), to: address(mail.to), subject: mail.subject ?? '', text: mail.text ?? '' };
}

/**
 * Keeps the mails about one order (each names its order's id, in the status page's link). The app's workers mail
 * about other tests' orders at any moment: a test counts only the mails about the order it made.
 */
export const aboutOrder =
  (orderId: string) =>
  (mail: ReadMail): boolean =>
    mail.text.includes(orderId);

/** The .eml files the mailer wrote to DATA_DIR/outbox/, oldest first. */
export async function outbox(testApp: TestApp): Promise<ReadMail[]> {
  const dir = testApp.config.mail.outboxDir;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => readMail(readFileSync(join(dir, name)))));
}
