import type { z } from 'zod';
import { errorsOf, issueMessage } from '../../shared/schemas/validate';

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

/** Parses a request part with a shared schema, or throws a 400 whose message names the field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new BadRequestError({
    message: first ? issueMessage(first).message : 'Invalid request',
    errors: errorsOf(parsed.error),
  });
}
