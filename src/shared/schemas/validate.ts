import type { z } from 'zod';
import { VALIDATION_FAILED } from './messages';

/** All errors of a value, keyed by dotted field path ('lengthM.1', 'content.knownContent'). */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** Collects every problem, keyed by field path; the same function runs in the browser and on the server. */
export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/**
 * Validates with a shared schema. A failure that is not a validation failure (a bug, a throw in a
 * transform) reports 'Validation Failed' instead of crashing the page (spec 000 section 5).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: errorsOf(parsed.error) };
  } catch {
    return { success: false, errors: { '': [VALIDATION_FAILED] } };
  }
}
