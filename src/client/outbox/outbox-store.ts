import type { FieldErrors } from '../../shared/schemas/validate';
import { createStore, type UseStore } from 'idb-keyval';
import type { Product } from '../../shared/products';
import { createPageCacheGuard, LEFT_FOR_CACHE, type PageCacheGuard } from '../wizard/page-cache-guard';

/**
 * The device outbox (issue 43 item 1; docs/decisions.md D144): items kept on this phone until the
 * shop has them, in IndexedDB database `selvage-outbox`, store `entries`. A database of its own:
 * idb-keyval opens a database without a version, so a second store can never be added to
 * `selvage` (the draft photos) once a phone has it.
 *
 * Three kinds of record, told apart by their keys (IndexedDB sorts every string before any array):
 *   entryId              -> the entry: answers, product, progress, state (no photo bytes, so the
 *                           Outbox page and the badge read small records)
 *   [entryId, photoId]   -> that photo's bytes as {type, bytes: ArrayBuffer}: WebKit's private
 *                           browsing stores no Blob, byte arrays store everywhere (photo-store.ts)
 *   ['lease']            -> which tab sends, where the browser has no Web Locks (plain http)
 * The entry's id is the draft's id, which is also the product's Idempotency-Key.
 */

export type OutboxFlow = 'fabric' | 'supplies';

/** The wizard a product type is listed in. */
export const flowOfKind = (kind: string): OutboxFlow => (kind === 'Fabric' ? 'fabric' : 'supplies');

/** Where an entry has got to. `sending` on a reloaded page means it was cut off there: it resumes. */
export type OutboxStatus =
  | { state: 'waiting'; lastError?: string }
  | { state: 'sending'; step: 'product' | 'photos' | 'attach'; photo?: number; of?: number }
  /** In the shop with its photos (`at`: when; an entry listed before this was recorded has none). */
  | { state: 'listed'; at?: number }
  /** The server refused it (400: a rule; 409: a conflict): it waits for staff, with the server's words. */
  | {
      state: 'attention';
      message: string;
      httpStatus: number;
      /** The server's errors by field path (a 400 names them): shown on the pages they belong to once the item is a draft again. */
      errors?: FieldErrors;
    };

export interface OutboxPhotoMeta {
  id: string;
  name: string;
  type: string;
  size: number;
  /** As processed (entries kept before these were recorded have none). */
  width?: number;
  height?: number;
}

/** What the shop made of the item: recorded before the photos go, so a resume never makes a second. */
export interface OutboxMade {
  productId: string;
  skus: string[];
  title: string;
}

export interface OutboxEntry {
  /** The draft's id: the product's Idempotency-Key, so a repeat of the product call answers the same product. */
  id: string;
  flow: OutboxFlow;
  /** The product type, for the list. */
  kind: string;
  /** The title as the page showed it, until the shop answers its own. */
  title: string;
  /** The draft's answers, kept to bring the item back as a draft to fix (return-to-draft.ts). */
  answers: object;
  /** The product exactly as first sent: the Idempotency-Key is tied to this body. */
  product: Product;
  photos: OutboxPhotoMeta[];
  made?: OutboxMade;
  status: OutboxStatus;
  /** Tries that got no useful answer (no connection, time-out, 5xx). */
  attempts: number;
  keptAt: number;
  /** Not tried again before this time (growing waits); 0: at once. */
  nextTryAt: number;
}

/** An entry not yet in the shop and not waiting for staff: the sender's work. */
export const isPending = (e: OutboxEntry): boolean => e.status.state === 'waiting' || e.status.state === 'sending';
/** Counted by the top bar's badge: everything not yet listed. */
export const isWaiting = (e: OutboxEntry): boolean => e.status.state !== 'listed';

export type OutboxChange = 'added' | 'changed' | 'removed' | 'retry';

