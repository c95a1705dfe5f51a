import { afterEach, beforeEach, expect } from 'vitest';
import { FakeShopify } from './fake-shopify';

/**
 * A fresh fake store for each test of the calling file, closed after it; a test in which the
 * adapter sent any operation the 2026-10 schema refuses fails. Answers the store of the test now.
 */
export function fakeStorePerTest(): () => FakeShopify {
  let fake: FakeShopify | undefined;
  beforeEach(async () => {
    fake = await FakeShopify.start();
  });
  afterEach(async () => {
    const invalid = fake!.invalid;
    await fake!.close();
    expect(invalid).toEqual([]);
  });
  return () => fake!;
}
