import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandClock, outboxItem, freshIndexedDbPerTest } from '../test/outbox-fakes';
import { leaseLock, LEASE_MS } from './outbox-lock';
import { createOutboxStore } from './outbox-store';

const dbName = freshIndexedDbPerTest('outbox-store');

type Put = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>;
const realPut = Reflect.get(IDBObjectStore.prototype, 'put') as Put;
afterEach(() => Reflect.set(IDBObjectStore.prototype, 'put', realPut));

describe('the outbox store', () => {
  it('keeps an entry with its photos through a "reload" (a new store over the same database), photos in order', async () => {
    const clock = new HandClock();
    const item = outboxItem(clock, ['one', 'two']);
    await createOutboxStore(dbName()).add(item.entry, item.blobs);
    const reopened = createOutboxStore(dbName());
    const [entry] = await reopened.list();
    expect(entry).toEqual(item.entry);
    expect(await Promise.all((await reopened.photosOf(entry!)).map((b) => b.text()))).toEqual(['one', 'two']);
  });

  it('keeps nothing at all when the browser refuses a photo (a full quota): no entry without its photos', async () => {
    const clock = new HandClock();
    const item = outboxItem(clock, ['one', 'two']);
    let puts = 0;
    Reflect.set(IDBObjectStore.prototype, 'put', function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (++puts === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.call(this, value, key);
    });
    const store = createOutboxStore(dbName());
    await expect(store.add(item.entry, item.blobs)).rejects.toThrow('The quota has been exceeded.');
    Reflect.set(IDBObjectStore.prototype, 'put', realPut);
    expect(await store.list()).toEqual([]);
    // The photo that went in before the refusal went with the whole change.
    await expect(store.photosOf(item.entry)).rejects.toThrow('Photo 1 of 2 is no longer on this phone.');
  });

  it('tells its subscribers of each change, and an update of an entry deleted meanwhile changes nothing', async () => {
    const clock = new HandClock();
    const store = createOutboxStore(dbName());
    const seen: string[] = [];
    const stop = store.subscribe((change) => seen.push(change));
    const item = outboxItem(clock);
    await store.add(item.entry, item.blobs);
    await store.update(item.entry.id, (e) => ({ ...e, attempts: 1 }));
    await store.remove(item.entry.id);
    expect(await store.update(item.entry.id, (e) => ({ ...e, attempts: 2 }))).toBeNull();
    stop();
    await store.add(item.entry, item.blobs);
    expect(seen).toEqual(['added', 'changed', 'removed']);
  });
});

describe('the sender lease, where the browser has no Web Locks (plain http)', () => {
  it('lets one tab send at a time, and another take over once a closed tab stops renewing', async () => {
    const store = createOutboxStore(dbName());
    const clock = new HandClock();
    const tabA = leaseLock(store, clock, 'tab-a');
    const tabB = leaseLock(store, clock, 'tab-b');
    let release: () => void = () => undefined;
    const holding = tabA(() => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(async () => expect(await store.takeLease('tab-c', clock.now(), LEASE_MS)).toBe(false));
    expect(await tabB(() => Promise.resolve())).toBe('busy');
    // Tab A renews while it sends: long after one lease's time, it still holds.
    clock.advance(3 * LEASE_MS);
    await vi.waitFor(async () => expect(await tabB(() => Promise.resolve())).toBe('busy'));
    release();
    expect(await holding).toBe('done');
    expect(await tabB(() => Promise.resolve())).toBe('done');

    // A tab closed mid-send: its lease lapses and the other takes over.
    expect(await store.takeLease('closed-tab', clock.now(), LEASE_MS)).toBe(true);
    expect(await tabB(() => Promise.resolve())).toBe('busy');
    clock.advance(LEASE_MS);
    expect(await tabB(() => Promise.resolve())).toBe('done');
  });
});

describe('a page going into the back/forward cache (WebKit, D134, D149)', () => {
  // WebKit keeps the page's transactions there suspended, their locks held, and every other page of
  // the app waits on them: a full run once saw two uploads stuck in 'uploadingProduct' for 30 s.
  // The stand-in cannot suspend, so what is pinned is what that needs: nothing of this page's is
  // under way while it is there, another page reads the outbox meanwhile, and the change is made
  // once the page is back.
  const page = new EventTarget();
  const pageEvent = (type: 'pagehide' | 'pageshow', persisted = true) => Object.assign(new Event(type), { persisted });
  type Get = (this: IDBObjectStore, key: IDBValidKey) => IDBRequest;
  const realGet = Reflect.get(IDBObjectStore.prototype, 'get') as Get;
  let hideAtNextRead: { persisted: boolean } | false = false;
  afterEach(() => Reflect.set(IDBObjectStore.prototype, 'get', realGet));

  function leaveAtNextRead(persisted: boolean): void {
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    hideAtNextRead = { persisted };
    Reflect.set(IDBObjectStore.prototype, 'get', function (this: IDBObjectStore, key: IDBValidKey) {
      const request = realGet.call(this, key);
      if (hideAtNextRead) {
        const { persisted: kept } = hideAtNextRead;
        hideAtNextRead = false;
        page.dispatchEvent(pageEvent('pagehide', kept));
      }
      return request;
    });
  }

  /** An entry kept by this page's store, before the page leaves. */
  async function kept() {
    const item = outboxItem(new HandClock());
    const store = createOutboxStore(dbName());
    await store.add(item.entry, item.blobs);
    return { item, store };
  }

  it('holds nothing under way while it is there, and makes the change once it is shown again', async () => {
    const { item, store } = await kept();
    leaveAtNextRead(true);
    let changed: unknown = null;
    const changing = store.update(item.entry.id, (e) => ({ ...e, attempts: 1 })).then((after) => (changed = after));
    await vi.waitFor(() => expect(hideAtNextRead).toBe(false));
    // Another page (a store of its own over the same database) reads the entry while this one is away.
    const [seen] = await createOutboxStore(dbName()).list();
    expect(seen?.attempts).toBe(item.entry.attempts);
    expect(changed).toBeNull();

    page.dispatchEvent(pageEvent('pageshow'));
    expect((await changing) as { attempts: number }).toMatchObject({ attempts: 1 });
    expect((await store.list()).map((e) => e.attempts)).toEqual([1]);
  });

  it('leaves a page closed for good to the browser: its change is not made again', async () => {
    const { item, store } = await kept();
    leaveAtNextRead(false);
    expect(await store.update(item.entry.id, (e) => ({ ...e, attempts: 1 }))).toMatchObject({ attempts: 1 });
  });
});
