import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { engines, freshPostgresDatabase } from '../test/databases';
import { AIRTABLE_REQUESTS_PER_SECOND } from '../adapters/box-table/airtable';
import { createSharedRateGate } from './rate-gate';

/** A clock that stands still and waits that take no time, each one recorded. */
function stillClock(at: number) {
  const waits: number[] = [];
  return { waits, now: () => at, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

describe.each(engines)('the shared rate gate on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('spaces starts a fifth of a second apart at 5 a second, so no second holds more than 5', async () => {
    const clock = stillClock(1_000_000);
    const gate = createSharedRateGate(handle.db, 'spacing', { perSecond: 5, ...clock });
    for (let i = 0; i < 7; i++) await gate.take();
    expect(clock.waits).toEqual([200, 400, 600, 800, 1000, 1200]);
  });

  it("lets a start at once when the gate's last slot is past; each gate is its own", async () => {
    const early = stillClock(2_000_000);
    const gate = createSharedRateGate(handle.db, 'idle', { perSecond: 5, ...early });
    await gate.take();
    const later = stillClock(2_005_000);
    await createSharedRateGate(handle.db, 'idle', { perSecond: 5, ...later }).take();
    await createSharedRateGate(handle.db, 'another', { perSecond: 5, ...later }).take();
    expect([...early.waits, ...later.waits]).toEqual([]);
  });

  it("at Airtable's pace, starts whose arrival lags by up to 100 ms never put 6 into one of Airtable's seconds", async () => {
    const clock = stillClock(4_000_000);
    const gate = createSharedRateGate(handle.db, 'airtable:margin', { perSecond: AIRTABLE_REQUESTS_PER_SECOND, ...clock });
    for (let i = 0; i < 12; i++) await gate.take();
    const starts = [0, ...clock.waits];
    // The worst case: one request arrives 100 ms late, the fifth after it at once.
    for (let i = 5; i < starts.length; i++) expect(starts[i]! - starts[i - 5]!, `start ${i}`).toBeGreaterThan(1000 + 100);
  });

  it('holds every start until a penalty is over, and a shorter hold never moves it back', async () => {
    const clock = stillClock(3_000_000);
    const gate = createSharedRateGate(handle.db, 'penalty', { perSecond: 5, ...clock });
    await gate.take();
    await gate.holdUntil(3_030_000);
    await gate.holdUntil(3_010_000);
    await gate.take();
    await gate.take();
    expect(clock.waits).toEqual([30_000, 30_200]);
  });
});

describe('two app servers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: DatabaseHandle[];
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    servers = [await openDatabase({ kind: 'postgres', url: database.url })];
    servers.push(await openDatabase({ kind: 'postgres', url: database.url }));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await database.drop();
  });

  it('share one rate: 20 starts at once from both take 20 distinct slots 200 ms apart, and a hold on one holds the other', async () => {
    const clocks = [stillClock(5_000_000), stillClock(5_000_000)];
    const gates = servers.map((s, i) => createSharedRateGate(s.db, 'airtable:appBase', { perSecond: 5, ...clocks[i]! }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => gates[i % 2]!.take()));
    expect(clocks.every((c) => c.waits.length > 0)).toBe(true);
    const waits = [0, ...clocks.flatMap((c) => c.waits)].sort((a, b) => a - b);
    expect(waits).toEqual(Array.from({ length: 20 }, (_, i) => i * 200));

    await gates[0]!.holdUntil(5_100_000);
    const after = stillClock(5_050_000);
    await createSharedRateGate(servers[1]!.db, 'airtable:appBase', { perSecond: 5, ...after }).take();
    expect(after.waits).toEqual([50_000]);
  });
});
