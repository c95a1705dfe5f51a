import { describe, expect, it, vi } from 'vitest';
import { FakeShop, HandClock, outboxItem, freshIndexedDbPerTest, REFUSED_FIELDS } from '../test/outbox-fakes';
import { createOutboxSender, retryNow, retryWait, RETRY_FIRST_MS, SEND_TIMEOUT_MS, type SenderLock } from './outbox-sender';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';

/**
 * The device outbox's sender against an IndexedDB stand-in (fake-indexeddb), a shop that keys
 * products by Idempotency-Key as the server does, and a clock moved by hand.
 */
const dbName = freshIndexedDbPerTest('outbox');

/** One sender at a time in this page: the lock of a browser with a single tab. */
const oneTab: SenderLock = async (work) => {
  await work();
  return 'done';
};

function setUp(
  store: OutboxStore = createOutboxStore(dbName()),
  shop = new FakeShop(),
  clock = new HandClock(),
  online = new EventTarget(),
) {
  const sender = createOutboxSender({ store, api: shop.api, lock: oneTab, timers: clock, online });
  return { store, shop, clock, online, sender };
}

const states = async (store: OutboxStore) => (await store.list()).map((e) => e.status.state);

describe('the outbox sender', () => {
  it('sends each item once, in the order kept: its product with the item id as Idempotency-Key, then its photos', async () => {
    const { store, shop, clock, sender } = setUp();
    // The second is made first (its id sorts first in IndexedDB) but kept later: the order kept is the order sent.
    const second = outboxItem(clock, ['blue']);
    const first = outboxItem(clock, ['red', 'green']);
    second.entry.keptAt = clock.now() + 10;
    await store.add(second.entry, second.blobs);
    await store.add(first.entry, first.blobs);
    // A second keep of the same item is not a second entry.
    await store.add(first.entry, first.blobs);
    expect((await store.list()).map((e) => e.id)).toEqual([first.entry.id, second.entry.id]);

    const stop = sender.start();
    await sender.idle();
    expect(shop.productCalls()).toEqual([first.entry.id, second.entry.id]);
    expect([...shop.photos.values()]).toEqual([['red', 'green'], ['blue']]);
    const listed = await store.list();
    expect(listed.map((e) => [e.status.state, e.made?.skus])).toEqual([
      ['listed', ['10001']],
      ['listed', ['10002']],
    ]);
    stop();
  });

  it('waits longer after each try the network fails, and never makes a second product when an answer was lost', async () => {
    const { store, shop, clock, sender } = setUp();
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    // No connection; the product made but its answer lost; a 500 on the photos; then through.
    shop.productFaults = ['offline', 'afterMade'];
    shop.photoFaults = [500];
    const stop = sender.start();
    await sender.idle();
    expect(await states(store)).toEqual(['waiting']);
    expect((await store.get(item.entry.id))?.status).toEqual({ state: 'waiting', lastError: 'no connection' });
    expect(clock.nextWait()).toBe(RETRY_FIRST_MS);

    // Not a moment before the wait is over.
    clock.advance(RETRY_FIRST_MS - 1);
    await sender.idle();
    expect(shop.productCalls()).toHaveLength(1);
    clock.advance(1);
    await sender.idle();
    expect(shop.productCalls()).toHaveLength(2);
    expect(clock.nextWait()).toBe(2 * RETRY_FIRST_MS);

    clock.advance(2 * RETRY_FIRST_MS);
    await sender.idle();
    // The same key answered the product made by the lost try; the photos failed with a 500.
    expect(shop.products.size).toBe(1);
    expect(clock.nextWait()).toBe(4 * RETRY_FIRST_MS);
    expect((await store.get(item.entry.id))?.attempts).toBe(3);

    clock.advance(4 * RETRY_FIRST_MS);
    await sender.idle();
    expect(await states(store)).toEqual(['listed']);
    expect(shop.productCalls()).toHaveLength(3);
    expect(shop.products.size).toBe(1);
    expect([...shop.photos.values()]).toEqual([['red', 'green', 'blue']]);
    stop();
  });

  it('gives up a call that hears nothing for a minute (a time-out) and tries it again like one with no connection', async () => {
    const { store, shop, clock, sender } = setUp();
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    shop.hangProduct = true;
    const stop = sender.start();
    await vi.waitFor(() => expect(shop.productCalls()).toHaveLength(1));
    expect(clock.nextWait()).toBe(SEND_TIMEOUT_MS);
    clock.advance(SEND_TIMEOUT_MS);
    await vi.waitFor(async () => expect((await store.get(item.entry.id))?.attempts).toBe(1));
    expect((await store.get(item.entry.id))?.status).toEqual({ state: 'waiting', lastError: 'no answer in time' });
    await sender.idle();
    clock.advance(RETRY_FIRST_MS);
    await sender.idle();
    expect(await states(store)).toEqual(['listed']);
    expect(shop.products.size).toBe(1);
    stop();
  });

  it('grows its waits by doubling, up to five minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryWait)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(retryWait(20)).toBe(5 * 60_000);
  });

  it('tries again at once when the browser says it is online again', async () => {
    const { store, shop, clock, online, sender } = setUp();
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    shop.productFaults = ['offline', 'offline', 'offline'];
    const stop = sender.start();
    await sender.idle();
    clock.advance(RETRY_FIRST_MS);
    await sender.idle();
    clock.advance(2 * RETRY_FIRST_MS);
    await sender.idle();
    expect(clock.nextWait()).toBe(4 * RETRY_FIRST_MS);

    online.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await states(store)).toEqual(['listed']));
    expect(clock.t).toBe(1_000_000 + 3 * RETRY_FIRST_MS);
    stop();
  });

  it('after a reload mid-photos, a new sender over the same outbox sends the photos and no second product', async () => {
    const shop = new FakeShop();
    const clock = new HandClock();
    const before = setUp(createOutboxStore(dbName()), shop, clock);
    const item = outboxItem(clock);
    await before.store.add(item.entry, item.blobs);
    shop.hangPhotos = true;
    const stopBefore = before.sender.start();
    await vi.waitFor(() => expect(shop.calls).toEqual([`product ${item.entry.id}`, 'photos local:10001']));
    await vi.waitFor(async () =>
      expect((await before.store.get(item.entry.id))?.status).toMatchObject({ state: 'sending', step: 'attach' }),
    );
    // The page is gone: its sender stops with the photos never answered.
    stopBefore();

    shop.hangPhotos = false;
    const after = setUp(createOutboxStore(dbName()), shop, clock);
    const stop = after.sender.start();
    await after.sender.idle();
    expect(shop.calls).toEqual([`product ${item.entry.id}`, 'photos local:10001', 'photos local:10001']);
    expect(await states(after.store)).toEqual(['listed']);
    expect(shop.products.size).toBe(1);
    stop();
  });

  it("leaves a refused item needing attention with the server's words (400, 409), and goes on with the next", async () => {
    const { store, shop, clock, sender } = setUp();
    const rule = outboxItem(clock);
    clock.advance(1);
    const conflict = outboxItem(clock);
    clock.advance(1);
    const fine = outboxItem(clock);
    for (const item of [rule, conflict, fine]) await store.add(item.entry, item.blobs);
    shop.productFaults = [400];
    shop.photoFaults = [409];
    const stop = sender.start();
    await sender.idle();
    const [a, b, c] = await store.list();
    expect(a?.status).toEqual({
      state: 'attention',
      httpStatus: 400,
      message: 'Upload product was denied. Cut length must be at least 10 cm.',
      // The field it names, for the page that asks it once the item is a draft again.
      errors: REFUSED_FIELDS,
    });
    expect(b?.status).toEqual({ state: 'attention', httpStatus: 409, message: PRODUCT_EDIT_MESSAGES.conflict });
    expect(b?.made?.productId).toBe('local:10001');
    expect(c?.status).toEqual({ state: 'listed', at: clock.now() });
    // Nothing was dropped: the refused items are still there, with their photos.
    expect(await store.photosOf(a!)).toHaveLength(3);
    expect(clock.nextWait()).toBeNull();

    // Retry now puts the conflict back in turn: its product is not made again.
    await retryNow(store, b!.id);
    await vi.waitFor(async () => expect((await store.get(b!.id))?.status).toMatchObject({ state: 'listed' }));
    expect(shop.productCalls()).toEqual([rule.entry.id, conflict.entry.id, fine.entry.id]);
    stop();
  });

  it('waits and tries again when an earlier try of the same call is still under way (the 409 of a key in flight), and needs nobody', async () => {
    const { store, shop, clock, sender } = setUp();
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    // The phone gave up on a slow call (or its browser was killed) while the server carried it on.
    shop.productFaults = ['inFlight'];
    shop.photoFaults = ['inFlight'];
    const stop = sender.start();
    await sender.idle();
    expect((await store.get(item.entry.id))?.status).toEqual({
      state: 'waiting',
      lastError: 'An earlier try of this request is still being handled by the server. Wait a moment and try again.',
    });
    clock.advance(RETRY_FIRST_MS);
    await sender.idle();
    expect((await store.get(item.entry.id))?.status.state).toBe('waiting');
    clock.advance(2 * RETRY_FIRST_MS);
    await sender.idle();
    expect(await states(store)).toEqual(['listed']);
    expect(shop.products.size).toBe(1);
    expect(shop.calls).toEqual([`product ${item.entry.id}`, `product ${item.entry.id}`, 'photos local:10001', 'photos local:10001']);
    stop();
  });

  it('holds the items kept after one that waits to be retried: the order is kept', async () => {
    const { store, shop, clock, sender } = setUp();
    const first = outboxItem(clock);
    clock.advance(1);
    const second = outboxItem(clock);
    for (const item of [first, second]) await store.add(item.entry, item.blobs);
    shop.productFaults = ['offline'];
    const stop = sender.start();
    await sender.idle();
    expect(await states(store)).toEqual(['waiting', 'waiting']);
    expect(shop.productCalls()).toEqual([first.entry.id]);
    clock.advance(RETRY_FIRST_MS);
    await sender.idle();
    expect(shop.productCalls()).toEqual([first.entry.id, first.entry.id, second.entry.id]);
    expect(await states(store)).toEqual(['listed', 'listed']);
    stop();
  });

  it('deletes a waiting item with its photos, and never sends it', async () => {
    const { store, shop, clock, sender } = setUp();
    const gone = outboxItem(clock);
    clock.advance(1);
    const kept = outboxItem(clock);
    for (const item of [gone, kept]) await store.add(item.entry, item.blobs);
    await store.remove(gone.entry.id);
    expect((await store.list()).map((e) => e.id)).toEqual([kept.entry.id]);
    await expect(store.photosOf(gone.entry)).rejects.toThrow('Photo 1 of 3 is no longer on this phone.');
    const stop = sender.start();
    await sender.idle();
    expect(shop.productCalls()).toEqual([kept.entry.id]);
    stop();
  });

  it('sends a new item as soon as it is kept, without waiting for a timer', async () => {
    const { store, shop, clock, sender } = setUp();
    const stop = sender.start();
    await sender.idle();
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    await vi.waitFor(async () => expect(await states(store)).toEqual(['listed']));
    expect(shop.productCalls()).toEqual([item.entry.id]);
    stop();
  });
});
