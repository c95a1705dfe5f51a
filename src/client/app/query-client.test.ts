import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { QUERY_RETRIES, retryRead } from './query-client';

describe('retryRead', () => {
  it.each([
    [0, 'network failed', true],
    [500, 'server error', true],
    [502, 'box table unreachable', true],
    [400, 'refused', false],
    [401, 'signed out (the client already went to /login)', false],
    [404, 'not found', false],
    [409, 'conflict', false],
    [422, 'unprocessable', false],
    [429, 'throttled sign-in', false],
  ])('status %i (%s): retried once = %s', (status, _what, retried) => {
    const error = new ApiError('Box list', status, 'x');
    expect(retryRead(0, error)).toBe(retried);
    expect(retryRead(QUERY_RETRIES, error)).toBe(false);
  });

  it('does not retry what is not an answer of the api client (a bug in the page)', () => {
    expect(retryRead(0, new TypeError('x is undefined'))).toBe(false);
  });
});
