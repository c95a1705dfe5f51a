import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPhotos } from '../widgets/photos/photo-intake';
import {
  finishPhoto,
  forgetPhotoStore,
  forgetRemoved,
  keepPhotos,
  movePhoto,
  readPhotos,
  readPickedFile,
  removePhotoUndoably,
  reservePhotos,
  restorePhoto,
  type StoredPhoto,
} from './photo-store';

/**
 * The photo store against an IndexedDB stand-in that behaves, as the case needs, like a browser
 * that keeps anything, like WebKit's ephemeral sessions (Safari's Private Browsing, and MiniBrowser
 * under automation), which refuse any value holding a Blob while byte arrays store fine, or like a
 * browser whose storage is full or broken. Safari's put() throws "DataCloneError: Failed to store
 * record in an IDBObjectStore: BlobURLs are not yet supported."; WebKitGTK 2.50 (MiniBrowser here,
 * checked by hand through WebKitWebDriver) returns the request, which then fails with "UnknownError:
 * Error preparing Blob/File data to be stored in object store" and aborts the transaction, while a
 * {type, bytes: ArrayBuffer} record commits. The stand-in refuses the same values, the first way.
 */
type Storage = 'keeps-anything' | 'webkit-ephemeral' | 'full' | 'broken';
let storage: Storage = 'keeps-anything';

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob ||
  (Array.isArray(value) ? value.some(holdsBlob) : typeof value === 'object' && value !== null && Object.values(value).some(holdsBlob));

type Put = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>;
const realPut = Reflect.get(IDBObjectStore.prototype, 'put') as Put;
function standInPut(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
  if (storage === 'webkit-ephemeral' && holdsBlob(value)) {
    // WebKit's own words (IDBObjectStore::putOrAdd in an ephemeral session).
    throw new DOMException('Failed to store record in an IDBObjectStore: BlobURLs are not yet supported.', 'DataCloneError');
  }
  if (storage === 'full') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  if (storage === 'broken') throw new DOMException('Internal error writing the record.', 'UnknownError');
  return realPut.call(this, value, key);
}

const factory = new IDBFactory();
beforeAll(() => {
  Reflect.set(IDBObjectStore.prototype, 'put', standInPut);
  // Opened again in this file's database on first use, whichever file this worker ran before.
  forgetPhotoStore();
});
afterAll(() => {
  Reflect.set(IDBObjectStore.prototype, 'put', realPut);
});
beforeEach(() => {
  storage = 'keeps-anything';
  vi.stubGlobal('indexedDB', factory);
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

let drafts = 0;
/** Each test its own draft, in the one database the store keeps open for the page. */
const newDraft = () => `draft-${++drafts}`;

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());
const readyOf = async (draftId: string) => (await readPhotos(draftId)).filter((p): p is StoredPhoto => p.state === 'ready');

/** Writes records as an earlier Selvage wrote them, with the browser's own IndexedDB. */
async function writeAsBefore(records: readonly (readonly [IDBValidKey, unknown])[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = factory.open('selvage');
    open.onupgradeneeded = () => open.result.createObjectStore('photos');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('not opened'));
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('photos', 'readwrite');
    for (const [key, value] of records) tx.objectStore('photos').put(value, key);
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('not written'));
  });
  db.close();
}

