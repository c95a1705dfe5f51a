import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { auditLog } from '../db/schema';
import {
  AUDIT_ACTIONS,
  AUDIT_KEPT_MS,
  AUDIT_WHAT_MAX,
  writeAuditCursor,
  type AuditAction,
  type AuditCursor,
  type AuditEntry,
  type AuditPage,
} from '../../shared/schemas/audit';
import { EMAIL_MAX } from '../../shared/schemas/login';

/** The trail is swept of entries older than a year at most this often (per server), from the requests it records. */
export const AUDIT_SWEEP_EVERY_MS = 24 * 60 * 60_000;

/** One thing done, as the audit hook saw it. */
export interface AuditRecord {
  who: string;
  action: AuditAction;
  what: string;
  address: string;
  ok: boolean;
}

/** A page of the trail (GET /admin/audit, already parsed). */
export interface AuditRequest {
  limit: number;
  cursor?: AuditCursor;
  /** Part of the email, in any case. */
  who?: string;
  action?: AuditAction;
  since?: number;
  until?: number;
}

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * Text fit to keep: no control characters or halves of a surrogate pair (the database refuses a
 * NUL, and a request may carry anything), at most `max` characters.
 */
export function keepable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- the characters to drop are control characters
  const clean = text.replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export interface AuditService {
  /**
   * Keeps the entry `entry` works out (none when it answers null), at the app's clock. Never fails
   * the caller (the request it records is already answered): a failure goes to `onError`.
   */
  record(entry: () => Promise<AuditRecord | null>, onError: (error: unknown) => void): void;
  /** Every write begun so far has ended: for shutting down, and for tests that read what was kept. */
  idle(): Promise<void>;
  /** Removes entries older than a year unless that was done within AUDIT_SWEEP_EVERY_MS; at start and from records. */
  sweepNowAndThen(): Promise<void>;
  /** One page, newest first. */
  page(request: AuditRequest): Promise<AuditPage>;
}

/**
 * The audit trail (issue 28 item 5) in our own database. Entries come from one hook over the
 * audited routes (http/audit-trail.ts), never from the services, so what is recorded is decided in
 * one table and a service never writes to it.
 */
export function createAuditService(db: Database, options: { now?: () => number } = {}): AuditService {
  const now = options.now ?? Date.now;
  const pending = new Set<Promise<unknown>>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  /**
   * Run from requests rather than a timer, like the staged-photo sweep: a year-old entry kept a day
   * longer harms nobody, and there is nothing to start or stop.
   */
  async function sweepNowAndThen(): Promise<void> {
    const at = now();
    if (at - lastSweep < AUDIT_SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(auditLog).where(lt(auditLog.at, at - AUDIT_KEPT_MS));
  }

  return {
    record(entry, onError) {
      const write = (async () => {
        const done = await entry();
        if (!done) return;
        await db.insert(auditLog).values({
          at: now(),
          who: keepable(done.who, EMAIL_MAX),
          action: done.action,
          what: keepable(done.what, AUDIT_WHAT_MAX),
          address: keepable(done.address, 64),
          ok: done.ok,
        });
        await sweepNowAndThen();
      })().catch(onError);
      track(write);
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    sweepNowAndThen,

    async page(request) {
      const t = auditLog;
      const { cursor, who, action, since, until } = request;
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            // strpos, not LIKE: a '%' or '_' typed in Who is only itself.
            who ? sql`strpos(lower(${t.who}), lower(${who})) > 0` : undefined,
            action ? eq(t.action, action) : undefined,
            since === undefined ? undefined : gte(t.at, since),
            until === undefined ? undefined : lt(t.at, until),
            cursor ? or(lt(t.at, cursor.at), and(eq(t.at, cursor.at), lt(t.id, cursor.id))) : undefined,
          ),
        )
        .orderBy(desc(t.at), desc(t.id))
        // One more than asked: whether a next page exists, without a second query.
        .limit(request.limit + 1);
      const page = rows.slice(0, request.limit);
      const last = page.at(-1);
      const entries: AuditEntry[] = page.flatMap((r) =>
        isAction(r.action) ? [{ id: r.id, at: r.at, who: r.who, action: r.action, what: r.what, address: r.address, ok: r.ok }] : [],
      );
      return { entries, next: rows.length > request.limit && last ? writeAuditCursor({ at: last.at, id: last.id }) : null };
    },
  };
}
