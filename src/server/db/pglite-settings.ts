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
