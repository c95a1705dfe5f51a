import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { engines, postgresOnly } from '../test/databases';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../test/app-harness';
import type { BoxHistoryResponse, BoxRecord } from '../../shared/schemas/box-api';
import { boxes as boxesTable, users } from '../db/schema';

type Post = (url: string, body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/**
 * Requests as a staff member, each on a session started at the test clock's now: the clock moves on
 * by days between updates, far past a session's idle limit.
 */
async function staff(t: TestApp, email: string): Promise<{ post: Post; get: (url: string) => Promise<LightMyRequestResponse> }> {
  await t.services.users.add(email, 'status password');
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const cookie = async () => `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  return {
    post: async (url, body, headers = {}) =>
      t.app.inject({ method: 'POST', url, payload: body as object, headers: { cookie: await cookie(), ...headers } }),
    get: async (url) => t.app.inject({ method: 'GET', url, headers: { cookie: await cookie() } }),
  };
}

async function open(
  engine: (typeof engines)[number],
): Promise<{ t: TestApp; post: Post; boxes: () => Promise<BoxRecord[]>; history: (boxID: string) => Promise<BoxHistoryResponse> }> {
  const t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-box-status-')) });
  const { post, get } = await staff(t, 'status@selvage.test');
  return {
    t,
    post,
    boxes: async () => (await get('/product/boxes')).json<{ boxes: BoxRecord[] }>().boxes,
    history: async (boxID) => (await get(`/product/box_history?boxID=${encodeURIComponent(boxID)}`)).json<BoxHistoryResponse>(),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('box status updates on $name', (engine) => {
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    ctx = await open(engine);
    await ctx.t.db.insert(boxesTable).values({ boxId: '2-1', productType: 'Buttons', boxSize: 'Blue Bin', status: 'New Box' });
  });
  afterAll(() => ctx.t.close());

  it('refuses an update made from a page that showed an older status, naming the status now', async () => {
    const first = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'New Box', notes: 'Sorted by colour.' });
    expect(first.json<BoxRecord>()).toMatchObject({
      status: 'General Sort',
      generalSortNotes: '2026-11-22 status@selvage.test: Sorted by colour.',
    });
    // A second person's page still shows New Box: their update would skip General Sort and file their notes as Measured.
    const stale = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'New Box', notes: 'Half full.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Box 2-1 was just updated by someone else and is now General Sort. Check it and update again.');
    const after = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'General Sort', notes: 'Measured 40 m.' });
    expect(after.json<BoxRecord>()).toMatchObject({
      status: 'Measured',
      generalSortNotes: '2026-11-22 status@selvage.test: Sorted by colour.',
      measuredNotes: '2026-11-22 status@selvage.test: Measured 40 m.',
    });
  });

  it('keeps every note and photo of every update, and lists the updates with who and when (issue 14: Measured -> Input overwrote General Sort)', async () => {
    const other = (await staff(ctx.t, 'sorter@selvage.test')).post;
    const start = ctx.t.clock.now;
    await ctx.t.db.insert(boxesTable).values({ boxId: '6C-1', productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin', status: 'New Box' });
    ctx.t.clock.advance(DAY);
    await ctx.post('/product/box_status', {
      boxID: '6C-1',
      fromStatus: 'New Box',
      notes: 'Mostly cream lace',
      photos: ['/box-photos/a.jpg', '/box-photos/b.jpg'],
    });
    ctx.t.clock.advance(DAY);
    await other('/product/box_status', { boxID: '6C-1', fromStatus: 'General Sort', notes: 'About 40 m', photos: ['/box-photos/m.jpg'] });
    ctx.t.clock.advance(DAY + 60_000);
    const input = await other('/product/box_status', {
      boxID: '6c-1',
      fromStatus: 'Measured',
      notes: 'Some white too',
      photos: ['/box-photos/c.jpg'],
    });
    expect(input.statusCode).toBe(200);

    const box = (await ctx.boxes()).find((b) => b.boxID === '6C-1')!;
    expect(box).toMatchObject({
      status: 'Input',
      generalSortNotes: '2026-11-23 status@selvage.test: Mostly cream lace\n2026-11-25 sorter@selvage.test: Some white too',
      generalSortPhoto: [{ url: '/box-photos/a.jpg' }, { url: '/box-photos/b.jpg' }, { url: '/box-photos/c.jpg' }],
      measuredNotes: '2026-11-24 sorter@selvage.test: About 40 m',
      measuredPhoto: [{ url: '/box-photos/m.jpg' }],
    });

    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await ctx.history('6c-1')).toEqual({
      boxID: '6C-1',
      history: [
        {
          at: iso(start + 3 * DAY + 60_000),
          by: 'sorter@selvage.test',
          fromStatus: 'Measured',
          toStatus: 'Input',
          notes: 'Some white too',
          photos: [{ url: '/box-photos/c.jpg' }],
        },
        {
          at: iso(start + 2 * DAY),
          by: 'sorter@selvage.test',
          fromStatus: 'General Sort',
          toStatus: 'Measured',
          notes: 'About 40 m',
          photos: [{ url: '/box-photos/m.jpg' }],
        },
        {
          at: iso(start + DAY),
          by: 'status@selvage.test',
          fromStatus: 'New Box',
          toStatus: 'General Sort',
          notes: 'Mostly cream lace',
          photos: [{ url: '/box-photos/a.jpg' }, { url: '/box-photos/b.jpg' }],
        },
      ],
    });
    // A refused update leaves no trace in the history.
    const stale = await ctx.post('/product/box_status', { boxID: '6C-1', fromStatus: 'Measured', notes: 'late' });
    expect(stale.statusCode).toBe(409);
    expect((await ctx.history('6C-1')).history).toHaveLength(3);
    expect(await ctx.history('1-404')).toEqual({ boxID: '1-404', history: [] });
  });

  it("updates a box by an ID no code of ours makes, as typed (the old tool's 9C-4), and names an unknown one", async () => {
    await ctx.t.db.insert(boxesTable).values({
      boxId: '9C-4',
      productType: 'Everything Else',
      subA: 'Other',
      subB: 'Costume Jewelry',
      boxSize: 'Blue Bin',
      status: 'Measured',
      measuredNotes: 'Brooches',
    });
    const updated = await ctx.post('/product/box_status', { boxID: ' 9c-4 ', fromStatus: 'Measured', notes: 'Sorted into trays' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<BoxRecord>()).toMatchObject({
      boxID: '9C-4',
      status: 'Input',
      measuredNotes: 'Brooches',
      generalSortNotes: expect.stringMatching(/^\d{4}-\d{2}-\d{2} status@selvage\.test: Sorted into trays$/),
    });
    expect((await ctx.history('9C-4')).history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['Measured', 'Input']]);
    const label = await ctx.post('/product/inventory_supply_label_email', { boxID: '9c-4' });
    expect(label.json()).toEqual({ message: 'Label for box 9C-4 sent.' });
    const unknown = await ctx.post('/product/box_status', { boxID: '9c-5', notes: 'x' });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { message: 'No box with Box ID 9C-5.' } });
  });
});

describe.each(postgresOnly)('simultaneous box status updates on $name', (engine) => {
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    ctx = await open(engine);
    await ctx.t.db.insert(boxesTable).values({ boxId: '5-1', productType: 'Thread', boxSize: 'Small Bin', status: 'New Box' });
  });
  afterAll(() => ctx.t.close());

  it('lets exactly one of several updates from the same status through; the others are told why', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ctx.post('/product/box_status', { boxID: '5-1', fromStatus: 'New Box', notes: `Note ${i}.` })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toMatch(/^Box 5-1 (is being updated by someone else right now|was just updated by someone else)/);
    }
    const winner = ok[0]!.json<BoxRecord>();
    expect(winner.status).toBe('General Sort');
    expect((await ctx.boxes()).find((b) => b.boxID === '5-1')).toMatchObject({
      status: 'General Sort',
      generalSortNotes: winner.generalSortNotes,
    });
    // Only the update that went through is in the history.
    expect((await ctx.history('5-1')).history.map((h) => h.notes)).toEqual([
      winner.generalSortNotes.replace(/^\S+ status@selvage\.test: /, ''),
    ]);
  });
});
