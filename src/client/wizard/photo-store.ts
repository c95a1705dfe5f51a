import { createStore, type UseStore } from 'idb-keyval';
import { IMAGES_MAX } from '../../shared/schemas/fields';
import { createPageCacheGuard, LEFT_FOR_CACHE } from './page-cache-guard';

/**
 * A draft's photos in IndexedDB (database `selvage`, store `photos`), kept by draft id so a reload
 * or a crash loses none. Two kinds of record:
 *   draftId            -> the list, in order (the first is the main image): ids, names, states
 *   [draftId, photoId] -> that photo's bytes: the file as picked while it is processed, then the
 *                         processed photo, as {type, bytes: ArrayBuffer}. WebKit stores no Blob in
 *                         IndexedDB in an ephemeral session (Safari's Private Browsing: put() throws
 *                         "DataCloneError: ... BlobURLs are not yet supported."), while byte arrays
 *                         store in every engine; bytes stored as a Blob by earlier versions still load.
 * Every change (add, process, delete, move) is one readwrite transaction that reads the latest
 * list and writes the next one with the bytes that go with it. IndexedDB runs such transactions
 * one after another in the order they were made, in every tab, so no interleaving of quick picks,
 * deletes and drags loses one (picking three photos 300 ms apart once kept one or two: each pick
 * wrote the list it had read before the others, issue 14). Pages see the list by subscribing to
 * it, never by keeping a copy of their own.
 */

export type PhotoType = 'image/jpeg' | 'image/webp';

/** A processed photo kept with its draft: upright, at most 2048 px, re-encoded without metadata. */
export interface StoredPhoto {
  state: 'ready';
  id: string;
  name: string;
  blob: Blob;
  mimeType: PhotoType;
  width: number;
  height: number;
}

/** Picked and kept as picked, still being processed. */
export interface ProcessingPhoto {
  state: 'processing';
  id: string;
  name: string;
}

/** Listed, but its bytes are gone from this device (its site data cleared, say). */
export interface MissingPhoto {
  state: 'missing';
  id: string;
  name: string;
}

export type DraftPhoto = StoredPhoto | ProcessingPhoto | MissingPhoto;

/** What a processed photo adds to its entry. */
export type ProcessedBytes = Pick<StoredPhoto, 'blob' | 'mimeType' | 'width' | 'height'>;

/**
 * One entry of a stored list. Lists written before issue 14 held each processed photo's blob
 * inline and had no state; they are read as they are and moved to the two-record form on their
 * next change.
 */
interface Entry {
  id: string;
  name: string;
  state?: 'processing' | 'ready';
  mimeType?: PhotoType;
  width?: number;
  height?: number;
  blob?: Blob;
}

/** A photo's bytes as stored: a byte array and its type, which every engine keeps. */
interface StoredBytes {
  type: string;
  bytes: ArrayBuffer;
}

/** Reads a Blob's bytes to store, before the transaction: one awaits nothing but IndexedDB. */
const bytesOf = async (blob: Blob): Promise<StoredBytes> => ({ type: blob.type, bytes: await blob.arrayBuffer() });

const isStoredBytes = (stored: unknown): stored is StoredBytes =>
  typeof stored === 'object' && stored !== null && (stored as Partial<StoredBytes>).bytes instanceof ArrayBuffer;

/** The photo's bytes as pages use them, stored as bytes or, by earlier versions, as a Blob. */
function blobOf(stored: unknown): Blob | undefined {
  if (stored instanceof Blob) return stored;
  return isStoredBytes(stored) ? new Blob([stored.bytes], { type: typeof stored.type === 'string' ? stored.type : '' }) : undefined;
}

/**
 * A change: the next list, and the bytes to keep under some of its ids; `keepBytesOf` a photo that
 * leaves the list but may come back (a delete's Undo). Null changes nothing.
 */
type Plan = { entries: Entry[]; bytes?: readonly (readonly [string, StoredBytes])[]; keepBytesOf?: string } | null;

let handle: UseStore | null = null;
/** One connection for the page (idb-keyval opens the database on first use). */
const photoStore = (): UseStore => (handle ??= createStore('selvage', 'photos'));

/**
 * Lets go of the page's connection: the next use opens the database again, in whatever IndexedDB
 * the page has then. For tests that give the page an IndexedDB of their own (a worker runs many
 * test files, and one file's connection would otherwise serve the next file's stand-in).
 */
export function forgetPhotoStore(): void {
  handle = null;
}

