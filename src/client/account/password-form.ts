import { changePasswordBody } from '../../shared/schemas/accounts';
import { errorsOf } from '../../shared/schemas/validate';
import { ApiError } from '../api/client';
import { ACCOUNT_TEXT } from './account-text';

/** What the own-password form holds: the current password, and the new one typed twice. */
export interface PasswordForm {
  current: string;
  next: string;
  again: string;
}

/** One message per field of the form, as shown under it. */
export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

const FIELDS = ['current', 'next'] as const;

/**
 * The body POST /auth/password takes. An account signed in by a one-time link has no password yet
 * (the session answers passwordSet: false), so nothing current is asked or sent.
 */
export const passwordBody = (form: PasswordForm, askCurrent: boolean): { current?: string; next: string } =>
  askCurrent ? { current: form.current, next: form.next } : { next: form.next };

/**
 * The form checked as the server will check it (the same schema, src/shared/schemas/accounts.ts),
 * plus the second typing of the new password, which only the page knows. Null when it may be sent.
 */
export function passwordFormErrors(form: PasswordForm, askCurrent = true): PasswordFormErrors | null {
  const checked = changePasswordBody.safeParse(passwordBody(form, askCurrent));
  const errors: PasswordFormErrors = {};
  if (!checked.success) {
    const byField = errorsOf(checked.error);
    for (const field of FIELDS) if (byField[field]?.[0]) errors[field] = byField[field][0];
  }
  if (!errors.next && form.next !== form.again) errors.again = ACCOUNT_TEXT.mismatch;
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A refusal from POST /auth/password in the server's words, by field where it names one (a wrong
 * current password, a new one too short), else for the whole form. Null for a 401: the app has
 * already left for /login with its own message.
 */
export function passwordRefusal(error: unknown): { fields: PasswordFormErrors; form: string | null } | null {
  if (error instanceof ApiError && error.status === 401) return null;
  const fields: PasswordFormErrors = {};
  if (error instanceof ApiError) for (const field of FIELDS) if (error.errors?.[field]?.[0]) fields[field] = error.errors[field][0];
  const form = Object.keys(fields).length > 0 ? null : error instanceof Error ? error.message : String(error);
  return { fields, form };
}
