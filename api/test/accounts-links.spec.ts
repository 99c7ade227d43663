import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FORGOT_PASSWORD_REPLY } from '../src/accounts/accounts.service.js';
import { PASSWORD, mailTo, mailsTo, signedUp, tokenIn, uniqueEmail, type Agent } from './support/accounts.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** E-mail verification and password reset by single-use, expiring links (docs/product/accounts.md). */

const NEW_PASSWORD = 'harbour-lights-9021';
const me = async (agent: Agent) =>
  (await agent.get('/api/auth/me').expect(200)).body.account as { email: string; email_verified: boolean } | null;

describe.each(TEST_DATABASES)('account links on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('verifies the address once through the e-mailed link, opened signed in; the link then stops working', async () => {
    const email = uniqueEmail();
    const laptop = await signedUp(testApp, email);
    const token = tokenIn(await mailTo(testApp, email, /Confirm your Storyloom/), '/verify-email');
    const stored = await testApp.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((row) => row.token_hash.includes(token))).toEqual([]);
    const reply = await laptop.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(reply.body).toEqual({ success: true, account: { full_name: 'Ada Lovelace', email, email_verified: true } });
    expect(await me(laptop)).toMatchObject({ email, email_verified: true });
    const again = await laptop.post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body).toEqual({
      error: 'ACCOUNT_LINK_INVALID',
      message: 'This link is not valid or has already been used. Please ask for a new one.',
    });
  });

  it('refuses an expired, an unknown, a reset link used to verify, and malformed tokens', async () => {
    const email = uniqueEmail();
    const laptop = await signedUp(testApp, email);
    const token = tokenIn(await mailTo(testApp, email, /Confirm your Storyloom/), '/verify-email');
    await testApp.db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM accounts WHERE email = $1)",
      [email],
    );
    expect((await laptop.post('/api/auth/verify-email').send({ token }).expect(400)).body).toEqual({
      error: 'ACCOUNT_LINK_EXPIRED',
      message: 'This link has expired. Please ask for a new one.',
    });
    expect(
      (
        await laptop
          .post('/api/auth/verify-email')
          .send({ token: 'x'.repeat(43) })
          .expect(400)
      ).body.error,
    ).toBe('ACCOUNT_LINK_INVALID');
    expect(
      (
        await request(testApp.server)
          .post('/api/auth/reset-password')
          .send({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
          .expect(400)
      ).body.error,
    ).toBe('ACCOUNT_LINK_INVALID');
    for (const token of ['', 'x'.repeat(201), 42, null]) {
      expect(
        (await request(testApp.server).post('/api/auth/verify-email').send({ token }).expect(400)).body.error,
      ).toBe('VALIDATION_FAILED');
    }
  });

  it('sends a new verification link on request, at most one a minute, and only to the signed-in account', async () => {
    const email = uniqueEmail();
    const agent = await signedUp(testApp, email);
    await mailTo(testApp, email, /Confirm your Storyloom/);
    const tooSoon = await agent.post('/api/auth/resend-verification').expect(429);
    expect(tooSoon.body.error).toBe('ACCOUNT_VERIFICATION_TOO_SOON');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await testApp.db.query(
      "UPDATE account_tokens SET created_at = created_at - interval '2 minutes' WHERE account_id = (SELECT id FROM accounts WHERE email = $1)",
      [email],
    );
    expect((await agent.post('/api/auth/resend-verification').expect(200)).body.message).toBe(
      `We have sent a new verification link to ${email}.`,
    );
    expect((await mailsTo(testApp, email)).filter((mail) => /Confirm your Storyloom/.test(mail.subject))).toHaveLength(
      2,
    );
    expect((await request(testApp.server).post('/api/auth/resend-verification').expect(401)).body.error).toBe(
      'ACCOUNT_NOT_SIGNED_IN',
    );
  });

  it('answers forgot-password alike for known and unknown addresses, and e-mails only the owner', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    const nobody = uniqueEmail('nobody');
    const known = await request(testApp.server)
      .post('/api/auth/forgot-password')
      .send({ email: email.toUpperCase() })
      .expect(200);
    const unknown = await request(testApp.server).post('/api/auth/forgot-password').send({ email: nobody }).expect(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_REPLY });
    expect(unknown.body).toEqual(known.body);
    const mail = await mailTo(testApp, email, /Reset your Storyloom password/);
    expect(mail.text).toMatch(/\/reset-password\?token=/);
    expect(await mailsTo(testApp, nobody)).toEqual([]);
    expect(
      (await request(testApp.server).post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400)).body.error,
    ).toBe('VALIDATION_FAILED');
  });

  it('resets the password once: every session ends, the old password stops working, the new one works', async () => {
    const email = uniqueEmail();
    const laptop = await signedUp(testApp, email);
    const phone = request.agent(testApp.server);
    await phone.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    await request(testApp.server).post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = tokenIn(await mailTo(testApp, email, /Reset your Storyloom password/), '/reset-password');
    const common = await request(testApp.server)
      .post('/api/auth/reset-password')
      .send({ token, password: 'password123', confirm_password: 'password123' })
      .expect(400);
    expect(common.body.error).toBe('ACCOUNT_PASSWORD_TOO_COMMON');
    const mismatch = await request(testApp.server)
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirm_password: 'other-password-1' })
      .expect(400);
    expect(mismatch.body.message).toMatch(/Passwords do not match/);
    const reply = await request(testApp.server)
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
      .expect(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Your password is changed. Please log in with your new password.',
    });
    expect(await me(laptop)).toBeNull();
    expect(await me(phone)).toBeNull();
    await request(testApp.server).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await request(testApp.server).post('/api/auth/login').send({ email, password: NEW_PASSWORD }).expect(200);
    const again = await request(testApp.server)
      .post('/api/auth/reset-password')
      .send({ token, password: 'yet-another-pass-7', confirm_password: 'yet-another-pass-7' })
      .expect(400);
    expect(again.body.error).toBe('ACCOUNT_LINK_INVALID');
    expect((await mailTo(testApp, email, /password was changed/)).text).toMatch(/logged out/);
  });

  it('refuses an expired reset link and keeps the password', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    await request(testApp.server).post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = tokenIn(await mailTo(testApp, email, /Reset your Storyloom password/), '/reset-password');
    await testApp.db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'",
    );
    expect(
      (
        await request(testApp.server)
          .post('/api/auth/reset-password')
          .send({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
          .expect(400)
      ).body.error,
    ).toBe('ACCOUNT_LINK_EXPIRED');
    await request(testApp.server).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });
});
