/**
 * Box writes kept over Airtable's monthly limit (issue 41): the decorator around the Airtable
 * adapter against the strict fake switched over its limit and back, on each database engine; and
 * the box routes on top of it. What every box table does is in box-table.contract.ts (run against
 * this decorator too).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { boxUpdateFields } from '../../../shared/boxes/box-status';
import { BOX_TABLE_LIMIT_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxListResponse, BoxRecord } from '../../../shared/schemas/box-api';
import type { DatabaseHandle } from '../../db/connection';
import { boxTableCopy, boxTableKept } from '../../db/schema';
import type { BoxFields } from '../../ports/box-table.port';
import { engines } from '../../test/databases';
import { staffCookie, startTestApp, type TestApp } from '../../test/app-harness';
import {
  startFakeAirtable,
  virtualClock,
  virtualRateGate,
  type FakeAirtable,
  type FakeAirtableOptions,
  type VirtualClock,
} from '../../test/fake-airtable';
import { createAirtableBoxTable } from './airtable';
import { keepOverLimit, KEPT_PROBE_EVERY_MS, KEPT_PROBLEM_RETRY_MS, type KeptOverLimitTable } from './kept-over-limit';

const TOKEN = 'patKeptToken.0123456789abcdef';
const BASE = 'appKeptBase0001';
const FAKE: FakeAirtableOptions = { token: TOKEN, baseId: BASE, table: BOX_TABLE.table, view: BOX_TABLE.view };
const f = BOX_TABLE.fields;
const box = (boxID: string): BoxFields => ({ [f.boxId]: boxID, [f.productType]: 'Zippers', [f.size]: 'Blue Bin', [f.status]: 'New Box' });
const BY = 'staff@selvage.test';
/** A notes line as boxUpdateFields writes it on `at`. */
const noteOn = (at: number, notes: string) => `${new Date(at).toISOString().slice(0, 10)} ${BY}: ${notes}`;
/** The update the service writes: the next status, with notes. */
const nextStatus = (record: BoxRecord, notes: string, at: number) => ({
  id: record.id,
  fields: boxUpdateFields(record, { photos: [], notes, at, by: BY }),
});