const bytesKey = (draftId: string, id: string): IDBValidKey => [draftId, id];
/** Every [draftId, *] key: arrays sort after strings, so [draftId, []] is above any photo id. */
const allBytesOf = (draftId: string) => IDBKeyRange.bound([draftId], [draftId, []]);

function entriesOf(stored: unknown): Entry[] {
  if (!Array.isArray(stored)) return [];
  return (stored as Entry[]).filter((e) => e && typeof e.id === 'string').map((e) => ({ ...e, state: e.state ?? 'ready' }));
}

/**
 * The Blob a page was last given for each ready photo. A ready photo's bytes never change under
 * its id, so the same Blob object is handed out again and thumbnails are not redrawn on every change.
 */
const shownBlobs = new Map<string, Blob>();
const shownKey = (draftId: string, id: string) => `${draftId}\n${id}`;

/** What a request's handler threw (a put the browser refused), kept to say what failed. */
const thrown = new WeakMap<IDBTransaction, Error>();
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Changes under way when the page goes into the back/forward cache are made again once it is back (D134). */
const pageCache = createPageCacheGuard();

/**
 * Runs `body` in one transaction and resolves with what it gave `done` once the transaction has
 * committed; rejects with the browser's own error when it refused a request (QuotaExceededError,
 * DataCloneError, ...), so the message can say what failed. A transaction aborted because the page
 * went into the back/forward cache runs again once it is back.
 */
function transact<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> {
  return pageCache.run(() => transactOnce(mode, body));
}

function transactOnce<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> {
  return photoStore()(
    mode,
    (store) =>
      new Promise<T>((resolve, reject) => {
        const tx = store.transaction;
        const followed = pageCache.follow(tx);
        let value: { v: T } | null = null;
        tx.oncomplete = () => {
          if (value) resolve(value.v);
          else reject(new Error('The photo store answered nothing.'));
        };
        tx.onabort = () => {
          reject(
            followed.leftForCache() ? LEFT_FOR_CACHE : (thrown.get(tx) ?? tx.error ?? new Error('The photo store refused the change.')),
          );
        };
        try {
          body(store, (v) => (value = { v }));
        } catch (error) {
          thrown.set(tx, asError(error));
          tx.abort();
        }
      }),
  );
}

function onResult<T>(request: IDBRequest<T>, then: (value: T) => void): void {
  request.onsuccess = () => {
    try {
      then(request.result);
    } catch (error) {
      const tx = request.transaction;
      if (!tx) throw error;
      thrown.set(tx, asError(error));
      tx.abort();
    }
  };
}

/** The list as pages see it: each ready photo with its bytes, read in the same transaction. */
function readView(store: IDBObjectStore, draftId: string, entries: readonly Entry[], done: (photos: DraftPhoto[]) => void): void {
  const view: DraftPhoto[] = entries.map((e) => ({ state: e.state === 'processing' ? 'processing' : 'missing', id: e.id, name: e.name }));
  const ready = (i: number, e: Entry, stored: unknown) => {
    const key = shownKey(draftId, e.id);
    const kept = stored instanceof Blob || isStoredBytes(stored);
    const shown = kept ? (shownBlobs.get(key) ?? blobOf(stored)) : undefined;
    if (!shown) {
      shownBlobs.delete(key);
      return;
    }
    shownBlobs.set(key, shown);
    view[i] = {
      state: 'ready',
      id: e.id,
      name: e.name,
      blob: shown,
      mimeType: e.mimeType ?? 'image/jpeg',
      width: e.width ?? 0,
      height: e.height ?? 0,
    };
  };
  let waiting = 0;
  entries.forEach((e, i) => {
    if (e.state === 'processing') return;
    if (e.blob) return ready(i, e, e.blob);
    waiting += 1;
    onResult(store.get(bytesKey(draftId, e.id)), (stored: unknown) => {
      ready(i, e, stored);
      waiting -= 1;
      if (waiting === 0) done(view);
    });
  });
  if (waiting === 0) done(view);
}

const listeners = new Map<string, Set<(photos: DraftPhoto[]) => void>>();
/** Changes under way per draft (and work registered with trackPhotoWork), so readers can wait for them. */
const underWay = new Map<string, Set<Promise<void>>>();

/** Counts `work` as under way for the draft until it settles; answers `work` itself. */
export function trackPhotoWork<T>(draftId: string, work: Promise<T>): Promise<T> {
  const set = underWay.get(draftId) ?? new Set<Promise<void>>();
  underWay.set(draftId, set);
  const settled: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  );
  set.add(settled);
  void settled.then(() => {
    set.delete(settled);
    if (set.size === 0 && underWay.get(draftId) === set) underWay.delete(draftId);
  });
  return work;
}

