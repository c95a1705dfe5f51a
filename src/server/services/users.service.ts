import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { PASSWORD_MAX, PASSWORD_MIN, generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords';

export class AccountError extends Error {}

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

export function createUsersService(db: Database): UsersService {
  // Unknown emails are checked against this hash so a wrong email costs as long as a wrong password.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword(generatePassword()));

  return {
    async add(email, password) {
      checkPassword(password);
      const normalised = normaliseEmail(email);
      if (!normalised.includes('@')) throw new AccountError('Email must contain @');
      const inserted = await db
        .insert(users)
        .values({ email: normalised, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) throw new AccountError(`An account for ${normalised} already exists`);
    },
    async reset(email, password) {
      checkPassword(password);
      const updated = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
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
      const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
      if (!user) {
        await verifyPassword(password, await dummy());
        return null;
      }
      if (!(await verifyPassword(password, user.passwordHash))) return null;
      if (needsRehash(user.passwordHash)) {
        await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
      }
      return user.id;
    },
  };
}

/**
 * First start with no accounts: seed from ADMIN_EMAIL/ADMIN_PASSWORD, or create admin@localhost
 * with a random password. Returns the generated password (to print once) or null.
 */
export async function seedFirstAccount(
  service: UsersService,
  given: { email: string | undefined; password: string | undefined },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if ((await service.count()) > 0) return null;
  const email = given.email ?? 'admin@localhost';
  const password = given.password ?? generatePassword();
  await service.add(email, password);
  return { email: normaliseEmail(email), generatedPassword: given.password ? null : password };
}