describe.each(engines)('box writes kept over the monthly limit on $name', (engine) => {
  let handle: DatabaseHandle;
  let fake: FakeAirtable;
  let clock: VirtualClock;
  let gate: ReturnType<typeof virtualRateGate>;
  let logged: string[];

  /** One app server's box table: the Airtable adapter on the fake, kept over its limit in this database. */
  const server = (): KeptOverLimitTable =>
    keepOverLimit(
      createAirtableBoxTable({ token: TOKEN, baseId: BASE, endpointUrl: fake.url, gate, now: clock.now, sleep: clock.sleep }),
      handle.db,
      { now: clock.now, holders: handle.instance, log: (message) => logged.push(message) },
    );
  const writes = () => fake.requests.filter((r) => r.method !== 'GET');
  const recordsOf = (boxID: string) => fake.records.filter((r) => r.fields[f.boxId] === boxID);
  const keptRows = () => handle.db.select().from(boxTableKept);
  /** Past the interval, with the limit reset: the next turn may ask Airtable. */
  const reset = () => {
    fake.spendQuota(false);
    clock.advance(KEPT_PROBE_EVERY_MS);
  };

  beforeAll(async () => {
    clock = virtualClock();
    handle = await engine.open();
    fake = await startFakeAirtable({ ...FAKE, now: () => clock.now() });
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
  });
  beforeEach(async () => {
    // A day after the last test, on tables of its own: nothing of the last test is kept or waits.
    clock.advance(KEPT_PROBLEM_RETRY_MS);
    gate = virtualRateGate(clock);
    logged = [];
    fake.spendQuota(false);
    fake.records.length = 0;
    fake.requests.length = 0;
    await handle.db.delete(boxTableKept);
    await handle.db.delete(boxTableCopy);
  });
  afterEach(() => {
    // Paced by the gate, nothing here meets Airtable's per-second limit; only its monthly one.
    expect(fake.requests.filter((r) => r.status === 429 && JSON.stringify(r).includes('RATE_LIMIT_REACHED'))).toEqual([]);
  });

  it('keeps two creates and an update while over the limit, reads them from the copy, then sends each once, in order, with the real ids', async () => {
    const table = server();
    const [first] = await table.create([box('6C-1')]);
    expect(first!.id).toMatch(/^rec/);

    fake.spendQuota();
    fake.requests.length = 0;
    const [second] = await table.create([box('6C-2')]);
    const [third] = await table.create([box('6C-3')]);
    expect(second).toMatchObject({ id: expect.stringMatching(/^kept:\d+$/), boxID: '6C-2', status: 'New Box', kept: true });
    expect(third).toMatchObject({ id: expect.stringMatching(/^kept:\d+$/), boxID: '6C-3', kept: true });
    const sorted = await table.update([nextStatus(first!, 'all white', clock.now())]);
    expect(sorted).toEqual([{ ...first, status: 'General Sort', generalSortNotes: noteOn(clock.now(), 'all white'), kept: true }]);
    // An update of a box not yet sent joins its create.
    const sortedAt = clock.now();
    const [secondSorted] = await table.update([nextStatus(second!, 'blue ones', sortedAt)]);
    expect(secondSorted).toMatchObject({ id: second!.id, boxID: '6C-2', status: 'General Sort', kept: true });

    // Every read works, from the copy with the kept writes applied; the Box IDs of kept creates count.
    const listed = await table.list();
    expect(listed.map((b) => [b.boxID, b.status, b.kept]).sort()).toEqual([
      ['6C-1', 'General Sort', true],
      ['6C-2', 'General Sort', true],
      ['6C-3', 'New Box', true],
    ]);
    expect(await table.findByBoxId(' 6c-2 ')).toEqual(secondSorted);
    expect(await table.findByBoxId('6C-1')).toEqual(sorted[0]);
    expect(await table.findByBoxId('6C-9')).toBeUndefined();
    expect((await table.boxIdsWithBase('6C')).sort()).toEqual(['6C-1', '6C-2', '6C-3']);
    // Airtable was asked once, and refused; nothing reached it.
    expect(fake.requests.map((r) => r.status)).toEqual([429]);
    expect(recordsOf('6C-2')).toEqual([]);

    // Within the interval the sender does not spend a request; past it, still over: one request.
    clock.advance(KEPT_PROBE_EVERY_MS / 2);
    await table.sendKept();
    expect(fake.requests).toHaveLength(1);
    clock.advance(KEPT_PROBE_EVERY_MS);
    await table.sendKept();
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429]);
    expect(await keptRows()).toHaveLength(3);

    reset();
    fake.requests.length = 0;
    await table.sendKept();
    // In the order they were kept: the two creates (the second with its update), then the update.
    expect(writes().map((r) => [r.method, r.body])).toEqual([
      [
        'POST',
        { records: [{ fields: { ...box('6C-2'), [f.status]: 'General Sort', [f.generalSortNotes]: noteOn(sortedAt, 'blue ones') } }] },
      ],
      ['POST', { records: [{ fields: box('6C-3') }] }],
      ['PATCH', { records: [{ id: first!.id, fields: expect.objectContaining({ [f.status]: 'General Sort' }) }] }],
    ]);
    expect(writes().map((r) => r.status)).toEqual([200, 200, 200]);
    for (const boxID of ['6C-1', '6C-2', '6C-3']) expect(recordsOf(boxID), boxID).toHaveLength(1);
    expect(recordsOf('6C-1')[0]!.fields[f.status]).toBe('General Sort');
    expect(await keptRows()).toEqual([]);

    // Read from Airtable again, under the records' real ids, and no longer marked.
    const after = await table.list();
    expect(after.map((b) => [b.boxID, b.status, b.kept]).sort()).toEqual([
      ['6C-1', 'General Sort', undefined],
      ['6C-2', 'General Sort', undefined],
      ['6C-3', 'New Box', undefined],
    ]);
    for (const b of after) expect(b.id).toBe(recordsOf(b.boxID)[0]!.id);
    // Nothing left to send: the sender asks nothing.
    fake.requests.length = 0;
    await table.sendKept();
    expect(fake.requests).toEqual([]);
  });

  it('keeps a later write behind a kept one once Airtable answers again, until the sender sends them in order', async () => {
    const table = server();
    const [made] = await table.create([box('6D-1')]);
    await table.findByBoxId('6D-1');
    fake.spendQuota();
    const [sorted] = await table.update([nextStatus(made!, 'first', clock.now())]);
    reset();
    // Airtable takes requests again, but the box's first update still waits: the second is kept behind it.
    const [measured] = await table.update([nextStatus(sorted!, 'second', clock.now())]);
    expect(measured).toMatchObject({ status: 'Measured', kept: true });
    expect(recordsOf('6D-1')[0]!.fields[f.status]).toBe('New Box');
    fake.requests.length = 0;
    await table.sendKept();
    expect(writes().map((r) => (r.body as { records: { fields: BoxFields }[] }).records[0]!.fields[f.status])).toEqual([
      'General Sort',
      'Measured',
    ]);
    expect(recordsOf('6D-1')[0]!.fields[f.status]).toBe('Measured');
    const now = await table.findByBoxId('6D-1');
    expect(now).toMatchObject({ id: made!.id, status: 'Measured' });
    expect(now!.kept).toBeUndefined();
  });

  it('sends nothing for a Box ID typed into Airtable meanwhile, or for a box whose status moved there by hand: the words wait for staff', async () => {
    const table = server();
    const [moved] = await table.create([box('7A-1')]);
    fake.spendQuota();
    const [kept] = await table.create([box('7A-2')]);
    const [update] = await table.update([nextStatus(moved!, 'sorted', clock.now())]);
    expect(update).toMatchObject({ status: 'General Sort', kept: true });
    // Meanwhile, by hand in Airtable: a box 7A-2, and 7A-1 moved on to Measured.
    fake.records.push({ id: 'recByHand0000001', createdTime: '', fields: { ...box('7A-2'), [f.productType]: 'Trim' } });
    fake.records.find((r) => r.fields[f.boxId] === '7A-1')!.fields[f.status] = 'Measured';

    reset();
    fake.requests.length = 0;
    await table.sendKept();
    expect(writes()).toEqual([]);
    expect(recordsOf('7A-2')).toHaveLength(1);
    expect(recordsOf('7A-1')[0]!.fields[f.status]).toBe('Measured');
    const rows = await keptRows();
    expect(rows.map((r) => [r.op, r.problem])).toEqual([
      ['create', BOX_TABLE_LIMIT_MESSAGES.clash('7A-2')],
      ['update', BOX_TABLE_LIMIT_MESSAGES.changed('7A-1', 'Measured')],
    ]);
    // Staff read the words on the box, which still shows what was kept.
    expect(await table.findByBoxId('7A-2')).toMatchObject({
      id: kept!.id,
      kept: true,
      keptProblem: BOX_TABLE_LIMIT_MESSAGES.clash('7A-2'),
    });
    expect(await table.findByBoxId('7A-1')).toMatchObject({
      status: 'General Sort',
      kept: true,
      keptProblem: BOX_TABLE_LIMIT_MESSAGES.changed('7A-1', 'Measured'),
    });

    // They are not tried again at every turn (each try costs a request), but once a day, and kept.
    fake.requests.length = 0;
    clock.advance(KEPT_PROBE_EVERY_MS);
    await table.sendKept();
    expect(fake.requests).toEqual([]);
    clock.advance(KEPT_PROBLEM_RETRY_MS);
    await table.sendKept();
    expect(writes()).toEqual([]);
    expect(await keptRows()).toHaveLength(2);
    // Once staff give the hand-typed box another ID in Airtable, the kept one is sent at the next try.
    fake.records.find((r) => r.id === 'recByHand0000001')!.fields[f.boxId] = '7A-20';
    clock.advance(KEPT_PROBLEM_RETRY_MS);
    fake.requests.length = 0;
    await table.sendKept();
    expect(writes().map((r) => r.method)).toEqual(['POST']);
    expect(recordsOf('7A-2')).toHaveLength(1);
    expect((await keptRows()).map((r) => r.op)).toEqual(['update']);
  });

  it('two app servers on one database send each kept write once', async () => {
    const [one, two] = [server(), server()];
    fake.spendQuota();
    await one.create([box('8A-1')]);
    await two.create([box('8A-2')]);
    await one.create([box('8A-3')]);
    reset();
    fake.requests.length = 0;
    await Promise.all([one.sendKept(), two.sendKept(), one.sendKept(), two.sendKept()]);
    await Promise.all([one.sendKept(), two.sendKept()]);
    expect(writes().map((r) => (r.body as { records: { fields: BoxFields }[] }).records[0]!.fields[f.boxId])).toEqual([
      '8A-1',
      '8A-2',
      '8A-3',
    ]);
    for (const boxID of ['8A-1', '8A-2', '8A-3']) expect(recordsOf(boxID), boxID).toHaveLength(1);
    expect(await keptRows()).toEqual([]);
  });

  it("makes no second record after the answer to a kept create's send is lost, and sends the box's later update to its real id", async () => {
    const table = server();
    fake.spendQuota();
    const [kept] = await table.create([box('9B-1')]);
    reset();
    fake.requests.length = 0;
    // The lookup is answered, the create is carried out, and its answer never arrives.
    fake.loseAnswerNext(1, 'POST');
    await table.sendKept();
    expect(recordsOf('9B-1')).toHaveLength(1);
    expect(logged.join('\n')).toContain('no answer');
    expect(await keptRows()).toHaveLength(1);

    // The page still shows the kept box; an update of it is kept, behind the create.
    const shown = await table.findByBoxId('9B-1');
    expect(shown).toMatchObject({ id: kept!.id, kept: true });
    await table.update([nextStatus(shown!, 'lost and found', clock.now())]);

    fake.requests.length = 0;
    clock.advance(KEPT_PROBE_EVERY_MS);
    await table.sendKept();
    expect(writes().map((r) => [r.method, (r.body as { records: { id?: string }[] }).records[0]!.id])).toEqual([
      ['PATCH', recordsOf('9B-1')[0]!.id],
    ]);
    expect(recordsOf('9B-1')).toHaveLength(1);
    expect(recordsOf('9B-1')[0]!.fields[f.status]).toBe('General Sort');
    expect(await keptRows()).toEqual([]);
  });
});

