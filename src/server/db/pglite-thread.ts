/**
 * The embedded database's own thread (D108). It starts first thing, so PGlite's modules load and
 * its WebAssembly compiles while the main thread loads the configuration; PGlite then opens the
 * data folder and migrates it while the main thread builds the app, and answers the main thread's
 * queries (pglite-thread-client.ts). A warm start was all of it one after the other on one core.
 *
 * A folder with no database yet is first created and migrated by this module run as a process of
 * its own, which then exits (issue 29 item 5): creating one (PostgreSQL's initdb, which PGlite runs
 * in a second instance) and the first migrations left ~500 MB with the server, which held ~740 MB
 * from its first start on where a restarted one held ~250 MB. A thread of its own was not enough:
 * the C library keeps the memory an ended thread grew by.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { forDrizzle, keepDrizzleTextTypes, keptAsText, pgliteByteaCodecs, pgliteStartParams } from './pglite-settings';
import { forkPgliteCreator } from './pglite-thread-spawn';
import {
  errorFromData,
  errorToData,
  type CreatedReply,
  type PgliteOpenOptions,
  type PgliteReply,
  type PgliteRequest,
} from './pglite-thread-messages';

/** Null when this module runs as the process creating a folder (createInOwnProcess). */
const port = parentPort;
const send = (reply: PgliteReply) => port!.postMessage(reply);

/**
 * PGlite's engine and file bundle, read and compiled before the folder is known. Null when they are
 * not where PGlite 0.5 keeps them (beside its entry module): PGlite then loads them itself.
 */
const engine = (async () => {
  try {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    // Read at once: this thread has nothing else to do yet, and 15 MB read in one go are ~10 ms
    // where Node's chunked asynchronous read took ~100 ms.
    const wasm = fs.readFileSync(path.join(dist, 'pglite.wasm'));
    const fsBundle = new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle };
  } catch {
    return null;
  }
})();

/** PGlite as Selvage runs it: its settings and bytea codecs, on the engine read above. */
async function startPglite(dataDir: string): Promise<PGlite> {
  return keepDrizzleTextTypes(
    await PGlite.create(dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams), ...pgliteByteaCodecs, ...(await engine) }),
  );
}

/** The migrator, loaded meanwhile: PGlite need not wait for it. */
const migrator = Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);

let openWith!: (options: PgliteOpenOptions) => void;
const opening = new Promise<PgliteOpenOptions>((resolve) => (openWith = resolve)).then(async (options) => {
  await createInOwnProcess(options);
  return openAndMigrate(options);
});
// Reported to whoever asked to open; a query sent meanwhile gets the same error.
opening.catch(() => undefined);

/** Transactions the main thread has begun and not yet ended. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> }>();
let nextTx = 1;
/** Thrown into a transaction the main thread rolls back, so PGlite rolls it back. */
const ROLLBACK = new Error('Rolled back by the main thread.');

async function openAndMigrate(options: PgliteOpenOptions): Promise<PGlite> {
  const pg = await startPglite(options.dataDir);
  const [{ drizzle }, { migrate }] = await migrator;
  await migrate(drizzle(forDrizzle(pg)), { migrationsFolder: options.migrationsFolder });
  return pg;
}

/**
 * A folder with no database (PGlite's own test: no PG_VERSION) is created and migrated by this
 * module as a process of its own, which exits once it has closed it: all it took goes with it.
 */
async function createInOwnProcess(options: PgliteOpenOptions): Promise<void> {
  if (fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) return;
  const creator = forkPgliteCreator(options.dataDir, options.migrationsFolder);
  let stderr = '';
  creator.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let reply: CreatedReply | undefined;
  creator.on('message', (message: CreatedReply) => (reply = message));
  const code = await new Promise<number | null>((resolve) => creator.once('exit', resolve));
  if (reply?.kind === 'error') throw errorFromData(reply.error);
  if (reply?.kind !== 'created' || code !== 0) throw new Error(`The process creating the database ended with ${code}: ${stderr.trim()}`);
}

if (port) {
  // Requests sent before the database is open wait for it, in order: PGlite's own queue keeps it.
  port.on('message', (request: PgliteRequest) => {
    answer(request).then(
      (result) => send({ kind: 'answer', id: request.id, result }),
      (error: unknown) => send({ kind: 'error', id: request.id, error: errorToData(error) }),
    );
  });
} else {
  // The creating process (forkPgliteCreator): create, migrate, close, say so, exit. It ends with
  // the server if the server goes first.
  process.once('disconnect', () => process.exit(1));
  const [dataDir, migrationsFolder] = process.argv.slice(2) as [string, string];
  const done = (message: CreatedReply) => process.send!(message, () => process.exit(0));
  openAndMigrate({ dataDir, migrationsFolder })
    .then((pg) => pg.close())
    .then(
      () => done({ kind: 'created' }),
      (error: unknown) => done({ kind: 'error', error: errorToData(error) }),
    );
}

async function answer(request: PgliteRequest): Promise<unknown> {
  if (request.op === 'open') {
    openWith(request.options);
    await opening;
    return null;
  }
  const pg = await opening;
  switch (request.op) {
    case 'query': {
      const target = request.tx === null ? pg : openTx(request.tx).tx;
      // PGlite keeps drizzle's text types as text already (keepDrizzleTextTypes); a parser per query costs a copy of its table.
      const parsers = keptAsText(request.textTypes)
        ? {}
        : { parsers: Object.fromEntries(request.textTypes.map((oid) => [oid, (text: string) => text])) };
      return target.query(request.sql, request.params, { rowMode: request.rowMode, ...parsers });
    }
    case 'begin':
      return begin(pg);
    case 'end': {
      const { end, ended } = openTx(request.tx);
      open.delete(request.tx);
      end(request.commit);
      try {
        await ended;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    case 'dump':
      // PGlite holds its query lock while it reads the folder: no write lands half way through.
      return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  }
}

/** Resolves with the new transaction's number once PGlite has begun it (after any running one ends). */
function begin(pg: PGlite): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTx++;
    const ended = pg.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          open.set(id, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), ended });
          resolve(id);
        }),
    );
    // BEGIN itself failed: the callback never ran.
    ended.catch((error: unknown) => {
      if (!open.has(id) && error !== ROLLBACK) reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

function openTx(id: number) {
  const entry = open.get(id);
  if (!entry) throw new Error(`Transaction ${id} is not open.`);
  return entry;
}