export interface OutboxStore {
  /** Keeps a new entry with its photos in one transaction; an entry already kept under this id stays as it is. */
  add: (entry: OutboxEntry, photos: readonly Blob[]) => Promise<OutboxEntry>;
  /** Every entry, in the order kept. */
  list: () => Promise<OutboxEntry[]>;
  get: (id: string) => Promise<OutboxEntry | null>;
  /** Changes an entry in one transaction on its latest version; null when it is gone (deleted meanwhile). */
  update: (id: string, change: (e: OutboxEntry) => OutboxEntry, why?: OutboxChange) => Promise<OutboxEntry | null>;
  /** The entry's photos, in order, as Blobs to send. */
  photosOf: (entry: OutboxEntry) => Promise<Blob[]>;
  /** The entry and its photos. */
  remove: (id: string) => Promise<void>;
  /** The photos' bytes only: a listed entry keeps its record for the page, not its bytes. */
  dropPhotos: (id: string) => Promise<void>;
  /** Takes or renews the sender's lease for `holder` unless another holds one still valid at `now`. */
  takeLease: (holder: string, now: number, ms: number) => Promise<boolean>;
  dropLease: (holder: string) => Promise<void>;
  /** Told of every change, in this tab and (where BroadcastChannel exists) in the others. */
  subscribe: (listener: (change: OutboxChange) => void) => () => void;
}

const LEASE_KEY: IDBValidKey = ['lease'];
const photoKey = (entryId: string, photoId: string): IDBValidKey => [entryId, photoId];
/** Every [entryId, *] key: arrays sort after strings, so [entryId, []] is above any photo id. */
const photosOfEntry = (entryId: string) => IDBKeyRange.bound([entryId], [entryId, []]);
/** Every string key: the entries, none of the photos or the lease. */
const entryKeys = () => IDBKeyRange.bound('', [], false, true);

interface StoredBytes {
  type: string;
  bytes: ArrayBuffer;
}
interface Lease {
  holder: string;
  until: number;
}

const isEntry = (value: unknown): value is OutboxEntry =>
  typeof value === 'object' && value !== null && typeof (value as OutboxEntry).id === 'string' && 'status' in value;

const byKept = (a: OutboxEntry, b: OutboxEntry) => a.keptAt - b.keptAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type On = <T>(request: IDBRequest<T>, then: (value: T) => void) => void;

/**
 * Runs `body` in one transaction and resolves with what it gave `done` once the transaction has
 * committed. Anything `body` or a request's `then` throws aborts the whole transaction (a photo
 * refused must not leave the others kept without their entry), and the browser's own error
 * (QuotaExceededError, DataCloneError, ...) is what it rejects with, so the page can say it.
 */
function transact<T>(
  pageCache: PageCacheGuard,
  db: UseStore,
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore, done: (value: T) => void, on: On) => void,
): Promise<T> {
  // Each change reads what it changes inside its transaction, so one the page's going into the
  // back/forward cache aborted is the same change made again once it is back (D134, D149).
  return pageCache.run(() => transactOnce(pageCache, db, mode, body));
}

function transactOnce<T>(
  pageCache: PageCacheGuard,
  db: UseStore,
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore, done: (value: T) => void, on: On) => void,
): Promise<T> {
  return db(
    mode,
    (store) =>
      new Promise<T>((resolve, reject) => {
        const tx = store.transaction;
        const followed = pageCache.follow(tx);
        let value: { v: T } | null = null;
        let failed: Error | null = null;
        const guard = (fn: () => void) => {
          try {
            fn();
          } catch (error) {
            failed = error instanceof Error ? error : new Error(String(error));
            try {
              tx.abort();
            } catch {
              // Already finished: oncomplete or onabort says how.
            }
          }
        };
        tx.oncomplete = () => {
          if (value) resolve(value.v);
          else reject(new Error('The outbox answered nothing.'));
        };
        tx.onabort = () => {
          reject(followed.leftForCache() ? LEFT_FOR_CACHE : (failed ?? tx.error ?? new Error('The outbox refused the change.')));
        };
        const on: On = (request, then) => {
          request.onsuccess = () => guard(() => then(request.result));
        };
        guard(() => body(store, (v) => (value = { v }), on));
      }),
  );
}

