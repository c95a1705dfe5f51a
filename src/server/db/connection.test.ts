import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';

/** The first row of a query, as PGlite answers it. */
async function firstRow(db: Database, query: SQL): Promise<unknown> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: unknown[] }).rows[0];
}

describe('the embedded database', () => {
  // A new folder: PGlite creates the database (initdb) in a process of its own, then opens it; on a
  // busy 2-core machine from the sources (tsx) that is more than Vitest's default 30 s.
  it('opens a data folder with small shared buffers (D107), migrated, and opens it again with its rows', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-db-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await firstRow(first.db, sql`show shared_buffers`)).toEqual({ shared_buffers: '16MB' });
    await first.db.execute(sql`insert into users (email, password_hash) values ('a@selvage.test', 'x')`);
    await first.close();

    // A warm start: the same folder, the same setting, nothing lost.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await firstRow(again.db, sql`show shared_buffers`)).toEqual({ shared_buffers: '16MB' });
    expect(await firstRow(again.db, sql`select count(*)::int as n from users`)).toEqual({ n: 1 });
    await again.close();
  });
});
