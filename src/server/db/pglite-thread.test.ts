import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffCookie, startTestApp } from '../test/app-harness';
import { pgliteFolderFromTemplate, pgliteOnItsThread } from '../test/databases';
import { ROUTE_SAMPLES } from '../test/fuzz/route-samples';
import { DataDirLockedError, openDatabase, startDatabase, type Database, type DatabaseHandle } from './connection';
import { DatabaseStartError } from './errors';
import { startPgliteThread } from './pglite-thread-client';
import { boxHistory, users } from './schema';

/**
 * The embedded database on a data folder runs on its own thread (D108): every query, transaction
 * and error crosses it. These pin what the app relies on, as the in-process PGlite of the other
 * server tests answers it.
 */
const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-thread-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A migrated, empty database folder of its own (this run's template: no initdb). */
const newFolder = () => pgliteFolderFromTemplate(fs.mkdtempSync(path.join(root, 'data-')));

async function opened(dataDir = newFolder()): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  open.push(handle);
  return handle;
}

const addUser = (db: Database, email: string) => db.insert(users).values({ email, passwordHash: 'x' }).returning();
const emails = async (db: Database) => (await db.select({ email: users.email }).from(users).orderBy(users.email)).map((u) => u.email);
/** The emails that start with `tag`: the rows of one test on the shared database. */
const emailsOf = async (db: Database, tag: string) =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, `${tag}%`))
      .orderBy(users.email)
  ).map((u) => u.email);