/** Resolves once no change or processing of the draft's photos is under way in this page. */
export async function photosSettled(draftId: string): Promise<void> {
  for (let set = underWay.get(draftId); set && set.size > 0; set = underWay.get(draftId)) await Promise.all(set);
}

/** Calls `listener` with the whole list after every change to the draft's photos made in this page. */
export function subscribePhotos(draftId: string, listener: (photos: DraftPhoto[]) => void): () => void {
  const set = listeners.get(draftId) ?? new Set();
  listeners.set(draftId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(draftId);
  };
}

/**
 * Applies `plan` to the latest stored list in one transaction: the next list is written, bytes
 * given are kept, and bytes of photos that left the list are removed with it. Answers the list
 * as it now is (null when the plan changed nothing) and tells the subscribers.
 */
function change(draftId: string, plan: (entries: Entry[]) => Plan): Promise<DraftPhoto[] | null> {
  const work = transact<DraftPhoto[] | null>('readwrite', (store, done) => {
    onResult(store.get(draftId), (stored: unknown) => {
      const before = entriesOf(stored);
      const next = plan(before);
      if (!next) return done(null);
      const stays = new Set(next.entries.map((e) => e.id));
      for (const e of before) {
        if (stays.has(e.id) || e.id === next.keepBytesOf) continue;
        store.delete(bytesKey(draftId, e.id));
        shownBlobs.delete(shownKey(draftId, e.id));
      }
      // A list from before issue 14 held Blobs inline: moved as they are, where the engine kept them.
      const entries = next.entries.map(({ blob, ...entry }) => {
        if (blob) store.put(blob, bytesKey(draftId, entry.id));
        return entry;
      });
      for (const [id, stored] of next.bytes ?? []) store.put(stored, bytesKey(draftId, id));
      store.put(entries, draftId);
      readView(store, draftId, entries, done);
    });
  }).then((photos) => {
    if (photos) for (const listener of listeners.get(draftId) ?? []) listener(photos);
    return photos;
  });
  return trackPhotoWork(draftId, work);
}

/** The draft's photos as stored now, in order. */
export function readPhotos(draftId: string): Promise<DraftPhoto[]> {
  return transact<DraftPhoto[]>('readonly', (store, done) =>
    onResult(store.get(draftId), (stored: unknown) => readView(store, draftId, entriesOf(stored), done)),
  );
}

/** The file as picked of a photo still being processed (undefined once processed or gone). */
export async function readPickedFile(draftId: string, id: string): Promise<Blob | undefined> {
  const photos = await readPhotos(draftId);
  if (!photos.some((p) => p.id === id && p.state === 'processing')) return undefined;
  const stored = await transact<unknown>('readonly', (store, done) => onResult(store.get(bytesKey(draftId, id)), done));
  return blobOf(stored);
}

/**
 * Adds picked files at the end, in the order given, each kept as picked and marked processing, as
 * many as fit under IMAGES_MAX counted on the latest list. Answers the ids that were added.
 */
export async function reservePhotos(draftId: string, picked: readonly { id: string; name: string; file: Blob }[]): Promise<string[]> {
  let added: string[] = [];
  const files = await Promise.all(picked.map((p) => bytesOf(p.file)));
  await change(draftId, (entries) => {
    const fits = picked.slice(0, Math.max(0, IMAGES_MAX - entries.length));
    added = fits.map((p) => p.id);
    if (fits.length === 0) return null;
    return {
      entries: [...entries, ...fits.map((p) => ({ id: p.id, name: p.name, state: 'processing' as const }))],
      bytes: fits.map((p, i) => [p.id, files[i]!] as const),
    };
  });
  return added;
}

/**
 * Makes these already-processed photos the draft's whole list, in this order, in one change: an
 * edit starts from the photos the shop shows (issue 27), which were processed when uploaded.
 */
export async function keepPhotos(draftId: string, photos: readonly Omit<StoredPhoto, 'state'>[]): Promise<void> {
  const stored = await Promise.all(photos.map((p) => bytesOf(p.blob)));
  await change(draftId, () => ({
    entries: photos.map(({ id, name, mimeType, width, height }) => ({ id, name, state: 'ready' as const, mimeType, width, height })),
    bytes: photos.map((p, i) => [p.id, stored[i]!] as const),
  }));
}

