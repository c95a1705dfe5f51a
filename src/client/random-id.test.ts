import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('works on an insecure page, where the browser has getRandomValues but no randomUUID', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(randomId()).toMatch(UUID_V4);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    for (const fill of [0x00, 0xff]) {
      vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(array: T): T => array.fill(fill) });
      expect(randomId()).toMatch(UUID_V4);
    }
    vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(array: T): T => array.fill(0xff) });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('is a valid Idempotency-Key and does not repeat', () => {
    const ids = Array.from({ length: 1000 }, randomId);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,100}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
