import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions, users } from '../db/schema';
import type { Role } from '../../shared/schemas/accounts';

export interface SessionTimes {
  /** Absolute lifetime from sign-in (SESSION_TTL_SECONDS). */
  ttlMs: number;
  /** Sign-out after this long without a request (SESSION_IDLE_SECONDS). */
  idleMs: number;
}

// Touching last_seen on every request would write on every call; once a minute is plenty, and
// well within the idle limit when that is short (a 30 s limit once ended sessions in use, issue 13).
const TOUCH_EVERY_MS = 60_000;
const touchEvery = (idleMs: number) => Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 4));

/** Only this is kept of a session's id, so a database leak signs nobody in. */
export const sessionIdHash = (id: string) => createHash('sha256').update(id).digest('hex');
const hashId = sessionIdHash;

export interface ResolvedSession {
  userId: number;
  /** Read from the account at every request: a role change counts at once. */
  role: Role;
  /** The account's address as it is now: the audit trail names who did what by it. */
  email: string;
  expiresAt: number;
}

export interface SessionsService {
  /** A new session (a fresh 256-bit id every sign-in), and the account's last sign-in set; throws for a disabled account. */
  start(userId: number): Promise<{ id: string; expiresAt: number }>;
  /**
   * As start, but null unless the account is enabled and, given `passwordHash`, still has it: a
   * reset or a disable that lands between the password check and here wins.
   */
  startIfUnchanged(userId: number, passwordHash: string | null): Promise<{ id: string; expiresAt: number } | null>;
  /** The user behind a cookie value, or null when unknown, expired, idle too long or its account disabled. */
  resolve(id: string): Promise<ResolvedSession | null>;
  end(id: string): Promise<void>;
}

export function createSessionsService(db: Database, times: SessionTimes, now: () => number = Date.now): SessionsService {
  async function startWhere(userId: number, passwordHash: string | null) {
    const id = randomBytes(32).toString('base64url');
    const at = now();
    const expiresAt = at + times.ttlMs;
    // Sweep dead sessions here rather than in a timer: sign-ins are rare and every server does it.
    await db.delete(sessions).where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, at - times.idleMs)));
    return db.transaction(async (tx) => {
      // The account's row locked: a reset, disable or role change (each updates the row, then ends
      // its sessions) either lands first, so this finds the account changed, or waits for this one
      // and then ends the session it made.
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, userId), isNull(users.disabledAt), passwordHash === null ? undefined : eq(users.passwordHash, passwordHash)),
        )
        .for('update');
      if (!account) return null;
      await tx.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
      await tx.insert(sessions).values({ idHash: hashId(id), userId, expiresAt, lastSeenAt: at });
      return { id, expiresAt };
    });
  }

  return {
    async start(userId) {
      const started = await startWhere(userId, null);
      if (!started) throw new Error(`Account ${userId} cannot sign in`);
      return started;
    },
    startIfUnchanged: (userId, passwordHash) => startWhere(userId, passwordHash),
    async resolve(id) {
      const at = now();
      const idHash = hashId(id);
      const [row] = await db
        .select({
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          role: users.role,
          email: users.email,
          disabledAt: users.disabledAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      if (!row) return null;
      if (row.expiresAt <= at || row.lastSeenAt + times.idleMs <= at || row.disabledAt !== null) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (at - row.lastSeenAt >= touchEvery(times.idleMs)) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at })
          .where(and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, at)));
      }
      return { userId: row.userId, role: row.role, email: row.email, expiresAt: row.expiresAt };
    },
    async end(id) {
      await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
    },
  };
}
