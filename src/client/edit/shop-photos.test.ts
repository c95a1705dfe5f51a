import { describe, expect, it } from 'vitest';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { fabricBundleProduct } from '../../shared/test/product-factory';
import { MemoryStorage } from '../test/memory-storage';
import { answeredOf, EDIT_KEYS, finishEdit, keepAnswered, markPhotosRead, photosRead, startEdit } from './edit-store';
import { heldRecord } from './edit-test-records';
import { readShopPhotos, type ShopPhotoReaders } from './shop-photos';

const record = heldRecord(fabricBundleProduct());

/** A shop serving each photo as `bytes[url]`; a photo without bytes is not found, and 'not a picture' is no picture. */
const readers = (bytes: Record<string, string>): ShopPhotoReaders & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    fetch: (url) => {
      asked.push(url);
      const body = bytes[url];
      return Promise.resolve(
        body === undefined ? new Response('no', { status: 404 }) : new Response(body, { headers: { 'content-type': 'image/jpeg' } }),
      );
    },
    measure: async (blob) => {
      if ((await blob.text()) === 'not a picture') throw new Error('undecodable');
      return { width: 300, height: 200 };
    },
  };
};

describe('the shop’s photos read into an edit (issue 27 item 1)', () => {
  it('keeps each photo’s bytes as the shop serves them, in its order, under the ids the draft lists, named by file', async () => {
    const shop = readers({ '/media/20001_1.jpg': 'one', '/media/20001_2.jpg': 'two', '/media/20001_3.jpg': 'three' });
    const { photos, unread } = await readShopPhotos(record, new AbortController().signal, shop);
    expect(unread).toEqual([]);
    expect(shop.asked).toEqual(record.media);
    expect(photos.map((p) => [p.id, p.name, p.mimeType, p.width])).toEqual([
      ['p1', '20001_1.jpg', 'image/jpeg', 300],
      ['p2', '20001_2.jpg', 'image/jpeg', 300],
      ['p3', '20001_3.jpg', 'image/jpeg', 300],
    ]);
    expect(await Promise.all(photos.map((p) => p.blob.text()))).toEqual(['one', 'two', 'three']);
  });

  it('names every photo that could not be read: not found, or not a picture', async () => {
    const shop = readers({ '/media/20001_1.jpg': 'one', '/media/20001_3.jpg': 'not a picture' });
    const { photos, unread } = await readShopPhotos(record, new AbortController().signal, shop);
    expect(unread).toEqual(['Photo 2 (20001_2.jpg)', 'Photo 3 (20001_3.jpg)']);
    expect(photos.map((p) => p.id)).toEqual(['p1']);
    expect(EDIT_PAGE_TEXT.photosUnread(unread)).toMatch(
      /^Photo 2 \(20001_2\.jpg\) and Photo 3 \(20001_3\.jpg\) could not be read from the shop, /,
    );
  });

  it('names a photo the network did not answer', async () => {
    const shop = readers({});
    shop.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const { unread } = await readShopPhotos(
      { ...record, media: ['https://cdn.shopify.com/s/files/1/files/20001_1.jpg?v=3'] },
      new AbortController().signal,
      shop,
    );
    expect(unread).toEqual(['Photo 1 (20001_1.jpg)']);
  });
});

describe('what an edit keeps of its photos beside its draft', () => {
  it('reads the shop’s photos once per edit, and a new edit reads them again', () => {
    const storage = new MemoryStorage();
    const base = startEdit(record, storage)!;
    expect(photosRead(base, storage)).toBe(false);
    markPhotosRead(base, storage);
    expect(photosRead(base, storage)).toBe(true);
    const next = startEdit(record, storage)!;
    expect(photosRead(next, storage)).toBe(false);
    expect(photosRead(base, storage)).toBe(false);
  });

  it('keeps answers saved without their photos for this edit only, and forgets them with the edit', () => {
    const storage = new MemoryStorage();
    const base = startEdit(record, storage)!;
    const answer = {
      product: record,
      changes: [{ field: 'lengthM', label: 'Length (m)', before: '2', after: '2.5' }],
      labelOutOfDate: true,
    };
    keepAnswered({ editId: base.editId, sent: '{"p":1}', answer }, storage);
    expect(answeredOf(base, storage)).toEqual({ editId: base.editId, sent: '{"p":1}', answer });
    expect(answeredOf({ ...base, editId: 'another' }, storage)).toBeNull();
    expect(answeredOf({ ...base, productId: 'shop-99' }, storage)).toBeNull();
    storage.setItem(EDIT_KEYS.answered, JSON.stringify({ editId: base.editId, sent: 'x', answer: { ...answer, labelOutOfDate: 'yes' } }));
    expect(answeredOf(base, storage)).toBeNull();
    keepAnswered({ editId: base.editId, sent: '{"p":1}', answer }, storage);
    markPhotosRead(base, storage);
    finishEdit(storage);
    expect(storage.length).toBe(0);
  });
});
