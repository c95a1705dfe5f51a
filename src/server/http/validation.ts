import type { z } from 'zod';

/** The body of every 400: a message naming the first bad field, and all errors by field path. */
export interface BadRequestBody {
  message: string;
  errors: Record<string, string[]>;
}

export class BadRequestError extends Error {
  constructor(readonly body: BadRequestBody) {
    super(body.message);
  }
}

// zod's own wording ('Invalid input: expected string, received number') does not name the field;
// our shared schemas' messages do ('Email is required'), so only the former gets the path in front.
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

function messageFor(issue: z.core.$ZodIssue): { key: string; message: string } {
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return { key: key || issue.keys[0] || '', message: `Unknown field: ${issue.keys.join(', ')}` };
  }
  return { key, message: key && GENERIC.test(issue.message) ? `${key}: ${issue.message}` : issue.message };
}

/** All of a zod error's messages, keyed by dotted field path. */
export function errorsByPath(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const { key, message } = messageFor(issue);
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Parses a request part with a shared schema, or throws a 400 whose message names the field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new BadRequestError({
    message: first ? messageFor(first).message : 'Invalid request',
    errors: errorsByPath(parsed.error),
  });
}
