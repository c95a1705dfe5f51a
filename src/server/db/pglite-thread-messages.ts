/**
 * What the main thread and the embedded database's thread (pglite-thread.ts) say to each other.
 * Only data crosses a thread: no functions, no class instances.
 */

/** Which folder to open, sent once the main thread holds its lock. */
export interface PgliteOpenOptions {
  dataDir: string;
  migrationsFolder: string;
}

export type PgliteRequest =
  | { id: number; op: 'open'; options: PgliteOpenOptions }
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Type oids answered as PostgreSQL's text (drizzle keeps dates and intervals as strings). */
      textTypes: number[];
      /** The open transaction it belongs to, or none. */
      tx: number | null;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** A gzipped tar of the data folder, taken while no query runs (PGlite's dumpDataDir): a consistent backup. */
  | { id: number; op: 'dump' };

/** An error as data: its name, message and PostgreSQL's fields (code, detail, constraint, ...). */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteReply = { kind: 'answer'; id: number; result: unknown } | { kind: 'error'; id: number; error: ErrorData };

/** Keeps what structured clone can carry of an error's own fields. */
export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function errorFromData(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}

/** What a process creating a database folder (pglite-thread.ts, createInOwnProcess) says when done. */
export type CreatedReply = { kind: 'created' } | { kind: 'error'; error: ErrorData };
