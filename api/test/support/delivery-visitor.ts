import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from './test-app.js';

export const characters = [
  { name: 'Mira', isMainCharacter: true, age: '6', fears: 'The dark' },
  { name: 'Rosa', isMainCharacter: false, relation: 'Grandmother', hobbies: 'Gardening' },
];
export const story = { bookTitle: 'The Egg', genre: 'Adventure', premise: "A dinosaur egg hatches in Grandma's garden", style: 'Playful', tone: 'Warm', readingLevel: 'Kid' };

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

/** The cover as step 4 stores it (written through the test-only draft probe: this branch has no step 4 routes). */
export const storedCover = () => ({ coverId: randomUUID(), source: 'uploaded', storedAt: new Date().toISOString() });

/**
 * A visitor who did steps 1 to 4: characters and story through the API (the offline writer), the outline of
 * `bookSize`, and a cover in the draft. Needs the app started with DraftProbeModule.
 */
export async function visitorWithBook(testApp: TestApp, options: { bookSize?: 'small' | 'medium' | 'big'; gift?: Record<string, string> } = {}) {
  const agent = request.agent(testApp.server);
  await agent.post('/api/step1').send({ characters }).expect(200);
  await agent.post('/api/step2').send({ ...story, ...(options.gift ? { gift: options.gift } : {}), characters }).expect(200);
  await agent.post('/api/step3').send({ book_size: options.bookSize ?? 'medium' }).expect(200);
  await agent.put('/api/test-draft/cover').send({ value: storedCover() }).expect(200);
  return agent;
}

/** The .eml files the mailer wrote to DATA_DIR/outbox/, oldest first. */
export function outbox(testApp: TestApp): string[] {
  const dir = testApp.config.mail.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}
