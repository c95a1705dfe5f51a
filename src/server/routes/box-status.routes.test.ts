import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { engines, postgresOnly } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import type { BoxRecord } from '../../shared/schemas/box-api';

async function open(engine: (typeof engines)[number]): Promise<{ t: TestApp; post: (url: string, body: unknown) => Promise<LightMyRequestResponse>; boxes: () => Promise<BoxRecord[]> }> {
  const t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-box-status-')) });
  await t.services.users.add('status@selvage.test', 'status password');
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: 'status@selvage.test', user_pass: 'status password' } });
  const cookie = `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
  return {
    t,
    post: (url, body) => t.app.inject({ method: 'POST', url, payload: body as object, headers: { cookie } }),
    boxes: async () => (await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } })).json<{ boxes: BoxRecord[] }>().boxes,
  };
}

describe.each(engines)('box status updates on $name', (engine) => {
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    ctx = await open(engine);
    expect((await ctx.post('/product/boxes', { boxID: '2-1', productType: 'Buttons', boxSize: 'Blue Bin' })).statusCode).toBe(200);
  });
  afterAll(() => ctx.t.close());

  it('refuses an update made from a page that showed an older status, naming the status now', async () => {
    const first = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'New Box', notes: 'Sorted by colour.' });
    expect(first.json<BoxRecord>()).toMatchObject({ status: 'General Sort', generalSortNotes: 'Sorted by colour.' });
    // A second person's page still shows New Box: their update would skip General Sort and file their notes as Measured.
    const stale = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'New Box', notes: 'Half full.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Box 2-1 was just updated by someone else and is now General Sort. Check it and update again.');
    const after = await ctx.post('/product/box_status', { boxID: '2-1', fromStatus: 'General Sort', notes: 'Measured 40 m.' });
    expect(after.json<BoxRecord>()).toMatchObject({ status: 'Measured', generalSortNotes: 'Sorted by colour.', measuredNotes: 'Measured 40 m.' });
  });
});

describe.each(postgresOnly)('simultaneous box status updates on $name', (engine) => {
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    ctx = await open(engine);
    expect((await ctx.post('/product/boxes', { boxID: '5-1', productType: 'Thread', boxSize: 'Small Bin' })).statusCode).toBe(200);
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
    expect((await ctx.boxes()).find((b) => b.boxID === '5-1')).toMatchObject({ status: 'General Sort', generalSortNotes: winner.generalSortNotes });
  });
});
