import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountReplySchema, meReplySchema } from '@storyloom/contracts';
import request from 'supertest';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
import { loadConfig } from '../src/config/app-config.js';
import {
  PASSWORD,
  cookiePair,
  mailTo,
  setCookie,
  signedUp,
  signupBody,
  uniqueEmail,
  type Agent,
} from './support/accounts.js';
import {
  START_TIMEOUT_MS,
  TEST_SESSION_SECRET,
  makeTempDir,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';

/** Signup, login, logout and the session cookie (docs/product/accounts.md). */

const me = async (agent: Agent) => meReplySchema.parse((await agent.get('/api/auth/me').expect(200)).body).account;

describe('password hashing', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = makeTempDir('scrypt');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses scrypt at N = 2^15, r = 8, p = 1 by default, and such a hash verifies', async () => {
    const config = loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dataDir });
    expect(config.accounts.scrypt).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const hasher = new PasswordHasher(config);
    const hash = await hasher.hash(PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await hasher.verify(PASSWORD, hash)).toBe(true);
    expect(await hasher.verify(`${PASSWORD}x`, hash)).toBe(false);
    // A hash keeps its own cost: a cheaper hasher still verifies it.
    const cheap = new PasswordHasher(
      loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dataDir, ACCOUNT_SCRYPT_COST: '10' }),
    );
    expect(await cheap.verify(PASSWORD, hash)).toBe(true);
    expect(await cheap.hash(PASSWORD)).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('refuses a cost outside 1..20 at start, naming the variable', () => {
    expect(() =>
      loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dataDir, ACCOUNT_SCRYPT_COST: '40' }),
    ).toThrow(/ACCOUNT_SCRYPT_COST/);
  });
});