describe('photos in a browser that stores no Blobs (WebKit private browsing)', () => {
  it('keeps a picked photo and its processed bytes, and gives them back as the photo it was', async () => {
    storage = 'webkit-ephemeral';
    const draftId = newDraft();
    const picked = new Blob([bytes('as picked')], { type: 'image/heic' });

    expect(await reservePhotos(draftId, [{ id: 'p1', name: 'IMG_1.HEIC', file: picked }])).toEqual(['p1']);
    const kept = await readPickedFile(draftId, 'p1');
    expect(kept && (await textOf(kept))).toBe('as picked');
    expect(kept?.type).toBe('image/heic');

    await finishPhoto(draftId, 'p1', {
      blob: new Blob([bytes('processed')], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg',
      width: 4,
      height: 3,
    });
    const [photo] = await readyOf(draftId);
    expect(photo).toMatchObject({ id: 'p1', name: 'IMG_1.HEIC', mimeType: 'image/jpeg', width: 4, height: 3 });
    expect(await textOf(photo!.blob)).toBe('processed');
    expect(photo!.blob.type).toBe('image/jpeg');
  });

  it('adds picked files without a word of failure', async () => {
    storage = 'webkit-ephemeral';
    const draftId = newDraft();
    const reports: string[] = [];
    // Node has no image decoder, so the photo is then found unreadable: what counts here is that it was kept.
    await addPhotos(draftId, [new File([bytes('x')], 'IMG_2.jpg', { type: 'image/jpeg' })], (m) => reports.push(m));
    expect(reports.filter((m) => m.includes('could not be kept'))).toEqual([]);
  });
});

describe('photos stored as Blobs by earlier versions', () => {
  it('still load, beside photos stored as bytes, and keep loading after a change to the list', async () => {
    const draftId = newDraft();
    const entry = (id: string) => ({ id, name: `${id}.jpg`, state: 'ready', mimeType: 'image/jpeg', width: 4, height: 3 });
    await writeAsBefore([
      [draftId, [entry('old')]],
      [[draftId, 'old'], new Blob([bytes('old photo')], { type: 'image/jpeg' })],
    ]);
    await reservePhotos(draftId, [{ id: 'new', name: 'new.jpg', file: new Blob([bytes('picked')]) }]);
    await finishPhoto(draftId, 'new', {
      blob: new Blob([bytes('new photo')], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg',
      width: 4,
      height: 3,
    });
    await movePhoto(draftId, 'new', 'old');

    const photos = await readyOf(draftId);
    expect(photos.map((p) => p.id)).toEqual(['new', 'old']);
    expect(await Promise.all(photos.map((p) => textOf(p.blob)))).toEqual(['new photo', 'old photo']);
  });

  it('still load from the list that held each photo inline (before issue 14)', async () => {
    const draftId = newDraft();
    await writeAsBefore([
      [
        draftId,
        [{ id: 'inline', name: 'inline.jpg', mimeType: 'image/jpeg', width: 4, height: 3, blob: new Blob([bytes('inline photo')]) }],
      ],
    ]);
    const [photo] = await readyOf(draftId);
    expect(photo?.id).toBe('inline');
    expect(await textOf(photo!.blob)).toBe('inline photo');
  });
});

describe('when the storage really refuses a photo', () => {
  const pick = async (s: Storage) => {
    const draftId = newDraft();
    const reports: string[] = [];
    storage = s;
    await addPhotos(draftId, [new File([bytes('x')], 'IMG_3.jpg', { type: 'image/jpeg' })], (m) => reports.push(m));
    storage = 'keeps-anything';
    return { reports, photos: await readPhotos(draftId) };
  };

  it('a full storage asks for space', async () => {
    const { reports, photos } = await pick('full');
    expect(reports).toEqual(['"IMG_3.jpg" could not be kept on this device: its storage is full. Free some space and add it again.']);
    expect(photos).toEqual([]);
  });

  it('any other refusal says what failed instead of asking for space', async () => {
    const { reports } = await pick('broken');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('"IMG_3.jpg" could not be kept on this device');
    expect(reports[0]).toContain('UnknownError: Internal error writing the record.');
    expect(reports[0]).not.toContain('Free some space');
  });
});

describe('a delete that can be undone', () => {
  const three = (draftId: string) =>
    keepPhotos(
      draftId,
      ['a', 'b', 'c'].map((id) => ({
        id,
        name: `${id}.jpg`,
        blob: new Blob([bytes(`photo ${id}`)], { type: 'image/jpeg' }),
        mimeType: 'image/jpeg' as const,
        width: 4,
        height: 3,
      })),
    );

  it('takes the photo off the list at once, and Undo puts it back in its place with its bytes', async () => {
    storage = 'webkit-ephemeral';
    const draftId = newDraft();
    await three(draftId);
    const removed = await removePhotoUndoably(draftId, 'b');
    expect((await readPhotos(draftId)).map((p) => p.id)).toEqual(['a', 'c']);

    expect(await restorePhoto(removed!)).toBe(true);
    const photos = await readyOf(draftId);
    expect(photos.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(await textOf(photos[1]!.blob)).toBe('photo b');
    // Forgetting a photo that is back keeps it.
    await forgetRemoved(removed!);
    expect((await readyOf(draftId)).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('drops the kept bytes once the Undo is over', async () => {
    const draftId = newDraft();
    await three(draftId);
    const removed = await removePhotoUndoably(draftId, 'a');
    await forgetRemoved(removed!);
    expect(await restorePhoto(removed!)).toBe(true);
    expect((await readPhotos(draftId)).map((p) => `${p.id}:${p.state}`)).toEqual(['a:missing', 'b:ready', 'c:ready']);
  });
});

describe('a page that goes into the back/forward cache with a change under way', () => {
  // The page's own events. WebKit keeps the page's transactions there suspended, their locks held,
  // and every other page of the app waits on them (D134); the stand-in cannot suspend, so what is
  // pinned is what that needs: nothing of this page's is under way while it is there, another
  // page reads and writes the photos meanwhile, and the change is made once the page is back.
  const page = new EventTarget();
  const pageEvent = (type: 'pagehide' | 'pageshow', persisted = true) => Object.assign(new Event(type), { persisted });
  const realGet = Reflect.get(IDBObjectStore.prototype, 'get') as (this: IDBObjectStore, key: IDBValidKey) => IDBRequest;
  /** Whether the page leaves at the next read of the store, and whether it is kept in the cache then. */
  let hideAtNextRead: { persisted: boolean } | false = false;
  beforeEach(() => {
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    Reflect.set(IDBObjectStore.prototype, 'get', function (this: IDBObjectStore, key: IDBValidKey) {
      const request = realGet.call(this, key);
      // The page leaves as its change has begun (staff reload, or a new version loads).
      if (hideAtNextRead) {
        const { persisted } = hideAtNextRead;
        hideAtNextRead = false;
        page.dispatchEvent(pageEvent('pagehide', persisted));
      }
      return request;
    });
  });
  afterAll(() => Reflect.set(IDBObjectStore.prototype, 'get', realGet));

  /** What another page of the app reads of a draft's list, on a connection of its own. */
  async function otherPageReads(draftId: string): Promise<unknown> {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open('selvage');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('not opened'));
    });
    const list = await new Promise<unknown>((resolve, reject) => {
      const tx = db.transaction('photos', 'readwrite');
      const read = tx.objectStore('photos').get(draftId);
      tx.oncomplete = () => resolve(read.result);
      tx.onabort = () => reject(tx.error ?? new Error('not read'));
    });
    db.close();
    return list;
  }

  it('holds nothing under way while it is there, and makes the change once it is shown again', async () => {
    const draftId = newDraft();
    await readPhotos(draftId);
    hideAtNextRead = { persisted: true };
    let picked: string[] | null = null;
    const picking = reservePhotos(draftId, [{ id: 'p1', name: 'IMG_1.jpg', file: new Blob([bytes('one')], { type: 'image/jpeg' }) }]).then(
      (ids) => (picked = ids),
    );
    await vi.waitFor(() => expect(hideAtNextRead).toBe(false));
    // Another page reads and writes the photos while this one is in the cache: nothing of this one's was made.
    expect(await otherPageReads(draftId)).toBeUndefined();
    expect(picked).toBeNull();

    page.dispatchEvent(pageEvent('pageshow'));
    expect(await picking).toEqual(['p1']);
    expect((await readPhotos(draftId)).map((p) => `${p.id}:${p.state}`)).toEqual(['p1:processing']);
    expect(await textOf((await readPickedFile(draftId, 'p1'))!)).toBe('one');
  });

  it('a page that is only closed (not kept in the cache) leaves its change to the browser, and waits for no return', async () => {
    const draftId = newDraft();
    await readPhotos(draftId);
    hideAtNextRead = { persisted: false };
    const picking = reservePhotos(draftId, [{ id: 'p2', name: 'IMG_2.jpg', file: new Blob([bytes('two')], { type: 'image/jpeg' }) }]);
    expect(await picking).toEqual(['p2']);
    expect(hideAtNextRead).toBe(false);
  });
});
