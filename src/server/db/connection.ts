import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { forDrizzle, pgliteByteaCodecs, pgliteStartParams } from './pglite-settings';
import { startPgliteThread, type PgliteThread } from './pglite-thread-client';
import { embeddedInstance, type ServerInstance } from './server-instance';

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
  /** The embedded database on a folder: a consistent snapshot of it while it runs (`npm run backup`). */
  readonly snapshot?: () => Promise<Uint8Array>;
  /** This process as the holder of claims, and which other holders still run (server-instance.ts). */
  readonly instance: ServerInstance;
  close(): Promise<void>;
}

/**
 * The ORM and the schema's tables, loaded when a database opens rather than with this module: the
 * embedded database's thread is told which folder to open first, without waiting for them (D108).
 */
const loadOrm = () => Promise.all([import('drizzle-orm/pglite'), import('./schema')]);

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null; template?: Blob } | { kind: 'postgres'; url: string };

/**
 * Opens the database and brings its schema up to date with the versioned migrations. Throws
 * DatabaseStartError (one line for the operator) when PostgreSQL cannot be reached or the embedded
 * database cannot be opened, and DataDirLockedError when another process has it open.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await startDatabase(target);
  await handle.ready;
  return handle;
}

/**
 * As openDatabase, but answers as soon as queries can be sent, before the embedded database is
 * open: they wait for it, and `ready` says when it is (or why it cannot be); the server builds its
 * app meanwhile (D108). `thread` is the embedded database's thread when the caller started it
 * earlier; a target that does not need it ends it. A failed `ready` has let go of the folder.
 */
export async function startDatabase(target: DatabaseTarget, thread?: PgliteThread): Promise<DatabaseHandle & { ready: Promise<void> }> {
  if (target.kind === 'postgres' || target.dataDir === null) {
    await thread?.close();
    const handle = target.kind === 'postgres' ? await openPostgres(target.url) : await openInMemory(target.template);
    return { ...handle, ready: Promise.resolve() };
  }
  const pglite = thread ?? startPgliteThread();
  // Two processes on one PGlite folder corrupt it: the lock comes before PGlite touches a file.
  let lock: DataDirLock;
  try {
    fs.mkdirSync(target.dataDir, { recursive: true });
    lock = await lockDataDir(target.dataDir);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const ready = pglite.open({ dataDir: target.dataDir, migrationsFolder: MIGRATIONS }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  // Handled here, awaited by the caller once its app is built.
  ready.catch(() => undefined);
  const [{ drizzle }, schema] = await loadOrm();
  const db = drizzle(pglite.client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ready,
    withStartupLock: (fn) => fn(),
    snapshot: () => pglite.dump(),
    instance: embeddedInstance(db),
    async close() {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only here: the embedded default's start does not pay for the PostgreSQL client (D107).
  const [{ drizzle: drizzlePg }, { migrate: migratePg }, { createPool, withStartupLock }, schema, { postgresInstance }] = await Promise.all(
    [
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./postgres'),
      import('./schema'),
      import('./server-instance'),
    ],
  );
  // Migrated on the connection that holds the lock, so a second server waits, then finds nothing to do.
  await withStartupLock(url, (client) => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS }));
  const pool = createPool(url);
  // An idle connection the server ends (a restart, a failover, an administrator) must not take
  // the app down: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const instance = postgresInstance(url, db);
  return {
    db,
    kind: 'postgres',
    withStartupLock: (fn) => withStartupLock(url, () => fn()),
    instance,
    async close() {
      // Its lock goes with its session: claims it still held are free to be taken over at once.
      await instance.close();
      await pool.end();
    },
  };
}

/** A database in memory, in this thread (the tests'), from a migrated template dump when given: ~1 s instead of ~4 s. */
async function openInMemory(template: Blob | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { migrate }, [{ drizzle }, schema]] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite/migrator'),
    loadOrm(),
  ]);
  const client = await PGlite.create({
    startParams: pgliteStartParams(PGlite.defaultStartParams),
    ...pgliteByteaCodecs,
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzle(forDrizzle(client), { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    withStartupLock: (fn) => fn(),
    instance: embeddedInstance(db),
    close: () => client.close(),
  };
}

/** DATABASE_URL wins; otherwise PGlite keeps its files in DATA_DIR/db. */
export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
