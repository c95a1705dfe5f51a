import type { z } from 'zod';
import { VALIDATION_FAILED } from './messages';

/** All errors of a value, keyed by dotted field path ('lengthM.1', 'content.knownContent'). */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

// zod's own wording ('Invalid input: expected string, received number') does not name the field;
// our schemas' messages do ('Email is required'), so only the former gets the path in front.
const GENERIC = /^(Invalid|Too (big|small)|Expected)/;

/** One issue as the user reads it, with the field path it belongs to. */
export function issueMessage(issue: z.core.$ZodIssue): { key: string; message: string } {
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return { key: [key, issue.keys[0]].filter(Boolean).join('.'), message: `Unknown field: ${issue.keys.join(', ')}` };
  }
  return { key, message: key && GENERIC.test(issue.message) ? `${key}: ${issue.message}` : issue.message };
}

/** Collects every problem, keyed by field path; the same function runs in the browser and on the server. */
export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const { key, message } = issueMessage(issue);
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
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
