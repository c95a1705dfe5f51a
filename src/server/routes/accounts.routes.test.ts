import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, TEST_CONFIG, type TestApp } from '../test/app-harness';
import { users } from '../db/schema';
import { LOGIN_THROTTLE } from '../services/login-throttle.service';
import { ConflictError } from '../errors';
import { LINK_INVALID_LANDING } from '../../shared/sign-in-link';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { SIGN_IN_LINK_TTL_MS, type AccountView, type Role } from '../../shared/schemas/accounts';

const PASSWORD = 'a long enough password';
const OWNER_CALLS = [
  'GET /admin/accounts',
  'POST /admin/accounts',
  'POST /admin/accounts/reset',
  'POST /admin/accounts/state',
  'POST /admin/accounts/role',
];

/** Requests as a browser sends them: each with its own address, so no sign-in here is slowed by another. */
function client(t: TestApp) {
  let address = 0;
  const nextIp = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const login = (email: string, password: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: email, user_pass: password }, remoteAddress: ip });
  return {
    login,
    async signIn(email: string, password = PASSWORD): Promise<string> {
      const res = await login(email, password);
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookieOf(res.headers['set-cookie']);
    },
    /** An account of this role, signed in: its session cookie. */
    async account(email: string, role: Role = 'staff'): Promise<string> {
      await t.services.users.add(email, PASSWORD, role);
      return this.signIn(email);
    },
    call(session: string | null, method: 'GET' | 'POST' | 'HEAD', url: string, payload?: object) {
      return t.app.inject({
        method,
        url,
        headers: session ? { cookie: `selvage_session=${session}` } : {},
        ...(payload ? { payload } : {}),
      });
    },
    /** 200 while the session works, 401 once it has ended. */
    async status(session: string): Promise<number> {
      return (await this.call(session, 'GET', '/auth/session')).statusCode;
    },
    async list(owner: string): Promise<AccountView[]> {
      const res = await this.call(owner, 'GET', '/admin/accounts');
      expect(res.statusCode).toBe(200);
      return res.json<{ accounts: AccountView[] }>().accounts;
    },
  };
}

