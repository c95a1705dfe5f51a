import { z } from 'zod';
import { PASSWORD_MAX } from './accounts';
import { maxChars } from './messages';

/** The longest address mail can carry (RFC 5321); the throttle keys its counts by it. */
export const EMAIL_MAX = 254;

/** The sign-in form and POST /auth/login body (spec 000 section 5: 'Login: email and password both required'). */
export const loginSchema = z.strictObject({
  user_email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(EMAIL_MAX, maxChars('Email', EMAIL_MAX)),
  user_pass: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export type LoginInput = z.infer<typeof loginSchema>;
