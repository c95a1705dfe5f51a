import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { BOX_TABLE_LIMIT_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import type { Database } from '../../db/connection';
import { boxTableCopy, boxTableKept, idempotencyKeys } from '../../db/schema';
import {
  BoxExistsError,
  BoxFieldRefusedError,
  BoxNotFoundError,
  BoxTableMonthlyLimitError,
  boxIdKey,
  boxRecordOf,
  type BoxFields,
  type BoxTablePort,
} from '../../ports/box-table.port';
import { removeAbandoned, sameClaim, STALE_CLAIM_MS, type ClaimHolders, type HeldClaim } from '../../services/idempotency';

/**
 * How often, while Airtable refuses for its monthly limit, one request may see whether it takes
 * requests again: every request counts against the allowance once it is back, so the copy answers
 * meanwhile and Airtable is asked at most four times an hour (about 2,900 a month, where the Free
 * plan allows 1,000 and Team 100,000).
 */
export const KEPT_PROBE_EVERY_MS = 15 * 60_000;

/** How often a kept write that waits for staff (a problem) is tried again: each try costs a request. */
export const KEPT_PROBLEM_RETRY_MS = 24 * 60 * 60_000;

/** The record id a kept create answers with until it is sent: `kept:<seq>`. */
export const keptId = (seq: number): string => `kept:${seq}`;
const keptSeqOf = (id: string): number | null => {
  const m = /^kept:(\d+)$/.exec(id);
  return m ? Number(m[1]) : null;
};

/** The record id a kept create holds while it is being sent: a lookup finds whether a lost answer made it. */
const SENDING = 'sending';

/** The claim every app server's sender takes before sending, so only one sends at a time. */
const SEND_CLAIM = 'box-table-send';

/** Airtable takes at most 10 records a write: a write is passed on in batches, so one refused midway keeps only the rest. */
const BATCH = 10;

type KeptRow = typeof boxTableKept.$inferSelect;

const f = BOX_TABLE.fields;

/** A record's fields under the table's names, the form a write and boxRecordOf take. */
function fieldsOf(record: BoxRecord): Record<string, unknown> {
  return {
    [f.boxId]: record.boxID,
    [f.productType]: record.productType,
    [f.subA]: record.subA,
    [f.subB]: record.subB,
    [f.size]: record.boxSize,
    [f.status]: record.status,
    [f.generalSortPhoto]: record.generalSortPhoto,
    [f.generalSortNotes]: record.generalSortNotes,
    [f.measuredPhoto]: record.measuredPhoto,
    [f.measuredNotes]: record.measuredNotes,
  };
}

/** The record as a write leaves it: the given fields replaced, the rest kept (the port's update). */
const merged = (record: BoxRecord, fields: BoxFields): BoxRecord => boxRecordOf(record.id, { ...fieldsOf(record), ...fields });

/** The record without the markers of kept writes: what the copy holds. */
const plain = (record: BoxRecord): BoxRecord => boxRecordOf(record.id, fieldsOf(record));

/**
 * Whether two records say the same. Attachments count by number only: Airtable answers its own
 * links for a photo written by link, so the same photo is never the same link.
 */
const sameRecord = (a: BoxRecord, b: BoxRecord): boolean =>
  a.boxID === b.boxID &&
  a.productType === b.productType &&
  a.subA === b.subA &&
  a.subB === b.subB &&
  a.boxSize === b.boxSize &&
  a.status === b.status &&
  a.generalSortNotes === b.generalSortNotes &&
  a.measuredNotes === b.measuredNotes &&
  a.generalSortPhoto.length === b.generalSortPhoto.length &&
  a.measuredPhoto.length === b.measuredPhoto.length;

const boxIdOfFields = (fields: BoxFields): string => {
  const value = fields[f.boxId];
  return typeof value === 'string' ? value : '';
};

/** A LIKE pattern that matches `text` itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The kept writes applied, in order, over the copy's records of their boxes: a create adds its box
 * (id `kept:<seq>`), an update changes the box's fields. Every box touched is marked kept, with the
 * words of a write that waits for staff.
 */
function applyKept(copy: ReadonlyMap<string, BoxRecord>, rows: readonly KeptRow[]): Map<string, BoxRecord> {
  const out = new Map<string, BoxRecord>();
  for (const row of rows) {
    const fields = row.fields as BoxFields;
    const before = out.get(row.boxKey) ?? copy.get(row.boxKey);
    const record = row.op === 'create' ? boxRecordOf(keptId(row.seq), fields) : before ? merged(before, fields) : undefined;
    if (!record) continue;
    const problem = row.problem ?? before?.keptProblem;
    out.set(row.boxKey, { ...record, kept: true, ...(problem ? { keptProblem: problem } : {}) });
  }
  return out;
}

export interface KeptOverLimitOptions {
  /** The app's clock (tests pass a virtual one). */
  now?: () => number;
  probeEveryMs?: number;
  problemRetryMs?: number;
  /** This server as the holder of the sender's claim, so a crashed sender's claim is taken over at once. */
  holders?: ClaimHolders;
  /** Where the sender says what it could not do (the server's log). */
  log?: (message: string) => void;
}

export interface KeptOverLimitTable extends BoxTablePort {
  /**
   * Sends the kept writes in order, if Airtable may be asked now and no other server is sending:
   * each create becomes a record, each update is made. One that cannot be sent as it was keeps its
   * words for staff, and its box's later writes wait behind it.
   */
  sendKept(): Promise<void>;
  startSending(log?: (message: string) => void): () => Promise<void>;
}

/**
 * The box table with Airtable's monthly limit in mind (issue 41). Once a workspace's API calls for
 * the month are spent, Airtable refuses every request, reads too, until the month resets; this
 * keeps the box pages working meanwhile, with nothing lost:
 *  - every record the table answers is copied into box_table_copy;
 *  - while the table refuses for its monthly limit, reads are answered from the copy, and creates
 *    and updates are kept in box_table_kept, in order, and answered as if made (marked `kept`);
 *  - a box with kept writes is answered from the copy with them applied, and its later writes are
 *    kept behind them even once the table answers again, so none overtakes a kept one;
 *  - the sender (sendKept, on a timer) sends them once the table takes requests again.
 * The table is asked at most once per probeEveryMs while it refuses (KEPT_PROBE_EVERY_MS).
 */
export function keepOverLimit(inner: BoxTablePort, db: Database, options: KeptOverLimitOptions = {}): KeptOverLimitTable {
  const now = options.now ?? Date.now;
  const probeEveryMs = options.probeEveryMs ?? KEPT_PROBE_EVERY_MS;
  const problemRetryMs = options.problemRetryMs ?? KEPT_PROBLEM_RETRY_MS;
  let log = options.log ?? ((message: string) => console.warn(message));
  /** When the table last refused for its monthly limit (this process's view), or null while it answers. */
  let refusedAt: number | null = null;
  let problemsTriedAt = Number.NEGATIVE_INFINITY;

  /**
   * Whether the table may be asked now. Past the interval, the first caller takes the probe: the
   * time moves on at once, so callers meanwhile keep to the copy.
   */
  function mayAsk(): boolean {
    if (refusedAt === null) return true;
    if (now() - refusedAt < probeEveryMs) return false;
    refusedAt = now();
    return true;
  }

  /** The table's answer; a monthly-limit refusal is remembered and thrown on. */
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      const answer = await request();
      refusedAt = null;
      return answer;
    } catch (error) {
      if (error instanceof BoxTableMonthlyLimitError) refusedAt = now();
      throw error;
    }
  }

  /** The table's answer, or null when it may not be asked or refused for its monthly limit. */
  async function ask<T>(request: () => Promise<T>): Promise<{ answer: T } | null> {
    if (!mayAsk()) return null;
    try {
      return { answer: await call(request) };
    } catch (error) {
      if (error instanceof BoxTableMonthlyLimitError) return null;
      throw error;
    }
  }

  // --- The copy ---

  async function copyOf(keys: readonly string[]): Promise<Map<string, BoxRecord>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select()
      .from(boxTableCopy)
      .where(inArray(boxTableCopy.boxKey, [...new Set(keys)]));
    return new Map(rows.map((r) => [r.boxKey, r.record as BoxRecord]));
  }

  /** Copies the records the table answered; a box with kept writes keeps the copy they were made over. */
  async function copy(records: readonly BoxRecord[], except: ReadonlySet<string> = new Set()): Promise<void> {
    const byKey = new Map<string, BoxRecord>();
    for (const record of records) if (!except.has(boxIdKey(record.boxID))) byKey.set(boxIdKey(record.boxID), plain(record));
    const at = now();
    for (const batch of chunks([...byKey], 500)) {
      await db
        .insert(boxTableCopy)
        .values(batch.map(([boxKey, record]) => ({ boxKey, recordId: record.id, record, copiedAt: at })))
        .onConflictDoUpdate({
          target: boxTableCopy.boxKey,
          set: { recordId: sql`excluded.record_id`, record: sql`excluded.record`, copiedAt: sql`excluded.copied_at` },
        });
    }
  }

  // --- The kept writes ---

  const keptRows = (keys?: readonly string[]): Promise<KeptRow[]> =>
    keys === undefined
      ? db.select().from(boxTableKept).orderBy(asc(boxTableKept.seq))
      : keys.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(boxTableKept)
            .where(inArray(boxTableKept.boxKey, [...new Set(keys)]))
            .orderBy(asc(boxTableKept.seq));

  /** The boxes of these keys as staff see them: the copy with the kept writes applied. */
  async function keptView(keys: readonly string[]): Promise<Map<string, BoxRecord>> {
    const rows = await keptRows(keys);
    return applyKept(await copyOf(rows.map((r) => r.boxKey)), rows);
  }

  async function keepCreates(records: readonly BoxFields[]): Promise<BoxRecord[]> {
    const keys = records.map((fields) => boxIdKey(boxIdOfFields(fields)));
    // The table refuses a Box ID it holds; so does the copy, for the box the table held last.
    const [held, kept] = await Promise.all([copyOf(keys), keptRows(keys)]);
    if (held.size > 0 || kept.some((r) => r.op === 'create') || new Set(keys).size < keys.length)
      throw new BoxExistsError('A box with that Box ID already exists');
    const at = now();
    await db
      .insert(boxTableKept)
      .values(records.map((fields, i) => ({ boxKey: keys[i]!, op: 'create' as const, recordId: null, fields, keptAt: at })));
    const view = await keptView(keys);
    return keys.map((key) => view.get(key)!);
  }

  async function keepUpdate(key: string, id: string, fields: BoxFields): Promise<BoxRecord> {
    // An update of a box whose create is not yet being sent joins the create: one request, later.
    const folded = await db
      .update(boxTableKept)
      .set({ fields: sql`${boxTableKept.fields} || ${JSON.stringify(fields)}::jsonb` })
      .where(and(eq(boxTableKept.boxKey, key), eq(boxTableKept.op, 'create'), isNull(boxTableKept.recordId)))
      .returning({ seq: boxTableKept.seq });
    if (folded.length === 0) await db.insert(boxTableKept).values({ boxKey: key, op: 'update', recordId: id, fields, keptAt: now() });
    return (await keptView([key])).get(key)!;
  }

  /** The box a record id names: a kept create's, or one the copy holds. */
  async function keyOfId(id: string): Promise<string | undefined> {
    const seq = keptSeqOf(id);
    if (seq !== null) {
      const [row] = await db.select({ boxKey: boxTableKept.boxKey }).from(boxTableKept).where(eq(boxTableKept.seq, seq));
      return row?.boxKey;
    }
    const [row] = await db.select({ boxKey: boxTableCopy.boxKey }).from(boxTableCopy).where(eq(boxTableCopy.recordId, id));
    return row?.boxKey;
  }

  // --- The sender ---

  async function claimSending(): Promise<HeldClaim | null> {
    const at = now();
    const holder = options.holders ? await options.holders.id() : null;
    if (options.holders) await removeAbandoned(db, options.holders, SEND_CLAIM, at);
    else
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, SEND_CLAIM), lt(idempotencyKeys.claimedAt, at - STALE_CLAIM_MS)));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key: SEND_CLAIM, requestHash: SEND_CLAIM, state: 'in_flight', claimedAt: at, holder })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0 ? { key: SEND_CLAIM, holder, claimedAt: at } : null;
  }

  /** Keeps the claim fresh after each write, so it is not taken over as stale; false if it was. */
  async function renew(claim: HeldClaim): Promise<HeldClaim | null> {
    const at = now();
    const renewed = await db.update(idempotencyKeys).set({ claimedAt: at }).where(sameClaim(claim)).returning({ key: idempotencyKeys.key });
    return renewed.length > 0 ? { ...claim, claimedAt: at } : null;
  }

  const setProblem = (seq: number, problem: string, recordId: string | null) =>
    db.update(boxTableKept).set({ problem, recordId }).where(eq(boxTableKept.seq, seq));

  /** A sent write: the copy holds the table's record, and the write is no longer kept. */
  async function sent(row: KeptRow, record: BoxRecord): Promise<void> {
    await copy([record]);
    if (row.op === 'create')
      await db
        .update(boxTableKept)
        .set({ recordId: record.id })
        .where(and(eq(boxTableKept.op, 'update'), eq(boxTableKept.recordId, keptId(row.seq))));
    await db.delete(boxTableKept).where(eq(boxTableKept.seq, row.seq));
  }

  /** Whether the write is sent; false when it waits (its words kept for staff). */
  async function sendCreate(row: KeptRow): Promise<boolean> {
    // Marked before it is sent: after a lost answer, the record the table then holds is this one.
    const [marked] = await db.update(boxTableKept).set({ recordId: SENDING }).where(eq(boxTableKept.seq, row.seq)).returning();
    if (!marked) return true;
    const fields = marked.fields as BoxFields;
    const boxID = boxIdOfFields(fields);
    const there = await call(() => inner.findByBoxId(boxID));
    if (there) {
      if (row.recordId === SENDING) {
        await sent(marked, there);
        return true;
      }
      await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.clash(boxID), null);
      return false;
    }
    try {
      const [record] = await call(() => inner.create([fields]));
      await sent(marked, record!);
      return true;
    } catch (error) {
      if (!(error instanceof BoxFieldRefusedError)) throw error;
      await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.refused(boxID, error.message), null);
      return false;
    }
  }

  async function sendUpdate(row: KeptRow): Promise<boolean> {
    // Behind a create not yet sent: it goes once the create has its record id.
    if (row.recordId === null || keptSeqOf(row.recordId) !== null) return false;
    const fields = row.fields as BoxFields;
    const before = (await copyOf([row.boxKey])).get(row.boxKey);
    const boxID = before?.boxID ?? row.boxKey;
    const current = await call(() => inner.findByBoxId(boxID));
    if (current?.id !== row.recordId) {
      await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.gone(boxID), row.recordId);
      return false;
    }
    // Made already: an earlier send whose answer was lost.
    if (before && sameRecord(current, merged(before, fields))) {
      await sent(row, current);
      return true;
    }
    // Changed by hand since the update was kept (its status moved on in Airtable): sending it would
    // undo that, so staff decide.
    if (!before || !sameRecord(current, before)) {
      await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.changed(boxID, current.status), row.recordId);
      return false;
    }
    try {
      const [record] = await call(() => inner.update([{ id: row.recordId!, fields }]));
      await sent(row, record!);
      return true;
    } catch (error) {
      if (error instanceof BoxNotFoundError) {
        await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.gone(boxID), row.recordId);
        return false;
      }
      if (!(error instanceof BoxFieldRefusedError)) throw error;
      await setProblem(row.seq, BOX_TABLE_LIMIT_MESSAGES.refused(boxID, error.message), row.recordId);
      return false;
    }
  }

  async function sendKept(): Promise<void> {
    const [any] = await db.select({ seq: boxTableKept.seq }).from(boxTableKept).limit(1);
    if (!any || !mayAsk()) return;
    let claim = await claimSending();
    if (!claim) return;
    try {
      const problemsToo = now() - problemsTriedAt >= problemRetryMs;
      if (problemsToo) problemsTriedAt = now();
      // A box whose write waits keeps its later writes behind it: order holds within each box.
      const waiting = new Set<string>();
      for (const row of await keptRows()) {
        if (waiting.has(row.boxKey)) continue;
        if (row.problem !== null && !problemsToo) {
          waiting.add(row.boxKey);
          continue;
        }
        // Read again: a create folds in updates until it is marked, and may already be sent.
        const [fresh] = await db.select().from(boxTableKept).where(eq(boxTableKept.seq, row.seq));
        if (!fresh) continue;
        const done = fresh.op === 'create' ? await sendCreate(fresh) : await sendUpdate(fresh);
        if (!done) waiting.add(row.boxKey);
        claim = await renew(claim);
        if (!claim) return;
      }
    } catch (error) {
      // Still over the limit, or Airtable failing: the rest waits for the next turn.
      if (!(error instanceof BoxTableMonthlyLimitError))
        log(`Kept box writes could not be sent to Airtable now: ${(error as Error).message}`);
    } finally {
      if (claim) await db.delete(idempotencyKeys).where(sameClaim(claim));
    }
  }

  return {
    ready: inner.ready
      ? async () => {
          try {
            await call(() => inner.ready!());
          } catch (error) {
            // Over the limit at start is not a setup problem: the copy answers meanwhile.
            if (!(error instanceof BoxTableMonthlyLimitError)) throw error;
          }
        }
      : undefined,

    async list() {
      const startedAt = now();
      const rows = await keptRows();
      const keptKeys = new Set(rows.map((r) => r.boxKey));
      const fresh = await ask(() => inner.list());
      let live: BoxRecord[];
      if (fresh) {
        await copy(fresh.answer, keptKeys);
        // A box no longer in the table leaves the copy too, unless writes are kept for it or it was
        // copied since the list began (a create meanwhile).
        const listed = [...new Set(fresh.answer.map((r) => boxIdKey(r.boxID))), ...keptKeys];
        await db
          .delete(boxTableCopy)
          .where(and(notInArray(boxTableCopy.boxKey, listed.length > 0 ? listed : ['']), lt(boxTableCopy.copiedAt, startedAt)));
        live = fresh.answer.filter((r) => !keptKeys.has(boxIdKey(r.boxID)));
      } else {
        const held = await db.select().from(boxTableCopy).orderBy(asc(boxTableCopy.copiedAt), asc(boxTableCopy.boxKey));
        live = held.filter((r) => !keptKeys.has(r.boxKey)).map((r) => r.record as BoxRecord);
      }
      return [...live, ...applyKept(await copyOf([...keptKeys]), rows).values()];
    },

    async findByBoxId(boxID) {
      const key = boxIdKey(boxID);
      const kept = (await keptView([key])).get(key);
      if (kept) return kept;
      const fresh = await ask(() => inner.findByBoxId(boxID));
      if (!fresh) return (await copyOf([key])).get(key);
      if (fresh.answer) await copy([fresh.answer]);
      else await db.delete(boxTableCopy).where(eq(boxTableCopy.boxKey, key));
      return fresh.answer;
    },

    async boxIdsWithBase(base) {
      const prefix = `${likeLiteral(boxIdKey(base))}-%`;
      const fresh = await ask(() => inner.boxIdsWithBase(base));
      const ids =
        fresh?.answer ??
        (
          await db
            .select({ record: boxTableCopy.record })
            .from(boxTableCopy)
            .where(sql`${boxTableCopy.boxKey} LIKE ${prefix} ESCAPE '\\'`)
        ).map((r) => (r.record as BoxRecord).boxID);
      // Kept creates count too, so no Box ID is made twice while they wait.
      const kept = await db
        .select({ boxKey: boxTableKept.boxKey, fields: boxTableKept.fields })
        .from(boxTableKept)
        .where(and(eq(boxTableKept.op, 'create'), sql`${boxTableKept.boxKey} LIKE ${prefix} ESCAPE '\\'`))
        .orderBy(asc(boxTableKept.seq));
      const seen = new Set(ids.map(boxIdKey));
      return [...ids, ...kept.filter((r) => !seen.has(r.boxKey)).map((r) => boxIdOfFields(r.fields as BoxFields))];
    },

    async create(records) {
      const keys = records.map((fields) => boxIdKey(boxIdOfFields(fields)));
      if ((await keptRows(keys)).length > 0) return keepCreates(records);
      const made: BoxRecord[] = [];
      for (const [i, batch] of chunks(records, BATCH).entries()) {
        const fresh = await ask(() => inner.create(batch));
        if (!fresh) return [...made, ...(await keepCreates(records.slice(i * BATCH)))];
        await copy(fresh.answer);
        made.push(...fresh.answer);
      }
      return made;
    },

    async update(changes) {
      const keys = await Promise.all(changes.map(({ id }) => keyOfId(id)));
      const keptKeys = new Set((await keptRows(keys.filter((k) => k !== undefined))).map((r) => r.boxKey));
      const updated: BoxRecord[] = [];
      let over = false;
      for (const [i, change] of changes.entries()) {
        const key = keys[i];
        if (!over && (key === undefined || !keptKeys.has(key))) {
          const fresh = await ask(() => inner.update([change]));
          if (fresh) {
            await copy(fresh.answer);
            updated.push(...fresh.answer);
            continue;
          }
          over = true;
        }
        // Nothing to keep the change with: no copy of the box (it was never read here).
        if (key === undefined)
          throw new BoxTableMonthlyLimitError(`Airtable's monthly limit is reached and the copy has no record ${change.id}`, {
            staffMessage: BOX_TABLE_LIMIT_MESSAGES.monthlyLimit,
          });
        keptKeys.add(key);
        updated.push(await keepUpdate(key, change.id, change.fields));
      }
      return updated;
    },

    sendKept,

    startSending(logTo) {
      if (logTo) log = logTo;
      let sending: Promise<void> | null = null;
      const turn = () => {
        sending ??= sendKept()
          .catch((error: unknown) => log(`Kept box writes could not be sent to Airtable: ${(error as Error).message}`))
          .finally(() => (sending = null));
      };
      turn();
      const timer = setInterval(turn, probeEveryMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await sending;
      };
    },
  };
}
