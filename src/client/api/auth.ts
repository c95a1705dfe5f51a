import type { LoginInput } from '../../shared/schemas/login';
import type * as SessionAnswers from '../../shared/schemas/session-answers';
import type { LoginAnswer, MessageAnswer } from '../../shared/schemas/session-answers';
import type { SessionAnswer } from '../../shared/schemas/accounts';
import { ApiError, apiCall } from './client';

const SIGN_IN = 'Sign in';
const SIGN_OUT = 'Sign out';
const PASSWORD = 'Change password';
const SESSION = 'Session check';

/**
 * The answers' schemas, loaded when a call is made: /login imports this file, and zod up front would
 * take its JavaScript over budget (scripts/budget.mjs). The login page loads zod for its form the
 * same way, so signing in fetches it once.
 */
async function answers(step: string): Promise<typeof SessionAnswers> {
  try {
    return await import('../../shared/schemas/session-answers');
  } catch (error) {
    // Offline, or a deploy removed the file: a call that got no answer, as apiCall words one.
    throw new ApiError(step, 0, error instanceof Error ? error.message : String(error));
  }
}

export async function login(input: LoginInput): Promise<LoginAnswer> {
  return apiCall(SIGN_IN, 'POST', '/auth/login', (await answers(SIGN_IN)).loginAnswer, { body: input, unauthorisedIsAnswer: true });
}

/** A POST, so another page of the same host cannot sign staff out with an image tag (issue 28 item 6). */
export async function logout(): Promise<MessageAnswer> {
  return apiCall(SIGN_OUT, 'POST', '/auth/logout', (await answers(SIGN_OUT)).messageAnswer, { unauthorisedIsAnswer: true });
}

/**
 * Who is signed in and as what role: asked once per session (app/signed-in-queries.tsx). A 401, or
 * an answer of signed out, means the server ended the session.
 */
export async function checkSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return apiCall(SESSION, 'GET', '/auth/session', (await answers(SESSION)).sessionAnswer, signal ? { signal } : {});
}

/** POST /auth/password: one's own password (`current` left out only while the account has none); the account's other sessions end. */
export async function changePassword(body: { current?: string; next: string }): Promise<MessageAnswer> {
  return apiCall(PASSWORD, 'POST', '/auth/password', (await answers(PASSWORD)).messageAnswer, { body });
}
