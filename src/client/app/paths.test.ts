import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN, returnPath } from './paths';

describe('where signing in returns to', () => {
  it.each(['/recent?q=zip', '/team', '/product_entry/camera', '/'])('the page asked for: %s', (from) => {
    expect(returnPath(from)).toBe(from);
  });

  it.each([undefined, '', '/login', '/login?x=1', '//evil.test/x', '/\\evil.test', 'https://evil.test/', 'recent'])(
    'the landing page for %s',
    (from) => {
      expect(returnPath(from)).toBe(AFTER_LOGIN);
    },
  );
});