describe.each(engines)('box routes over the monthly limit on $name', (engine) => {
  let fake: FakeAirtable;
  let t: TestApp;
  let cookie: string;
  let table: KeptOverLimitTable;
  let clock: VirtualClock;

  beforeAll(async () => {
    clock = virtualClock();
    fake = await startFakeAirtable({ ...FAKE, now: clock.now });
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-kept-')) }, undefined, (db) => {
      table = keepOverLimit(
        createAirtableBoxTable({
          token: TOKEN,
          baseId: BASE,
          endpointUrl: fake.url,
          gate: virtualRateGate(clock),
          now: clock.now,
          sleep: clock.sleep,
        }),
        db,
        { now: clock.now },
      );
      return { boxTable: table };
    });
    cookie = await staffCookie(t, 'kept@selvage.test');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...headers } });

  it('answers a box made and moved on over the limit as kept, lists it, mails its label, and shows the words of a write that waits', async () => {
    fake.records.push({ id: 'recOld0000000001', createdTime: '', fields: { ...box('6C-1'), [f.productType]: 'Trim', [f.subA]: 'Lace' } });
    fake.spendQuota();
    const lace = { productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' };
    // The count comes from the copy: 6C-1 is not in it yet (never read here), so the lookup of the
    // list first fills it.
    fake.spendQuota(false);
    expect((await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } })).statusCode).toBe(200);
    fake.spendQuota();

    const made = await post('/product/boxes', lace, { 'idempotency-key': 'draft-kept-0001' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: expect.stringMatching(/^kept:/), boxID: '6C-2', status: 'New Box', kept: true });
    const moved = await post('/product/box_status', { boxID: '6C-2', fromStatus: 'New Box', photos: [], notes: 'all white' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ boxID: '6C-2', status: 'General Sort', kept: true });
    const mailed = await post('/product/inventory_supply_label_email', { boxID: '6C-2' });
    expect(mailed.json()).toEqual({ message: 'Label for box 6C-2 sent.' });
    expect(fake.records).toHaveLength(1);

    // A box typed into Airtable by hand meanwhile: the kept one waits with words staff read on the list.
    fake.records.push({ id: 'recByHand0000002', createdTime: '', fields: box('6C-2') });
    fake.spendQuota(false);
    clock.advance(KEPT_PROBE_EVERY_MS);
    await table.sendKept();
    fake.spendQuota();
    clock.advance(KEPT_PROBE_EVERY_MS);
    const listed = (await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } })).json<BoxListResponse>();
    expect(listed.boxes.find((b) => b.id.startsWith('kept:'))).toMatchObject({
      boxID: '6C-2',
      status: 'General Sort',
      kept: true,
      keptProblem: BOX_TABLE_LIMIT_MESSAGES.clash('6C-2'),
    });
  });
});
