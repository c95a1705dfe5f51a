/**
 * A write the disk refused: full (or over quota) or read-only, from the file system (errno codes)
 * or from the database (PostgreSQL's SQLSTATE, which PGlite raises too: 53100 'could not extend
 * file ... No space left on device'). Issue 29 item 2: such a failure is answered 507 with words
 * staff can pass on, never a bare 'Internal server error'.
 */
export interface StorageFailure {
  kind: 'full' | 'read-only';
  /** The errno or SQLSTATE, for the log and /healthz. */
  code: string;
}

const KIND_OF_CODE: Readonly<Record<string, StorageFailure['kind']>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
  /** disk_full */
  '53100': 'full',
  /** read_only_sql_transaction: a standby, or default_transaction_read_only */
  '25006': 'read-only',
};

/** The storage failure `error` is, or is caused by (drizzle and the adapters wrap the driver's error), or null. */
export function storageFailureOf(error: unknown): StorageFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(KIND_OF_CODE, code)) return { kind: KIND_OF_CODE[code]!, code };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
