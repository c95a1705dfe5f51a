import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions, users } from '../db/schema';
import { SIGN_IN_LINK_TTL_MS, type Role } from '../../shared/schemas/accounts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
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
import { sessionIdHash } from './sessions.service';

/** More sign-ins are being checked than the hash gate lets wait: answer at once, try again soon. */
export class SignInBusyError extends Error {}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The stored "hash" of an account made or reset by a sign-in link: no password matches it (it is
 * not a hash at all), so the account signs in only through its link until a password is set.
 */
const NO_PASSWORD = 'none';
const hasPassword = (stored: string) => stored !== NO_PASSWORD;

/** The terminal's check; the app's calls check the same numbers with the shared schemas first. */
function checkPassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN) throw InvalidInputError.of(field, `Password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw InvalidInputError.of(field, `Password must be at most ${PASSWORD_MAX} characters`);
}

/** A link's token: 256 random bits, of which only the SHA-256 is kept, as of a session's id. */
const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One account as Selvage keeps it, without its secrets. */
export interface AccountRecord {
  id: number;
  email: string;
  role: Role;
  disabledAt: number | null;
  lastSignInAt: number | null;
  createdAt: Date;
  /** False while an account made or reset by a link has not chosen a password. */
  passwordSet: boolean;
}

export type SignInCheck =
  /** `passwordHash` is the hash the password matched: the session starts only if it is still the account's. */
  | { outcome: 'ok'; userId: number; passwordHash: string }
  | { outcome: 'wrong' }
  /** The password was right but the account is disabled (told only to someone who knows it). */
  | { outcome: 'disabled' };

/** New credentials as the service hands them over: a password, or a link's token. */
export type NewCredentials = { kind: 'password'; password: string } | { kind: 'link'; token: string; expiresAt: number };

export interface UsersService {
  /** Adds an account with this password (staff unless told otherwise). */
  add(email: string, password: string, role?: Role): Promise<void>;
  /** Sets a new password; the account's sign-in link is void and its sessions end. */
  reset(email: string, password: string): Promise<void>;
  list(): Promise<AccountRecord[]>;
  byId(id: number): Promise<AccountRecord | null>;
  count(): Promise<number>;
  /** The user's id when the password is right (and the account enabled); null otherwise, in about the same time either way. */
  authenticate(email: string, password: string): Promise<number | null>;
  /** As authenticate, telling a wrong password from a disabled account's right one. */
  check(email: string, password: string): Promise<SignInCheck>;
  /**
   * One's own password (issue 28 item 3): `current` checked first when the account has one (400
   * naming `current`), then the new one set, the link voided and every other session ended.
   */
  changePassword(userId: number, current: string | undefined, next: string, keepSessionId: string): Promise<void>;
  /** Uses a sign-in link once: the account's id, or null for a used, expired, unknown or disabled one. */
  useLink(token: string): Promise<number | null>;
}

export interface UsersOptions {
  hashParams?: HashParams;
  /** Bounds the sign-in hashes running at once (one per app server). */
  gate?: HashGate;
  now?: () => number;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  passwordSet: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD}`.mapWith(Boolean),
};

/** Anything that runs queries: the database or a transaction on it. */
export type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * New credentials for an account, written in `tx`: a password (hashed) or a sign-in link (only its
 * hash kept; the password is then void). Either way an earlier link is void.
 */
export async function writeCredentials(
  tx: Queries,
  userId: number,
  how: NewCredentials['kind'],
  hash: (password: string) => Promise<string>,
  now: number,
): Promise<NewCredentials> {
  if (how === 'password') {
    const password = generatePassword();
    await tx
      .update(users)
      .set({ passwordHash: await hash(password), signInLinkHash: null, signInLinkExpiresAt: null })
      .where(eq(users.id, userId));
    return { kind: 'password', password };
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SIGN_IN_LINK_TTL_MS;
  // A reset by link also voids the password: it may be the reason for the reset.
  await tx
    .update(users)
    .set({ passwordHash: NO_PASSWORD, signInLinkHash: hashLinkToken(token), signInLinkExpiresAt: expiresAt })
    .where(eq(users.id, userId));
  return { kind: 'link', token, expiresAt };
}

/** Inserts an account with no usable password yet; throws ConflictError when the email is taken. */
export async function insertAccount(tx: Queries, email: string, role: Role): Promise<number> {
  const normalised = normaliseEmail(email);
  const inserted = await tx
    .insert(users)
    .values({ email: normalised, passwordHash: NO_PASSWORD, role })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted[0]) throw new ConflictError(ACCOUNT_MESSAGES.exists(normalised));
  return inserted[0].id;
}

