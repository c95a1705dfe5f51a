import type { ParserOptions, SerializerOptions } from '@electric-sql/pglite';

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
