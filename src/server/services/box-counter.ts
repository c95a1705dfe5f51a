import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { boxCounters, boxReservations } from '../db/schema';
import { MAX_BOX_COUNT, fullBoxCode } from '../../shared/boxes/box-code';
import { ConflictError } from '../errors';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every count of a base code up to MAX_BOX_COUNT is taken (answered as 409 with these words). */
export class BoxCountExhaustedError extends ConflictError {
  constructor(base: string) {
    super(`Box numbers for ${base} have run out: ${base}-${MAX_BOX_COUNT} is the largest Box ID there can be. Contact administrator.`);
  }
}

/** Runs queries: the database, or a transaction on it. */
type Queries = Pick<Database, 'execute' | 'select' | 'insert'>;

/** The next count for `base` above both every count handed out and `seen`, taken under the row lock. */
async function takeCount(q: Queries, base: string, seen: number): Promise<number> {
  if (seen >= MAX_BOX_COUNT) throw new BoxCountExhaustedError(base);
  const result = await q.execute<{ n: number }>(sql`
    insert into box_counters (base, n) values (${base}, ${seen + 1})
    on conflict (base) do update set n = greatest(box_counters.n, excluded.n - 1) + 1
      where greatest(box_counters.n, excluded.n - 1) < ${MAX_BOX_COUNT}
    returning n`);
  const [row] = rowsOf<{ n: number }>(result);
  if (!row) throw new BoxCountExhaustedError(base);
  return row.n;
}

/**
 * Box counts per base code, in our own database whichever box table holds the records. One
 * upsert takes the row lock, so concurrent callers queue on it and each leaves with its own number;
 * `seen` (the highest count the table already shows) lets records made elsewhere push the counter on.
 * No count above MAX_BOX_COUNT is ever handed out or stored.
 */
export function createBoxCounter(db: Database) {
  const reservationOf = (q: Queries, key: string, base: string) =>
    q
      .select({ boxId: boxReservations.boxId })
      .from(boxReservations)
      .where(and(eq(boxReservations.createKey, key), eq(boxReservations.base, base)));

  return {
    /** The next count for `base`, above both every count handed out and `seen`; throws BoxCountExhaustedError past MAX_BOX_COUNT. */
    reserve: (base: string, seen: number): Promise<number> => takeCount(db, base, seen),

    /**
     * The Box ID of the creation `key` of a `base` box: the one an earlier try of it reserved, or a
     * new count, reserved and recorded under the key in one transaction. So every try of one
     * creation makes the same Box ID, and a number is never handed to two keys. A second taker of
     * the same key (a claim taken over from a server that was only slow) finds the first one's row.
     */
    async reserveFor(key: string, base: string, seen: number): Promise<string> {
      return db.transaction(async (tx) => {
        const [earlier] = await reservationOf(tx, key, base);
        if (earlier) return earlier.boxId;
        const n = await takeCount(tx, base, seen);
        await tx
          .insert(boxReservations)
          .values({ createKey: key, base, boxId: fullBoxCode(base, n) })
          .onConflictDoNothing({ target: [boxReservations.createKey, boxReservations.base] });
        const [row] = await reservationOf(tx, key, base);
        return row!.boxId;
      });
    },

    /** The Box IDs creations under `key` reserved (one per base code tried). */
    async reservedUnder(key: string): Promise<string[]> {
      const rows = await db.select({ boxId: boxReservations.boxId }).from(boxReservations).where(eq(boxReservations.createKey, key));
      return rows.map((r) => r.boxId);
    },

    /** What reserve would hand out now, reserving nothing; throws BoxCountExhaustedError past MAX_BOX_COUNT. */
    async peek(base: string, seen: number): Promise<number> {
      const [row] = await db.select({ n: boxCounters.n }).from(boxCounters).where(eq(boxCounters.base, base));
      const next = Math.max(row?.n ?? 0, seen) + 1;
      if (next > MAX_BOX_COUNT) throw new BoxCountExhaustedError(base);
      return next;
    },
  };
}

export type BoxCounter = ReturnType<typeof createBoxCounter>;
