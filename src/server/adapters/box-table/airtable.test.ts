/**
 * What only the Airtable adapter does: its requests (batches, pages, formulas, `fields[]`, no
 * typecast), Airtable's limits (the rate gate, the 30-s penalty, the monthly allowance), its words
 * for a refused value, `ready()` against the base's schema, and the routes on top of it. What every
 * box table does is in box-table.contract.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { BOX_TABLE_LIMIT_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxHistoryResponse } from '../../../shared/schemas/box-api';
import { BoxFieldRefusedError, BoxTableError, BoxTableSetupError, type BoxTablePort } from '../../ports/box-table.port';
import type { RateGate } from '../../services/rate-gate';
import {
  startFakeAirtable,
  virtualClock,
  virtualRateGate,
  type FakeAirtable,
  type FakeAirtableOptions,
  type VirtualClock,
} from '../../test/fake-airtable';
import { engines } from '../../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../../test/app-harness';
import { createAirtableBoxTable, inProcessRateGate, rateLimiter, type AirtableBoxTableOptions } from './airtable';

const TOKEN = 'patFakeToken.0123456789abcdef';
const BASE = 'appFakeBase0001';
const f = BOX_TABLE.fields;
const FAKE: FakeAirtableOptions = { token: TOKEN, baseId: BASE, table: BOX_TABLE.table, view: BOX_TABLE.view };
const params = (r: { url: string }) => new URL(r.url, 'http://x').searchParams;
const zipperBox = (boxID: string) => ({ [f.boxId]: boxID, [f.productType]: 'Zippers', [f.size]: 'Blue Bin', [f.status]: 'New Box' });

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

  it('the in-process gate starts nothing while held, then still no more than 5 a second', async () => {
    const gate = inProcessRateGate({ perSecond: 5 });
    const starts: number[] = [];
    await gate.holdUntil(30_000);
    const all = Promise.all(Array.from({ length: 7 }, () => gate.take().then(() => starts.push(Date.now()))));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([30_000, 30_000, 30_000, 30_000, 30_000]);
    await vi.advanceTimersByTimeAsync(2000);
    await all;
    // The sixth and seventh wait for the first second after the hold to be over.
    for (const start of starts.slice(5)) expect(start).toBeGreaterThanOrEqual(31_000);
  });
});

describe('Airtable box table against the strict fake', () => {
  let fake: FakeAirtable;
  let clock: VirtualClock;
  let gate: ReturnType<typeof virtualRateGate>;
  const table = (more: Partial<AirtableBoxTableOptions> = {}) =>
    createAirtableBoxTable({ token: TOKEN, baseId: BASE, endpointUrl: fake.url, gate, now: clock.now, sleep: clock.sleep, ...more });
  /** The adapter's Box table error for a call that must fail. */
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => expect.fail('expected a failure'),
      (error: unknown) => error,
    );

  beforeAll(async () => {
    clock = virtualClock();
    fake = await startFakeAirtable({ ...FAKE, now: () => clock.now() });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    // A minute after the last test: the fake's penalty and its count of the last second are over.
    clock = virtualClock(clock.now() + 60_000);
    gate = virtualRateGate(clock);
    fake.records.length = 0;
    fake.requests.length = 0;
    fake.rateLimitNext(0);
    fake.spendQuota(false);
  });

  it('writes in batches of 10 without typecast, and reads every page of the Full List view', async () => {
    const boxes = table();
    const made = await boxes.create(Array.from({ length: 12 }, (_, i) => zipperBox(`1-${i + 1}`)));
    expect(made.map((b) => b.boxID)).toEqual(Array.from({ length: 12 }, (_, i) => `1-${i + 1}`));
    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { records: unknown[] }).records.length)).toEqual([10, 2]);
    // A select option Airtable lacks must be refused, never added to the base behind the owner's back.
    for (const post of posts) expect(Object.keys(post.body as object)).toEqual(['records']);

    expect((await boxes.list()).map((b) => b.boxID)).toEqual(made.map((b) => b.boxID));
    const gets = fake.requests.filter((r) => r.method === 'GET');
    // 12 records at the fake's 3 per page: 4 pages, each after the first asking for the offset it was given.
    expect(gets.map((r) => params(r).get('offset'))).toEqual([null, 'itrFake/3', 'itrFake/6', 'itrFake/9']);
    expect(gets.every((r) => params(r).get('view') === 'Full List')).toBe(true);
    // Every request waited its turn at the gate.
    expect(gate.taken).toBe(fake.requests.length);
  });

  it('finds one box with one filtered request, its Box ID trimmed and upper-cased, also one typed into Airtable by hand', async () => {
    const boxes = table();
    await boxes.create(Array.from({ length: 12 }, (_, i) => zipperBox(`1-${i + 1}`)));
    fake.records.push({ id: 'recTyped', createdTime: '', fields: { 'Box ID': ' 9c-4 ', 'Product Type': 'Buttons', Status: 'Input' } });
    fake.requests.length = 0;
    expect(await boxes.findByBoxId(' 1-12 ')).toMatchObject({ boxID: '1-12', productType: 'Zippers' });
    expect(await boxes.findByBoxId('9C-4')).toMatchObject({ id: 'recTyped', productType: 'Buttons' });
    expect(await boxes.findByBoxId('1-13')).toBeUndefined();
    expect(
      fake.requests.map((r) => [r.method, params(r).get('view'), params(r).get('filterByFormula'), params(r).get('maxRecords')]),
    ).toEqual([
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='1-12'", '1'],
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='9C-4'", '1'],
      ['GET', 'Full List', "UPPER(TRIM({Box ID}))='1-13'", '1'],
    ]);
  });

  it("reads a base's Box IDs with filtered requests for the Box ID field alone, every page, as stored", async () => {
    const boxes = table();
    await boxes.create(['6C-1', '6C-2', '6C-3', '6C-4', '16C-1', '6CX-1', '9B10-1'].map(zipperBox));
    fake.records.push({ id: 'recTyped', createdTime: '', fields: { 'Box ID': ' 6c-9 ', 'Product Type': 'Trim', Status: 'Input' } });
    fake.requests.length = 0;
    expect(await boxes.boxIdsWithBase('6c')).toEqual(['6C-1', '6C-2', '6C-3', '6C-4', ' 6c-9 ']);
    // 5 matching records at 3 per page: 2 requests, each reading only the Box ID of the base's records.
    expect(fake.requests.map((r) => [params(r).get('view'), params(r).getAll('fields[]'), params(r).get('filterByFormula')])).toEqual([
      ['Full List', ['Box ID'], "LEFT(UPPER(TRIM({Box ID})),3)='6C-'"],
      ['Full List', ['Box ID'], "LEFT(UPPER(TRIM({Box ID})),3)='6C-'"],
    ]);
  });

  it('names the field and the value Airtable refused (its own words name only the value); staff read the usual words', async () => {
    const boxes = table();
    const [made] = await boxes.create([zipperBox('5-1')]);
    const error = await failureOf(boxes.update([{ id: made!.id, fields: { [f.status]: 'Archived' } }]));
    expect(error).toBeInstanceOf(BoxFieldRefusedError);
    expect((error as Error).message).toBe(
      'Airtable refused the value "Archived" for the field "Status" (INVALID_MULTIPLE_CHOICE_OPTIONS: Insufficient permissions to create new select option ""Archived""): add the option in Airtable',
    );
    expect((error as BoxTableError).staffMessage).toBeUndefined();
  });

  it("waits Airtable's 30-s penalty out after a 429, with the in-process gate, and then succeeds", async () => {
    const boxes = table({ gate: undefined });
    fake.penalize();
    expect(await boxes.list()).toEqual([]);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(clock.waits).toEqual([30_000]);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBe(30_000);
  });

  it("holds every app server's gate after a 429: another server's request waits the penalty out too", async () => {
    const serverB = table();
    let other: Promise<unknown> | undefined;
    // Another server's request comes the moment the 429 is answered.
    const shared: RateGate = {
      take: () => gate.take(),
      holdUntil: (atMs) => {
        other ??= serverB.findByBoxId('1-1');
        return gate.holdUntil(atMs);
      },
    };
    const boxesA = createAirtableBoxTable({
      token: TOKEN,
      baseId: BASE,
      endpointUrl: fake.url,
      gate: shared,
      now: clock.now,
      sleep: clock.sleep,
    });
    fake.penalize();
    expect(await boxesA.list()).toEqual([]);
    await other;
    const [refused, ...after] = fake.requests;
    expect(refused!.status).toBe(429);
    expect(gate.holds).toEqual([refused!.at + 30_000]);
    expect(after.map((r) => r.status)).toEqual([200, 200]);
    for (const r of after) expect(r.at).toBeGreaterThanOrEqual(refused!.at + 30_000);
  });

  it('gives up after one retry with the slow-down words for staff, holding the gate again', async () => {
    fake.rateLimitNext(2);
    const error = await failureOf(table().list());
    expect(error).toBeInstanceOf(BoxTableError);
    expect((error as BoxTableError).staffMessage).toBe(BOX_TABLE_LIMIT_MESSAGES.slowDown);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429]);
    expect(gate.holds).toHaveLength(2);
  });

  it("does not retry when the month's API calls are spent: one request, no wait, and the monthly words for staff", async () => {
    fake.spendQuota();
    const error = await failureOf(table().create([zipperBox('7-1')]));
    expect(error).toBeInstanceOf(BoxTableError);
    expect((error as BoxTableError).staffMessage).toBe(BOX_TABLE_LIMIT_MESSAGES.monthlyLimit);
    expect((error as Error).message).toContain('PUBLIC_API_BILLING_LIMIT_EXCEEDED');
    expect(fake.requests).toHaveLength(1);
    expect(gate.holds).toEqual([]);
    expect(clock.waits).toEqual([]);
  });

  it('meets a 429 for a 6th request in one second when a gate does not pace, and recovers after the 30-s penalty', async () => {
    let heldUntil = -Infinity;
    const unpaced: RateGate = {
      take: () => (clock.now() < heldUntil ? clock.sleep(heldUntil - clock.now()) : Promise.resolve()),
      holdUntil: (atMs) => Promise.resolve(void (heldUntil = atMs)),
    };
    const boxes = table({ gate: unpaced });
    await Promise.all(Array.from({ length: 6 }, () => boxes.list()));
    const statuses = fake.requests.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses).toHaveLength(7);
    expect(fake.requests.at(-1)!).toMatchObject({ status: 200, at: fake.requests[0]!.at + 30_000 });
  });

  it('starts no request before the gate lets it', async () => {
    const waiting: (() => void)[] = [];
    const boxes = table({
      gate: { take: () => new Promise<void>((resolve) => void waiting.push(resolve)), holdUntil: () => Promise.resolve() },
    });
    const lists = Promise.all(Array.from({ length: 3 }, () => boxes.list()));
    await vi.waitFor(() => expect(waiting).toHaveLength(3));
    expect(fake.requests).toHaveLength(0);
    waiting.shift()!();
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    for (const open of waiting.splice(0)) open();
    await lists;
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on a request Airtable does not answer in time', async () => {
    fake.stallNext(1);
    const error = await failureOf(table({ requestTimeoutMs: 200 }).list());
    expect(error).toBeInstanceOf(BoxTableError);
    expect((error as Error).message).toMatch(/no answer/);
  });

  it('turns a refusal into a BoxTableError, never an HTTP status of its own', async () => {
    const error = await failureOf(table({ token: 'patWrong' }).list());
    expect(error).toBeInstanceOf(BoxTableError);
    expect((error as { statusCode?: number }).statusCode).toBeUndefined();
  });

  it('refuses a retired API key (key...) when it is made, asking for a personal access token', () => {
    expect(() => table({ token: 'keyAbCdEfGhIjKlMn' })).toThrow(BoxTableSetupError);
    expect(() => table({ token: 'keyAbCdEfGhIjKlMn' })).toThrow(/personal access token \(pat\.\.\.\)/);
  });
});