describe.each(TEST_DATABASES)('accounts: signup, login, logout on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('signs a new customer up and in, stores only a scrypt hash and the address in lower case, and sends a verification link', async () => {
    const email = uniqueEmail('Mixed.Case');
    const agent = request.agent(testApp.server);
    const reply = await agent.post('/api/auth/signup').send(signupBody(email.toUpperCase())).expect(200);
    expect(accountReplySchema.parse(reply.body)).toEqual({
      success: true,
      account: { full_name: 'Ada Lovelace', email: email.toLowerCase(), email_verified: false },
    });
    expect(setCookie(reply.headers, 'storyloom_account')).toMatch(/^s:/);
    const setCookies = reply.headers['set-cookie'] as unknown as string[];
    expect(setCookies.find((line) => line.startsWith('storyloom_account='))).toMatch(/HttpOnly; .*SameSite=Lax/i);
    expect(await me(agent)).toEqual({ full_name: 'Ada Lovelace', email: email.toLowerCase(), email_verified: false });
    const [row] = await testApp.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM accounts WHERE email = $1',
      [email.toLowerCase()],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
    const mail = await mailTo(testApp, email.toLowerCase(), /Confirm your Storyloom email address/);
    expect(mail.text).toMatch(/\/verify-email\?token=/);
  });

  it('answers every bad field with a 400 naming it', async () => {
    const agent = request.agent(testApp.server);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ full_name: '' }, /Full Name is required/],
      [{ email: 'not-an-address' }, /valid email address/],
      [{ password: 'short1', confirm_password: 'short1' }, /at least 10 characters/],
      [{ confirm_password: 'something-else-1' }, /Passwords do not match/],
      [{ password: 'x'.repeat(201), confirm_password: 'x'.repeat(201) }, /at most 200 characters/],
      [{ full_name: 'A'.repeat(101) }, /Full Name is too long/],
      [{ email: `${'a'.repeat(250)}@example.com` }, /Email is too long/],
      [{ full_name: { $ne: 1 } }, /Full Name must be text/],
    ];
    for (const [change, message] of cases) {
      const reply = await agent.post('/api/auth/signup').send(signupBody(uniqueEmail(), change)).expect(400);
      expect(reply.body.error).toBe('VALIDATION_FAILED');
      expect(reply.body.message).toMatch(message);
    }
    const notJson = await agent
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('email=a@b.c')
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    expect(notJson.status).toBeLessThan(500);
    expect((await agent.post('/api/auth/login').send({ email: 'a@example.com' }).expect(400)).body.message).toMatch(
      /password/i,
    );
  });

  it('refuses a very common password, in any case, with the words the page shows', async () => {
    for (const password of ['1234567890', 'Password123', 'QWERTYUIOP']) {
      const reply = await request(testApp.server)
        .post('/api/auth/signup')
        .send(signupBody(uniqueEmail(), { password, confirm_password: password }))
        .expect(400);
      expect(reply.body).toMatchObject({
        error: 'ACCOUNT_PASSWORD_TOO_COMMON',
        message: 'This password is too common. Please choose another.',
      });
    }
  });

  it('keeps one account per address, compared case-insensitively, without telling the second signup so', async () => {
    const email = uniqueEmail('owner');
    await signedUp(testApp, email);
    const stranger = request.agent(testApp.server);
    const again = await stranger
      .post('/api/auth/signup')
      .send(signupBody(email.toUpperCase(), { full_name: 'Mallory' }))
      .expect(200);
    const fresh = await request(testApp.server)
      .post('/api/auth/signup')
      .send(signupBody(uniqueEmail(), { full_name: 'Mallory' }))
      .expect(200);
    // The same shape, the same cookies set, the same words: nothing tells the address is taken.
    expect(again.body).toEqual({ success: true, account: { full_name: 'Mallory', email, email_verified: false } });
    expect(Object.keys(again.body.account)).toEqual(Object.keys(fresh.body.account));
    expect(setCookie(again.headers, 'storyloom_account')).toMatch(/^s:/);
    // ...but the stranger is not signed in to the owner's account, and the owner hears of the attempt.
    expect(await me(stranger)).toBeNull();
    const [{ count }] = (await testApp.db.query<{ count: string | number }>(
      'SELECT count(*) FROM accounts WHERE email = $1',
      [email],
    )) as [{ count: string | number }];
    expect(Number(count)).toBe(1);
    const warning = await mailTo(testApp, email, /Someone tried to sign up/);
    expect(warning.text).toContain('already has an account');
    // The account was never verified: the owner of the inbox may choose its password (and take it over).
    expect(warning.text).toMatch(/\/reset-password\?token=/);
  });

  it('logs in with the address in any case, and says the same for an unknown address and a wrong password', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    const unknown = await request(testApp.server)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: PASSWORD })
      .expect(401);
    const wrong = await request(testApp.server)
      .post('/api/auth/login')
      .send({ email, password: `${PASSWORD}!` })
      .expect(401);
    expect(unknown.body).toEqual({ error: 'ACCOUNT_LOGIN_FAILED', message: 'Incorrect email or password.' });
    expect(wrong.body).toEqual(unknown.body);
    const agent = request.agent(testApp.server);
    const reply = await agent
      .post('/api/auth/login')
      .send({ email: email.toUpperCase(), password: PASSWORD })
      .expect(200);
    expect(reply.body).toEqual({ success: true, account: { full_name: 'Ada Lovelace', email, email_verified: false } });
    expect((await me(agent))?.email).toBe(email);
  });

  it('rotates the session and the visitor id on every login: the cookies of an earlier login stop working', async () => {
    const email = uniqueEmail();
    const signup = await request(testApp.server).post('/api/auth/signup').send(signupBody(email)).expect(200);
    const cookies = [
      `${cookiePair(signup.headers, 'storyloom_visitor')}; ${cookiePair(signup.headers, 'storyloom_account')}`,
    ];
    for (let login = 0; login < 2; login++) {
      const reply = await request(testApp.server)
        .post('/api/auth/login')
        .set('Cookie', cookies.at(-1)!)
        .send({ email, password: PASSWORD })
        .expect(200);
      cookies.push(
        `${cookiePair(reply.headers, 'storyloom_visitor')}; ${cookiePair(reply.headers, 'storyloom_account')}`,
      );
    }
    expect(new Set(cookies.flatMap((pair) => pair.split('; '))).size).toBe(6);
    const signedInWith = async (cookie: string) =>
      (await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.account?.email ?? null;
    expect(await signedInWith(cookies[0]!)).toBeNull();
    expect(await signedInWith(cookies[1]!)).toBeNull();
    expect(await signedInWith(cookies[2]!)).toBe(email);
  });

  it('binds the session to the visitor: the account cookie alone, in another browser, signs nobody in', async () => {
    const email = uniqueEmail();
    const signup = await request(testApp.server).post('/api/auth/signup').send(signupBody(email)).expect(200);
    const accountCookie = cookiePair(signup.headers, 'storyloom_account');
    const visitorCookie = cookiePair(signup.headers, 'storyloom_visitor');
    expect(
      (
        await request(testApp.server)
          .get('/api/auth/me')
          .set('Cookie', `${visitorCookie}; ${accountCookie}`)
          .expect(200)
      ).body.account?.email,
    ).toBe(email);
    expect(
      (await request(testApp.server).get('/api/auth/me').set('Cookie', accountCookie).expect(200)).body.account,
    ).toBeNull();
    const forged = accountCookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(
      (await request(testApp.server).get('/api/auth/me').set('Cookie', `${visitorCookie}; ${forged}`).expect(200)).body
        .account,
    ).toBeNull();
  });

  it('logs out: the session ends, the cookie is cleared, and the browser starts a new, empty draft', async () => {
    const email = uniqueEmail();
    const agent = await signedUp(testApp, email);
    const before = await agent.get('/api/auth/me');
    const reply = await agent.post('/api/auth/logout').expect(200);
    expect(reply.body).toEqual({ success: true, message: 'You are logged out.' });
    expect(setCookie(reply.headers, 'storyloom_account')).toBe('');
    expect(setCookie(reply.headers, 'storyloom_visitor')).toMatch(/^s:/);
    expect(await me(agent)).toBeNull();
    expect(before.body.account?.email).toBe(email);
    const [{ count }] = (await testApp.db.query<{ count: string | number }>(
      'SELECT count(*) FROM account_sessions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1',
      [email],
    )) as [{ count: string | number }];
    expect(Number(count)).toBe(0);
    // Logging out when nobody is signed in is harmless.
    await request(testApp.server).post('/api/auth/logout').expect(200);
  });

  it('refuses a signup or login posted from another site', async () => {
    const reply = await request(testApp.server)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: uniqueEmail(), password: PASSWORD })
      .expect(403);
    expect(reply.body.error).toBe('CROSS_ORIGIN_REQUEST_REFUSED');
  });
});

