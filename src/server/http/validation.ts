import type { z } from 'zod';
import { unstorableTextErrors, type FieldErrors } from '../../shared/schemas/validate';
import { InvalidInputError } from '../errors';

/** The body of every 400: a message naming the first bad field, and all errors by field path. */
export interface BadRequestBody {
  message: string;
  errors: Record<string, string[]>;
}

/** A 400 for these field errors; its message is the first one, which names its field. */
export function badRequest(errors: FieldErrors): InvalidInputError {
  return new InvalidInputError(errors);
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
  if (first?.path.length === 0 && first.code === 'invalid_type' && first.expected === 'object')
    throw badRequest({ '': [BODY_NOT_AN_OBJECT] });
  throw InvalidInputError.fromZod(parsed.error);
}
