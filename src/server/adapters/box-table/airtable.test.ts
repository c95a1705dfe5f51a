import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { BoxHistoryResponse } from '../../../shared/schemas/box-api';
import { BoxNotFoundError, BoxTableError } from '../../ports/box-table.port';
import { startFakeAirtable } from '../../test/fake-airtable';
import { engines } from '../../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../../test/app-harness';
import { createAirtableBoxTable, rateLimiter } from './airtable';

const TOKEN = 'patFakeToken.0123456789abcdef';
const BASE = 'appFakeBase0001';
const f = BOX_TABLE.fields;

/** A wait that takes no time: each wait is recorded. */
function virtualSleep() {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** A limiter that lets every request start at once and counts them (the real one is tested above). */
function countingLimiter() {
  const taken = { count: 0 };
  return { taken, limiter: () => ((taken.count += 1), Promise.resolve()) };
}

describe('the Airtable rate limiter (p-throttle, on fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('lets 5 start at once, then each next one when the oldest of the last five is a second old', async () => {
    const take = rateLimiter(5);
    const starts: number[] = [];
    const run = () => take().then(() => starts.push(Date.now()));
    const first = Promise.all([run(), run(), run()]);
    // Half a second later two more fit in the first second; the third waits until it is over.
    await vi.advanceTimersByTimeAsync(500);
    const second = Promise.all([run(), run(), run()]);
    await vi.advanceTimersByTimeAsync(499);
    expect(starts).toEqual([0, 0, 0, 500, 500]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(starts).toEqual([0, 0, 0, 500, 500, 1000]);
  });

  it('never lets more than 5 start in any one-second window, whatever the arrival pattern', async () => {
    const take = rateLimiter(5);
    const starts: number[] = [];
    for (const gap of [0, 0, 0, 0, 0, 0, 10, 300, 0, 0, 700, 0, 0, 0, 0, 0, 0, 999, 1, 0]) {
      await vi.advanceTimersByTimeAsync(gap);
      const both = Promise.all([take().then(() => starts.push(Date.now())), take().then(() => starts.push(Date.now()))]);
      await vi.runAllTimersAsync();
      await both;
    }
    expect(starts).toHaveLength(40);
    for (let i = 1; i < starts.length; i++) expect(starts[i]!, `start ${i} in call order`).toBeGreaterThanOrEqual(starts[i - 1]!);
    for (let i = 5; i < starts.length; i++) expect(starts[i]! - starts[i - 5]!, `start ${i}`).toBeGreaterThanOrEqual(1000);
  });
});

