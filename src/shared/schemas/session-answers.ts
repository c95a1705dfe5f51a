import { z } from 'zod';
import { ROLES, type SessionAnswer } from './accounts';
import type { AllAgree, Agrees } from './agrees';

/**
 * The answers of the sign-in calls (/auth/*), as the browser reads them. A file of their own: the
 * /login page loads it only when it signs in (its JavaScript budget has no room for zod up front).
 */

/** POST /auth/login: when the new session ends (epoch ms). */
export const loginAnswer = z.object({ expiry: z.number() });
export type LoginAnswer = z.output<typeof loginAnswer>;

/** An answer that only says what was done: POST /auth/logout, POST /auth/password. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** GET /auth/session. */
export const sessionAnswer = z.object({
  signedIn: z.boolean(),
  email: z.string().optional(),
  role: z.enum(ROLES).optional(),
  passwordSet: z.boolean().optional(),
});

/** Each schema above against the type its route answers (src/server/routes): neither side can change alone. */
export type AnswersAgree = AllAgree<[Agrees<typeof sessionAnswer, SessionAnswer>]>;
