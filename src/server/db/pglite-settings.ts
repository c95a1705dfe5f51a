import type { PGlite, ParserOptions, QueryOptions, SerializerOptions, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database's settings beyond PGlite's own (D107), for both places PGlite runs: its own
 * thread for a data folder (pglite-thread.ts) and in-process for an in-memory database (tests).
 * PostgreSQL's default 128 MB of shared buffers are zeroed at every start, which was half of a warm
 * start (~0.5 s of ~2.2 s); one shop's catalogue, boxes and sessions are a few MB, read through the
 * OS's file cache anyway.
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', 'shared_buffers=16MB'];
}

/** PostgreSQL's type oid of bytea. */
const BYTEA = 17;

/**
 * The types drizzle reads as PostgreSQL's text (dates, timestamps, intervals, numeric[] and their
 * arrays): it sends a parser that keeps the text with every query. PGlite 0.5 merges a query's
 * parsers into its own table of ~340 types by copying that table, about 0.2 ms a query on this
 * machine and nine tenths of the time it spends reading answers (the route fuzzer: 5.4 s of 80 s).
 * The same parsers set once on PGlite (keepDrizzleTextTypes) answer the same text with nothing to copy.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const keepText = (text: string) => text;
const TEXT_PROBE = '2026-01-02 03:04:05';

/** Whether PGlite already keeps every one of these types as text (keepDrizzleTextTypes): a query need not bring parsers for them. */
export const keptAsText = (oids: readonly number[]): boolean => oids.every((oid) => DRIZZLE_TEXT_TYPES.includes(oid));

/**
 * bytea (the stored photos) to and from PostgreSQL's hex text in one step each (issue 29 item 5).
 * PGlite 0.5's own turn every byte into a string of its own and join them (and parse two characters
 * at a time): a 600 KB photo was ~25 MB of short-lived strings, several photos at once lifted the
 * server's memory by a hundred MB and more, and the C library keeps what it grew by. The text on
 * the wire is the same `\x...`.
 */
export const pgliteByteaCodecs: { serializers: SerializerOptions; parsers: ParserOptions } = {
  serializers: {
    [BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA]: (text: string) => {
      // Bytes of their own, not a view of Node's shared pool: the whole pool would cross the thread.
      const bytes = new Uint8Array((text.length - 2) / 2);
      Buffer.from(bytes.buffer).write(text.slice(2), 'hex');
      return bytes;
    },
  },
};

/**
 * PGlite set to answer DRIZZLE_TEXT_TYPES as text, as drizzle's per-query parsers do. After
 * creation: PGlite makes its array types' parsers then, over any given to `create`.
 */
export function keepDrizzleTextTypes(pg: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) pg.parsers[oid] = keepText;
  return pg;
}

/**
 * Drizzle's per-query options without the parsers PGlite already applies (DRIZZLE_TEXT_TYPES),
 * or the options as given when they name any other. The text answered is the same either way.
 */
export function withoutDefaultParsers<T extends QueryOptions | undefined>(options: T): T {
  const parsers: Record<number, (text: string, typeId: number) => unknown> | undefined = options?.parsers;
  if (!parsers) return options;
  const entries = Object.entries(parsers);
  const keptAlready =
    keptAsText(entries.map(([oid]) => Number(oid))) && entries.every(([oid, parse]) => parse(TEXT_PROBE, Number(oid)) === TEXT_PROBE);
  if (!keptAlready) return options;
  const { parsers: _applied, ...rest } = options as QueryOptions;
  return rest as T;
}

/**
 * An in-process PGlite for drizzle, its queries (and those of its transactions) sent without the
 * parsers its defaults already apply (see DRIZZLE_TEXT_TYPES).
 */
export function forDrizzle(pg: PGlite): PGlite {
  keepDrizzleTextTypes(pg);
  const lean = <Q extends PGlite | Transaction>(target: Q): Q =>
    new Proxy(target, {
      get(on, key, receiver) {
        if (key === 'query')
          return (sql: string, params?: unknown[], options?: QueryOptions) => on.query(sql, params, withoutDefaultParsers(options));
        if (key === 'transaction' && on === pg) return <R>(work: (tx: Transaction) => Promise<R>) => pg.transaction((tx) => work(lean(tx)));
        const value: unknown = Reflect.get(on, key, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(on) : value;
      },
    });
  return lean(pg);
}