describe.each(engines)('the owner and staff on $name', (engine) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    c = client(t);
    await t.services.users.add('owner@shop.test', PASSWORD, 'owner');
  });
  afterAll(() => t.close());
  // Signed in afresh for each test: the link tests move the clock past a session's life.
  beforeEach(async () => {
    owner = await c.signIn('owner@shop.test');
  });

  it("answers every owner's route 403 to staff, 401 signed out, and never 403 to the owner", async () => {
    const staff = await c.account('table-staff@shop.test');
    // From the app's own routes: an owner's route added tomorrow is walked too.
    const ownerRoutes = t.routes.filter((r) => r.access === 'owner' && r.method !== 'OPTIONS');
    expect(ownerRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(OWNER_CALLS));
    for (const route of ownerRoutes) {
      const name = `${route.method} ${route.url}`;
      const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
      const method = route.method as 'GET' | 'POST' | 'HEAD';
      const body = method === 'POST' ? {} : undefined;
      const signedOut = await c.call(null, method, url, body);
      expect(signedOut.statusCode, name).toBe(401);
      const asStaff = await c.call(staff, method, url, body);
      expect(asStaff.statusCode, name).toBe(403);
      if (method !== 'HEAD') expect(asStaff.json(), name).toEqual({ message: ACCOUNT_MESSAGES.ownerOnly });
      const asOwner = await c.call(owner, method, url, body);
      expect(asOwner.statusCode, name).not.toBe(401);
      expect(asOwner.statusCode, name).not.toBe(403);
      expect(asOwner.statusCode, name).toBeLessThan(500);
    }
    // Staff's refusal is decided before the body is read: a valid one changes nothing either.
    expect((await c.call(staff, 'POST', '/admin/accounts', { email: 'sneaky@shop.test', role: 'owner', how: 'password' })).statusCode).toBe(
      403,
    );
    expect((await c.call(staff, 'POST', '/admin/accounts/role', { email: 'table-staff@shop.test', role: 'owner' })).statusCode).toBe(403);
    const listed = await c.list(owner);
    expect(listed.map((a) => a.email)).not.toContain('sneaky@shop.test');
    expect(listed.find((a) => a.email === 'table-staff@shop.test')?.role).toBe('staff');
  });

  it('adds an account with a password shown once, which signs in; the list shows role, state and last sign-in', async () => {
    const added = await c.call(owner, 'POST', '/admin/accounts', { email: ' New.Clerk@Shop.test ', role: 'staff', how: 'password' });
    expect(added.statusCode).toBe(200);
    const { password } = added.json<{ password: string }>();
    expect(Object.keys(added.json())).toEqual(['password']);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const before = (await c.list(owner)).find((a) => a.email === 'new.clerk@shop.test');
    expect(before).toEqual({
      email: 'new.clerk@shop.test',
      role: 'staff',
      state: 'active',
      lastSignInAt: null,
      createdAt: expect.any(Number),
    });

    t.clock.advance(60_000);
    await c.signIn('new.clerk@shop.test', password);
    const after = (await c.list(owner)).find((a) => a.email === 'new.clerk@shop.test');
    expect(after?.lastSignInAt).toBe(t.clock.now);

    const again = await c.call(owner, 'POST', '/admin/accounts', { email: 'new.clerk@shop.test', role: 'owner', how: 'link' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.exists('new.clerk@shop.test') });
    const notAnEmail = await c.call(owner, 'POST', '/admin/accounts', { email: 'clerk', role: 'staff', how: 'password' });
    expect(notAnEmail.statusCode).toBe(400);
    expect(Object.keys(notAnEmail.json<{ errors: object }>().errors)).toEqual(['email']);
  });

  it('adds an account with a sign-in link that works once, for 24 hours, and then asks only for a new password', async () => {
    const added = await c.call(owner, 'POST', '/admin/accounts', { email: 'linked@shop.test', role: 'staff', how: 'link' });
    expect(added.statusCode).toBe(200);
    const { link, expiresAt } = added.json<{ link: string; expiresAt: number }>();
    expect(link).toMatch(/^\/auth\/link\?token=[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(t.clock.now + SIGN_IN_LINK_TTL_MS);
    // Only a hash of the token is kept.
    const token = link.split('token=')[1]!;
    const [row] = await t.db.select().from(users).where(eq(users.email, 'linked@shop.test'));
    expect(JSON.stringify(row)).not.toContain(token);
    // No password signs in to it yet, not even the word that marks it as having none.
    for (const guess of ['none', PASSWORD]) expect((await c.login('linked@shop.test', guess)).statusCode).toBe(401);

    t.clock.advance(SIGN_IN_LINK_TTL_MS - 1);
    const opened = await c.call(null, 'GET', link);
    expect(opened.statusCode).toBe(303);
    // With the new session's expiry, which the page stores as the sign-in form does.
    expect(opened.headers.location).toBe(`/account/password?expiry=${t.clock.now + TEST_CONFIG.sessionTtlMs}`);
    const session = sessionCookieOf(opened.headers['set-cookie']);
    expect((await c.call(session, 'GET', '/auth/session')).json()).toEqual({
      signedIn: true,
      email: 'linked@shop.test',
      role: 'staff',
      passwordSet: false,
    });
    const twice = await c.call(null, 'GET', link);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
    expect(twice.headers['set-cookie']).toBeUndefined();

    // No current password to give: the link was the proof.
    const set = await c.call(session, 'POST', '/auth/password', { next: 'chosen by the clerk' });
    expect(set.statusCode).toBe(200);
    expect((await c.call(session, 'GET', '/auth/session')).json().passwordSet).toBe(true);
    await c.signIn('linked@shop.test', 'chosen by the clerk');
    // From now on the current one is asked.
    expect((await c.call(session, 'POST', '/auth/password', { next: 'another choice here' })).statusCode).toBe(400);
  });

  it('a sign-in link stops working after 24 hours, and an unknown or malformed one is refused', async () => {
    const { link } = (await c.call(owner, 'POST', '/admin/accounts', { email: 'late@shop.test', role: 'staff', how: 'link' })).json<{
      link: string;
    }>();
    t.clock.advance(SIGN_IN_LINK_TTL_MS);
    expect((await c.call(null, 'GET', link)).json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
    expect((await c.call(null, 'GET', `/auth/link?token=${'A'.repeat(43)}`)).statusCode).toBe(400);
    expect((await c.call(null, 'GET', '/auth/link?token=short')).statusCode).toBe(400);
    expect((await c.call(null, 'GET', '/auth/link')).statusCode).toBe(400);
    // Opened in a browser (from a message): the sign-in page, which says why.
    for (const url of [link, '/auth/link?token=short']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect({ url, status: page.statusCode, location: page.headers.location }).toEqual({
        url,
        status: 303,
        location: LINK_INVALID_LANDING,
      });
      expect(page.headers['set-cookie']).toBeUndefined();
    }
  });

  it("a reset by password ends the account's live sessions at once; the new password signs in, the old does not", async () => {
    const phone = await c.account('reset-me@shop.test');
    const desk = await c.signIn('reset-me@shop.test');
    const bystander = await c.account('bystander@shop.test');
    const reset = await c.call(owner, 'POST', '/admin/accounts/reset', { email: 'Reset-Me@shop.test', how: 'password' });
    expect(reset.statusCode).toBe(200);
    const { password } = reset.json<{ password: string }>();
    expect(await c.status(phone)).toBe(401);
    expect(await c.status(desk)).toBe(401);
    expect(await c.status(bystander)).toBe(200);
    expect(await c.status(owner)).toBe(200);
    expect((await c.login('reset-me@shop.test', PASSWORD)).statusCode).toBe(401);
    await c.signIn('reset-me@shop.test', password);

    const unknown = await c.call(owner, 'POST', '/admin/accounts/reset', { email: 'ghost@shop.test', how: 'password' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.noAccount('ghost@shop.test') });
  });

  it('a reset by link ends the sessions and voids the old password; the link signs in', async () => {
    const session = await c.account('lost-password@shop.test');
    const reset = await c.call(owner, 'POST', '/admin/accounts/reset', { email: 'lost-password@shop.test', how: 'link' });
    const { link } = reset.json<{ link: string }>();
    expect(await c.status(session)).toBe(401);
    expect((await c.login('lost-password@shop.test', PASSWORD)).statusCode).toBe(401);
    // A second reset voids the first link.
    const { link: second } = (
      await c.call(owner, 'POST', '/admin/accounts/reset', { email: 'lost-password@shop.test', how: 'link' })
    ).json<{
      link: string;
    }>();
    expect((await c.call(null, 'GET', link)).statusCode).toBe(400);
    expect((await c.call(null, 'GET', second)).statusCode).toBe(303);
  });

  it('disabling ends the sessions and refuses sign-in with its own message after the password; enabling lets it back in', async () => {
    const session = await c.account('leaver@shop.test');
    const disabled = await c.call(owner, 'POST', '/admin/accounts/state', { email: 'leaver@shop.test', disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().account).toMatchObject({ email: 'leaver@shop.test', state: 'disabled' });
    expect(await c.status(session)).toBe(401);

    const right = await c.login('leaver@shop.test', PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: ACCOUNT_MESSAGES.disabled });
    expect(right.headers['set-cookie']).toBeUndefined();
    // A guesser learns nothing: a wrong password is only wrong.
    expect((await c.login('leaver@shop.test', 'a wrong guess here')).json()).toEqual({ message: 'Wrong email or password.' });
    expect((await c.list(owner)).find((a) => a.email === 'leaver@shop.test')?.state).toBe('disabled');

    const enabled = await c.call(owner, 'POST', '/admin/accounts/state', { email: 'leaver@shop.test', disabled: false });
    expect(enabled.json().account).toMatchObject({ state: 'active' });
    await c.signIn('leaver@shop.test');
  });

  it("a disabled account's sign-ins count in the throttle like any failure", async () => {
    await t.services.users.add('disabled-guess@shop.test', PASSWORD);
    await c.call(owner, 'POST', '/admin/accounts/state', { email: 'disabled-guess@shop.test', disabled: true });
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.account.free; i += 1) codes.push((await c.login('disabled-guess@shop.test', PASSWORD)).statusCode);
    expect(codes).toEqual([...Array<number>(LOGIN_THROTTLE.account.free).fill(401), 429]);
  });

  it("a disabled account's sign-in link does not work, nor after it is enabled again", async () => {
    const { link } = (
      await c.call(owner, 'POST', '/admin/accounts', { email: 'link-then-off@shop.test', role: 'staff', how: 'link' })
    ).json<{
      link: string;
    }>();
    await c.call(owner, 'POST', '/admin/accounts/state', { email: 'link-then-off@shop.test', disabled: true });
    expect((await c.call(null, 'GET', link)).statusCode).toBe(400);
    await c.call(owner, 'POST', '/admin/accounts/state', { email: 'link-then-off@shop.test', disabled: false });
    expect((await c.call(null, 'GET', link)).statusCode).toBe(400);
  });

  it("a change of role ends the account's sessions; signed in again, it has the new role's routes", async () => {
    const staff = await c.account('promoted@shop.test');
    const promoted = await c.call(owner, 'POST', '/admin/accounts/role', { email: 'promoted@shop.test', role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().account).toMatchObject({ email: 'promoted@shop.test', role: 'owner' });
    expect(await c.status(staff)).toBe(401);
    const asOwner = await c.signIn('promoted@shop.test');
    expect((await c.call(asOwner, 'GET', '/admin/accounts')).statusCode).toBe(200);

    expect((await c.call(owner, 'POST', '/admin/accounts/role', { email: 'promoted@shop.test', role: 'staff' })).statusCode).toBe(200);
    expect(await c.status(asOwner)).toBe(401);
    const demoted = await c.signIn('promoted@shop.test');
    expect((await c.call(demoted, 'GET', '/admin/accounts')).statusCode).toBe(403);
    // Naming the role it has already changes nothing and ends nothing.
    expect((await c.call(owner, 'POST', '/admin/accounts/role', { email: 'promoted@shop.test', role: 'staff' })).statusCode).toBe(200);
    expect(await c.status(demoted)).toBe(200);
  });
});

describe.each(engines)('the last owner on $name', (engine) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    c = client(t);
  });
  afterAll(() => t.close());

  const enabledOwners = async () =>
    (await t.services.accounts.list()).filter((a) => a.role === 'owner' && a.state === 'active').map((a) => a.email);

  it('is never demoted or disabled, and no owner disables themself', async () => {
    const only = await c.account('only@shop.test', 'owner');
    const demote = await c.call(only, 'POST', '/admin/accounts/role', { email: 'only@shop.test', role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: ACCOUNT_MESSAGES.lastOwner });
    const disable = await c.call(only, 'POST', '/admin/accounts/state', { email: 'only@shop.test', disabled: true });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe(ACCOUNT_MESSAGES.notYourself);
    expect(await c.status(only)).toBe(200);

    // With a second owner, one may step down; the other then cannot.
    const second = await c.account('second@shop.test', 'owner');
    expect((await c.call(only, 'POST', '/admin/accounts/role', { email: 'only@shop.test', role: 'staff' })).statusCode).toBe(200);
    expect((await c.call(second, 'POST', '/admin/accounts/role', { email: 'second@shop.test', role: 'staff' })).statusCode).toBe(409);
    expect(await enabledOwners()).toEqual(['second@shop.test']);
  });

  it('a disabled owner does not count: the one enabled owner stays', async () => {
    // From the test before: second@ is the one owner. A disabled owner beside it does not make two.
    await t.services.users.add('dormant@shop.test', PASSWORD, 'owner');
    const second = await c.signIn('second@shop.test');
    expect((await c.call(second, 'POST', '/admin/accounts/state', { email: 'dormant@shop.test', disabled: true })).statusCode).toBe(200);
    expect((await c.call(second, 'POST', '/admin/accounts/role', { email: 'second@shop.test', role: 'staff' })).statusCode).toBe(409);
    // The disabled owner can be made staff: that takes no enabled owner away.
    expect((await c.call(second, 'POST', '/admin/accounts/role', { email: 'dormant@shop.test', role: 'staff' })).statusCode).toBe(200);
    expect(await enabledOwners()).toEqual(['second@shop.test']);
  });

  it('two owners demoting each other at once leave one owner, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = [`a${round}@shop.test`, `b${round}@shop.test`];
      await t.services.users.add(a, PASSWORD, 'owner');
      await t.services.users.add(b, PASSWORD, 'owner');
      // Only these two are owners in this round.
      for (const email of await enabledOwners())
        if (email !== a && email !== b) await t.services.accounts.setRole({ email, role: 'staff' });
      const outcomes = await Promise.allSettled([
        t.services.accounts.setRole({ email: b, role: 'staff' }),
        t.services.accounts.setRole({ email: a, role: 'staff' }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(ConflictError);
      expect((refused?.reason as Error).message).toBe(ACCOUNT_MESSAGES.lastOwner);
      expect(await enabledOwners()).toHaveLength(1);
    }
  });

  it('two owners disabling each other at once over HTTP leave one owner able to sign in', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = [`da${round}@shop.test`, `db${round}@shop.test`];
      const [sa, sb] = [await c.account(a, 'owner'), await c.account(b, 'owner')];
      for (const email of await enabledOwners())
        if (email !== a && email !== b) await t.services.accounts.setRole({ email, role: 'staff' });
      const answers = await Promise.all([
        c.call(sa, 'POST', '/admin/accounts/state', { email: b, disabled: true }),
        c.call(sb, 'POST', '/admin/accounts/state', { email: a, disabled: true }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      // The loser is refused by the rule, or finds its own session already ended.
      expect(codes.filter((s) => s === 200)).toHaveLength(1);
      expect(codes.filter((s) => s === 409 || s === 401)).toHaveLength(1);
      const left = await enabledOwners();
      expect(left).toHaveLength(1);
      await c.signIn(left[0]!);
    }
  });
});
