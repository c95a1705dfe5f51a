import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { LOGIN_LIMITS } from '../services/login-throttle.service';

const EMAIL = 'staff@selvage.test';
const PASSWORD = 'correct horse battery';

describe.each(engines)('sign-in and sessions on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { sessionTtlMs: 60 * 60 * 1000, sessionIdleMs: 10 * 60 * 1000 });
    await t.services.users.add(EMAIL, PASSWORD);
  });
  afterAll(() => t.close());

  const login = (body: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: body as object, headers, remoteAddress: ip });
  const protectedCall = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/auth/session', headers: cookie ? { cookie: `selvage_session=${cookie}` } : {} });

  it('answers 200 with the expiry and sets an HttpOnly SameSite=Strict cookie', async () => {
    const res = await login({ user_email: ' Staff@Selvage.test ', user_pass: PASSWORD }, {}, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiry: t.clock.now + 60 * 60 * 1000 });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/);
    expect((await protectedCall(sessionCookieOf(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('gives wrong passwords and unknown emails the same 401 message', async () => {
    const wrong = await login({ user_email: EMAIL, user_pass: 'not the password' }, {}, '10.0.2.1');
    const unknown = await login({ user_email: 'nobody@selvage.test', user_pass: PASSWORD }, {}, '10.0.2.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Wrong email or password.');
  });

  it('refuses protected routes without a live session', async () => {
    for (const url of ['/auth/session', '/product/product_upload', '/product/?sku=1', '/boxes/list', '/media/x.jpg']) {
      const res = await t.app.inject({ method: url.startsWith('/product/product') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Please login again.');
    }
    expect((await protectedCall('forged-session-id')).statusCode).toBe(401);
  });

  it('gives a new session id at every login and ends the session at logout', async () => {
    const a = sessionCookieOf((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, '10.0.3.1')).headers['set-cookie']);
    const b = sessionCookieOf((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, '10.0.3.1')).headers['set-cookie']);
    expect(a).not.toBe(b);
    expect(Buffer.from(b, 'base64url').length).toBeGreaterThanOrEqual(16);
    const out = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie: `selvage_session=${b}` } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/selvage_session=;/);
    expect((await protectedCall(b)).statusCode).toBe(401);
  });

  it('expires sessions at the absolute expiry and after the idle timeout', async () => {
    const cookie = sessionCookieOf((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, '10.0.4.1')).headers['set-cookie']);
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(9 * 60 * 1000); // active every 9 minutes: the 10-minute idle limit never hits
      expect((await protectedCall(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(7 * 60 * 1000); // 61 minutes after login: past the one-hour expiry
    expect((await protectedCall(cookie)).statusCode).toBe(401);

    const idle = sessionCookieOf((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, '10.0.4.2')).headers['set-cookie']);
    t.clock.advance(11 * 60 * 1000);
    expect((await protectedCall(idle)).statusCode).toBe(401);
  });

  it('refuses the 11th failure in a minute from one address with 429 and Retry-After', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < LOGIN_LIMITS.ip.max; i += 1) {
      // Different accounts, so only the per-address limit can trip.
      expect((await login({ user_email: `x${i}@selvage.test`, user_pass: 'wrong-password' }, {}, ip)).statusCode).toBe(401);
    }
    const refused = await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many failed sign-ins\. Try again in/);
    t.clock.advance(61_000);
    expect((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, ip)).statusCode).toBe(200);
  });

  it('locks an account after a run of failures from many addresses, and a success resets the run', async () => {
    const email = 'locked@selvage.test';
    await t.services.users.add(email, PASSWORD);
    for (let i = 0; i < LOGIN_LIMITS.account.max - 1; i += 1) await login({ user_email: email, user_pass: 'nope-nope' }, {}, `10.1.0.${i}`);
    expect((await login({ user_email: email, user_pass: PASSWORD }, {}, '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account.max; i += 1) await login({ user_email: email, user_pass: 'nope-nope' }, {}, `10.1.2.${i}`);
    const refused = await login({ user_email: email, user_pass: PASSWORD }, {}, '10.1.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
