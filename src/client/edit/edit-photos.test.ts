import { describe, expect, it } from 'vitest';
import { withVersion } from '../../shared/edit/record-version';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { fabricBundleProduct, supplyProduct } from '../../shared/test/product-factory';
import { MemoryStorage } from '../test/memory-storage';
import { editChanges, productChanges } from './edit-changes';
import { editedMedia, photoNameOf, photosChanged, shopPhotoIds } from './edit-photos';
import { editToResume, EDIT_KEYS, heldDraftOf, startEdit } from './edit-store';
import { heldRecord } from './edit-test-records';

const record = heldRecord(fabricBundleProduct());
const held = heldDraftOf(record) as FabricDraft;
const withImages = (images: string[]) => ({ ...fabricBundleProduct(), images });

describe('an edit’s photos go by the ids the upload listed (issue 27 item 1)', () => {
  it('lists the shop’s photos under the ids its answers hold, so an edit that leaves them sends the same images', () => {
    expect(shopPhotoIds(record)).toEqual(['p1', 'p2', 'p3']);
    expect(held.images).toEqual(['p1', 'p2', 'p3']);
    expect(photosChanged(record, held.images)).toBe(false);
  });

  it.each([
    ['photos never attached', { ...record, media: [] }, []],
    [
      'a photo added in the shop’s own admin',
      { ...record, media: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'] },
      ['shop-1', 'shop-2', 'shop-3', 'shop-4'],
    ],
    ['ids listed twice', heldRecord(fabricBundleProduct({ images: ['p1', 'p1', 'p3'] })), ['shop-1', 'shop-2', 'shop-3']],
  ])('%s: ids of its own, one per photo the shop shows', (_, odd, ids) => {
    expect(shopPhotoIds(odd)).toEqual(ids);
    expect((heldDraftOf(odd) as FabricDraft).images).toEqual(ids);
    expect(photosChanged(odd, ids)).toBe(false);
  });

  it.each([
    ['the same photos in the same order', ['p1', 'p2', 'p3'], false],
    ['one deleted', ['p1', 'p3'], true],
    ['one added', ['p1', 'p2', 'p3', 'n1'], true],
    ['the same photos in another order', ['p3', 'p1', 'p2'], true],
    ['one replaced by a new one', ['p1', 'p2', 'n1'], true],
    ['none listed', undefined, true],
  ])('%s: changed %s', (_, ids, changed) => {
    expect(photosChanged(record, ids)).toBe(changed);
  });

  it('knows the photos the shop shows by their addresses and new ones by their own names', () => {
    expect(editedMedia(record, ['p3', 'n1', 'p1'])).toEqual(['/media/20001_3.jpg', 'new:n1', '/media/20001_1.jpg']);
  });

  it('names a shop photo by its file', () => {
    expect(photoNameOf('/media/ab12/20001_2.jpg', 2)).toBe('20001_2.jpg');
    expect(photoNameOf('https://cdn.shopify.com/s/files/1/0/files/20001_1.jpg?v=17', 1)).toBe('20001_1.jpg');
    expect(photoNameOf('https://cdn.example/', 3)).toBe('Photo 3');
    expect(photoNameOf('/media/%E0%A4%A.jpg', 4)).toBe('Photo 4');
  });
});

describe('what a save will change, photos included', () => {
  it.each([
    ['one deleted and two added', '4 photos', ['p2', 'p3', 'n1', 'n2']],
    ['one deleted', '2 photos', ['p1', 'p3']],
    ['the same three in another order', '3 photos, in another order', ['p2', 'p1', 'p3']],
    ['one replaced by a new one', '3 photos, some replaced', ['p1', 'n1', 'p3']],
  ])('%s: Photos 3 photos -> %s', (_, after, images) => {
    expect(productChanges(record, withImages(images))).toEqual([{ field: 'photos', label: 'Photos', before: '3 photos', after }]);
  });

  it('lists nothing for the photos as they were, and the photos with the answers in the order staff read an item', () => {
    expect(productChanges(record, fabricBundleProduct())).toEqual([]);
    const draft: FabricDraft = { ...held, lengthM: ['2.5'], images: ['p3', 'p1', 'p2'] };
    expect(editChanges(record, draft)?.map((c) => c.field)).toEqual(['photos', 'lengthM']);
  });

  it('counts photos of a supply the same way', () => {
    const supply = heldRecord(supplyProduct('Zippers'));
    expect(productChanges(supply, { ...supplyProduct('Zippers'), images: ['p1', 'p2', 'p3', 'n1'] })).toEqual([
      { field: 'photos', label: 'Photos', before: '3 photos', after: '4 photos' },
    ]);
  });

  it('carries on with an edit whose only change is its photos', () => {
    const storage = new MemoryStorage();
    const base = startEdit(withVersion({ ...record }), storage)!;
    expect(editToResume(base.productId, storage)).toBeNull();
    const stored = JSON.parse(storage.getItem(EDIT_KEYS.draft)!) as { draftId: string; data: FabricDraft };
    storage.setItem(EDIT_KEYS.draft, JSON.stringify({ ...stored, data: { ...stored.data, images: ['p2', 'p1', 'p3'] } }));
    expect(editToResume(base.productId, storage)).toEqual(base);
  });
});
