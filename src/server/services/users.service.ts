import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import {
  CURRENT_PARAMS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  generatePassword,
  hashPassword,
  needsRehash,
  verifyPassword,
  type HashParams,
} from './passwords';
import { createHashGate, type HashGate } from './hash-gate';

export class AccountError extends Error {}

/** More sign-ins are being checked than the hash gate lets wait: answer at once, try again soon. */
export class SignInBusyError extends Error {}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw new AccountError(`Password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw new AccountError(`Password must be at most ${PASSWORD_MAX} characters`);
}

export interface UsersService {
  add(email: string, password: string): Promise<void>;
  reset(email: string, password: string): Promise<void>;
  list(): Promise<{ email: string; createdAt: Date }[]>;
  count(): Promise<number>;
  /** The user's id when the password is right; null otherwise, in about the same time either way. */
  authenticate(email: string, password: string): Promise<number | null>;
}

export interface UsersOptions {
  hashParams?: HashParams;
  /** Bounds the sign-in hashes running at once (one per app server). */
  gate?: HashGate;
}

export function createUsersService(db: Database, options: UsersOptions = {}): UsersService {
  const params = options.hashParams ?? CURRENT_PARAMS;
  const gate = options.gate ?? createHashGate();
  const hash = (password: string) => hashPassword(password, params);
  // Unknown emails are checked against this hash so a wrong email costs as long as a wrong password.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hash(generatePassword()));

  return {
    async add(email, password) {
      checkPassword(password);
      const normalised = normaliseEmail(email);
      if (!normalised.includes('@')) throw new AccountError('Email must contain @');
      const inserted = await db
        .insert(users)
        .values({ email: normalised, passwordHash: await hash(password) })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) throw new AccountError(`An account for ${normalised} already exists`);
    },
    async reset(email, password) {
      checkPassword(password);
      const updated = await db
        .update(users)
        .set({ passwordHash: await hash(password) })
        .where(eq(users.email, normaliseEmail(email)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new AccountError(`No account for ${normaliseEmail(email)}`);
    },
    async list() {
      return db.select({ email: users.email, createdAt: users.createdAt }).from(users).orderBy(asc(users.email));
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async authenticate(email, password) {
      const turn = gate.enter();
      if (!turn) throw new SignInBusyError('Too many sign-ins at once');
      const release = await turn;
      try {
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email)));
        if (!user) {
          await verifyPassword(password, await dummy());
          return null;
        }
        if (!(await verifyPassword(password, user.passwordHash))) return null;
        if (needsRehash(user.passwordHash, params)) {
          await db
            .update(users)
            .set({ passwordHash: await hash(password) })
            .where(eq(users.id, user.id));
        }
        return user.id;
      } finally {
        release();
      }
    },
  };
}

/**
 * First start with no accounts: seed from ADMIN_EMAIL/ADMIN_PASSWORD, or create admin@localhost
 * with a random password. Returns the generated password (to print once) or null. Idempotent: when
 * another server seeded first (main.ts also holds the start-up lock), it returns null.
 */
export async function seedFirstAccount(
  service: UsersService,
  given: { email: string | undefined; password: string | undefined },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if ((await service.count()) > 0) return null;
  const email = given.email ?? 'admin@localhost';
  const password = given.password ?? generatePassword();
  try {
    await service.add(email, password);
  } catch (error) {
    // Someone else created the account between the count and the insert.
    if (error instanceof AccountError && (await service.count()) > 0) return null;
    throw error;
  }
  return { email: normaliseEmail(email), generatedPassword: given.password ? null : password };
}
