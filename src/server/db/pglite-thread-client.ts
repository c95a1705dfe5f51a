import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { DatabaseStartError } from './errors';
import { spawnPgliteThread } from './pglite-thread-spawn';
import { errorFromData, type PgliteOpenOptions, type PgliteReply, type PgliteRequest } from './pglite-thread-messages';

/** The part of PGlite's interface drizzle's PGlite driver uses; a transaction's is the same minus `transaction`. */
type Queryable = Pick<PGlite, 'query'>;

export interface PgliteThread {
  /** What drizzle is given in place of a PGlite: its queries run on the database's thread, once it is open. */
  readonly client: PGlite;
  /**
   * Opens the folder (the caller holds its lock) and migrates it; resolves once queries are
   * answered, rejects with DatabaseStartError if it cannot be opened.
   */
  open(options: PgliteOpenOptions): Promise<void>;
  /** Closes the database, if open, and ends its thread. */
  close(): Promise<void>;
  /** A consistent snapshot of the open database: its data folder as a gzipped tar (`npm run backup`). */
  dump(): Promise<Uint8Array>;
}

/** A request before its number is given: Omit applied to each kind of request. */
type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/**
 * Starts the embedded database's thread (pglite-thread.ts, D108): it prepares PGlite at once, before
 * it knows which folder to open, and its client can be handed to the app being built meanwhile.
 */
export function startPgliteThread(): PgliteThread {
  const worker = spawnPgliteThread();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  // Once the thread is gone, every waiting and later call fails with why.
  let gone: Error | null = null;
  let opened = false;

  const stop = (error: Error) => {
    gone ??= error;
    for (const { reject } of pending.values()) reject(gone);
    pending.clear();
  };
  worker.on('message', (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.kind === 'answer') waiting?.resolve(reply.result);
    else waiting?.reject(errorFromData(reply.error));
  });
  worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (its thread ended with ${code}).`)));

  const call = (request: Request): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryOn =
    (tx: number | null): Queryable['query'] =>
    async <T>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
      (await call({ op: 'query', sql, params, rowMode: queryOptions.rowMode, textTypes: textTypesOf(queryOptions), tx })) as Results<T>;

  const client = {
    query: queryOn(null),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await fn({ query: queryOn(tx) });
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
  };

  return {
    client: client as unknown as PGlite,
    async open(options) {
      opened = true;
      try {
        await call({ op: 'open', options });
      } catch (cause) {
        // One line for the operator: a failed migration's message spans several.
        const why = (cause as Error).message.replace(/\s+/g, ' ').trim();
        const failure = new DatabaseStartError(`The embedded database in ${options.dataDir} could not be opened: ${why}`, { cause });
        stop(failure);
        await worker.terminate();
        throw failure;
      }
    },
    async dump() {
      return (await call({ op: 'dump' })) as Uint8Array;
    },
    async close() {
      if (opened && !gone) await call({ op: 'close' });
      stop(new Error('The embedded database is closed.'));
      await worker.terminate();
    },
  };
}

/**
 * Drizzle asks for dates, timestamps and intervals as PostgreSQL's text, with parsers that return
 * their input. A function cannot cross to the database's thread: their type oids do, and any other
 * parser is refused rather than silently dropped.
 */
function textTypesOf(options: QueryOptions): number[] {
  if (options.serializers && Object.keys(options.serializers).length > 0) {
    throw new Error('Custom serializers cannot cross to the database thread.');
  }
  const parsers: Record<number, (text: string) => unknown> = options.parsers ?? {};
  return Object.entries(parsers).map(([oid, parse]) => {
    const probe = '2026-01-02 03:04:05';
    if (parse(probe) !== probe) throw new Error(`Only parsers that keep text cross to the database thread (type ${oid}).`);
    return Number(oid);
  });
}
