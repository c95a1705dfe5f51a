import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { auditLog, users } from '../db/schema';
import type { AuditPage } from '../../shared/schemas/audit';

const OWNER = 'owner@selvage.test';
const HOUR = 3_600_000;
/** Midnight where the browser is, as it sends it for a date range. */
const DAY_START = Date.UTC(2026, 10, 22, 5, 0, 0);

describe.each(engines)('GET /admin/audit on $name', (engine) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.services.users.add(OWNER, 'an owner password');
    await t.db.update(users).set({ role: 'owner' }).where(eq(users.email, OWNER));
    const [user] = await t.db.select().from(users).where(eq(users.email, OWNER));
    // A session without signing in, so the trail holds only the entries below.
    owner = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
    const entry = (at: number, who: string, action: string, what = '', ok = true) => ({ at, who, action, what, address: '192.0.2.9', ok });
    await t.db.insert(auditLog).values([
      entry(DAY_START - HOUR, 'ana@selvage.test', 'sign_in'),
      entry(DAY_START - 1, 'ana@selvage.test', 'upload', 'SKU 10001, product local:1'),
      entry(DAY_START, 'Bob@Selvage.test', 'sign_in', '', false),
      // Three at one millisecond: paging must neither repeat nor skip any of them.
      entry(DAY_START + HOUR, 'bob@selvage.test', 'box_create', '6C-1'),
      entry(DAY_START + HOUR, 'ana@selvage.test', 'edit', 'product local:1'),
      entry(DAY_START + HOUR, 'ana@selvage.test', 'listing', 'product local:1, off sale'),
      entry(DAY_START + 24 * HOUR, 'ana_100%@selvage.test', 'sign_in'),
    ]);
  });
  afterAll(() => t.close());

  const get = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/audit?${new URLSearchParams(query).toString()}`,
      headers: { cookie: owner },
    });
    return { status: res.statusCode, body: res.json<AuditPage & { message?: string }>() };
  };
  const whats = (page: AuditPage) => page.entries.map((e) => `${e.action} ${e.who}`);

  it('answers the trail newest first, each entry whole', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.next).toBeNull();
    expect(body.entries).toHaveLength(7);
    expect(body.entries[0]).toMatchObject({
      at: DAY_START + 24 * HOUR,
      who: 'ana_100%@selvage.test',
      action: 'sign_in',
      address: '192.0.2.9',
      ok: true,
    });
    expect(body.entries.map((e) => e.at)).toEqual([...body.entries.map((e) => e.at)].sort((a, b) => b - a));
    expect(body.entries.find((e) => e.action === 'upload')).toMatchObject({ what: 'SKU 10001, product local:1', who: 'ana@selvage.test' });
  });

  it('filters by part of who, in any case, a % or _ only itself', async () => {
    expect(whats((await get({ who: 'BOB' })).body)).toEqual(['box_create bob@selvage.test', 'sign_in Bob@Selvage.test']);
    expect(whats((await get({ who: '_100%' })).body)).toEqual(['sign_in ana_100%@selvage.test']);
    expect((await get({ who: 'b_b' })).body.entries).toEqual([]);
  });

  it('filters by action, and by a date range: since included, until not', async () => {
    expect(whats((await get({ action: 'sign_in' })).body)).toEqual([
      'sign_in ana_100%@selvage.test',
      'sign_in Bob@Selvage.test',
      'sign_in ana@selvage.test',
    ]);
    const day = (await get({ since: String(DAY_START), until: String(DAY_START + 24 * HOUR) })).body;
    expect(day.entries.map((e) => e.at)).toEqual([DAY_START + HOUR, DAY_START + HOUR, DAY_START + HOUR, DAY_START]);
    expect(whats((await get({ action: 'sign_in', since: String(DAY_START), who: 'bob' })).body)).toEqual(['sign_in Bob@Selvage.test']);
    expect((await get({ until: String(DAY_START - HOUR) })).body.entries).toEqual([]);
  });

  it('pages by cursor: every entry once, in order, even three of one millisecond and one added between pages', async () => {
    const all = (await get()).body.entries.map((e) => e.id);
    const walked: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body }: Awaited<ReturnType<typeof get>> = await get({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      walked.push(...body.entries.map((e) => e.id));
      cursor = body.next;
      if (++pages === 1) {
        await t.db
          .insert(auditLog)
          .values({ at: DAY_START + 48 * HOUR, who: 'late@selvage.test', action: 'sign_in', address: '', ok: true });
      }
    } while (cursor !== null);
    expect(pages).toBe(4);
    expect(walked).toEqual(all);
    // A filtered list pages the same way.
    const first = (await get({ who: 'ana@', limit: '3' })).body;
    const second = (await get({ who: 'ana@', limit: '3', cursor: first.next! })).body;
    expect([...whats(first), ...whats(second)]).toEqual([
      'listing ana@selvage.test',
      'edit ana@selvage.test',
      'upload ana@selvage.test',
      'sign_in ana@selvage.test',
    ]);
    expect(second.next).toBeNull();
  });

  it.each([
    [{ limit: '0' }, 'Limit must be at least 1'],
    [{ limit: '101' }, 'Limit must be at most 100'],
    [{ limit: 'many' }, 'Limit must be a whole number'],
    [{ cursor: 'yesterday' }, 'Cursor is not one this server gave: load the list again'],
    [{ cursor: '1795338000000:99999999999' }, 'Cursor is not one this server gave: load the list again'],
    [{ action: 'delete_everything' }, 'Action must be one of: sign_in, sign_out'],
    [{ who: 'x'.repeat(255) }, 'Who must be at most 254 characters'],
    [{ since: 'last week' }, 'Since must be a time in milliseconds since 1970'],
    [{ until: '-1' }, 'Until must be a time in milliseconds since 1970'],
    [{ since: String(DAY_START), until: String(DAY_START) }, 'Until must be later than Since'],
  ])('refuses %j, naming the field', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it("is the owner's: staff get 403", async () => {
    await t.services.users.add('sam@selvage.test', 'a staff password');
    const [sam] = await t.db.select().from(users).where(eq(users.email, 'sam@selvage.test'));
    const staff = `selvage_session=${(await t.services.sessions.start(sam!.id)).id}`;
    const res = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: { cookie: staff } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a field it does not know', async () => {
    const { status } = await get({ password: 'x' });
    expect(status).toBe(400);
  });
});
