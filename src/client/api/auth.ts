import type { LoginInput } from '../../shared/schemas/login';
import type { SessionAnswer } from '../../shared/schemas/accounts';
import { apiCall } from './client';

const SIGN_IN = 'Sign in';
const SIGN_OUT = 'Sign out';
const PASSWORD = 'Change password';

export function login(input: LoginInput): Promise<{ expiry: number }> {
  return apiCall(SIGN_IN, 'POST', '/auth/login', { body: input, unauthorisedIsAnswer: true });
}

/** A POST, so another page of the same host cannot sign staff out with an image tag (issue 28 item 6). */
export function logout(): Promise<unknown> {
  return apiCall(SIGN_OUT, 'POST', '/auth/logout', { unauthorisedIsAnswer: true });
}

/**
 * Who is signed in and as what role: asked once per session (app/signed-in-queries.tsx). A 401, or
 * an answer of signed out, means the server ended the session.
 */
export function checkSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return apiCall('Session check', 'GET', '/auth/session', signal ? { signal } : {});
}

/** POST /auth/password: one's own password (`current` left out only while the account has none); the account's other sessions end. */
export function changePassword(body: { current?: string; next: string }): Promise<unknown> {
  return apiCall(PASSWORD, 'POST', '/auth/password', { body });
}