describe('ready(): the base checked against what Selvage writes, in words for whoever set it up', () => {
  let fake: FakeAirtable;
  let boxes: BoxTablePort;
  beforeEach(async () => {
    const clock = virtualClock();
    fake = await startFakeAirtable({ ...FAKE, now: clock.now });
    boxes = createAirtableBoxTable({ token: TOKEN, baseId: BASE, endpointUrl: fake.url, gate: virtualRateGate(clock), now: clock.now });
  });
  afterEach(() => fake.close());
  const problem = () =>
    boxes.ready!().then(
      () => expect.fail('expected a setup error'),
      (error: unknown) => error as Error,
    );
  const choicesOf = (name: string) => fake.schema.fields.find((field) => field.name === name)!.options!.choices;

  it('is ready when the base has the table, the view, every field and every option, reading the schema and one record', async () => {
    await boxes.ready!();
    expect(fake.requests.map((r) => [r.method, new URL(r.url, 'http://x').pathname])).toEqual([
      ['GET', `/v0/meta/bases/${BASE}/tables`],
      ['GET', `/v0/${BASE}/Supplies%20-%20General`],
    ]);
    expect(params(fake.requests[1]!).get('maxRecords')).toBe('1');
  });

  it('names an option a single select lacks', async () => {
    choicesOf('Status').splice(
      choicesOf('Status').findIndex((c) => c.name === 'Measured'),
      1,
    );
    const error = await problem();
    expect(error).toBeInstanceOf(BoxTableSetupError);
    expect(error.message).toBe('Airtable: the field "Status" has no option "Measured"; add it in Airtable');
  });

  it('names a missing field, a field of a type Selvage cannot write, and the missing view, all at once', async () => {
    fake.schema.fields.splice(
      fake.schema.fields.findIndex((field) => field.name === 'Measured Notes'),
      1,
    );
    fake.schema.fields.find((field) => field.name === 'General Sort Photo')!.type = 'url';
    fake.schema.views[0]!.name = 'Grid view';
    const error = await problem();
    expect(error).toBeInstanceOf(BoxTableSetupError);
    expect(error.message.split('\n')).toEqual([
      'Airtable: the table "Supplies - General" has no view "Full List"; add it in Airtable',
      'Airtable: the field "General Sort Photo" has the type url; Selvage needs an attachment field: change its type in Airtable',
      'Airtable: the table "Supplies - General" has no field "Measured Notes"; add it in Airtable (long text)',
    ]);
  });

  it('names a missing table', async () => {
    fake.schema.name = 'Supplies';
    expect((await problem()).message).toBe(
      `Airtable: the base ${BASE} has no table "Supplies - General"; add it, or check AIRTABLE_BASE_ID`,
    );
  });

  it('accepts Sub A as a single select only with every trim type and category', async () => {
    const subA = fake.schema.fields.find((field) => field.name === 'Sub A')!;
    subA.type = 'singleSelect';
    subA.options = {
      choices: ['Fringe', 'Ribbon', 'Lace', 'Tape', 'Cording', 'Webbing', 'Piping', 'Faux Fur', 'Braided', 'Sewing', 'Craft', 'Other'].map(
        (name) => ({ id: `sel${name}`, name }),
      ),
    };
    expect((await problem()).message).toBe('Airtable: the field "Sub A" has no option "Ricrac"; add it in Airtable');
    subA.options.choices.push({ id: 'selRicrac', name: 'Ricrac' });
    await boxes.ready!();
  });

  it('names the scope a token lacks: schema.bases:read for the schema, data.records:read for the records', async () => {
    fake.scopes.delete('schema.bases:read');
    expect((await problem()).message).toMatch(
      /^Airtable refused to show the base's schema \(403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND\): give the token the scope schema\.bases:read/,
    );
    fake.scopes.add('schema.bases:read');
    fake.scopes.delete('data.records:read');
    expect((await problem()).message).toMatch(
      /^Airtable refused to read the records \(403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND\): give the token the scope data\.records:read/,
    );
  });

  it('names every scope for a token Airtable does not know', async () => {
    boxes = createAirtableBoxTable({ token: 'patUnknown.1', baseId: BASE, endpointUrl: fake.url, gate: virtualRateGate(virtualClock()) });
    const error = await problem();
    expect(error).toBeInstanceOf(BoxTableSetupError);
    expect(error.message).toMatch(/401 AUTHENTICATION_REQUIRED/);
    expect(error.message).toContain('data.records:read, data.records:write and schema.bases:read');
  });
});

