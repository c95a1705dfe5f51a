import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshPostgresDatabase, engines } from '../test/databases';
import { pgliteStartParams } from './pglite-settings';

/**
 * Migration 0010 on a shop that already has accounts (issue 28 item 1): the oldest becomes the
 * owner, the others staff. The database is migrated up to 0009 from a copy of the migrations that
 * stops there, given accounts, then brought up to date as a start would.
 */
const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const BEFORE_ROLES = '0009_product_edits';

function migrationsUpTo(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

interface Migratable {
  migrate(folder: string): Promise<void>;
  query(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const openers: Record<string, () => Promise<Migratable>> = {
  async pglite() {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create({ startParams: pgliteStartParams(PGlite.defaultStartParams) });
    const db = drizzle(client);
    return {
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      query: async (text) => (await db.execute(sql.raw(text))).rows,
      close: () => client.close(),
    };
  },
  async postgres() {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const database = await freshPostgresDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const db = drizzle(client);
    return {
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      query: async (text) => (await client.query(text)).rows as Record<string, unknown>[],
      async close() {
        await client.end();
        await database.drop();
      },
    };
  },
};

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

describe.each(engines)('migration 0010 on $name', (engine) => {
  it(
    'makes the oldest existing account the owner and the others staff, all enabled and never signed in',
    { timeout: 120_000 },
    async () => {
      const db = await openers[engine.name]!();
      try {
        const before = migrationsUpTo(BEFORE_ROLES);
        folders.push(before);
        await db.migrate(before);
        // Made in another order than their ages, so neither the id nor the email decides.
        await db.query(`INSERT INTO users (email, password_hash, created_at) VALUES
        ('zed@shop.test', 'x', '2026-03-01T09:00:00Z'),
        ('first@shop.test', 'x', '2025-06-01T09:00:00Z'),
        ('amy@shop.test', 'x', '2026-01-01T09:00:00Z')`);
        await db.migrate(MIGRATIONS);
        const rows = await db.query('SELECT email, role, disabled_at, last_sign_in_at FROM users ORDER BY email');
        expect(rows).toEqual([
          { email: 'amy@shop.test', role: 'staff', disabled_at: null, last_sign_in_at: null },
          { email: 'first@shop.test', role: 'owner', disabled_at: null, last_sign_in_at: null },
          { email: 'zed@shop.test', role: 'staff', disabled_at: null, last_sign_in_at: null },
        ]);
      } finally {
        await db.close();
      }
    },
  );
});
