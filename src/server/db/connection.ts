import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

export { DataDirLockedError } from './data-dir-lock';
export { DatabaseStartError } from './errors';

/** The one database type services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` while no other Selvage process prepares this database (migrations, the first
   * account). On PostgreSQL that is an advisory lock; PGlite's folder is already one process's.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null; template?: Blob } | { kind: 'postgres'; url: string };

/**
 * Opens the database and brings its schema up to date with the versioned migrations. Throws
 * DatabaseStartError (one line for the operator) when PostgreSQL cannot be reached, and
 * DataDirLockedError when another process has the embedded database open.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Loaded only here: the embedded default's start does not pay for the PostgreSQL client (D107).
    const [{ drizzle: drizzlePg }, { migrate: migratePg }, { createPool, withStartupLock }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./postgres'),
    ]);
    // Migrated on the connection that holds the lock, so a second server waits, then finds nothing to do.
    await withStartupLock(target.url, (client) => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS }));
    const pool = createPool(target.url);
    // An idle connection the server ends (a restart, a failover, an administrator) must not take
    // the app down: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      withStartupLock: (fn) => withStartupLock(target.url, () => fn()),
      close: () => pool.end(),
    };
  }
  // Two processes on one PGlite folder corrupt it: the lock comes before PGlite touches a file.
  let lock: DataDirLock | null = null;
  if (target.dataDir) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    lock = await lockDataDir(target.dataDir);
  }
  try {
    // An in-memory database (tests) may start from a migrated template dump, ~1 s instead of ~4 s.
    const client = target.dataDir
      ? await PGlite.create(target.dataDir, { startParams: PGLITE_START_PARAMS })
      : await PGlite.create({ startParams: PGLITE_START_PARAMS, ...(target.template ? { loadDataDir: target.template } : {}) });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      withStartupLock: (fn) => fn(),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The embedded database's settings beyond PGlite's own (D107). PostgreSQL's default 128 MB of
 * shared buffers are zeroed at every start, which was half of a warm start (~0.5 s of ~2.2 s);
 * one shop's catalogue, boxes and sessions are a few MB, read through the OS's file cache anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** DATABASE_URL wins; otherwise PGlite keeps its files in DATA_DIR/db. */
export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
