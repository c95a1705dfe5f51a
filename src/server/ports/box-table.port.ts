import { ConflictError, NotFoundError, UpstreamUnavailableError } from '../errors';
import { BOX_TABLE } from '../../shared/catalogue/boxes';
import type { BoxPhoto, BoxRecord } from '../../shared/schemas/box-api';

/**
 * The hosted table of inventory boxes ('Supplies - General'): our own table by default, Airtable
 * when configured. Fields travel under the table's own names (BOX_TABLE.fields), as the domain's
 * boxUpdateFields writes them, so every adapter stores exactly what the spec names.
 */
export type BoxFields = Partial<Record<(typeof BOX_TABLE.fields)[keyof typeof BOX_TABLE.fields], unknown>>;

export interface BoxTablePort {
  /** Every record (Airtable: the 'Full List' view, all pages). */
  list(): Promise<BoxRecord[]>;
  /**
   * The record with this Box ID, trimmed and compared upper-cased (staff type '6c-1'; IDs are stored
   * upper case), or undefined. One lookup, never a scan of the whole table.
   */
  findByBoxId(boxID: string): Promise<BoxRecord | undefined>;
  /**
   * The Box IDs that start with `base` and a dash ('6C' -> '6C-1', '6C-12', ' 6c-3 ' as typed), as
   * stored: what the next count of `base` must pass. Filtered where the records are, reading only
   * the Box ID, never the whole table (Airtable counts every request against a monthly allowance).
   */
  boxIdsWithBase(base: string): Promise<string[]>;
  /**
   * Checks at start that the table is there as Selvage writes it (Airtable: the token's scopes, the
   * table, the view, every field and select option by the base's schema); throws BoxTableSetupError
   * with words for whoever set it up. The embedded table has nothing to check.
   */
  ready?(): Promise<void>;
  /** Creates the records, in order (Airtable: in batches of 10). */
  create(records: BoxFields[]): Promise<BoxRecord[]>;
  /**
   * Changes the given fields of records by id; other fields stay, and a given field is replaced by
   * what is sent (boxUpdateFields sends the earlier photos and notes along). Throws BoxNotFoundError
   * for an unknown id.
   */
  update(changes: { id: string; fields: BoxFields }[]): Promise<BoxRecord[]>;
  /**
   * Starts the table's own periodic work (Airtable: sending the writes kept over its monthly limit,
   * kept-over-limit.ts), saying what it could not do to `log`; answers what stops it, waiting for a
   * send under way. Tables without any leave it out.
   */
  startSending?(log: (message: string) => void): () => Promise<void>;
}

/** A Box ID as the table stores it: trimmed, upper case. */
export const boxIdKey = (boxID: string): string => boxID.trim().toUpperCase();

/** A Box ID that is already taken (answered as 409 by the app's error handler). */
export class BoxExistsError extends ConflictError {}

/** A box or record that does not exist (answered as 404). */
export class BoxNotFoundError extends NotFoundError {}

/** The hosted table failed or refused; never its own status, so its 401 cannot sign staff out. */
export class BoxTableError extends UpstreamUnavailableError {
  constructor(message: string, options?: ErrorOptions & { staffMessage?: string }) {
    super('box table', message, options);
  }
}

/**
 * Airtable's workspace has spent its API calls for the month (429 PUBLIC_API_BILLING_LIMIT_EXCEEDED):
 * every records request is refused until the month resets or the plan is raised, so waiting 30 s
 * does not help. The app keeps box writes meanwhile (kept-over-limit.ts); this reaches staff only
 * where nothing could be kept.
 */
export class BoxTableMonthlyLimitError extends BoxTableError {}

/**
 * The table refused a field or a value Selvage wrote to it: a field it does not have, or an option
 * its single select does not have (Airtable: UNKNOWN_FIELD_NAME, INVALID_MULTIPLE_CHOICE_OPTIONS;
 * Selvage never asks Airtable to add options). Our own table refuses the same, so the two agree. The
 * pages offer only the catalogue's options, so this means the table and the catalogue disagree
 * (an option renamed in Airtable): staff read the table's usual words, the log names the field.
 */
export class BoxFieldRefusedError extends BoxTableError {
  constructor(
    readonly field: string,
    readonly value: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** The box table is not set up as Selvage needs it (a field, option or scope missing): stops the start with these words. */
export class BoxTableSetupError extends Error {}

/** Attachments as {url}, with the table's own id where it gives one (Airtable keeps an attachment only by it). */
const photos = (value: unknown): BoxPhoto[] =>
  Array.isArray(value)
    ? value.flatMap((p: unknown) => {
        const { url, id } = (p && typeof p === 'object' ? p : {}) as { url?: unknown; id?: unknown };
        return typeof url === 'string' ? [typeof id === 'string' ? { url, id } : { url }] : [];
      })
    : [];
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A record from the table's field names; attachments keep only their url and id. */
export function boxRecordOf(id: string, fields: Record<string, unknown>): BoxRecord {
  const f = BOX_TABLE.fields;
  return {
    id,
    boxID: text(fields[f.boxId]),
    productType: text(fields[f.productType]),
    subA: text(fields[f.subA]),
    subB: text(fields[f.subB]),
    boxSize: text(fields[f.size]),
    status: text(fields[f.status]),
    generalSortPhoto: photos(fields[f.generalSortPhoto]),
    generalSortNotes: text(fields[f.generalSortNotes]),
    measuredPhoto: photos(fields[f.measuredPhoto]),
    measuredNotes: text(fields[f.measuredNotes]),
  };
}
