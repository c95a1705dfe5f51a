import { z } from 'zod';

/** The sign-in form and POST /auth/login body (spec 000 section 5: 'Login: email and password both required'). */
export const loginSchema = z.strictObject({
  user_email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  user_pass: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});

export type LoginInput = z.infer<typeof loginSchema>;
