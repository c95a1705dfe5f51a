/**
 * The database could not be opened for a reason the operator can act on (PostgreSQL unreachable,
 * the embedded database in use by another process). Its message is one line, printed without a
 * stack, and never holds a password.
 */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** Postgres' unique_violation, as node-postgres and PGlite both report it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