/** Puts a processed photo in its place, if it is still listed and still processing (a delete may have come first). */
export async function finishPhoto(draftId: string, id: string, processed: ProcessedBytes): Promise<void> {
  const stored = await bytesOf(processed.blob);
  await change(draftId, (entries) => {
    const i = entries.findIndex((e) => e.id === id && e.state === 'processing');
    if (i < 0) return null;
    const { mimeType, width, height } = processed;
    return {
      entries: entries.map((e, j) => (j === i ? { id, name: e.name, state: 'ready', mimeType, width, height } : e)),
      bytes: [[id, stored]],
    };
  });
}

export async function removePhoto(draftId: string, id: string): Promise<void> {
  await change(draftId, (entries) => (entries.some((e) => e.id === id) ? { entries: entries.filter((e) => e.id !== id) } : null));
}

/** A photo taken off the list whose bytes are kept until `forgetRemoved`, so Undo can put it back. */
export interface RemovedPhoto {
  readonly draftId: string;
  readonly id: string;
  readonly entry: Readonly<Entry>;
  /** Where it was in the list. */
  readonly at: number;
}

/** Takes a photo off the list as a delete does, keeping its bytes for `restorePhoto` (a delete's Undo). */
export async function removePhotoUndoably(draftId: string, id: string): Promise<RemovedPhoto | null> {
  let removed: RemovedPhoto | null = null;
  await change(draftId, (entries) => {
    // A plan may run twice (a page back from the back/forward cache): only the last run counts.
    removed = null;
    const at = entries.findIndex((e) => e.id === id);
    if (at < 0) return null;
    // An entry from before issue 14 holds its bytes inline: they go back with it.
    removed = { draftId, id, entry: entries[at]!, at };
    return { entries: entries.filter((e) => e.id !== id), keepBytesOf: id };
  });
  return removed;
}

/**
 * Puts a removed photo back where it was (or last, if the list is shorter now), unless it is listed
 * again or the list is full. Answers whether it is back.
 */
export async function restorePhoto(removed: RemovedPhoto): Promise<boolean> {
  let back = false;
  await change(removed.draftId, (entries) => {
    back = false;
    if (entries.some((e) => e.id === removed.id) || entries.length >= IMAGES_MAX) return null;
    back = true;
    const next = [...entries];
    next.splice(Math.min(removed.at, next.length), 0, { ...removed.entry });
    return { entries: next };
  });
  return back;
}

/** Drops the bytes kept for Undo once it can no longer be asked, unless the photo is listed again. */
export async function forgetRemoved(removed: RemovedPhoto): Promise<void> {
  await transact<null>('readwrite', (store, done) =>
    onResult(store.get(removed.draftId), (stored: unknown) => {
      if (!entriesOf(stored).some((e) => e.id === removed.id)) {
        store.delete(bytesKey(removed.draftId, removed.id));
        shownBlobs.delete(shownKey(removed.draftId, removed.id));
      }
      done(null);
    }),
  );
}

/** Moves photo `id` to where photo `to` is now (a drag and drop), on the latest list. */
export async function movePhoto(draftId: string, id: string, to: string): Promise<void> {
  await change(draftId, (entries) => {
    const from = entries.findIndex((e) => e.id === id);
    const at = entries.findIndex((e) => e.id === to);
    if (from < 0 || at < 0 || from === at) return null;
    const next = [...entries];
    next.splice(at, 0, ...next.splice(from, 1));
    return { entries: next };
  });
}

/**
 * The draft's processed photos in order, once no pick, change or processing of them is under way
 * in this page. A photo still processing or gone from the device is left out: callers that must
 * have every photo (the upload) compare with the ids they expect.
 */
export async function loadPhotos(draftId: string): Promise<StoredPhoto[]> {
  await photosSettled(draftId);
  return (await readPhotos(draftId)).filter((p): p is StoredPhoto => p.state === 'ready');
}

export async function clearPhotos(draftId: string): Promise<void> {
  const work = transact<DraftPhoto[]>('readwrite', (store, done) => {
    store.delete(draftId);
    store.delete(allBytesOf(draftId));
    done([]);
  }).then((photos) => {
    for (const key of shownBlobs.keys()) if (key.startsWith(`${draftId}\n`)) shownBlobs.delete(key);
    for (const listener of listeners.get(draftId) ?? []) listener(photos);
  });
  await trackPhotoWork(draftId, work);
}
