import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { loginFailures } from '../db/schema';

/**
 * Brute-force limits for sign-in. Both live here so they are tuned in one place.
 * - per address: more than 10 failures in a minute (issue 2);
 * - per account: a run of 5 failures in 15 minutes, reset by a successful sign-in.
 */
export const LOGIN_LIMITS = {
  ip: { max: 10, windowMs: 60_000 },
  account: { max: 5, windowMs: 15 * 60_000 },
} as const;

type Scope = keyof typeof LOGIN_LIMITS;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  check(ip: string, email: string): Promise<ThrottleVerdict>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export function createLoginThrottle(db: Database, now: () => number = Date.now): LoginThrottle {
  const windowOf = (scope: Scope, at: number) => at - (at % LOGIN_LIMITS[scope].windowMs);
  const keyOf = (scope: Scope, value: string) => `${scope}:${value.trim().toLowerCase()}`;

  async function countIn(scope: Scope, value: string, at: number): Promise<number> {
    const [row] = await db
      .select({ count: loginFailures.count })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, keyOf(scope, value)), eq(loginFailures.windowStart, windowOf(scope, at))));
    return row?.count ?? 0;
  }

  return {
    async check(ip, email) {
      const at = now();
      for (const [scope, value] of [['ip', ip], ['account', email]] as const) {
        if ((await countIn(scope, value, at)) >= LOGIN_LIMITS[scope].max) {
          const reopens = windowOf(scope, at) + LOGIN_LIMITS[scope].windowMs;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopens - at) / 1000)) };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async recordFailure(ip, email) {
      const at = now();
      for (const [scope, value] of [['ip', ip], ['account', email]] as const) {
        await db
          .insert(loginFailures)
          .values({ key: keyOf(scope, value), windowStart: windowOf(scope, at), count: 1 })
          .onConflictDoUpdate({
            target: [loginFailures.key, loginFailures.windowStart],
            set: { count: sql`${loginFailures.count} + 1` },
          });
      }
      // Old windows are worthless; drop them as we go.
      await db.delete(loginFailures).where(lt(loginFailures.windowStart, at - LOGIN_LIMITS.account.windowMs * 2));
    },
    async recordSuccess(email) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keyOf('account', email)));
    },
  };
}

/** The message a refused sign-in shows, in whole minutes or seconds. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds >= 90 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} seconds`;
  return `Too many failed sign-ins. Try again in ${wait}.`;
}