describe('the embedded database on its own thread', () => {
  // Opening a folder on a thread costs seconds of CPU. These tests need only a working database, not
  // a new one: they share one, each with rows of its own (emails tagged by test), so any order works.
  describe('one database shared by tests that each use rows of their own', () => {
    let db: Database;
    let shared: DatabaseHandle | undefined;
    beforeAll(async () => {
      shared = await openDatabase({ kind: 'pglite', dataDir: newFolder() });
      db = shared.db;
    });
    afterAll(() => shared?.close());

    it('answers queries with their types as in-process PGlite does: dates, numbers, JSON, nulls', async () => {
      const [user] = await addUser(db, 'types.a@selvage.test');
      expect(user).toMatchObject({ email: 'types.a@selvage.test' });
      expect(user!.id).toSatisfy(Number.isInteger);
      expect(user!.id).toBeGreaterThan(0);
      expect(user!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(user!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(await db.select().from(users).where(eq(users.id, user!.id))).toEqual([user]);

      await db
        .insert(boxHistory)
        .values({ boxId: 'B-0001', at: 1_700_000_000_123, byEmail: user!.email, toStatus: 'Full', photos: ['a.jpg', 'b.jpg'] });
      const [row, ...more] = await db.select().from(boxHistory).where(eq(boxHistory.boxId, 'B-0001'));
      expect(more).toEqual([]);
      expect(row).toMatchObject({ boxId: 'B-0001', at: 1_700_000_000_123, fromStatus: null, notes: '', photos: ['a.jpg', 'b.jpg'] });

      const answer: unknown = await db.execute(sql`select null::text as nothing, 2::int8 as big, 'é'::text as accent`);
      expect((answer as { rows: unknown[] }).rows).toEqual([{ nothing: null, big: 2, accent: 'é' }]);
    });

    it('commits a transaction, and rolls back one that throws or calls rollback, inner savepoints included', async () => {
      await db.transaction(async (tx) => {
        await addUser(tx, 'tx.kept@selvage.test');
        // An inner transaction that fails goes back to its savepoint only.
        await expect(
          tx.transaction(async (inner) => {
            await addUser(inner, 'tx.inner@selvage.test');
            throw new Error('inner failed');
          }),
        ).rejects.toThrow('inner failed');
      });
      await expect(
        db.transaction(async (tx) => {
          await addUser(tx, 'tx.thrown@selvage.test');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await expect(
        db.transaction(async (tx) => {
          await addUser(tx, 'tx.rolled@selvage.test');
          tx.rollback();
        }),
      ).rejects.toThrow(/rollback/i);
      expect(await emailsOf(db, 'tx.')).toEqual(['tx.kept@selvage.test']);
    });

    it('keeps a query from outside a transaction waiting until the transaction ends, as one connection does', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let began!: () => void;
      const begun = new Promise<void>((resolve) => (began = resolve));
      const transaction = db.transaction(async (tx) => {
        await addUser(tx, 'wait.in-tx@selvage.test');
        began();
        await held;
      });
      await begun;
      let seen: string[] | null = null;
      const outside = emailsOf(db, 'wait.').then((found) => (seen = found));
      // Give the outside query every chance to run early: it must not see the uncommitted row, nor run at all.
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toBeNull();
      release();
      await transaction;
      await outside;
      expect(seen).toEqual(['wait.in-tx@selvage.test']);
    });

    it('runs two transactions begun at once one after the other, each seeing what the first committed', async () => {
      // Each names its row after the count of this test's rows it reads: run side by side, both would
      // read 0 and collide.
      const numbered = () =>
        db.transaction(async (tx) => {
          const counted: unknown = await tx.execute(sql`select count(*)::int as n from users where email like 'two.%'`);
          const [{ n }] = (counted as { rows: [{ n: number }] }).rows;
          await addUser(tx, `two.n${n}@selvage.test`);
        });
      await Promise.all([numbered(), numbered()]);
      expect(await emailsOf(db, 'two.')).toEqual(['two.n0@selvage.test', 'two.n1@selvage.test']);
    });

    it("passes PostgreSQL's error fields back: a duplicate names its code and constraint", async () => {
      await addUser(db, 'error.twice@selvage.test');
      const failure = await addUser(db, 'error.twice@selvage.test').then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string; constraint?: string; message?: string } },
      );
      expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
      // The thread keeps answering after an error.
      expect(await emailsOf(db, 'error.')).toEqual(['error.twice@selvage.test']);
    });

    it('stores and answers photo bytes as they were sent: every byte value, a view into a larger buffer, none', async () => {
      const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
      // A part of a larger buffer, as a multipart body's file often is: only the part is stored.
      const part = Uint8Array.from([9, 9, 0xff, 0x00, 0xd8, 9]).subarray(2, 5);
      const answer: unknown = await db.execute(
        sql`select ${everyByte}::bytea as every, ${part}::bytea as part, ${new Uint8Array(0)}::bytea as none, '\\x00ff'::bytea as literal`,
      );
      const [row] = (answer as { rows: Record<string, Uint8Array>[] }).rows;
      expect(row!.every).toEqual(everyByte);
      expect(row!.part).toEqual(Uint8Array.from([0xff, 0x00, 0xd8]));
      expect(row!.none).toEqual(new Uint8Array(0));
      expect(row!.literal).toEqual(Uint8Array.from([0x00, 0xff]));
      const refused = await db.execute(sql`select ${'not bytes'}::bytea`).catch((error: unknown) => error as Error);
      expect((refused as Error).cause).toMatchObject({ message: 'Invalid input for bytea type' });
    });
  });

  it('takes queries sent before the folder is open and answers them once it is', async () => {
    const dataDir = newFolder();
    const handle = await startDatabase({ kind: 'pglite', dataDir });
    open.push(handle);
    const early = emails(handle.db);
    await handle.ready;
    expect(await early).toEqual([]);
  });

  it('keeps its rows across a close and a new start, and lets go of the folder on close', async () => {
    const dataDir = newFolder();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await addUser(first.db, 'stays@selvage.test');
    // A second process (or start) is refused while the first has it.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const late = await emails(first.db).then(
      () => null,
      (error: unknown) => error as { cause?: Error },
    );
    expect(late?.cause?.message).toBe('The embedded database is closed.');

    const again = await opened(dataDir);
    expect(await emails(again.db)).toEqual(['stays@selvage.test']);
  });

  it('says in one line why a folder that is not a database cannot be opened, and lets go of it', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(root, 'broken-')), 'db');
    fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), 'not a version\n');
    const failure = await openDatabase({ kind: 'pglite', dataDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseStartError);
    expect((failure as Error).message).toContain(dataDir);
    expect((failure as Error).message).not.toContain('\n');
    // The lock went with the failure: the folder can be set right and opened by the next start.
    fs.rmSync(dataDir, { recursive: true });
    pgliteFolderFromTemplate(path.dirname(dataDir));
    const fresh = await opened(dataDir);
    expect(await emails(fresh.db)).toEqual([]);
  });

  it('refuses a value parser it cannot carry to the thread instead of dropping it', async () => {
    const thread = startPgliteThread();
    try {
      await expect(thread.client.query('select 1', [], { parsers: { 1184: (text: string) => new Date(text) } })).rejects.toThrow(
        /parsers that keep text/,
      );
    } finally {
      await thread.close();
    }
  });

  it('a thread never opened (PostgreSQL configured) ends on close, and says why later calls fail', async () => {
    const thread = startPgliteThread();
    await thread.close();
    await expect(thread.client.query('select 1')).rejects.toThrow('The embedded database is closed.');
  });
});

describe('the app on the embedded database on its own thread', () => {
  it('two staff uploading at once each get their product, with SKUs of their own', async () => {
    const t = await startTestApp(pgliteOnItsThread);
    try {
      const [first, second] = await Promise.all([staffCookie(t, 'ann@selvage.test'), staffCookie(t, 'bo@selvage.test')]);
      const sample = ROUTE_SAMPLES['POST /product/product_upload']![1]!;
      const upload = (cookie: string, key: string) =>
        t.app.inject({
          method: 'POST',
          url: '/product/product_upload',
          headers: { cookie, 'idempotency-key': key },
          payload: sample.body as object,
        });
      const answers = await Promise.all([upload(first, 'thread-ann-0001'), upload(second, 'thread-bo-0001')]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [a, b] = answers.map((x) => x.json<{ productId: string; skus: string[] }>());
      expect(a!.productId).not.toBe(b!.productId);
      expect(a!.skus.filter((sku) => b!.skus.includes(sku))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
