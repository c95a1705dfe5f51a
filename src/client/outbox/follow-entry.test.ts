import { describe, expect, it } from 'vitest';
import { FakeShop, HandClock, outboxItem, freshIndexedDbPerTest, REFUSED_FIELDS } from '../test/outbox-fakes';
import { createOutboxSender, LISTED_KEPT_MS, RETRY_FIRST_MS, type SenderLock } from './outbox-sender';
import { createOutboxStore, type OutboxEntry } from './outbox-store';
import { followEntry } from './follow-entry';
import type { PhotoSend } from '../upload/photo-send';

/**
 * The upload panel follows the item it kept while the sender sends it (issue 43: every upload goes
 * through the outbox): it learns each state, and where the send ended.
 */
const dbName = freshIndexedDbPerTest('follow');

const oneTab: SenderLock = async (work) => {
  await work();
  return 'done';
};

function setUp() {
  const store = createOutboxStore(dbName());
  const shop = new FakeShop();
  const clock = new HandClock();
  const sends: PhotoSend[] = [];
  const sender = createOutboxSender({ store, api: shop.api, lock: oneTab, timers: clock, onSend: (_, send) => sends.push(send) });
  return { store, shop, clock, sender, sends };
}

describe('following a kept item', () => {
  it('ends listed once the shop has its photos, told each step on the way and each photo as its bytes go', async () => {
    const { store, sender, sends } = setUp();
    const item = outboxItem(new HandClock());
    const kept = await store.add(item.entry, item.blobs);
    const seen: OutboxEntry['status'][] = [];
    const followed = followEntry(store, kept, (e) => seen.push(e.status), new AbortController().signal);
    const stop = sender.start();
    const end = await followed;
    stop();
    expect(end.end).toBe('listed');
    expect(end.end === 'listed' && end.entry.made?.skus).toEqual(['10001']);
    expect(seen.map((s) => s.state)).toContain('sending');
    expect(sends[0]).toEqual({ state: 'sending', photo: 1, of: 3, percent: 0 });
    expect(sends.at(-1)).toEqual({ state: 'sent', of: 3 });
    // In the shop: the phone keeps the record for the page, not the photos' bytes.
    await expect(store.photosOf((await store.get(kept.id))!)).rejects.toThrow('Photo 1 of 3 is no longer on this phone.');
  });

  it('ends waiting after a try that found no network, and the phone sends it later by itself', async () => {
    const { store, shop, clock, sender } = setUp();
    shop.productFaults = ['offline'];
    const item = outboxItem(clock);
    const kept = await store.add(item.entry, item.blobs);
    const stop = sender.start();
    const end = await followEntry(store, kept, () => undefined, new AbortController().signal);
    expect(end.end).toBe('waiting');
    expect(end.end === 'waiting' && end.entry.status).toEqual({ state: 'waiting', lastError: 'no connection' });

    // Followed again (Retry, or the page reloaded): that earlier failure ends nothing; the next try does.
    const again = followEntry(store, end.end === 'waiting' ? end.entry : kept, () => undefined, new AbortController().signal);
    clock.advance(RETRY_FIRST_MS);
    expect((await again).end).toBe('listed');
    stop();
  });

  it('ends needing attention with the server words when refused', async () => {
    const { store, shop, clock, sender } = setUp();
    shop.productFaults = [400];
    const item = outboxItem(clock);
    const kept = await store.add(item.entry, item.blobs);
    const stop = sender.start();
    const end = await followEntry(store, kept, () => undefined, new AbortController().signal);
    stop();
    expect(end.end === 'attention' && end.entry.status).toEqual({
      state: 'attention',
      message: 'Upload product was denied. Cut length must be at least 10 cm.',
      httpStatus: 400,
      errors: REFUSED_FIELDS,
    });
  });

  it('ends gone when the entry is deleted, and left when the page stops following', async () => {
    const { store, clock } = setUp();
    const item = outboxItem(clock);
    const kept = await store.add(item.entry, item.blobs);
    const gone = followEntry(store, kept, () => undefined, new AbortController().signal);
    const page = new AbortController();
    const left = followEntry(store, kept, () => undefined, page.signal);
    page.abort();
    expect(await left).toEqual({ end: 'left' });
    await store.remove(kept.id);
    expect(await gone).toEqual({ end: 'gone' });
  });

  it('removes a listed entry by itself once a shift has passed, and keeps one refused however old', async () => {
    const { store, shop, clock, sender } = setUp();
    const listed = outboxItem(clock);
    await store.add(listed.entry, listed.blobs);
    const stop = sender.start();
    await sender.idle();
    shop.productFaults = [400];
    const waiting = outboxItem(clock);
    waiting.entry.keptAt = clock.now() + 1;
    await store.add(waiting.entry, waiting.blobs);
    await sender.idle();
    clock.advance(LISTED_KEPT_MS - 1);
    sender.kick();
    await sender.idle();
    expect((await store.list()).map((e) => e.status.state)).toEqual(['listed', 'attention']);
    clock.advance(1);
    sender.kick();
    await sender.idle();
    expect((await store.list()).map((e) => e.id)).toEqual([waiting.entry.id]);
    stop();
  });
});
