import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { ConflictError } from '../errors';
import { removeAbandoned, type ClaimHolders } from './idempotency';

export interface ProductLockOptions {
  /** This server instance, which holds the claims it makes (db/server-instance.ts). */
  holders: ClaimHolders;
  /** The clock that dates a claim (tests move it). */
  now?: () => number;
  /** Waits between tries for a claim another call holds (tests shorten them). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * How long a call waits for another call on the same product, in tries: the waits grow from 10 ms
 * to 200 ms, about 35 s in all, well inside the request timeout. A Shopify call that takes longer
 * makes the waiting call answer 409 instead. Short waits: a queue of conversions of one roll (each a
 * few ms on the embedded shop) would otherwise spend a second per place waiting on an empty lock.
 */
const CLAIM_TRIES = 180;
const claimWait = (attempt: number) => Math.min(200, 10 * 2 ** attempt);

/**
 * One change of a product at a time, across every app server: a claim row in the claim table (as
 * box status updates hold one), held while the shop is read and written. Photos, edits and
 * listing changes of one product queue behind each other; Shopify has no transaction of its own
 * (an attach is a detach plus an attach, an edit a read plus several writes). A call that finds the
 * claim held waits for it; a claim left by a server that no longer runs is taken over at once. A
 * transaction lock would not do: PGlite runs one transaction at a time, and the shop is called over
 * HTTP in between. `busy` words the 409 when the wait runs out.
 */
export function createProductLock(db: Database, options: ProductLockOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return async function oneAtATime<T>(productId: string, busy: string, run: () => Promise<T>): Promise<T> {
    const key = `product-change:${productId}`;
    const token = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      const at = now();
      await removeAbandoned(db, options.holders, key, at);
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ key, requestHash: token, state: 'in_flight', claimedAt: at, holder: await options.holders.id() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      if (attempt + 1 >= CLAIM_TRIES) throw new ConflictError(busy);
      await sleep(claimWait(attempt));
    }
    try {
      return await run();
    } finally {
      // Only our own claim: one taken over from us as stale belongs to its new holder.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.requestHash, token)));
    }
  };
}

export type ProductLock = ReturnType<typeof createProductLock>;