describe('Airtable box table against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
  const table = () =>
    createAirtableBoxTable({
      token: TOKEN,
      baseId: BASE,
      endpointUrl: fake.url,
      limiter: countingLimiter().limiter,
      sleep: virtualSleep().sleep,
    });

  beforeAll(async () => {
    fake = await startFakeAirtable({ token: TOKEN, baseId: BASE, table: BOX_TABLE.table, view: BOX_TABLE.view });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.records.length = 0;
    fake.requests.length = 0;
  });

  it('creates in batches of 10 and lists every page of the Full List view', async () => {
    const boxes = table();
    const made = await boxes.create(
      Array.from({ length: 12 }, (_, i) => ({
        [f.boxId]: `1-${i + 1}`,
        [f.productType]: 'Zippers',
        [f.size]: 'Blue Bin',
        [f.status]: 'New Box',
      })),
    );
    expect(made.map((b) => b.boxID)).toEqual(Array.from({ length: 12 }, (_, i) => `1-${i + 1}`));
    expect(made[0]).toMatchObject({
      id: expect.stringMatching(/^rec/),
      productType: 'Zippers',
      boxSize: 'Blue Bin',
      status: 'New Box',
      subA: '',
      generalSortPhoto: [],
    });
    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { records: unknown[]; typecast: boolean }).records.length)).toEqual([10, 2]);
    expect((posts[0]!.body as { typecast: boolean }).typecast).toBe(true);

    const listed = await boxes.list();
    expect(listed.map((b) => b.boxID)).toEqual(made.map((b) => b.boxID));
    const gets = fake.requests.filter((r) => r.method === 'GET');
    // 12 records at the fake's 3 per page: 4 pages, each after the first asking for the offset it was given.
    expect(gets.map((r) => new URL(r.url, 'http://x').searchParams.get('offset'))).toEqual([null, 'itrFake/3', 'itrFake/6', 'itrFake/9']);
    expect(gets.every((r) => new URL(r.url, 'http://x').searchParams.get('view') === 'Full List')).toBe(true);
  });

  it('patches fields by id and reads attachments back as {url} with their Airtable id', async () => {
    const boxes = table();
    const [box] = await boxes.create([
      { [f.boxId]: '6C-1', [f.productType]: 'Trim', [f.subA]: 'Lace', [f.size]: 'Large Bin', [f.status]: 'New Box' },
    ]);
    const [updated] = await boxes.update([
      {
        id: box!.id,
        fields: { [f.status]: 'General Sort', [f.generalSortPhoto]: [{ url: 'https://img.test/a.jpg' }], [f.generalSortNotes]: 'sorted' },
      },
    ]);
    expect(updated).toMatchObject({
      id: box!.id,
      boxID: '6C-1',
      subA: 'Lace',
      status: 'General Sort',
      generalSortPhoto: [{ url: 'https://img.test/a.jpg' }],
      generalSortNotes: 'sorted',
    });
    const patch = fake.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({
      records: [
        {
          id: box!.id,
          fields: { Status: 'General Sort', 'General Sort Photo': [{ url: 'https://img.test/a.jpg' }], 'General Sort Notes': 'sorted' },
        },
      ],
      typecast: true,
    });
    await expect(boxes.update([{ id: 'recMissing', fields: { [f.status]: 'Input' } }])).rejects.toBeInstanceOf(BoxNotFoundError);
  });

  it('finds one box by its Box ID with one filtered request, whatever the size of the table, trimmed and upper-cased', async () => {
    const boxes = table();
    await boxes.create(
      Array.from({ length: 12 }, (_, i) => ({
        [f.boxId]: `1-${i + 1}`,
        [f.productType]: 'Zippers',
        [f.size]: 'Blue Bin',
        [f.status]: 'New Box',
      })),
    );
    fake.records.push({ id: 'recTyped', createdTime: '', fields: { 'Box ID': ' 9c-4 ', 'Product Type': 'Buttons', Status: 'Input' } });
    fake.requests.length = 0;
    expect(await boxes.findByBoxId(' 1-12 ')).toMatchObject({ boxID: '1-12', productType: 'Zippers' });
    // A Box ID typed into Airtable by hand in lower case is still found, as the scan found it.
    expect(await boxes.findByBoxId('9C-4')).toMatchObject({ id: 'recTyped', productType: 'Buttons' });
    expect(await boxes.findByBoxId('1-13')).toBeUndefined();
    expect(
      fake.requests.map((r) => [
        r.method,
        new URL(r.url, 'http://x').searchParams.get('view'),
        new URL(r.url, 'http://x').searchParams.get('filterByFormula'),
      ]),
    ).toEqual([
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='1-12'"],
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='9C-4'"],
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='1-13'"],
    ]);
  });

  it('escapes quotes and backslashes in the formula, so a hostile Box ID matches only itself', async () => {
    const boxes = table();
    const hostile = ["X' OR TRUE() OR '", "A\\' OR TRUE() OR '", 'BACK\\SLASH', "O'BRIEN-1", 'END\\'];
    await boxes.create(['1-1', ...hostile].map((id) => ({ [f.boxId]: id, [f.productType]: 'Zippers', [f.status]: 'New Box' })));
    for (const id of hostile) expect((await boxes.findByBoxId(id))?.boxID, id).toBe(id);
    // Not a box, and not a formula that matches every record (or one Airtable refuses).
    for (const id of ["' OR TRUE() OR '", "\\' OR TRUE() OR '", "1-1' & '"]) expect(await boxes.findByBoxId(id), id).toBeUndefined();
  });

  it('retries a 429 and then succeeds, waiting 2 s then 4 s; gives up after a bounded number of tries', async () => {
    const clock = virtualSleep();
    const { taken, limiter } = countingLimiter();
    const boxes = createAirtableBoxTable({ token: TOKEN, baseId: BASE, endpointUrl: fake.url, maxRetries: 2, sleep: clock.sleep, limiter });
    fake.rateLimitNext(2);
    expect(await boxes.list()).toEqual([]);
    expect(fake.requests).toHaveLength(3);
    expect(clock.waits).toEqual([2000, 4000]);
    fake.rateLimitNext(5);
    await expect(boxes.list()).rejects.toBeInstanceOf(BoxTableError);
    expect(fake.requests).toHaveLength(6);
    expect(clock.waits).toEqual([2000, 4000, 2000, 4000]);
    // Every try, retries too, waited its turn at the limiter.
    expect(taken.count).toBe(6);
    fake.rateLimitNext(0);
  });

  it('starts no request before the limiter lets it (the limiter itself is tested on fake timers above)', async () => {
    const gate: (() => void)[] = [];
    const boxes = createAirtableBoxTable({
      token: TOKEN,
      baseId: BASE,
      endpointUrl: fake.url,
      limiter: () => new Promise<void>((resolve) => void gate.push(resolve)),
    });
    const lists = Promise.all(Array.from({ length: 3 }, () => boxes.list()));
    await vi.waitFor(() => expect(gate).toHaveLength(3));
    expect(fake.requests).toHaveLength(0);
    gate.shift()!();
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    for (const open of gate.splice(0)) open();
    await lists;
    expect(fake.requests).toHaveLength(3);
  });

  it('turns a refusal into a BoxTableError, never an HTTP status of its own', async () => {
    const wrong = createAirtableBoxTable({ token: 'patWrong', baseId: BASE, endpointUrl: fake.url });
    const error = await wrong.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoxTableError);
    expect((error as { statusCode?: number }).statusCode).toBeUndefined();
  });
});

