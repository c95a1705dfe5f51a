import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../errors';

export const IDEMPOTENCY_KEY_REQUIRED = 'Idempotency-Key header is required';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 8 to 100 letters, digits, - or _';

/** The request's Idempotency-Key (the browser sends its draft id); null when absent and optional. */
export function idempotencyKeyOf(request: FastifyRequest, required: boolean): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined && !required) return null;
  if (typeof key !== 'string' || !/^[\w-]{8,100}$/.test(key)) {
    const message = key === undefined ? IDEMPOTENCY_KEY_REQUIRED : IDEMPOTENCY_KEY_INVALID;
    throw InvalidInputError.of('Idempotency-Key', message);
  }
  return key;
}
