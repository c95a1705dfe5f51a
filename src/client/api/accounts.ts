import type { AccountView, CredentialKind, Credentials, Role } from '../../shared/schemas/accounts';
import { accountAnswer, accountsAnswer, credentialsAnswer, type AccountAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { AccountView, CredentialKind, Credentials, Role };

/** The query key of the owner's list of accounts: every change invalidates it. */
export const ACCOUNTS_QUERY = ['accounts'] as const;

const STEP = 'Accounts';

/** GET /admin/accounts: every account with its role, state and last sign-in (owner only; staff get 403). */
export const listAccounts = (signal?: AbortSignal): Promise<{ accounts: AccountView[] }> =>
  apiCall(STEP, 'GET', '/admin/accounts', accountsAnswer, signal ? { signal } : {});

/** POST /admin/accounts: a new account, and its credentials, shown once. */
export const addAccount = (body: { email: string; role: Role; how: CredentialKind }): Promise<Credentials> =>
  apiCall(STEP, 'POST', '/admin/accounts', credentialsAnswer, { body });

/** POST /admin/accounts/reset: new credentials; the account's sessions end. */
export const resetAccount = (body: { email: string; how: CredentialKind }): Promise<Credentials> =>
  apiCall(STEP, 'POST', '/admin/accounts/reset', credentialsAnswer, { body });

/** POST /admin/accounts/state: disable (its sessions end) or enable. */
export const setAccountState = (body: { email: string; disabled: boolean }): Promise<AccountAnswer> =>
  apiCall(STEP, 'POST', '/admin/accounts/state', accountAnswer, { body });

/** POST /admin/accounts/role: owner or staff; its sessions end. */
export const setAccountRole = (body: { email: string; role: Role }): Promise<AccountAnswer> =>
  apiCall(STEP, 'POST', '/admin/accounts/role', accountAnswer, { body });
