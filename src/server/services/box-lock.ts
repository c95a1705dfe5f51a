import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { ConflictError } from '../errors';
import { removeAbandoned, type ClaimHolders } from './idempotency';

/** Another status update of the same box is under way (answered as 409). */
export class BoxBusyError extends ConflictError {}

export const boxBusyMessage = (boxID: string) =>
  `Box ${boxID} is being updated by someone else right now. Wait a moment and check it again.`;

/**
 * One status update of a box at a time, across every app server: a claim row in our own database
 * (the upload's claim table, INSERT ... ON CONFLICT DO NOTHING), held while the update reads and
 * writes the box table, ours or Airtable, which has no conditional writes of its own. A transaction
 * lock would not do: PGlite runs one transaction at a time, and the box table uses its own queries.
 */
export function createBoxLock(db: Database, holders: ClaimHolders, now: () => number = Date.now) {
  return async function withBoxLock<T>(boxID: string, run: () => Promise<T>): Promise<T> {
    const key = `box-status:${boxID.toUpperCase()}`;
    const at = now();
    // A claim left by a server that no longer runs is taken over at once (issue 29 item 3).
    await removeAbandoned(db, holders, key, at);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash: 'box-status', state: 'in_flight', claimedAt: at, holder: await holders.id() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) throw new BoxBusyError(boxBusyMessage(boxID.toUpperCase()));
    try {
      return await run();
    } finally {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    }
  };
}

export type BoxLock = ReturnType<typeof createBoxLock>;
