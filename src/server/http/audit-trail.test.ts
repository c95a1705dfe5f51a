import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, TEST_CONFIG, type TestApp } from '../test/app-harness';
import { localPorts } from '../test/local-ports';
import { buildApp } from '../app';
import { auditLog, users } from '../db/schema';
import { multipartBody, photoParts } from '../test/multipart';
import { scannedJpeg } from '../test/images';
import { AUDIT_KEPT_MS } from '../../shared/schemas/audit';
import { AUDIT_WHAT } from '../../shared/messages/audit';
import { AUDIT_SWEEP_EVERY_MS } from '../services/audit.service';
import { fabricBundleProduct, fabricRollProduct } from '../../shared/test/product-factory';
import { rollVersion } from '../../shared/edit/record-version';
import type { RollListing } from '../../shared/schemas/shop-answers';

const OWNER = 'owner@selvage.test';
const STAFF = 'sam@selvage.test';
const PASSWORD = 'correct horse battery staple';
const STAFF_ADDRESS = '203.0.113.7';
const DAY = 24 * 60 * 60_000;

describe.each(engines)('the audit trail on $name', (engine) => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.services.users.add(OWNER, PASSWORD);
    await t.db.update(users).set({ role: 'owner' }).where(eq(users.email, OWNER));
    await t.services.users.add(STAFF, PASSWORD);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: STAFF_ADDRESS,
      payload: { user_email: STAFF, user_pass: PASSWORD },
    });
    staff = `selvage_session=${sessionCookieOf(login.headers['set-cookie'])}`;
  });
  afterAll(() => t.close());

  /** Every entry kept, newest first, once the writes begun so far have ended. */
  const trail = async () => {
    await t.services.audit.idle();
    return t.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id));
  };
  const latest = async () => (await trail())[0];
  const send = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, remoteAddress: STAFF_ADDRESS, headers: { cookie: staff, ...headers }, ...(payload ? { payload } : {}) });
  /** The version of the roll the roll-to-bundle page shows, which its conversion names. */
  const shownRollVersion = async (sku: string) =>
    rollVersion((await send('GET', `/product/?sku=${sku}&include=roll`)).json<{ products: RollListing[] }>().products[0]!);

  it('records a sign-in: the email, the address, success, and never the password', async () => {
    const entries = await trail();
    expect(entries.at(-1)).toMatchObject({ who: STAFF, action: 'sign_in', address: STAFF_ADDRESS, ok: true, what: '' });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it('records failed sign-ins with the email typed (lower-cased), never the password tried', async () => {
    const wrong = 'not my password at all';
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '198.51.100.20',
      payload: { user_email: ' Sam@Selvage.test ', user_pass: wrong },
    });
    expect(res.statusCode).toBe(401);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'sign_in', address: '198.51.100.20', ok: false });
    // A password typed into the email box is not kept either.
    await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '198.51.100.21',
      payload: { user_email: wrong, user_pass: wrong },
    });
    expect(await latest()).toMatchObject({ who: AUDIT_WHAT.notAnEmail, action: 'sign_in', ok: false });
    expect(JSON.stringify(await trail())).not.toContain(wrong);
  });

  it('records the sign-ins the throttle refused (429) as failed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '198.51.100.30',
        payload: { user_email: 'guess@selvage.test', user_pass: `guess ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    const guesses = (await trail()).filter((e) => e.address === '198.51.100.30');
    expect(guesses).toHaveLength(statuses.length);
    expect(guesses.every((e) => e.who === 'guess@selvage.test' && e.action === 'sign_in' && !e.ok)).toBe(true);
  });

  it('records an upload with who, the address, its SKU and product id', async () => {
    const res = await send('POST', '/product/product_upload', fabricBundleProduct({ name: 'audit bundle' }), {
      'idempotency-key': 'audit-upload-0001',
    });
    expect(res.statusCode).toBe(200);
    const { productId, skus } = res.json<{ productId: string; skus: string[] }>();
    expect(await latest()).toMatchObject({
      who: STAFF,
      action: 'upload',
      address: STAFF_ADDRESS,
      ok: true,
      what: `SKU ${skus[0]!}, product ${productId}`,
    });
  });

  it("records a product's photos, an edit refused as stale, and taking it off sale", async () => {
    const upload = await send('POST', '/product/product_upload', fabricBundleProduct({ name: 'audit photos' }), {
      'idempotency-key': 'audit-upload-0002',
    });
    const { productId } = upload.json<{ productId: string }>();
    const body = await multipartBody(photoParts([1, 2, 3].map((i) => scannedJpeg(120, 80 + i))));
    const photos = await t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      remoteAddress: STAFF_ADDRESS,
      headers: { cookie: staff, ...body.headers },
      payload: body.payload,
    });
    expect(photos.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'photos', ok: true, what: `product ${productId}` });

    const edit = await send(
      'POST',
      '/product/edit',
      { productId, baseVersion: 'abc123', product: fabricBundleProduct({ name: 'audit photos' }) },
      { 'idempotency-key': 'audit-edit-0001' },
    );
    expect(edit.statusCode).toBe(409);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'edit', ok: false, what: `product ${productId}` });

    expect((await send('POST', '/product/listing', { productId, listed: false })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'listing', ok: true, what: `product ${productId}, off sale` });
  });

  it('records a roll cut to a bundle, a box made and its status updated', async () => {
    const roll = await t.services.upload.uploadProduct('audit-roll-0001', fabricRollProduct({ name: 'audit roll' }), OWNER);
    const cut = await send(
      'POST',
      '/product/roll_to_bundle',
      { sku: roll.skus[0], length: '1.5', rollVersion: await shownRollVersion(roll.skus[0]!) },
      { 'idempotency-key': 'audit-cut-0001' },
    );
    expect(cut.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'roll_cut', ok: true, what: `SKU ${roll.skus[0]!}, 1.5 cut` });

    const box = await send(
      'POST',
      '/product/boxes',
      { productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' },
      { 'idempotency-key': 'audit-box-0001' },
    );
    expect(box.statusCode).toBe(200);
    const { boxID, status } = box.json<{ boxID: string; status: string }>();
    expect(await latest()).toMatchObject({ who: STAFF, action: 'box_create', ok: true, what: boxID });

    const update = await send('POST', '/product/box_status', { boxID, notes: 'sorted', photos: [], fromStatus: status });
    expect(update.statusCode).toBe(200);
    const to = update.json<{ status: string }>().status;
    expect(await latest()).toMatchObject({ who: STAFF, action: 'box_status', ok: true, what: `${boxID}, ${status} -> ${to}` });
  });

  it("records the owner's account changes: which account and how, never the password or the link handed out", async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, OWNER));
    const owner = `selvage_session=${(await t.services.sessions.start(me!.id)).id}`;
    const asOwner = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.50', headers: { cookie: owner }, payload });

    const added = await asOwner('/admin/accounts', { email: 'New.Hire@Selvage.test', role: 'staff', how: 'password' });
    expect(added.statusCode).toBe(200);
    const { password } = added.json<{ password: string }>();
    expect(await latest()).toMatchObject({
      who: OWNER,
      action: 'account_add',
      address: '192.0.2.50',
      ok: true,
      what: 'new.hire@selvage.test, staff, password shown once',
    });

    const reset = await asOwner('/admin/accounts/reset', { email: 'new.hire@selvage.test', how: 'link' });
    const { link } = reset.json<{ link: string }>();
    expect(await latest()).toMatchObject({ who: OWNER, action: 'account_reset', ok: true, what: 'new.hire@selvage.test, sign-in link' });

    // The link signs its account in: a sign-in by it, and its token nowhere.
    const followed = await t.app.inject({ method: 'GET', url: link, remoteAddress: '198.51.100.77' });
    expect(followed.statusCode).toBe(303);
    expect(await latest()).toMatchObject({
      who: 'new.hire@selvage.test',
      action: 'sign_in',
      address: '198.51.100.77',
      ok: true,
      what: AUDIT_WHAT.byLink,
    });

    expect((await asOwner('/admin/accounts/role', { email: 'new.hire@selvage.test', role: 'owner' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: OWNER, action: 'account_role', what: 'new.hire@selvage.test, owner' });
    expect((await asOwner('/admin/accounts/state', { email: 'new.hire@selvage.test', disabled: true })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: OWNER, action: 'account_state', what: 'new.hire@selvage.test, disabled' });

    // Staff asking for an owner's change: refused, and kept as such (before its body was read, so without it).
    expect((await send('POST', '/admin/accounts/state', { email: OWNER, disabled: true })).statusCode).toBe(403);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'account_state', ok: false, what: '' });

    // One's own password: the change, never either password.
    const next = 'a brand new passphrase';
    expect((await asOwner('/auth/password', { current: PASSWORD, next })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: OWNER, action: 'password_change', ok: true, what: '' });

    const kept = JSON.stringify(await trail());
    for (const secret of [password, new URL(link, 'http://x').searchParams.get('token')!, next, PASSWORD])
      expect(kept).not.toContain(secret);
  });

  it('records nothing for a request nobody signed in made, nor for a route it does not audit', async () => {
    const before = (await trail()).length;
    const signedOut = await t.app.inject({ method: 'POST', url: '/product/listing', payload: { productId: 'local:1', listed: true } });
    expect(signedOut.statusCode).toBe(401);
    expect((await send('GET', '/product/recent')).statusCode).toBe(200);
    expect(await trail()).toHaveLength(before);
  });

  it('keeps a year: at most daily, from the requests it records, an entry 366 days old is removed and one 364 days old kept', async () => {
    // The start swept; a day later the next audited request sweeps again.
    t.clock.advance(AUDIT_SWEEP_EVERY_MS);
    const now = t.clock.now;
    const old = { who: 'old@selvage.test', action: 'sign_in', address: '192.0.2.1', ok: true };
    await t.db.insert(auditLog).values([
      { ...old, at: now - 366 * DAY, what: '366 days' },
      { ...old, at: now - 364 * DAY, what: '364 days' },
      { ...old, at: now - AUDIT_KEPT_MS + 1, what: 'a year less a millisecond' },
    ]);
    // The clock moved past the session's life: a new one, as a sign-in makes.
    const [sam] = await t.db.select().from(users).where(eq(users.email, STAFF));
    const listAgain = async () => {
      staff = `selvage_session=${(await t.services.sessions.start(sam!.id)).id}`;
      expect((await send('POST', '/product/listing', { productId: 'local:999999', listed: true })).statusCode).toBe(404);
    };
    await listAgain();
    const kept = (await trail()).filter((e) => e.who === old.who).map((e) => e.what);
    expect(kept.sort()).toEqual(['364 days', 'a year less a millisecond']);
    // Within the day no request sweeps again: an entry a year old is still there until tomorrow.
    await t.db.insert(auditLog).values({ ...old, at: now - 400 * DAY, what: '400 days' });
    t.clock.advance(AUDIT_SWEEP_EVERY_MS - 1);
    await listAgain();
    expect((await trail()).map((e) => e.what)).toContain('400 days');
    t.clock.advance(1);
    await listAgain();
    expect((await trail()).map((e) => e.what)).not.toContain('400 days');
  });

  it('records a sign-out under the account whose session it ends', async () => {
    const [sam] = await t.db.select().from(users).where(eq(users.email, STAFF));
    const cookie = `selvage_session=${(await t.services.sessions.start(sam!.id)).id}`;
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', remoteAddress: STAFF_ADDRESS, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ who: STAFF, action: 'sign_out', address: STAFF_ADDRESS, ok: true });
    // Signed out already: nobody to name, nothing kept.
    const before = (await trail()).length;
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(await trail()).toHaveLength(before);
  });

  it('sweeps when the server starts', async () => {
    await t.db
      .insert(auditLog)
      .values({ who: 'old@selvage.test', action: 'sign_in', address: '', ok: true, at: t.clock.now - 366 * DAY, what: 'at start' });
    const now = () => t.clock.now;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-audit-start-'));
    const second = await buildApp({
      config: { ...TEST_CONFIG, dataDir },
      db: t.db,
      instance: t.instance,
      now,
      logger: false,
      ...localPorts(t.db, dataDir, now),
    });
    await second.app.close();
    expect((await trail()).map((e) => e.what)).not.toContain('at start');
  });
});
