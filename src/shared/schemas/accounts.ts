import { z } from 'zod';

/**
 * Accounts and roles (issue 28). The owner runs the team; staff keep everything the spec gives
 * them. The first account (ADMIN_EMAIL, or the one the first start creates) is an owner.
 *
 * Calls (JSON; every change is POST with the app's origin check):
 *   GET  /auth/session                   everyone: {signedIn, email?, role?}
 *   POST /auth/logout                    anyone (public, origin-checked): ends this session
 *   POST /auth/password                  signed in: {current, next} -> changes own password, ends the account's other sessions
 *                                        (an account made or reset by a link has no password yet: `current` is then left out)
 *   GET  /auth/link?token=               public: a one-time sign-in link (24 h): signs in, then 303 to /account/password;
 *                                        a used, expired or unknown link is 400 {message: ACCOUNT_MESSAGES.linkInvalid}
 *   GET  /admin/accounts                 owner: {accounts: AccountView[]}
 *   POST /admin/accounts                 owner: {email, role, how} -> Credentials (a password shown once, or a link)
 *   POST /admin/accounts/reset           owner: {email, how} -> Credentials; ends that account's sessions
 *   POST /admin/accounts/state           owner: {email, disabled}; disabling ends its sessions
 *   POST /admin/accounts/role            owner: {email, role}; ends its sessions; the last owner stays
 * Staff calling an owner route get 403 {message: ACCOUNT_MESSAGES.ownerOnly}; signed out, 401.
 */
export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_TEXT: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

/** How new credentials are handed over: a password shown once, or a one-time sign-in link. */
export const CREDENTIAL_KINDS = ['password', 'link'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** How long a sign-in link works. */
export const SIGN_IN_LINK_TTL_MS = 24 * 60 * 60_000;

/**
 * Matches what `npm run user` accepts and what sign-in takes (login.ts): the same rule for the
 * terminal and the app. A longer password could be set but never typed in to sign in.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Email must be an email address')
  .transform((e) => e.toLowerCase());
const role = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });
const how = z.enum(CREDENTIAL_KINDS, { error: `How must be one of: ${CREDENTIAL_KINDS.join(', ')}` });
const password = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

export const addAccountBody = z.strictObject({ email, role, how });
export const resetAccountBody = z.strictObject({ email, how });
export const accountStateBody = z.strictObject({ email, disabled: z.boolean({ error: 'Disabled must be true or false' }) });
export const accountRoleBody = z.strictObject({ email, role });
/** `current` is required of every account that has a password (the server says so, naming it); one signed in by a link has none yet. */
export const changePasswordBody = z.strictObject({
  current: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX).optional(),
  next: password('New password'),
});
export const signInLinkQuery = z.strictObject({
  token: z.string({ error: 'Token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'Token is not a sign-in link'),
});

/** One account as the owner's page lists it. */
export interface AccountView {
  email: string;
  role: Role;
  state: 'active' | 'disabled';
  /** Epoch ms, or null when it never signed in. */
  lastSignInAt: number | null;
  createdAt: number;
}

/** New credentials, shown once: a password, or a sign-in link (a path on this server) and when it stops working. */
export type Credentials = { password: string } | { link: string; expiresAt: number };

export interface SessionAnswer {
  signedIn: boolean;
  email?: string;
  role?: Role;
  /** False while an account made or reset by a sign-in link has no password: /account/password then asks only the new one. */
  passwordSet?: boolean;
}
