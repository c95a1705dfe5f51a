import type { z } from 'zod';
import { errorsOf, issueMessage, unstorableTextErrors, type FieldErrors } from '../../shared/schemas/validate';

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

/** A 400 for these field errors; its message is the first one, which names its field. */
export function badRequest(errors: FieldErrors): BadRequestError {
  const [first] = Object.values(errors).flat();
  return new BadRequestError({ message: first ?? 'Invalid request', errors });
}

/** When the body is no object at all (none, a bare string or number), there is no field to name. */
export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * Parses a request part (body, query) with a shared schema, or throws a 400 whose message names
 * the field. Text the database cannot store (NUL, half a surrogate pair) is refused first, for
 * every route alike.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = unstorableTextErrors(value);
  if (unstorable) throw badRequest(unstorable);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  if (first?.path.length === 0 && first.code === 'invalid_type' && first.expected === 'object') throw badRequest({ '': [BODY_NOT_AN_OBJECT] });
  throw new BadRequestError({
    message: first ? issueMessage(first).message : 'Invalid request',
    errors: errorsOf(parsed.error),
  });
}
