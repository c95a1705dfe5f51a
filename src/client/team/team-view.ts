import type { AccountView, Credentials, Role } from '../../shared/schemas/accounts';
import { ApiError } from '../api/client';
import { whenText } from '../item/item-history';
import { TEAM_TEXT } from './team-text';

/** A last sign-in as the owner reads it: the local date and time, or 'Never'. */
export const lastSignInText = (at: number | null, locale?: string, timeZone?: string): string =>
  TEAM_TEXT.lastSignIn(at === null ? TEAM_TEXT.never : whenText(at, locale, timeZone));

/** New credentials as shown once: what they are for, the text to pass on, and until when a link works. */
export interface ShownCredentials {
  label: string;
  value: string;
  note: string | null;
}

/**
 * The credentials the server answered, ready to pass on: a password as it is; a link as the full
 * address (the server answers a path on itself), with when it stops working.
 */
export function shownCredentials(
  email: string,
  credentials: Credentials,
  origin: string,
  locale?: string,
  timeZone?: string,
): ShownCredentials {
  if ('password' in credentials) return { label: TEAM_TEXT.passwordFor(email), value: credentials.password, note: null };
  return {
    label: TEAM_TEXT.linkFor(email),
    value: new URL(credentials.link, origin).href,
    note: TEAM_TEXT.linkStops(whenText(credentials.expiresAt, locale, timeZone)),
  };
}

/** The buttons one account's card offers: the role it can be given and whether it can be enabled. */
export interface AccountActions {
  roleTo: Role;
  roleLabel: string;
  disabled: boolean;
  stateLabel: string;
}

export function accountActions(account: AccountView): AccountActions {
  const roleTo: Role = account.role === 'owner' ? 'staff' : 'owner';
  const disabled = account.state === 'disabled';
  return {
    roleTo,
    roleLabel: roleTo === 'owner' ? TEAM_TEXT.makeOwner : TEAM_TEXT.makeStaff,
    disabled,
    stateLabel: disabled ? TEAM_TEXT.enable : TEAM_TEXT.disable,
  };
}

/**
 * What a refused action says beside its button, in the server's words (last owner, yourself,
 * exists...). Null for a 401: the app has already left for /login with its own message.
 */
export function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.status === 401 ? null : error.message;
  // apiCall throws only errors; anything else (nothing refused yet: null) says nothing.
  return error instanceof Error ? error.message : typeof error === 'string' ? error : null;
}

/** A 400's message for one field of the request, when the server named it. */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.errors?.[field]?.[0] : undefined;
}