export function createUsersService(db: Database, options: UsersOptions = {}): UsersService {
  const params = options.hashParams ?? CURRENT_PARAMS;
  const gate = options.gate ?? createHashGate();
  const now = options.now ?? Date.now;
  const hash = (password: string) => hashPassword(password, params);
  // Unknown emails are checked against this hash so a wrong email costs as long as a wrong password.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hash(generatePassword()));

  /** A password check in the hash gate's line (sign-ins and own-password changes alike). */
  async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const turn = gate.enter();
    if (!turn) throw new SignInBusyError('Too many sign-ins at once');
    const release = await turn;
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /** Verifies against the stored hash, or the dummy when there is none, so both take as long. */
  const matches = async (password: string, stored: string | undefined) => {
    if (stored === undefined || !hasPassword(stored)) {
      await verifyPassword(password, await dummy());
      return false;
    }
    return verifyPassword(password, stored);
  };

  const service: UsersService = {
    async add(email, password, role = 'staff') {
      checkPassword(password);
      const normalised = normaliseEmail(email);
      if (!normalised.includes('@')) throw InvalidInputError.of('email', 'Email must contain @');
      const passwordHash = await hash(password);
      const inserted = await db
        .insert(users)
        .values({ email: normalised, passwordHash, role })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) throw new ConflictError(ACCOUNT_MESSAGES.exists(normalised));
    },
    async reset(email, password) {
      checkPassword(password);
      const passwordHash = await hash(password);
      const normalised = normaliseEmail(email);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, signInLinkHash: null, signInLinkExpiresAt: null })
          .where(eq(users.email, normalised))
          .returning({ id: users.id });
        if (!updated) throw new NotFoundError(ACCOUNT_MESSAGES.noAccount(normalised));
        await tx.delete(sessions).where(eq(sessions.userId, updated.id));
      });
    },
    async list() {
      return db.select(accountColumns).from(users).orderBy(asc(users.email));
    },
    async byId(id) {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async authenticate(email, password) {
      const checked = await service.check(email, password);
      return checked.outcome === 'ok' ? checked.userId : null;
    },
    async check(email, password) {
      return inTurn(async () => {
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email)));
        // An unknown email is checked against the dummy hash: both answers take as long, so the time
        // taken tells no guesser which accounts exist.
        const right = await matches(password, user?.passwordHash);
        if (!user || !right) return { outcome: 'wrong' };
        // After the password: a guesser learns nothing of which accounts are disabled.
        if (user.disabledAt !== null) return { outcome: 'disabled' };
        let passwordHash = user.passwordHash;
        if (needsRehash(passwordHash, params)) {
          const rehashed = await hash(password);
          const [kept] = await db
            .update(users)
            .set({ passwordHash: rehashed })
            .where(and(eq(users.id, user.id), eq(users.passwordHash, passwordHash)))
            .returning({ id: users.id });
          if (kept) passwordHash = rehashed;
        }
        return { outcome: 'ok', userId: user.id, passwordHash };
      });
    },
    async changePassword(userId, current, next, keepSessionId) {
      checkPassword(next, 'next');
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.noAccount(String(userId)));
      if (hasPassword(user.passwordHash)) {
        if (current === undefined) throw InvalidInputError.of('current', 'Current password is required');
        if (!(await inTurn(() => matches(current, user.passwordHash))))
          throw InvalidInputError.of('current', ACCOUNT_MESSAGES.currentWrong);
      }
      const passwordHash = await hash(next);
      await db.transaction(async (tx) => {
        // Only over the hash that was checked: a reset meanwhile wins, and this change is refused.
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, signInLinkHash: null, signInLinkExpiresAt: null })
          .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
          .returning({ id: users.id });
        if (!changed) throw InvalidInputError.of('current', ACCOUNT_MESSAGES.currentWrong);
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, sessionIdHash(keepSessionId))));
      });
    },
    async useLink(token) {
      // One statement: two opens of one link at once sign in once.
      const [used] = await db
        .update(users)
        .set({ signInLinkHash: null, signInLinkExpiresAt: null })
        .where(and(eq(users.signInLinkHash, hashLinkToken(token)), gt(users.signInLinkExpiresAt, now()), isNull(users.disabledAt)))
        .returning({ id: users.id });
      return used?.id ?? null;
    },
  };
  return service;
}

/**
 * First start with no accounts: seed from ADMIN_EMAIL/ADMIN_PASSWORD, or create admin@localhost
 * with a random password, as the shop's owner. Returns the generated password (to print once) or
 * null. Idempotent: when another server seeded first (main.ts also holds the start-up lock), it
 * returns null.
 */
export async function seedFirstAccount(
  service: UsersService,
  given: { email: string | undefined; password: string | undefined },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if ((await service.count()) > 0) return null;
  const email = given.email ?? 'admin@localhost';
  const password = given.password ?? generatePassword();
  try {
    await service.add(email, password, 'owner');
  } catch (error) {
    // Someone else created the account between the count and the insert.
    if (error instanceof ConflictError && (await service.count()) > 0) return null;
    throw error;
  }
  return { email: normaliseEmail(email), generatedPassword: given.password ? null : password };
}
