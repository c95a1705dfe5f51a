import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions, users } from '../db/schema';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import type { AccountView, CredentialKind, Credentials, Role } from '../../shared/schemas/accounts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { CURRENT_PARAMS, hashPassword, type HashParams } from './passwords';
import { insertAccount, normaliseEmail, writeCredentials, type AccountRecord, type UsersService } from './users.service';

/** Where a sign-in link points: GET on this server (routes/auth.routes.ts). */
export const SIGN_IN_LINK_PATH = '/auth/link';

/**
 * Every change to who is an owner, or who is enabled, holds this transaction-scoped advisory lock
 * (PostgreSQL and PGlite alike) before it counts the owners: two owners demoting or disabling each
 * other at once are taken one after the other, and the second finds the first's change and is
 * refused, so one owner always stays. A row lock on the two accounts would not do: each changes
 * a different row.
 */
const ACCOUNTS_LOCK = [0x53656c76 /* 'Selv' */, 2] as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The owner's calls under /admin/accounts (issue 28 item 2). */
export interface AccountsService {
  list(): Promise<AccountView[]>;
  /** A new account and its credentials, shown once. */
  add(input: { email: string; role: Role; how: CredentialKind }): Promise<Credentials>;
  /** New credentials for an account; its sessions end and any earlier link is void. */
  reset(input: { email: string; how: CredentialKind }): Promise<Credentials>;
  /** Disabling ends the account's sessions; nobody disables themself, nor the last enabled owner. */
  setDisabled(actorId: number, input: { email: string; disabled: boolean }): Promise<AccountView>;
  /** A change of role ends the account's sessions; the last enabled owner stays an owner. */
  setRole(input: { email: string; role: Role }): Promise<AccountView>;
}

export function viewOf(account: Pick<AccountRecord, 'email' | 'role' | 'disabledAt' | 'lastSignInAt' | 'createdAt'>): AccountView {
  return {
    email: account.email,
    role: account.role,
    state: account.disabledAt === null ? 'active' : 'disabled',
    lastSignInAt: account.lastSignInAt,
    createdAt: account.createdAt.getTime(),
  };
}

export function createAccountsService(
  db: Database,
  usersService: UsersService,
  options: { hashParams?: HashParams; now?: () => number } = {},
): AccountsService {
  const params = options.hashParams ?? CURRENT_PARAMS;
  const now = options.now ?? Date.now;
  const hash = (password: string) => hashPassword(password, params);

  const columns = {
    id: users.id,
    email: users.email,
    role: users.role,
    disabledAt: users.disabledAt,
    lastSignInAt: users.lastSignInAt,
    createdAt: users.createdAt,
  };

  async function accountOf(tx: Tx, email: string) {
    const normalised = normaliseEmail(email);
    const [account] = await tx.select(columns).from(users).where(eq(users.email, normalised));
    if (!account) throw new NotFoundError(ACCOUNT_MESSAGES.noAccount(normalised));
    return account;
  }

  /** Runs `change` holding the accounts lock, in one transaction. */
  function locked<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK[0]}, ${ACCOUNTS_LOCK[1]})`);
      return change(tx);
    });
  }

  async function enabledOwners(tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)));
    return row?.n ?? 0;
  }

  /** Throws when `account` is the last enabled owner, whom the change would take away. */
  async function keepAnOwner(tx: Tx, account: { role: Role; disabledAt: number | null }): Promise<void> {
    if (account.role === 'owner' && account.disabledAt === null && (await enabledOwners(tx)) <= 1) {
      throw new ConflictError(ACCOUNT_MESSAGES.lastOwner);
    }
  }

  const endSessionsOf = (tx: Tx, userId: number) => tx.delete(sessions).where(eq(sessions.userId, userId));

  const handedOver = (credentials: Awaited<ReturnType<typeof writeCredentials>>): Credentials =>
    credentials.kind === 'password'
      ? { password: credentials.password }
      : { link: `${SIGN_IN_LINK_PATH}?token=${credentials.token}`, expiresAt: credentials.expiresAt };

  return {
    async list() {
      return (await usersService.list()).map(viewOf);
    },

    async add({ email, role, how }) {
      return db.transaction(async (tx) => {
        const id = await insertAccount(tx, email, role);
        return handedOver(await writeCredentials(tx, id, how, hash, now()));
      });
    },

    async reset({ email, how }) {
      return db.transaction(async (tx) => {
        const account = await accountOf(tx, email);
        const credentials = await writeCredentials(tx, account.id, how, hash, now());
        await endSessionsOf(tx, account.id);
        return handedOver(credentials);
      });
    },

    async setDisabled(actorId, { email, disabled }) {
      return locked(async (tx) => {
        const account = await accountOf(tx, email);
        if (disabled && account.id === actorId) throw InvalidInputError.of('email', ACCOUNT_MESSAGES.notYourself);
        if (disabled === (account.disabledAt !== null)) return viewOf(account);
        if (disabled) {
          await keepAnOwner(tx, account);
          const disabledAt = now();
          // Its link dies with it: enabling later does not bring back a link handed out before.
          await tx.update(users).set({ disabledAt, signInLinkHash: null, signInLinkExpiresAt: null }).where(eq(users.id, account.id));
          await endSessionsOf(tx, account.id);
          return viewOf({ ...account, disabledAt });
        }
        await tx.update(users).set({ disabledAt: null }).where(eq(users.id, account.id));
        return viewOf({ ...account, disabledAt: null });
      });
    },

    async setRole({ email, role }) {
      return locked(async (tx) => {
        const account = await accountOf(tx, email);
        if (account.role === role) return viewOf(account);
        if (role !== 'owner') await keepAnOwner(tx, account);
        await tx.update(users).set({ role }).where(eq(users.id, account.id));
        await endSessionsOf(tx, account.id);
        return viewOf({ ...account, role });
      });
    },
  };
}
