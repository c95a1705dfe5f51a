import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, postgresOnly } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { boxCounters, boxes, users } from '../db/schema';
import { FULL_BOX_CODE, MAX_BOX_COUNT, fullBoxCode, parseBoxCode } from '../../shared/boxes/box-code';
import { createBoxCounter } from './box-counter';

const lace = { productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' };
const ranOut = (base: string) =>
  `Box numbers for ${base} have run out: ${base}-${MAX_BOX_COUNT} is the largest Box ID there can be. Contact administrator.`;

describe('the largest box count', () => {
  it('is the largest a box code takes, on both sides', () => {
    for (const base of ['1', '6C', '9C20']) {
      expect(FULL_BOX_CODE.test(fullBoxCode(base, MAX_BOX_COUNT))).toBe(true);
      expect(FULL_BOX_CODE.test(fullBoxCode(base, MAX_BOX_COUNT + 1))).toBe(false);
      expect(parseBoxCode(fullBoxCode(base, MAX_BOX_COUNT))?.count).toBe(MAX_BOX_COUNT);
      expect(parseBoxCode(fullBoxCode(base, MAX_BOX_COUNT + 1))).toBeNull();
    }
  });
});

describe.each(engines)('box counts at the top of the range, through the routes, on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-box-count-')) });
    await t.services.users.add('box-count@selvage.test', 'box count password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'box-count@selvage.test'));
    cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...headers } });

  it('hands out the last number, whose code is usable, then answers 409 in words instead of an unusable code', async () => {
    await t.db
      .insert(boxes)
      .values({ boxId: fullBoxCode('6C', MAX_BOX_COUNT - 1), productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin', status: 'Input' });
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: MAX_BOX_COUNT });
    const made = await post('/product/boxes', lace, { 'idempotency-key': 'draft-last-0001' });
    expect(made.json()).toMatchObject({ boxID: fullBoxCode('6C', MAX_BOX_COUNT) });

    for (const key of ['draft-past-0001', 'draft-past-0002']) {
      const past = await post('/product/boxes', lace, { 'idempotency-key': key });
      expect({ status: past.statusCode, body: past.json() }).toEqual({ status: 409, body: { message: ranOut('6C') } });
      const preview = await post('/product/box_count', { boxID: '6C' });
      expect({ status: preview.statusCode, body: preview.json() }).toEqual({ status: 409, body: { message: ranOut('6C') } });
    }
    // Other base codes count on as before.
    expect((await post('/product/box_count', { boxID: '6A' })).json()).toEqual({ count: 1 });
  });

  it('a count past the range typed into the table by hand does not use up the base', async () => {
    await t.db.insert(boxes).values([
      { boxId: '1-7', productType: 'Zippers', boxSize: 'Blue Bin', status: 'Input' },
      { boxId: '1-12345678', productType: 'Zippers', boxSize: 'Blue Bin', status: 'Input' },
    ]);
    expect((await post('/product/box_count', { boxID: '1' })).json()).toEqual({ count: 8 });
    expect(
      (await post('/product/boxes', { productType: 'Zippers', boxSize: 'Blue Bin' }, { 'idempotency-key': 'draft-zip-00001' })).json(),
    ).toMatchObject({ boxID: '1-8' });
  });
});

describe.each(postgresOnly)('box counts near the top reserved at once on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('10 callers for the last 3 numbers: 3 get one each, 7 are told the numbers ran out', async () => {
    const counter = createBoxCounter(t.db);
    await t.db.insert(boxCounters).values({ base: '8', n: MAX_BOX_COUNT - 3 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => counter.reserve('8', 0)));
    const counts = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])).sort((a, b) => a - b);
    expect(counts).toEqual([MAX_BOX_COUNT - 2, MAX_BOX_COUNT - 1, MAX_BOX_COUNT]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(refused).toEqual(Array.from({ length: 7 }, () => ranOut('8')));
  });

  it('one creation key taken by several servers at once (a claim taken over) reserves one Box ID; other keys get their own', async () => {
    const counter = createBoxCounter(t.db);
    const same = await Promise.all(Array.from({ length: 6 }, () => counter.reserveFor('draft-shared-01', '7', 0)));
    expect(new Set(same)).toEqual(new Set(['7-1']));
    // The losers' numbers are skipped (gaps are harmless, D48); every other key gets a Box ID of its own.
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => counter.reserveFor(`draft-other-0${i}`, '7', 0)));
    expect(new Set([...others, '7-1']).size).toBe(7);
    expect(await counter.reservedUnder('draft-shared-01')).toEqual(['7-1']);
  });
});