describe.each(engines)('box routes with the Airtable table on $name', (engine) => {
  let fake: Awaited<ReturnType<typeof startFakeAirtable>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeAirtable({ token: TOKEN, baseId: BASE, table: BOX_TABLE.table, view: BOX_TABLE.view });
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-airtable-')) }, undefined, {
      boxTable: createAirtableBoxTable({ token: TOKEN, baseId: BASE, endpointUrl: fake.url, retryDelayMs: 5 }),
    });
    await t.services.users.add('air@selvage.test', 'airtable password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { user_email: 'air@selvage.test', user_pass: 'airtable password' },
    });
    cookie = `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...headers } });
  /** The test clock moves on by days between updates, past a session's idle limit: sign in again. */
  const nextDay = async () => {
    t.clock.advance(24 * 60 * 60 * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { user_email: 'air@selvage.test', user_pass: 'airtable password' },
    });
    cookie = `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
  };
  const lace = { productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' };

  it('counts from the records already in Airtable, creates once per key, moves a box on, and answers 502 when Airtable refuses', async () => {
    fake.records.push(
      { id: 'recOld1', createdTime: '', fields: { 'Box ID': '6C-1', 'Product Type': 'Trim', 'Sub A': 'Lace', Status: 'Input' } },
      {
        id: 'recOld2',
        createdTime: '',
        fields: { 'Box ID': '6C-4', 'Product Type': 'Trim', 'Sub A': 'Lace', Status: 'New Box', 'General Sort Notes': 'Mostly cream lace' },
      },
    );
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: 5 });
    const made = await post('/product/boxes', lace, { 'idempotency-key': 'draft-air-00001' });
    expect(made.json()).toMatchObject({ id: expect.stringMatching(/^rec/), boxID: '6C-5', status: 'New Box' });
    expect(fake.records.at(-1)!.fields).toEqual({
      'Box ID': '6C-5',
      'Product Type': 'Trim',
      'Sub A': 'Lace',
      'Sub B': '',
      'Size of Box': 'Large Bin',
      Status: 'New Box',
    });
    // The same tap again: the same record, not a second one in Airtable.
    expect((await post('/product/boxes', lace, { 'idempotency-key': 'draft-air-00001' })).body).toBe(made.body);
    expect(fake.records.filter((r) => r.fields['Box ID'] === '6C-5')).toHaveLength(1);

    const moved = await post('/product/box_status', { boxID: '6C-4', notes: 'all white', photos: ['https://img.test/b.jpg'] });
    expect(moved.json()).toMatchObject({
      id: 'recOld2',
      status: 'General Sort',
      generalSortPhoto: [{ url: 'https://img.test/b.jpg' }],
      generalSortNotes: 'Mostly cream lace\n2026-11-22 air@selvage.test: all white',
    });

    await nextDay();
    await post('/product/box_status', {
      boxID: '6C-4',
      fromStatus: 'General Sort',
      notes: 'about 40 m',
      photos: ['https://img.test/m.jpg'],
    });
    await nextDay();
    const input = await post('/product/box_status', {
      boxID: '6C-4',
      fromStatus: 'Measured',
      notes: 'more lace found',
      photos: ['https://img.test/c.jpg'],
    });
    expect(input.statusCode).toBe(200);
    // Airtable keeps the attachments it holds only when their ids are sent back, so the earlier photo goes back by id.
    const attachmentB = (fake.records.find((r) => r.id === 'recOld2')!.fields['General Sort Photo'] as { id: string; url: string }[])[0]!;
    const patch = fake.requests.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(patch.body).toEqual({
      records: [
        {
          id: 'recOld2',
          fields: {
            Status: 'Input',
            'General Sort Photo': [{ id: attachmentB.id }, { url: 'https://img.test/c.jpg' }],
            'General Sort Notes': 'Mostly cream lace\n2026-11-22 air@selvage.test: all white\n2026-11-24 air@selvage.test: more lace found',
          },
        },
      ],
      typecast: true,
    });
    expect(fake.records.find((r) => r.id === 'recOld2')!.fields).toMatchObject({
      Status: 'Input',
      'General Sort Photo': [{ id: attachmentB.id, url: 'https://img.test/b.jpg' }, { url: 'https://img.test/c.jpg' }],
      'General Sort Notes': 'Mostly cream lace\n2026-11-22 air@selvage.test: all white\n2026-11-24 air@selvage.test: more lace found',
      'Measured Photo': [{ url: 'https://img.test/m.jpg' }],
      'Measured Notes': '2026-11-23 air@selvage.test: about 40 m',
    });
    const history = (
      await t.app.inject({ method: 'GET', url: '/product/box_history?boxID=6C-4', headers: { cookie } })
    ).json<BoxHistoryResponse>().history;
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.by, h.notes])).toEqual([
      ['Measured', 'Input', 'air@selvage.test', 'more lace found'],
      ['General Sort', 'Measured', 'air@selvage.test', 'about 40 m'],
      ['New Box', 'General Sort', 'air@selvage.test', 'all white'],
    ]);

    // The label mail reads the box from Airtable by its ID alone: one filtered request, not the whole view.
    fake.requests.length = 0;
    const mailed = await post('/product/inventory_supply_label_email', { boxID: ' 6c-4 ' });
    expect(mailed.json()).toEqual({ message: 'Label for box 6C-4 sent.' });
    expect(fake.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('filterByFormula'))).toEqual([
      "UPPER(TRIM({Box ID}))='6C-4'",
    ]);

    fake.rateLimitNext(10);
    const down = await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: 'The box table could not be reached. Please retry or Contact administrator' });
    fake.rateLimitNext(0);
  });
});
