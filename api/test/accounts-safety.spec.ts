import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountOrdersReplySchema } from '@storyloom/contracts';
import request from 'supertest';
import {
  PASSWORD,
  cookiePair,
  mailTo,
  mailsTo,
  signedUp,
  signupBody,
  tokenIn,
  uniqueEmail,
  type Agent,
} from './support/accounts.js';
import { characters, gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** Issue 23, accounts and sessions: links, account takeover, visitor ids and account e-mails (docs/product/accounts.md). */

const NEW_PASSWORD = 'harbour-lights-9021';
const ATTACKER_PASSWORD = 'crowbar-window-5512';

/** Both cookies a reply set, as a Cookie header: what someone who copied them from the browser would send. */
const cookiesOf = (reply: { headers: Record<string, unknown> }) =>
  `${cookiePair(reply.headers, 'storyloom_visitor')}; ${cookiePair(reply.headers, 'storyloom_account')}`;
const saveNames = (agent: Agent, ...list: string[]) =>
  agent
    .post('/api/step1')
    .send({
      characters: list.map((name, index) => ({
        ...characters[index % characters.length],
        name,
        isMainCharacter: index === 0,
      })),
    })
    .expect(200);
const namesWith = async (testApp: TestApp, cookie: string) =>
  (
    (await request(testApp.server).get('/api/step1').set('Cookie', cookie).expect(200)).body.characters as Array<{
      name: string;
    }>
  ).map((character) => character.name);
const names = async (agent: Agent) =>
  ((await agent.get('/api/step1').expect(200)).body.characters as Array<{ name: string }>).map(
    (character) => character.name,
  );
const me = async (agent: Agent) =>
  (await agent.get('/api/auth/me').expect(200)).body.account as { email: string; email_verified: boolean } | null;

/** A book ordered and paid through the built-in test checkout with `email` on the order. */
async function paidOrder(testApp: TestApp, email: string): Promise<string> {
  const buyer = await visitorWithBook(testApp, { bookSize: 'small' });
  await buyer.post('/api/store_order_details').send(gbOrder({ email })).expect(200);
  const checkout = (
    await buyer
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_small', quantity: 1, shipping_level: 'MAIL' })
      .expect(200)
  ).body as { session_id: string };
  const paid = await buyer.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
  return new URL(paid.headers.location!, 'http://x').searchParams.get('order')!;
}

describe.each(TEST_DATABASES)('accounts are safe to go live on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, env: { WORKERS: 'false' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  describe('links come from configuration, never from the Host header', () => {
    it('refuses a request for a host the site does not serve, and mails nothing', async () => {
      const email = uniqueEmail();
      await signedUp(testApp, email);
      const poisoned = await request(testApp.server)
        .post('/api/auth/forgot-password')
        .set('Host', 'attacker.example')
        .send({ email })
        .expect(400);
      expect(poisoned.body).toEqual({
        error: 'HOST_NOT_ALLOWED',
        message: 'This server does not answer to this host name. Please open the site at its own address.',
        details: { host: 'attacker.example' },
      });
      expect(
        (await mailsTo(testApp, email)).filter((mail) => /Reset your Storyloom password/.test(mail.subject)),
      ).toEqual([]);
      // Load balancers ask for health by the machine's address.
      await request(testApp.server).get('/api/health').set('Host', '10.0.3.7:3000').expect(200);
    });

    it('builds every e-mailed link and checkout link from the listening address, whatever host and port the request named', async () => {
      const email = uniqueEmail();
      const signup = await request(testApp.server)
        .post('/api/auth/signup')
        .set('Host', 'localhost:1')
        .send(signupBody(email))
        .expect(200);
      expect((await mailTo(testApp, email, /Confirm your Storyloom/)).text).toContain(
        `${testApp.baseUrl}/verify-email?token=`,
      );
      await request(testApp.server)
        .post('/api/auth/forgot-password')
        .set('Host', 'localhost:1')
        .send({ email })
        .expect(200);
      expect((await mailTo(testApp, email, /Reset your Storyloom password/)).text).toContain(
        `${testApp.baseUrl}/reset-password?token=`,
      );
      await request(testApp.server)
        .post('/api/auth/signup')
        .set('Host', 'LOCALHOST:1')
        .set('Cookie', cookiesOf(signup))
        .send(signupBody(email))
        .expect(200);
      expect((await mailTo(testApp, email, /Someone tried to sign up/)).text).toContain(
        `${testApp.baseUrl}/reset-password?token=`,
      );

      const buyer = await visitorWithBook(testApp, { bookSize: 'small' });
      await buyer.post('/api/store_order_details').send(gbOrder({ email })).expect(200);
      const checkout = await buyer
        .post('/api/create-checkout-payment_intent')
        .set('Host', 'localhost:1')
        .send({ item_type: 'hardcover_small', quantity: 1, shipping_level: 'MAIL' })
        .expect(200);
      expect(checkout.body.url).toMatch(new RegExp(`^${testApp.baseUrl}/`));
    });
  });

  describe('an account someone else signed up with a buyer’s address', () => {
    it('is not verified by the buyer opening its link, gets none of the buyer’s orders, and becomes the buyer’s through a new password', async () => {
      const buyer = uniqueEmail('buyer');
      const orderId = await paidOrder(testApp, buyer);
      const attacker = request.agent(testApp.server);
      await attacker
        .post('/api/auth/signup')
        .send(signupBody(buyer, { password: ATTACKER_PASSWORD, confirm_password: ATTACKER_PASSWORD }))
        .expect(200);
      const token = tokenIn(await mailTo(testApp, buyer, /Confirm your Storyloom/), '/verify-email');

      // The buyer opens the link the site mailed them: nothing is verified, nothing attached.
      const inbox = request.agent(testApp.server);
      const refused = await inbox.post('/api/auth/verify-email').send({ token }).expect(403);
      expect(refused.body.error).toBe('ACCOUNT_VERIFY_LOGIN_REQUIRED');
      expect(await me(inbox)).toBeNull();
      expect(await me(attacker)).toEqual(expect.objectContaining({ email: buyer, email_verified: false }));
      expect(
        accountOrdersReplySchema.parse((await attacker.get('/api/account/orders').expect(200)).body).orders,
      ).toEqual([]);

      // The buyer signs up for real: the mail lets them choose the password, which takes the account over.
      await inbox.post('/api/auth/signup').send(signupBody(buyer)).expect(200);
      const reset = tokenIn(await mailTo(testApp, buyer, /Someone tried to sign up/), '/reset-password');
      await inbox
        .post('/api/auth/reset-password')
        .send({ token: reset, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
        .expect(200);
      expect(await me(attacker)).toBeNull();
      await request(testApp.server)
        .post('/api/auth/login')
        .send({ email: buyer, password: ATTACKER_PASSWORD })
        .expect(401);
      const owner = request.agent(testApp.server);
      expect(
        (await owner.post('/api/auth/login').send({ email: buyer, password: NEW_PASSWORD }).expect(200)).body.account
          .email_verified,
      ).toBe(true);
      expect(
        accountOrdersReplySchema
          .parse((await owner.get('/api/account/orders').expect(200)).body)
          .orders.map((order) => order.order_id),
      ).toEqual([orderId]);
      // The attacker's pending verification link is dead too.
      expect((await attacker.post('/api/auth/verify-email').send({ token }).expect(403)).body.error).toBe(
        'ACCOUNT_VERIFY_LOGIN_REQUIRED',
      );
    });

    it('verifies only in a browser signed in to the account, and keeps the link usable until then', async () => {
      const email = uniqueEmail();
      await signedUp(testApp, email);
      const token = tokenIn(await mailTo(testApp, email, /Confirm your Storyloom/), '/verify-email');
      const phone = request.agent(testApp.server);
      await phone.post('/api/auth/verify-email').send({ token }).expect(403);
      // Signed in to another account: still not this account's link.
      await signedUp(testApp, uniqueEmail('other'), phone);
      expect((await phone.post('/api/auth/verify-email').send({ token }).expect(403)).body.error).toBe(
        'ACCOUNT_VERIFY_LOGIN_REQUIRED',
      );
      await phone.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect((await phone.post('/api/auth/verify-email').send({ token }).expect(200)).body.account).toEqual({
        full_name: 'Ada Lovelace',
        email,
        email_verified: true,
      });
    });
  });

  describe('the visitor id is rotated on signup, login, logout and a new password', () => {
    it('a cookie copied before signup or login reaches nothing of the account', async () => {
      const email = uniqueEmail();
      const laptop = request.agent(testApp.server);
      const before = cookiePair((await saveNames(laptop, 'Mira', 'Rosa')).headers, 'storyloom_visitor');
      const signup = await laptop.post('/api/auth/signup').send(signupBody(email)).expect(200);
      expect(cookiePair(signup.headers, 'storyloom_visitor')).not.toBe(before);
      expect(await names(laptop)).toEqual(['Mira', 'Rosa']);
      expect(await namesWith(testApp, before)).toEqual([]);

      const signedUpCookie = cookiePair(signup.headers, 'storyloom_visitor');
      const login = await laptop.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect(cookiePair(login.headers, 'storyloom_visitor')).not.toBe(signedUpCookie);
      expect(await namesWith(testApp, cookiesOf(signup))).toEqual([]);
      expect(await names(laptop)).toEqual(['Mira', 'Rosa']);
    });

    it('a request the browser sent before its login replied leaves the login standing, and reaches nothing of the account', async () => {
      const email = uniqueEmail();
      await signedUp(testApp, email);
      // The account's draft is empty: the laptop's, saved more recently, becomes the account's at login.
      const laptop = request.agent(testApp.server);
      const before = cookiePair((await saveNames(laptop, 'Nell')).headers, 'storyloom_visitor');
      await laptop.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      // Sent with the cookie the laptop had before it signed in, answered after the login: it sets no cookie, so it
      // cannot replace the visitor cookie the laptop's new session is bound to.
      const late = await request(testApp.server).get('/api/step1').set('Cookie', before).expect(200);
      expect(late.headers['set-cookie']).toBeUndefined();
      expect(late.body.characters).toEqual([]);
      expect((await me(laptop))?.email).toBe(email);
      expect(await names(laptop)).toEqual(['Nell']);
      // A stand-in visitor's work stays its own from request to request, and is never given to an account.
      await request(testApp.server)
        .post('/api/step1')
        .set('Cookie', before)
        .send({ characters: [{ ...characters[0], name: 'Stray', isMainCharacter: true }] })
        .expect(200);
      expect(await namesWith(testApp, before)).toEqual(['Stray']);
      expect(await names(laptop)).toEqual(['Nell']);
      // Signing in from it starts from the account's draft, not the stand-in's.
      const strayLogin = await request(testApp.server)
        .post('/api/auth/login')
        .set('Cookie', before)
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(await namesWith(testApp, cookiesOf(strayLogin))).toEqual(['Nell']);
    });

    it('after logout the old cookies reach nothing, while another device signed in keeps the draft under its own visitor id', async () => {
      const email = uniqueEmail();
      const laptop = request.agent(testApp.server);
      await saveNames(laptop, 'Theo');
      const signup = await laptop.post('/api/auth/signup').send(signupBody(email)).expect(200);
      const phone = request.agent(testApp.server);
      const phoneLogin = await phone.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      // The phone does not adopt the laptop's visitor id: it gets its own.
      expect(cookiePair(phoneLogin.headers, 'storyloom_visitor')).not.toBe(
        cookiePair(signup.headers, 'storyloom_visitor'),
      );
      expect(await names(phone)).toEqual(['Theo']);

      const logout = await laptop.post('/api/auth/logout').expect(200);
      expect(cookiePair(logout.headers, 'storyloom_visitor')).not.toBe(cookiePair(signup.headers, 'storyloom_visitor'));
      expect(await namesWith(testApp, cookiesOf(signup))).toEqual([]);
      expect(await namesWith(testApp, cookiePair(signup.headers, 'storyloom_visitor'))).toEqual([]);
      expect(await names(laptop)).toEqual([]);
      expect(await names(phone)).toEqual(['Theo']);
    });

    it('a draft the account left behind for a newer one stays out of reach of the cookie copied before signup', async () => {
      const email = uniqueEmail();
      const laptop = request.agent(testApp.server);
      const before = cookiePair((await saveNames(laptop, 'Old', 'Draft')).headers, 'storyloom_visitor');
      await laptop.post('/api/auth/signup').send(signupBody(email)).expect(200);
      await laptop.post('/api/auth/logout').expect(200);
      // A newer draft on the phone: the account takes it, the laptop's first draft stays stored, unused.
      const phone = request.agent(testApp.server);
      await saveNames(phone, 'New');
      await phone.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect(await names(phone)).toEqual(['New']);
      expect(await namesWith(testApp, before)).toEqual([]);
    });

    it('after a new password no copied cookie reaches the draft', async () => {
      const email = uniqueEmail();
      const laptop = request.agent(testApp.server);
      await saveNames(laptop, 'Ivy');
      const signup = await laptop.post('/api/auth/signup').send(signupBody(email)).expect(200);
      await request(testApp.server).post('/api/auth/forgot-password').send({ email }).expect(200);
      const token = tokenIn(await mailTo(testApp, email, /Reset your Storyloom password/), '/reset-password');
      const reset = await laptop
        .post('/api/auth/reset-password')
        .send({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
        .expect(200);
      expect(cookiePair(reset.headers, 'storyloom_visitor')).not.toBe(cookiePair(signup.headers, 'storyloom_visitor'));
      expect(await namesWith(testApp, cookiesOf(signup))).toEqual([]);
      expect(await names(laptop)).toEqual([]);
      await laptop.post('/api/auth/login').send({ email, password: NEW_PASSWORD }).expect(200);
      expect(await names(laptop)).toEqual(['Ivy']);
    });
  });

  describe('account e-mails', () => {
    it('sends at most ACCOUNT_MAIL_MAX_PER_ADDRESS (5) to one address in the window, then answers 429', async () => {
      const email = uniqueEmail('flooded');
      await signedUp(testApp, email);
      // All at once, as a script would: the count is taken under a lock, so none slips past the limit.
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => request(testApp.server).post('/api/auth/forgot-password').send({ email })),
      );
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(4);
      const refused = replies.filter((reply) => reply.status === 429);
      expect(refused).toHaveLength(26);
      expect(refused[0]!.body).toMatchObject({
        error: 'ACCOUNT_MAIL_RATE_LIMITED',
        details: { scope: 'address', limit: 5 },
      });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      // The four resets sent are all the address received, besides the signup's verification.
      await mailTo(testApp, email, /Reset your Storyloom password/);
      expect((await mailsTo(testApp, email)).length).toBeLessThanOrEqual(5);
      // An address without an account is limited the same way: the refusal tells nothing.
      const nobody = uniqueEmail('nobody');
      for (let ask = 0; ask < 5; ask++)
        await request(testApp.server).post('/api/auth/forgot-password').send({ email: nobody }).expect(200);
      expect(
        (await request(testApp.server).post('/api/auth/forgot-password').send({ email: nobody }).expect(429)).body
          .details.scope,
      ).toBe('address');
    }, 120_000);

    it('never mails the name a signup typed to an address nobody verified', async () => {
      const email = uniqueEmail('victim');
      const spam = 'Claim your prize: https://evil.example/x';
      await request(testApp.server)
        .post('/api/auth/signup')
        .send(signupBody(email, { full_name: spam }))
        .expect(200);
      await request(testApp.server)
        .post('/api/auth/signup')
        .send(signupBody(email, { full_name: spam }))
        .expect(200);
      await request(testApp.server).post('/api/auth/forgot-password').send({ email }).expect(200);
      await mailTo(testApp, email, /Reset your Storyloom password/);
      const mails = await mailsTo(testApp, email);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Confirm your Storyloom email address',
        'Reset your Storyloom password',
        'Someone tried to sign up with your email address',
      ]);
      for (const mail of mails) {
        expect(mail.text).not.toContain('evil.example');
        expect(mail.text).not.toContain('Claim your prize');
      }
    });
  });
});

