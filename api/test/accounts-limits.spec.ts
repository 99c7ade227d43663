import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PASSWORD, signedUp, uniqueEmail } from './support/accounts.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** Login rate limits per address and per IP (docs/product/accounts.md#login-limits). */

const login = (testApp: TestApp, email: string, password: string, ip?: string) => {
  const call = request(testApp.server).post('/api/auth/login');
  return (ip ? call.set('X-Forwarded-For', ip) : call).send({ email, password });
};

describe.each(TEST_DATABASES)('login limits on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY=1: each test gets its own client address from X-Forwarded-For, as behind a proxy.
    testApp = await startTestApp({
      database,
      env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '5', LOGIN_WINDOW_SECONDS: '600', TRUST_PROXY: '1' },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('stops an address after 3 failures with 429, Retry-After and a clear message, even with the right password', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    for (let attempt = 0; attempt < 3; attempt++)
      await login(testApp, email, 'wrong-password-1', `10.1.0.${attempt + 1}`).expect(401);
    const limited = await login(testApp, email, PASSWORD, '10.1.0.9').expect(429);
    expect(limited.body).toMatchObject({
      error: 'ACCOUNT_LOGIN_RATE_LIMITED',
      details: { scope: 'account', limit: 3 },
    });
    expect(limited.body.message).toMatch(
      /^Too many failed login attempts for this email address\. Please wait about 10 minutes and try again, or reset your password\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address from the same network is not held back by this one's failures.
    const other = uniqueEmail();
    await signedUp(testApp, other);
    await login(testApp, other, PASSWORD, '10.1.0.9').expect(200);
  });

  it('limits an unknown address the same way, so the limit tells nothing either', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 3; attempt++)
      await login(testApp, email, 'wrong-password-1', `10.2.0.${attempt + 1}`).expect(401);
    const limited = await login(testApp, email, 'wrong-password-1', '10.2.0.9').expect(429);
    expect(limited.body.details.scope).toBe('account');
  });

  it('lets the address in again once its failures leave the window, and a success clears its count', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    for (let attempt = 0; attempt < 3; attempt++)
      await login(testApp, email, 'wrong-password-1', '10.3.0.1').expect(401);
    await login(testApp, email, PASSWORD, '10.3.0.1').expect(429);
    // Eleven minutes later (the window is ten).
    await testApp.db.query(
      "UPDATE login_failures SET created_at = created_at - interval '11 minutes' WHERE email = $1",
      [email],
    );
    await login(testApp, email, PASSWORD, '10.3.0.1').expect(200);
    for (let attempt = 0; attempt < 2; attempt++)
      await login(testApp, email, 'wrong-password-1', '10.3.0.2').expect(401);
    await login(testApp, email, PASSWORD, '10.3.0.2').expect(200);
    for (let attempt = 0; attempt < 2; attempt++)
      await login(testApp, email, 'wrong-password-1', '10.3.0.3').expect(401);
    // Two failures after the success: the third attempt is still let through.
    await login(testApp, email, PASSWORD, '10.3.0.3').expect(200);
  });

  it('stops a network address after 5 failures over any addresses, and says so', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      await login(testApp, uniqueEmail('spray'), 'wrong-password-1', '10.4.0.1').expect(401);
    const email = uniqueEmail();
    await signedUp(testApp, email);
    const limited = await login(testApp, email, PASSWORD, '10.4.0.1').expect(429);
    expect(limited.body).toMatchObject({ error: 'ACCOUNT_LOGIN_RATE_LIMITED', details: { scope: 'ip', limit: 5 } });
    expect(limited.body.message).toBe(
      'Too many failed login attempts from your network. Please wait about 10 minutes and try again.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same customer from another network logs in.
    await login(testApp, email, PASSWORD, '10.4.0.2').expect(200);
  });

  it('stops an IPv6 /64 network after 5 failures, whichever of its addresses they come from', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 25; host += 1) {
      statuses.push(
        (await login(testApp, uniqueEmail('spray6'), 'wrong-password-1', `2001:db8:40:1::${host.toString(16)}`)).status,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const email = uniqueEmail();
    await signedUp(testApp, email);
    // IPv4 written as an IPv4-mapped IPv6 address is the same client as the plain IPv4 address.
    for (let attempt = 0; attempt < 5; attempt++)
      await login(testApp, uniqueEmail('spray4'), 'wrong-password-1', '::ffff:10.6.0.1').expect(401);
    await login(testApp, email, PASSWORD, '10.6.0.1').expect(429);
    // Another /64 logs in.
    await login(testApp, email, PASSWORD, '2001:db8:40:2::1').expect(200);
  });

  it('holds under parallel guesses: no more than the limit are checked', async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) => login(testApp, email, 'wrong-password-1', `10.5.0.${index + 1}`)),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
