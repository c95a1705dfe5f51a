import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { LOGIN_THROTTLE } from '../services/login-throttle.service';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';

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
    for (const url of [
      '/auth/session',
      '/product/product_upload',
      '/product/?sku=1',
      '/product/boxes',
      '/media/x.jpg',
      '/box-photos/x.jpg',
    ]) {
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
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: `selvage_session=${b}` } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/selvage_session=;/);
    expect((await protectedCall(b)).statusCode).toBe(401);
  });

  const signIn = async (email: string, password: string, ip: string) => {
    const res = await login({ user_email: email, user_pass: password }, {}, ip);
    expect(res.statusCode).toBe(200);
    return sessionCookieOf(res.headers['set-cookie']);
  };
  const post = (url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: `selvage_session=${cookie}`, ...headers }, ...(payload ? { payload } : {}) });

  it('signs out by POST, even with no session left, and a cross-origin POST signs nobody out', async () => {
    const session = await signIn(EMAIL, PASSWORD, '10.0.3.2');
    const host = { host: 'shop.lan:3000' };
    const foreigners: Record<string, string>[] = [
      { origin: 'http://shop.lan:4000' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const foreign of foreigners) {
      const refused = await post('/auth/logout', session, undefined, { ...host, ...foreign });
      expect(refused.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect((await protectedCall(session)).statusCode).toBe(200);
    }
    const out = await post('/auth/logout', session, undefined, { ...host, origin: 'http://shop.lan:3000' });
    expect(out.statusCode).toBe(200);
    expect((await protectedCall(session)).statusCode).toBe(401);
    // Already gone, or never signed in: still the outcome asked for.
    expect((await post('/auth/logout', session)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
  });

  it('answers a GET sign-out 405, saying to POST, and the session keeps working', async () => {
    const session = await signIn(EMAIL, PASSWORD, '10.0.3.3');
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/auth/logout', headers: { cookie: `selvage_session=${session}` } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['set-cookie']).toBeUndefined();
      if (method === 'GET') expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.signOutWithPost });
    }
    expect((await protectedCall(session)).statusCode).toBe(200);
  });

  it('tells a signed-in caller who they are and as what role', async () => {
    const session = await signIn(EMAIL, PASSWORD, '10.0.3.4');
    expect((await protectedCall(session)).json()).toEqual({ signedIn: true, email: EMAIL, role: 'staff', passwordSet: true });
  });

  it("changes one's own password after checking the current one; the other sessions end, this one stays", async () => {
    const email = 'changer@selvage.test';
    await t.services.users.add(email, PASSWORD);
    const here = await signIn(email, PASSWORD, '10.0.7.1');
    const elsewhere = await signIn(email, PASSWORD, '10.0.7.2');
    const someoneElse = await signIn(EMAIL, PASSWORD, '10.0.7.3');

    const wrong = await post('/auth/password', here, { current: 'not the password', next: 'a new long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentWrong, errors: { current: [ACCOUNT_MESSAGES.currentWrong] } });
    const missing = await post('/auth/password', here, { next: 'a new long password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ current: ['Current password is required'] });
    const short = await post('/auth/password', here, { current: PASSWORD, next: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json<{ errors: object }>().errors)).toEqual(['next']);
    // Nothing refused changed anything.
    expect((await protectedCall(elsewhere)).statusCode).toBe(200);

    const changed = await post('/auth/password', here, { current: PASSWORD, next: 'a new long password' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await protectedCall(here)).statusCode).toBe(200);
    expect((await protectedCall(elsewhere)).statusCode).toBe(401);
    expect((await protectedCall(someoneElse)).statusCode).toBe(200);
    expect((await login({ user_email: email, user_pass: PASSWORD }, {}, '10.0.7.4')).statusCode).toBe(401);
    expect((await login({ user_email: email, user_pass: 'a new long password' }, {}, '10.0.7.4')).statusCode).toBe(200);
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

  const deviceOf = (setCookie: string | string[] | undefined) => /selvage_device=([^;]*)/.exec(String(setCookie))?.[1] ?? '';
  const wrong = (email: string, ip: string, cookie = '') =>
    login({ user_email: email, user_pass: 'not-the-password' }, cookie ? { cookie } : {}, ip);

  it('slows an address down with a doubling wait after 10 failures, whatever the accounts', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < LOGIN_THROTTLE.address.free; i += 1) {
      // Different accounts, so only the per-address count can trip.
      expect((await wrong(`x${i}@selvage.test`, ip)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await wrong(`y${round}@selvage.test`, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    t.clock.advance(16_000);
    expect((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, ip)).statusCode).toBe(200);
  });

  it('never lets guesses from elsewhere lock a staff member out of a browser they signed in on', async () => {
    const email = 'target@selvage.test';
    await t.services.users.add(email, PASSWORD);
    const first = await login({ user_email: email, user_pass: PASSWORD }, {}, '10.1.0.1');
    const device = `selvage_device=${deviceOf(first.headers['set-cookie'])}`;
    expect(device.length).toBeGreaterThan(40);

    // An attacker from many addresses: 5 free guesses, then waits that double up to the cap.
    let lastWait = 0;
    for (let i = 0; i < 40; i += 1) {
      const res = await wrong(email, `10.2.${i}.1`);
      if (res.statusCode === 429) {
        lastWait = Number(res.headers['retry-after']);
        t.clock.advance(lastWait * 1000);
      } else expect(res.statusCode).toBe(401);
    }
    expect(lastWait).toBe(LOGIN_THROTTLE.account.maxDelayMs / 1000);
    // The attacker has just guessed again, so the account is waiting out the longest delay ...
    expect((await wrong(email, '10.3.0.1')).statusCode).toBe(401);
    const elsewhere = await login({ user_email: email, user_pass: PASSWORD }, {}, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    // ... yet the staff member's own browser signs in at once.
    const mine = await login({ user_email: email, user_pass: PASSWORD }, { cookie: device }, '10.3.0.3');
    expect(mine.statusCode).toBe(200);
    expect(deviceOf(mine.headers['set-cookie'])).toBe(device.slice('selvage_device='.length));
  });

  it('slows a known browser after its own 5 mistakes, at most a minute, and a success starts again', async () => {
    const email = 'mistyper@selvage.test';
    await t.services.users.add(email, PASSWORD);
    const device = `selvage_device=${deviceOf((await login({ user_email: email, user_pass: PASSWORD }, {}, '10.4.0.1')).headers['set-cookie'])}`;
    const waits: number[] = [];
    for (let i = 0; i < 30 && waits.at(-1) !== LOGIN_THROTTLE.device.maxDelayMs / 1000; i += 1) {
      // A new address each time, as a phone moving between Wi-Fi and mobile data would have.
      const res = await wrong(email, `10.4.${i}.2`, device);
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    t.clock.advance(LOGIN_THROTTLE.device.maxDelayMs);
    expect((await login({ user_email: email, user_pass: PASSWORD }, { cookie: device }, '10.4.0.1')).statusCode).toBe(200);
    // The run starts again: the next 5 mistakes are answered at once.
    for (let i = 0; i < LOGIN_THROTTLE.device.free; i += 1) expect((await wrong(email, `10.4.99.${i}`, device)).statusCode).toBe(401);
  });

  it('a device cookie of another account or a made-up one gets no bucket of its own', async () => {
    const email = 'victim@selvage.test';
    await t.services.users.add(email, PASSWORD);
    const otherDevice = deviceOf((await login({ user_email: EMAIL, user_pass: PASSWORD }, {}, '10.5.0.1')).headers['set-cookie']);
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const cookie = `selvage_device=${i % 2 === 0 ? otherDevice : `made-up-${i}`}`;
      codes.push((await wrong(email, `10.5.1.${i}`, cookie)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('counts parallel guesses before hashing: of 20 at once, only the 5 free ones are tried', async () => {
    const email = 'raced@selvage.test';
    await t.services.users.add(email, PASSWORD);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => wrong(email, `10.6.${i}.1`)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_THROTTLE.account.free);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - LOGIN_THROTTLE.account.free);
  });
});