/** The outbox in database `dbName` (tests give each case its own). */
export function createOutboxStore(dbName = 'selvage-outbox', channelName = 'selvage-outbox'): OutboxStore {
  let handle: UseStore | null = null;
  // Changes under way when the page goes into the back/forward cache are made again once it is back.
  const pageCache = createPageCacheGuard();
  const db = (): UseStore => (handle ??= createStore(dbName, 'entries'));
  const listeners = new Set<(change: OutboxChange) => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  channel?.addEventListener('message', (event: MessageEvent) => {
    for (const listener of listeners) listener(event.data as OutboxChange);
  });
  const tell = (change: OutboxChange) => {
    for (const listener of listeners) listener(change);
    channel?.postMessage(change);
  };

  return {
    async add(entry, photos) {
      // Read before the transaction: one that awaits anything but IndexedDB commits early.
      const bytes: StoredBytes[] = await Promise.all(photos.map(async (p) => ({ type: p.type, bytes: await p.arrayBuffer() })));
      const kept = await transact<OutboxEntry>(pageCache, db(), 'readwrite', (store, done, on) =>
        on(store.get(entry.id), (before: unknown) => {
          if (isEntry(before)) return done(before);
          entry.photos.forEach((photo, i) => store.put(bytes[i], photoKey(entry.id, photo.id)));
          store.put(entry, entry.id);
          done(entry);
        }),
      );
      tell('added');
      return kept;
    },
    async list() {
      const all = await transact<unknown[]>(pageCache, db(), 'readonly', (store, done, on) => on(store.getAll(entryKeys()), done));
      return all.filter(isEntry).sort(byKept);
    },
    async get(id) {
      const found = await transact<unknown>(pageCache, db(), 'readonly', (store, done, on) => on(store.get(id), done));
      return isEntry(found) ? found : null;
    },
    async update(id, change, why = 'changed') {
      const next = await transact<OutboxEntry | null>(pageCache, db(), 'readwrite', (store, done, on) =>
        on(store.get(id), (before: unknown) => {
          if (!isEntry(before)) return done(null);
          const after = change(before);
          store.put(after, id);
          done(after);
        }),
      );
      if (next) tell(why);
      return next;
    },
    async photosOf(entry) {
      const stored = await transact<unknown[]>(pageCache, db(), 'readonly', (store, done, on) => {
        const found: unknown[] = [];
        let left = entry.photos.length;
        if (left === 0) return done(found);
        entry.photos.forEach((p, i) =>
          on(store.get(photoKey(entry.id, p.id)), (value: unknown) => {
            found[i] = value;
            left -= 1;
            if (left === 0) done(found);
          }),
        );
      });
      return stored.map((s, i) => {
        const bytes = s as StoredBytes | undefined;
        // Never sent with a photo missing (issue 14): the sender reads this as the item needing attention.
        if (!bytes || !(bytes.bytes instanceof ArrayBuffer)) throw new MissingOutboxPhoto(i + 1, entry.photos.length);
        return new Blob([bytes.bytes], { type: bytes.type });
      });
    },
    async remove(id) {
      await transact<null>(pageCache, db(), 'readwrite', (store, done) => {
        store.delete(id);
        store.delete(photosOfEntry(id));
        done(null);
      });
      tell('removed');
    },
    async dropPhotos(id) {
      await transact<null>(pageCache, db(), 'readwrite', (store, done) => {
        store.delete(photosOfEntry(id));
        done(null);
      });
    },
    takeLease(holder, now, ms) {
      return transact<boolean>(pageCache, db(), 'readwrite', (store, done, on) =>
        on(store.get(LEASE_KEY), (value: unknown) => {
          const lease = value as Lease | undefined;
          if (lease && lease.holder !== holder && lease.until > now) return done(false);
          store.put({ holder, until: now + ms } satisfies Lease, LEASE_KEY);
          done(true);
        }),
      );
    },
    async dropLease(holder) {
      await transact<null>(pageCache, db(), 'readwrite', (store, done, on) =>
        on(store.get(LEASE_KEY), (value: unknown) => {
          if ((value as Lease | undefined)?.holder === holder) store.delete(LEASE_KEY);
          done(null);
        }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A photo's bytes gone from the outbox (site data cleared under it): said, never skipped. */
export class MissingOutboxPhoto extends Error {
  constructor(photo: number, of: number) {
    super(`Photo ${photo} of ${of} is no longer on this phone.`);
    this.name = 'MissingOutboxPhoto';
  }
}

let device: OutboxStore | null = null;
/** The outbox of this browser, opened at its first use. */
export const deviceOutbox = (): OutboxStore => (device ??= createOutboxStore());
