import { createHash } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { ServerInstance } from '../db/server-instance';
import { idempotencyKeys } from '../db/schema';
import { ConflictError, KeyReusedError } from '../errors';
import { canonical } from '../../shared/edit/record-version';

/** What the claim table says of a key: the first answer as kept (JSON), or why there is none to give. */
type Claim = { kind: 'ours' } | { kind: 'answered'; json: string } | { kind: 'reused' } | { kind: 'inFlight' };

/** Kept answers are stored with the status they had as HTTP answers before services owned them. */
const ANSWERED = 200;

export const IDEMPOTENCY_MESSAGES = {
  inFlight: 'An earlier try of this request is still being handled by the server. Wait a moment and try again.',
  keyReused: 'This upload key was already used for a different product. Start a new product to upload it.',
} as const;

/**
 * A claim older than this may be taken over whoever holds it: the last resort for a holder that
 * looks alive yet is not (claims made before holders were recorded). A claim whose holder no longer
 * runs is taken over at once (`abandoned`).
 */
export const STALE_CLAIM_MS = 2 * 60_000;

/** Who holds claims: this server instance, and which others still run (db/server-instance.ts). */
export type ClaimHolders = Pick<ServerInstance, 'id' | 'running'>;

/** A claim as read from the table: enough to tell whether it may be taken over, and to take exactly it. */
export interface HeldClaim {
  key: string;
  holder: number | null;
  claimedAt: number;
}

/**
 * Whether a claim in flight may be taken over at `at`: its holder no longer runs (a server killed or
 * crashed mid-request, issue 29 item 3), or it is older than STALE_CLAIM_MS.
 */
export async function abandoned(holders: ClaimHolders, claim: HeldClaim, at: number): Promise<boolean> {
  if (claim.claimedAt < at - STALE_CLAIM_MS) return true;
  if (claim.holder === null) return false;
  return !(await holders.running([claim.holder])).has(claim.holder);
}

/** Matches exactly the claim that was read, so of two takers only one changes it. */
export const sameClaim = (claim: HeldClaim): SQL =>
  and(
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.claimedAt, claim.claimedAt),
    claim.holder === null ? isNull(idempotencyKeys.holder) : eq(idempotencyKeys.holder, claim.holder),
  )!;

/**
 * Removes the claim on `key` if it is abandoned, so the caller can claim it afresh: the locks'
 * (box status, product changes) way of taking over a claim their holder left behind.
 */
export async function removeAbandoned(db: Database, holders: ClaimHolders, key: string, at: number): Promise<void> {
  const [row] = await db
    .select({ key: idempotencyKeys.key, holder: idempotencyKeys.holder, claimedAt: idempotencyKeys.claimedAt })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  if (row && (await abandoned(holders, row, at))) await db.delete(idempotencyKeys).where(sameClaim(row));
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Requests that must act once however often they arrive (a retry, a reload, a second tab, a lost
 * answer): the key is claimed atomically (INSERT ... ON CONFLICT DO NOTHING) in the database every
 * app server shares, and the first answer is kept. A repeat gets that answer; the same key with
 * another request is 422; a key still in flight is 409. A failure releases the key, since nothing
 * was promised, so the retry can go through.
 */
export function createIdempotency(db: Database, holders: ClaimHolders, now: () => number = Date.now) {
  async function claim(key: string, hash: string): Promise<Claim> {
    const at = now();
    const holder = await holders.id();
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash: hash, state: 'in_flight', claimedAt: at, holder })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'ours' };
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) return claim(key, hash);
    if (row.requestHash !== hash) return { kind: 'reused' };
    if (row.state === 'done' && row.statusCode === ANSWERED && row.response !== null) return { kind: 'answered', json: row.response };
    if (!(await abandoned(holders, row, at))) return { kind: 'inFlight' };
    // Take over a claim whose server was killed or crashed; only one taker wins the update.
    const taken = await db
      .update(idempotencyKeys)
      .set({ claimedAt: at, holder })
      .where(and(sameClaim(row), eq(idempotencyKeys.state, 'in_flight')))
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
      // stillInFlightAnswer: a caller's queue waits and tries again rather than asking anyone to fix it.
      if (found.kind === 'inFlight') throw new ConflictError(IDEMPOTENCY_MESSAGES.inFlight, { stillInFlight: true });
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
