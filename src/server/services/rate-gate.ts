import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/**
 * When requests to an outside service may start: at most so many a second, and none before a
 * penalty the service set is over. Airtable counts its 5 requests a second per base, whichever app
 * server sends them, so the gate that matters is shared through the database (createSharedRateGate).
 */
export interface RateGate {
  /** Waits for this request's turn. */
  take(): Promise<void>;
  /** No request starts before `atMs` (epoch ms), on any server sharing the gate. */
  holdUntil(atMs: number): Promise<void>;
}

export interface RateGateOptions {
  perSecond: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A gate in the database, one row per `name`: each take moves the row's next start on by one
 * spacing (1000 / perSecond ms) under the row lock and waits for the slot it took. Starts spaced so
 * are never more than perSecond in any one-second window, whichever server took them; a hold moves
 * the next start past a penalty for all of them.
 */
export function createSharedRateGate(db: Database, name: string, options: RateGateOptions): RateGate {
  const spacing = Math.ceil(1000 / options.perSecond);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  return {
    async take() {
      const at = now();
      const result = await db.execute<{ slot: number | string }>(sql`
        insert into rate_gates (name, next_at) values (${name}, ${at + spacing})
        on conflict (name) do update set next_at = greatest(rate_gates.next_at, ${at}) + ${spacing}
        returning next_at - ${spacing} as slot`);
      const slot = Number(rowsOf<{ slot: number | string }>(result)[0]!.slot);
      if (slot > at) await sleep(slot - at);
    },
    async holdUntil(atMs) {
      await db.execute(sql`
        insert into rate_gates (name, next_at) values (${name}, ${atMs})
        on conflict (name) do update set next_at = greatest(rate_gates.next_at, ${atMs})`);
    },
  };
}
