import type { LoginInput } from '../../shared/schemas/login';
import { apiCall } from './client';

const SIGN_IN = 'Sign in';
const SIGN_OUT = 'Sign out';

export function login(input: LoginInput): Promise<{ expiry: number }> {
  return apiCall(SIGN_IN, 'POST', '/auth/login', { body: input, unauthorisedIsAnswer: true });
}

export function logout(): Promise<unknown> {
  return apiCall(SIGN_OUT, 'GET', '/auth/logout', { unauthorisedIsAnswer: true });
}

/** Asks the server whether the session cookie is still live; a 401 signs out through the client. */
export function checkSession(): Promise<{ signedIn: boolean }> {
  return apiCall('Session check', 'GET', '/auth/session');
}
