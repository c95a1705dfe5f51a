import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, freshPostgresDatabase, postgresOnly } from '../test/databases';
import { openDatabase, type DatabaseHandle } from './connection';
import { idempotencyKeys } from './schema';
import { postgresInstance } from './server-instance';
import { ConflictError } from '../errors';
import { createIdempotency, sha256 } from '../services/idempotency';
import { canonical } from '../../shared/edit/record-version';

/**
 * A claim names the server instance holding it (issue 29 item 3): while that instance runs the
 * claim is respected, once it no longer runs it is taken over at once, not after STALE_CLAIM_MS.
 */
describe.each(engines)('claims and the instance holding them, on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('a claim left by an earlier start of this database is taken over at once', async () => {
    const { db, instance } = handle;
    // As a server killed mid-request leaves it: in flight, a second ago, by another start.
    const earlier = (await instance.id()) + 1_000;
    const requestHash = sha256(canonical('again'));
    await db.insert(idempotencyKeys).values({ key: 'left-behind', requestHash, state: 'in_flight', claimedAt: 1_000, holder: earlier });
    const once = createIdempotency(db, instance, () => 2_000);
    expect(
      await once.once(
        'left-behind',
        'again',
        () => Promise.resolve('done'),
        () => 'reused',
      ),
    ).toBe('done');
  });

  it('a claim this running instance holds is still in flight to a second request', async () => {
    const { db, instance } = handle;
    const once = createIdempotency(db, instance, () => 5_000);
    let finish!: () => void;
    const first = once.once(
      'held',
      'r',
      () => new Promise<string>((resolve) => (finish = () => resolve('first'))),
      () => 'reused',
    );
    await expect.poll(async () => (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'held'))).length).toBe(1);
    await expect(
      once.once(
        'held',
        'r',
        () => Promise.resolve('second'),
        () => 'reused',
      ),
    ).rejects.toBeInstanceOf(ConflictError);
    finish();
    expect(await first).toBe('first');
  });
});

describe.each(postgresOnly)('app servers sharing $name', () => {
  it("a live server's claim is left to it; once its session ends, another server takes it over at once", async () => {
    const database = await freshPostgresDatabase();
    const a = await openDatabase({ kind: 'postgres', url: database.url });
    const b = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      const clock = () => 10_000;
      const onA = createIdempotency(a.db, a.instance, clock);
      const onB = createIdempotency(b.db, b.instance, clock);
      const stuck = onA.once(
        'shared',
        'r',
        () => new Promise<string>(() => undefined),
        () => 'reused',
      );
      stuck.catch(() => undefined);
      await expect.poll(async () => (await b.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'shared'))).length).toBe(1);
      expect((await b.instance.running([await a.instance.id()])).has(await a.instance.id())).toBe(true);
      await expect(
        onB.once(
          'shared',
          'r',
          () => Promise.resolve('b'),
          () => 'reused',
        ),
      ).rejects.toBeInstanceOf(ConflictError);

      // Server A is gone (its lock's session ended, as a killed process's socket ends it).
      await a.instance.close();
      expect(
        await onB.once(
          'shared',
          'r',
          () => Promise.resolve('b'),
          () => 'reused',
        ),
      ).toBe('b');
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });

  it('the lock of a closed instance is gone at once from pg_locks', async () => {
    const database = await freshPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    const other = postgresInstance(database.url, handle.db);
    try {
      const id = await other.id();
      expect([...(await handle.instance.running([id]))]).toEqual([id]);
      await other.close();
      expect([...(await handle.instance.running([id]))]).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
