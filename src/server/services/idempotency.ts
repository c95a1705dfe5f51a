import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { ConflictError, KeyReusedError } from '../errors';
import { canonical } from '../../shared/edit/record-version';

/** What the claim table says of a key: the first answer as kept (JSON), or why there is none to give. */
type Claim = { kind: 'ours' } | { kind: 'answered'; json: string } | { kind: 'reused' } | { kind: 'inFlight' };

/** Kept answers are stored with the status they had as HTTP answers before services owned them. */
const ANSWERED = 200;

export const IDEMPOTENCY_MESSAGES = {
  inFlight: 'This request is still being handled. Wait a moment and try again.',
  keyReused: 'This upload key was already used for a different product. Start a new product to upload it.',
} as const;

/** A claim older than this is from a server that died mid-request and may be taken over. */
export const STALE_CLAIM_MS = 2 * 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Requests that must act once however often they arrive (a retry, a reload, a second tab, a lost
 * answer): the key is claimed atomically (INSERT ... ON CONFLICT DO NOTHING) in the database every
 * app server shares, and the first answer is kept. A repeat gets that answer; the same key with
 * another request is 422; a key still in flight is 409. A failure releases the key, since nothing
 * was promised, so the retry can go through.
 */
export function createIdempotency(db: Database, now: () => number = Date.now) {
  async function claim(key: string, hash: string): Promise<Claim> {
    const at = now();
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash: hash, state: 'in_flight', claimedAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'ours' };
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) return claim(key, hash);
    if (row.requestHash !== hash) return { kind: 'reused' };
    if (row.state === 'done' && row.statusCode === ANSWERED && row.response !== null) return { kind: 'answered', json: row.response };
    // Take over a claim abandoned by a crashed server; only one taker wins the update.
    const taken = await db
      .update(idempotencyKeys)
      .set({ claimedAt: at })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.claimedAt, at - STALE_CLAIM_MS)))
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { kind: 'ours' } : { kind: 'inFlight' };
  }

  return {
    /**
     * Runs `act` once per key and request and keeps its value; a repeat gets that value again. The
     * same key with another request is KeyReused, worded by the service (`reusedMessage`); a key
     * still being acted on is Conflict.
     */
    async once<T>(key: string, request: unknown, act: () => Promise<T>, reusedMessage: () => string | Promise<string>): Promise<T> {
      const found = await claim(key, sha256(canonical(request)));
      // Our own JSON, written below by this same call for this same key and request.
      if (found.kind === 'answered') return JSON.parse(found.json) as T;
      if (found.kind === 'reused') throw new KeyReusedError(await reusedMessage());
      if (found.kind === 'inFlight') throw new ConflictError(IDEMPOTENCY_MESSAGES.inFlight);
      try {
        const value = await act();
        await db
          .update(idempotencyKeys)
          .set({ state: 'done', statusCode: ANSWERED, response: JSON.stringify(value) })
          .where(eq(idempotencyKeys.key, key));
        return value;
      } catch (error) {
        await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
        throw error;
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
