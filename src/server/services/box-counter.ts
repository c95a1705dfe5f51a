import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Box counts per base code, in our own database whichever box table holds the records. One
 * upsert takes the row lock, so concurrent callers queue on it and each leaves with its own number;
 * `seen` (the highest count the table already shows) lets records made elsewhere push the counter on.
 */
export function createBoxCounter(db: Database) {
  return {
    /** The next count for `base`, above both every count handed out and `seen`. */
    async reserve(base: string, seen: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        insert into box_counters (base, n) values (${base}, ${seen + 1})
        on conflict (base) do update set n = greatest(box_counters.n, excluded.n - 1) + 1
        returning n`);
      return rowsOf<{ n: number }>(result)[0]!.n;
    },
    /** Records that `count` of `base` is in use, so it is never handed out again. */
    async markUsed(base: string, count: number): Promise<void> {
      await db.execute(sql`
        insert into box_counters (base, n) values (${base}, ${count})
        on conflict (base) do update set n = greatest(box_counters.n, excluded.n)`);
    },
  };
}

export type BoxCounter = ReturnType<typeof createBoxCounter>;
