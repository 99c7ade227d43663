import request from 'supertest';
import { MailService } from '../../src/mail/mail.service.js';
import { outbox, type ReadMail } from './delivery-visitor.js';
import { lookAgainOn } from './look-again.js';
import type { TestApp } from './test-app.js';

export type Agent = ReturnType<typeof request.agent>;

/** A password long enough and not on the common list. */
export const PASSWORD = 'lantern-quay-4187';

let counter = 0;
/** A fresh address per call, so tests sharing an app never meet each other's accounts. */
export const uniqueEmail = (name = 'reader'): string =>
  `${name}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.com`;

export const signupBody = (email: string, changes: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  email,
  password: PASSWORD,
  confirm_password: PASSWORD,
  ...changes,
});

/** Signs up through the API with a new agent (or the one given); answers the agent. */
export async function signedUp(
  testApp: TestApp,
  email = uniqueEmail(),
  agent: Agent = request.agent(testApp.server),
): Promise<Agent> {
  await agent.post('/api/auth/signup').send(signupBody(email)).expect(200);
  return agent;
}

/**
 * Reads what the app's e-mails change (its outbox, the mails to one address) until `done`: e-mails may go after the
 * reply or the job that caused them, so it is read again after each message the app sends (MailService.messageHandled,
 * see look-again.ts), never after a pause.
 */
export function untilMailSent<T>(testApp: TestApp, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const mail = testApp.app.get(MailService);
  return lookAgainOn(() => mail.messageHandled(), read, done);
}

/** The last mail to `to` whose subject matches, once there is one (untilMailSent). */
export async function mailTo(testApp: TestApp, to: string, subject: RegExp): Promise<ReadMail> {
  const matching = async () =>
    (await outbox(testApp)).filter(
      (entry) => entry.to.toLowerCase() === to.toLowerCase() && subject.test(entry.subject),
    );
  return (await untilMailSent(testApp, matching, (found) => found.length > 0)).at(-1)!;
}

/** All mails to `to` so far. */
export async function mailsTo(testApp: TestApp, to: string): Promise<ReadMail[]> {
  return (await outbox(testApp)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The token of the link to `page` in a mail. */
export function tokenIn(mail: ReadMail, page: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** The value of a Set-Cookie for `name` in a reply ('' when cleared), or undefined when not set. */
export function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  const cookies = (headers['set-cookie'] as string[] | undefined) ?? [];
  const line = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]!);
}

/** `name=value` of a Set-Cookie in a reply, to send back in a Cookie header; throws when the reply sets none. */
export function cookiePair(headers: Record<string, unknown>, name: string): string {
  const cookies = (headers['set-cookie'] as string[] | undefined) ?? [];
  const line = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`the reply sets no ${name} cookie`);
  return line.split(';')[0]!;
}
