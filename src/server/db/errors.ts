/**
 * The database could not be opened for a reason the operator can act on (PostgreSQL unreachable,
 * the embedded database in use by another process). Its message is one line, printed without a
 * stack, and never holds a password.
 */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
