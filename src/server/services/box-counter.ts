import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { MAX_BOX_COUNT } from '../../shared/boxes/box-code';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every count of a base code up to MAX_BOX_COUNT is taken (answered as 409 with these words). */
export class BoxCountExhaustedError extends Error {
  readonly statusCode = 409;
  constructor(base: string) {
    super(`Box numbers for ${base} have run out: ${base}-${MAX_BOX_COUNT} is the largest Box ID there can be. Contact administrator.`);
  }
}

/**
 * Box counts per base code, in our own database whichever box table holds the records. One
 * upsert takes the row lock, so concurrent callers queue on it and each leaves with its own number;
 * `seen` (the highest count the table already shows) lets records made elsewhere push the counter on.
 * No count above MAX_BOX_COUNT is ever handed out or stored.
 */
export function createBoxCounter(db: Database) {
  return {
    /** The next count for `base`, above both every count handed out and `seen`; throws BoxCountExhaustedError past MAX_BOX_COUNT. */
    async reserve(base: string, seen: number): Promise<number> {
      if (seen >= MAX_BOX_COUNT) throw new BoxCountExhaustedError(base);
      const result = await db.execute<{ n: number }>(sql`
        insert into box_counters (base, n) values (${base}, ${seen + 1})
        on conflict (base) do update set n = greatest(box_counters.n, excluded.n - 1) + 1
          where greatest(box_counters.n, excluded.n - 1) < ${MAX_BOX_COUNT}
        returning n`);
      const [row] = rowsOf<{ n: number }>(result);
      if (!row) throw new BoxCountExhaustedError(base);
      return row.n;
    },
    /** Records that `count` of `base` is in use, so it is never handed out again. */
    async markUsed(base: string, count: number): Promise<void> {
      await db.execute(sql`
        insert into box_counters (base, n) values (${base}, ${Math.min(count, MAX_BOX_COUNT)})
        on conflict (base) do update set n = greatest(box_counters.n, excluded.n)`);
    },
  };
}

export type BoxCounter = ReturnType<typeof createBoxCounter>;