describe.each(TEST_DATABASES)(
  'accounts: no timing difference between known and unknown addresses on %s',
  (database) => {
    let testApp: TestApp;
    beforeAll(async () => {
      // A cost where skipping the hash would show: about 16 MiB and tens of milliseconds per check.
      testApp = await startTestApp({ database, env: { ACCOUNT_SCRYPT_COST: '14', LOGIN_MAX_PER_ACCOUNT: '1000' } });
    }, START_TIMEOUT_MS);
    afterAll(() => testApp.close());

    it('takes about as long for an unknown address as for a wrong password (medians of interleaved attempts)', async () => {
      const email = uniqueEmail();
      await signedUp(testApp, email);
      const time = async (address: string) => {
        const started = process.hrtime.bigint();
        await request(testApp.server)
          .post('/api/auth/login')
          .send({ email: address, password: 'not-the-password-1' })
          .expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 7; round++) {
        known.push(await time(email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const ratio = median(unknown) / median(known);
      // Loose on purpose: skipping the hash would make unknown addresses five to ten times faster (a ratio of 0.1–0.2),
      // while on a busy machine the known address's extra database work alone has pushed an honest ratio to 0.57.
      expect(ratio).toBeGreaterThan(0.35);
      expect(ratio).toBeLessThan(2.8);
    }, 60_000);
  },
);
