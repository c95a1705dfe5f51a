import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-store';
import { statusText, waitingCount } from './outbox-view';

const made = { productId: 'local:10026', skus: ['10026', '10027'], title: 'Tidal Pool' };
const entry = (status: OutboxEntry['status']) => ({ status, made }) as OutboxEntry;

describe('what an outbox entry says', () => {
  it.each([
    [{ state: 'waiting' }, 'Waiting to send'],
    [{ state: 'waiting', lastError: 'Failed to fetch' }, 'Waiting to send (last try: Failed to fetch)'],
    [{ state: 'sending', step: 'product' }, 'Sending the product'],
    [{ state: 'sending', step: 'photos', photo: 2, of: 3 }, 'Sending photo 2 of 3'],
    [{ state: 'sending', step: 'attach' }, 'Attaching the photos'],
    [{ state: 'listed' }, 'Listed, SKU 10026, 10027'],
    [
      { state: 'attention', httpStatus: 400, message: 'Cut length must be at least 10 cm.' },
      'Needs attention: Cut length must be at least 10 cm.',
    ],
  ] as const)('%j reads %s', (status, words) => {
    expect(statusText(entry(status))).toBe(words);
  });

  it('counts every entry not yet listed for the badge, and none before the outbox is read', () => {
    const all = [entry({ state: 'waiting' }), entry({ state: 'listed' }), entry({ state: 'attention', httpStatus: 409, message: 'x' })];
    expect(waitingCount(all)).toBe(2);
    expect(waitingCount(null)).toBe(0);
  });
});