describe.each(engines)('box routes with the Airtable table on $name', (engine) => {
  let fake: FakeAirtable;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    const clock = virtualClock();
    fake = await startFakeAirtable({ ...FAKE, now: clock.now });
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-airtable-')) }, undefined, {
      boxTable: createAirtableBoxTable({
        token: TOKEN,
        baseId: BASE,
        endpointUrl: fake.url,
        gate: virtualRateGate(clock),
        now: clock.now,
        sleep: clock.sleep,
      }),
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

  it('counts from the records already in Airtable, creates once per key, moves a box on, and answers 502 with the limit in words', async () => {
    fake.records.push(
      { id: 'recOld1', createdTime: '', fields: { 'Box ID': '6C-1', 'Product Type': 'Trim', 'Sub A': 'Lace', Status: 'Input' } },
      {
        id: 'recOld2',
        createdTime: '',
        fields: { 'Box ID': '6C-4', 'Product Type': 'Trim', 'Sub A': 'Lace', Status: 'New Box', 'General Sort Notes': 'Mostly cream lace' },
      },
      { id: 'recOther', createdTime: '', fields: { 'Box ID': '16C-9', 'Product Type': 'Trim', 'Sub A': 'Lace', Status: 'Input' } },
    );
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: 5 });
    const made = await post('/product/boxes', lace, { 'idempotency-key': 'draft-air-00001' });
    expect(made.json()).toMatchObject({ id: expect.stringMatching(/^rec/), boxID: '6C-5', status: 'New Box' });
    // Airtable keeps no empty cell: Sub B, empty for a trim box, is not in the record.
    expect(fake.records.at(-1)!.fields).toEqual({
      'Box ID': '6C-5',
      'Product Type': 'Trim',
      'Sub A': 'Lace',
      'Size of Box': 'Large Bin',
      Status: 'New Box',
    });
    // Counting read only the Box IDs of the base, never the whole table.
    expect(fake.requests.filter((r) => r.method === 'GET' && params(r).get('filterByFormula') === null)).toEqual([]);
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
    expect(fake.requests.map((r) => params(r).get('filterByFormula'))).toEqual(["UPPER(TRIM({Box ID}))='6C-4'"]);

    fake.rateLimitNext(10);
    const slow = await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } });
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toEqual({ message: BOX_TABLE_LIMIT_MESSAGES.slowDown });
    fake.rateLimitNext(0);

    fake.spendQuota();
    const spent = await post('/product/boxes', lace, { 'idempotency-key': 'draft-air-00002' });
    expect(spent.statusCode).toBe(502);
    expect(spent.json()).toEqual({ message: BOX_TABLE_LIMIT_MESSAGES.monthlyLimit });
    fake.spendQuota(false);

    const back = await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } });
    expect(back.statusCode).toBe(200);
  });
});
