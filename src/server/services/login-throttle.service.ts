import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { loginAttempts, loginDevices, users } from '../db/schema';
import { normaliseEmail } from './users.service';

/**
 * Sign-in throttling: every number lives here (README and docs/decisions.md D59 repeat them).
 * Nothing locks an account: after `free` failures each further attempt on the same key must wait a
 * delay that doubles from `firstDelayMs` up to `maxDelayMs`. A key with no attempt for `forgetMs`
 * starts again. Guesses from elsewhere never slow a staff member down on a browser they have
 * signed in on before (its device cookie has a bucket of its own), so an attacker cannot lock
 * anyone out of a working day; a new browser during an attack waits at most `account.maxDelayMs`.
 */
export const LOGIN_THROTTLE = {
  /** Per client address, whatever the account: the attacker's own budget. */
  address: { free: 10, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** Per account, from browsers it has never signed in on. */
  account: { free: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** Per account on one browser it signed in on before (a staff member mistyping). */
  device: { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  forgetMs: 60 * 60_000,
  /** A device cookie unused this long is forgotten. */
  deviceTtlMs: 365 * 24 * 60 * 60_000,
} as const;

type Scope = 'address' | 'account' | 'device';

export const DEVICE_COOKIE = 'selvage_device';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The wait after the n-th failure in a row: none for the free ones, then doubling up to the cap. */
export function delayAfter(scope: Scope, failures: number): number {
  const limits = LOGIN_THROTTLE[scope];
  if (failures < limits.free) return 0;
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** (failures - limits.free));
}

/**
 * Every wait of a scope in order, from the first failure to the first at the cap (index n - 1 is
 * the wait after n failures; any later one is the cap). The SQL that counts a failure looks its
 * wait up here, so the doubling rule is delayAfter's alone.
 */
export function delaySchedule(scope: Scope): number[] {
  const waits: number[] = [];
  for (let failures = 1; ; failures += 1) {
    waits.push(delayAfter(scope, failures));
    // The cap is reached within 64 doublings of any first wait above zero.
    if (waits.at(-1)! >= LOGIN_THROTTLE[scope].maxDelayMs || failures >= 64) return waits;
  }
}

export interface Reservation {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The keys counted for this attempt (settled after the password check). */
  keys: string[];
  /** The account's key: its device's when the browser holds a device cookie of this account. */
  accountKey: string;
}

export interface LoginThrottle {
  /** Counts the attempt as a failure before the password is checked, or refuses it. */
  reserve(input: { address: string; email: string; deviceToken: string | undefined }): Promise<Reservation>;
  /** The password was right: the account's count starts again; returns the device cookie to set. */
  succeed(reservation: Reservation, userId: number, deviceToken: string | undefined): Promise<string>;
  /** The attempt never reached a password check (server busy): give it back. */
  refund(reservation: Reservation): Promise<void>;
}

export function createLoginThrottle(db: Database, now: () => number = Date.now): LoginThrottle {
  const scopeOf = (key: string) => key.slice(0, key.indexOf(':')) as Scope;

  /** One statement per key, so parallel attempts queue on the row and each sees the last count. */
  async function reserveKey(key: string, at: number): Promise<boolean> {
    const waits = delaySchedule(scopeOf(key));
    const forgotten = sql`${loginAttempts.lastAttemptAt} < ${at - LOGIN_THROTTLE.forgetMs}`;
    const failures = sql`(case when ${forgotten} then 1 else ${loginAttempts.failures} + 1 end)`;
    // The count is only known inside the statement (parallel attempts queue on the row), so the
    // wait is looked up there: a count past the schedule's end waits the cap, its last entry.
    const schedule = sql.join(
      waits.map((wait) => sql`${wait}::bigint`),
      sql`, `,
    );
    const delay = sql`coalesce((array[${schedule}])[${failures}], ${waits.at(-1)!}::bigint)`;
    const reserved = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, blockedUntil: at + delayAfter(scopeOf(key), 1), lastAttemptAt: at })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: { failures, blockedUntil: sql`${at}::bigint + ${delay}`, lastAttemptAt: at },
        setWhere: sql`${loginAttempts.blockedUntil} <= ${at} or ${forgotten}`,
      })
      .returning({ key: loginAttempts.key });
    return reserved.length > 0;
  }

  async function waitFor(key: string, at: number): Promise<number> {
    const [row] = await db.select({ blockedUntil: loginAttempts.blockedUntil }).from(loginAttempts).where(eq(loginAttempts.key, key));
    return Math.max(1, Math.ceil(((row?.blockedUntil ?? at) - at) / 1000));
  }

  async function deviceOf(token: string | undefined, email: string): Promise<string | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = sha256(token);
    const [row] = await db
      .select({ tokenHash: loginDevices.tokenHash })
      .from(loginDevices)
      .innerJoin(users, eq(users.id, loginDevices.userId))
      .where(and(eq(loginDevices.tokenHash, tokenHash), eq(users.email, email)));
    return row ? tokenHash : null;
  }

  const giveBack = (keys: string[]) =>
    keys.length === 0
      ? Promise.resolve()
      : db
          .update(loginAttempts)
          .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)`, blockedUntil: now() })
          .where(inArray(loginAttempts.key, keys))
          .then(() => undefined);

  return {
    async reserve({ address, email, deviceToken }) {
      const at = now();
      const normalised = normaliseEmail(email);
      const device = await deviceOf(deviceToken, normalised);
      const accountKey = device ? `device:${device}` : `account:${normalised}`;
      const keys: string[] = [];
      for (const key of [`address:${address}`, accountKey]) {
        if (!(await reserveKey(key, at))) {
          // What was already counted for this attempt is given back: it was refused, not tried.
          await giveBack(keys);
          return { allowed: false, retryAfterSeconds: await waitFor(key, at), keys: [], accountKey };
        }
        keys.push(key);
      }
      return { allowed: true, retryAfterSeconds: 0, keys, accountKey };
    },

    async succeed(reservation, userId, deviceToken) {
      const at = now();
      await db.delete(loginAttempts).where(eq(loginAttempts.key, reservation.accountKey));
      // The address keeps its other failures: one valid account must not reset an attacker's budget.
      await giveBack(reservation.keys.filter((k) => k !== reservation.accountKey));
      await db.delete(loginDevices).where(lt(loginDevices.lastUsedAt, at - LOGIN_THROTTLE.deviceTtlMs));
      if (reservation.accountKey.startsWith('device:')) {
        await db
          .update(loginDevices)
          .set({ lastUsedAt: at })
          .where(eq(loginDevices.tokenHash, reservation.accountKey.slice('device:'.length)));
        return deviceToken!;
      }
      const token = randomBytes(32).toString('base64url');
      await db.insert(loginDevices).values({ tokenHash: sha256(token), userId, lastUsedAt: at });
      return token;
    },

    refund: (reservation) => giveBack(reservation.keys),
  };
}

/** The message a refused sign-in shows, in whole minutes or seconds. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds >= 90 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} seconds`;
  return `Too many failed sign-ins. Try again in ${wait}.`;
}

export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-ins at once. Try again in a few seconds.';
