import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { extractTemplate } from './pglite-template';

/**
 * The server suites run on both engines Selvage supports: embedded PGlite and real PostgreSQL.
 * PostgreSQL is the one at 127.0.0.1:5432 (database `test`) on developer and CI machines; each test
 * file gets a database of its own so files can run side by side.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestEngine {
  readonly name: 'pglite' | 'postgres' | 'pglite on its thread';
  open(): Promise<DatabaseHandle>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pglite: TestEngine = {
  name: 'pglite',
  async open() {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', dataDir: null, template });
  },
};

/**
 * A data folder holding the migrated template database, as a shop's folder is after its first
 * start: PGlite opens it in ~1 s where a new folder costs its initdb (~5 s). Inside `parent` when
 * given, else in a temporary folder of its own.
 */
export function pgliteFolderFromTemplate(parent?: string): string {
  const folder = parent ? path.join(parent, 'db') : fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-db-'));
  extractTemplate(inject('pgliteTemplate'), folder);
  return folder;
}

/**
 * PGlite on a data folder, on its own thread, as `npm start` runs it (D108). Not one of `engines`:
 * a thread per test database would only slow the suites; the route fuzzer and the thread's own
 * tests run on it.
 */
export const pgliteOnItsThread: TestEngine = {
  name: 'pglite on its thread',
  async open() {
    const dataDir = pgliteFolderFromTemplate();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** A new, empty PostgreSQL database of its own; `drop()` removes it even with connections left open. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `selvage_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const postgres: TestEngine = {
  name: 'postgres',
  async open() {
    const database = await freshPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    return {
      ...handle,
      async close() {
        await handle.close();
        await database.drop();
      },
    };
  },
};

async function available(): Promise<TestEngine[]> {
  if (await postgresReachable()) return [pglite, postgres];
  if (process.env.CI) {
    throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: in CI the PostgreSQL half of the server tests must run.`);
  }
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: running the server tests on PGlite only.`);
  return [pglite];
}

/** Every engine to run server suites on: `describe.each(engines)('... on $name', ...)`. */
export const engines: readonly TestEngine[] = await available();

/** Only real PostgreSQL, for race tests (PGlite serialises everything and would hide races). */
export const postgresOnly: readonly TestEngine[] = engines.filter((e) => e.name === 'postgres');
