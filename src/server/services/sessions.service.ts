import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions } from '../db/schema';

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

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionsService {
  /** A new session (a fresh 256-bit id every sign-in). */
  start(userId: number): Promise<{ id: string; expiresAt: number }>;
  /** The user behind a cookie value, or null when unknown, expired or idle too long. */
  resolve(id: string): Promise<{ userId: number; expiresAt: number } | null>;
  end(id: string): Promise<void>;
}

export function createSessionsService(db: Database, times: SessionTimes, now: () => number = Date.now): SessionsService {
  return {
    async start(userId) {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = at + times.ttlMs;
      // Sweep dead sessions here rather than in a timer: sign-ins are rare and every server does it.
      await db.delete(sessions).where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, at - times.idleMs)));
      await db.insert(sessions).values({ idHash: hashId(id), userId, expiresAt, lastSeenAt: at });
      return { id, expiresAt };
    },
    async resolve(id) {
      const at = now();
      const idHash = hashId(id);
      const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
      if (!row) return null;
      if (row.expiresAt <= at || row.lastSeenAt + times.idleMs <= at) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (at - row.lastSeenAt >= touchEvery(times.idleMs)) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at })
          .where(and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, at)));
      }
      return { userId: row.userId, expiresAt: row.expiresAt };
    },
    async end(id) {
      await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
    },
  };
}