describe('links with PUBLIC_ORIGIN, and the per-IP limit on account e-mails', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      database: TEST_DATABASES[0],
      env: { PUBLIC_ORIGIN: 'https://storyloom.example', ALLOWED_HOSTS: '127.0.0.1', ACCOUNT_MAIL_MAX_PER_IP: '3' },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it("answers PUBLIC_ORIGIN's host and ALLOWED_HOSTS only (any port), and links to PUBLIC_ORIGIN", async () => {
    const email = uniqueEmail();
    await request(testApp.server)
      .post('/api/auth/signup')
      .set('Host', 'storyloom.example')
      .send(signupBody(email))
      .expect(200);
    expect((await mailTo(testApp, email, /Confirm your Storyloom/)).text).toContain(
      'https://storyloom.example/verify-email?token=',
    );
    expect((await request(testApp.server).get('/api/auth/me').set('Host', 'localhost').expect(400)).body.error).toBe(
      'HOST_NOT_ALLOWED',
    );
    await request(testApp.server).get('/api/auth/me').set('Host', '127.0.0.1:8080').expect(200);
    // Pages too: no page is served under a host an attacker named.
    await request(testApp.server).get('/login').set('Host', 'attacker.example').expect(400);
  });

  it('stops one network address after ACCOUNT_MAIL_MAX_PER_IP e-mails to any addresses', async () => {
    // The first test's signup counted one.
    await request(testApp.server).post('/api/auth/forgot-password').send({ email: uniqueEmail() }).expect(200);
    await request(testApp.server).post('/api/auth/signup').send(signupBody(uniqueEmail())).expect(200);
    const refused = await request(testApp.server).post('/api/auth/signup').send(signupBody(uniqueEmail())).expect(429);
    expect(refused.body).toMatchObject({ error: 'ACCOUNT_MAIL_RATE_LIMITED', details: { scope: 'ip', limit: 3 } });
    expect(refused.body.message).toMatch(
      /^Too many account emails were asked for from your network\. Please wait about \d+ minutes and try again\.$/,
    );
  });
});
