import { describe, expect, it } from 'vitest';
import { editedRecord } from '../../shared/edit/edited-record';
import { labelOutOfDate, recordChanges } from '../../shared/edit/record-changes';
import { withVersion } from '../../shared/edit/record-version';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import type { Product } from '../../shared/products';
import type { FabricProduct } from '../../shared/schemas/fabric';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import { fabricBundleProduct } from '../../shared/test/product-factory';
import { ApiError } from '../api/client';
import type { Settled } from '../submission/submission-machine';
import type { PhotoSend } from '../upload/photo-send';
import type { StoredPhoto } from '../wizard/photo-store';
import { conflictOf } from './edit-changes';
import { runEditSave, type EditSaveCalls, type EditSaveStep } from './edit-save';
import { saveKeyOf, type AnsweredSave, type EditBase } from './edit-store';
import { heldRecord } from './edit-test-records';

const record = heldRecord(fabricBundleProduct());
const base: EditBase = { editId: 'edit-7', productId: record.productId, version: record.version, record };

const photo = (id: string): StoredPhoto => ({
  state: 'ready',
  id,
  name: `${id}.jpg`,
  blob: new Blob([id]),
  mimeType: 'image/jpeg',
  width: 4,
  height: 3,
});

/**
 * A shop behind the save's calls, as the server keeps it: each call in the order made, the record
 * at each version (an answer names the version it left), the photos named anew at each call.
 */
function fakeShop(options: { photosFail?: Error; missing?: string } = {}) {
  const calls: string[] = [];
  const requests: Parameters<EditSaveCalls['saveAnswers']>[0][] = [];
  let held: VersionedRecord = record;
  let photoCalls = 0;
  const api: EditSaveCalls = {
    photos: (product) => {
      calls.push(`photos ${product.images.join(',')}`);
      if (options.missing) return Promise.reject(new Error(`${options.missing} is no longer on this device.`));
      return Promise.resolve(product.images.map(photo));
    },
    saveAnswers: (request, key) => {
      requests.push(request);
      calls.push(`answers at ${request.baseVersion === record.version ? 'base' : request.baseVersion} key ${key}`);
      if (request.baseVersion !== held.version) {
        const body = { message: PRODUCT_EDIT_MESSAGES.conflict, current: held };
        return Promise.reject(new ApiError('Saving the changes', 409, PRODUCT_EDIT_MESSAGES.conflict, undefined, body));
      }
      const before = held;
      held = withVersion(editedRecord(held, request.product));
      return Promise.resolve({ product: held, changes: recordChanges(before, held), labelOutOfDate: labelOutOfDate(before, held) });
    },
    sendPhotos: (productId, photos, baseVersion, onPhotos) => {
      photoCalls += 1;
      calls.push(
        `photo call ${photos.map((p) => p.id).join(',')} at ${baseVersion === held.version ? 'the answered version' : baseVersion}`,
      );
      onPhotos({ state: 'sent', of: photos.length });
      if (options.photosFail && photoCalls === 1) return Promise.reject(options.photosFail);
      if (baseVersion !== held.version) return Promise.reject(new Error('stale'));
      held = withVersion({ ...held, media: photos.map((_, i) => `/media/call${photoCalls}/20001_${i + 1}.jpg`) });
      return Promise.resolve({ productId, status: held.status, media: held.media, version: held.version });
    },
  };
  return { calls, requests, api, held: () => held };
}

async function save(shop: ReturnType<typeof fakeShop>, product: Product, answered: AnsweredSave | null = null) {
  const steps: EditSaveStep[] = [];
  const sends: PhotoSend[] = [];
  const kept: AnsweredSave[] = [];
  const settled = await runEditSave({ base, product, answered }, shop.api, {
    step: (s) => steps.push(s),
    photos: (s) => sends.push(s),
    answered: (a) => kept.push(a),
  });
  return { settled, steps, sends, kept };
}

const valueOf = (settled: Settled<ProductChangeAnswer>): ProductChangeAnswer => {
  if (settled.outcome !== 'success') throw new Error(`not a success: ${settled.outcome}`);
  return settled.value;
};

const KEY = saveKeyOf(base);
const withImages = (images: string[], overrides: Partial<FabricProduct> = {}) => fabricBundleProduct({ ...overrides, images });

describe('saving an edit: the answers, then the photos (issue 27 item 1)', () => {
  it('sends the answers alone when the photos are as the shop shows them, and answers as the shop did', async () => {
    const shop = fakeShop();
    const { settled, steps } = await save(shop, fabricBundleProduct({ price: [24] }));
    expect(shop.calls).toEqual([`answers at base key ${KEY}`]);
    expect(steps).toEqual(['saving']);
    expect(valueOf(settled).changes.map((c) => c.field)).toEqual(['variants.0.price']);
    expect(valueOf(settled).labelOutOfDate).toBe(true);
  });

  it('names the SKUs it loaded, in variant order, so the server can refuse an edit of other variants (issue 42 item 3)', async () => {
    const shop = fakeShop();
    await save(shop, fabricBundleProduct({ price: [24] }));
    expect(shop.requests).toEqual([
      { productId: record.productId, baseVersion: record.version, product: fabricBundleProduct({ price: [24] }), skus: ['20001'] },
    ]);
    expect(record.variants.map((v) => v.sku)).toEqual(['20001']);
  });

  it('gathers every photo first, saves the answers with the new images, then sends all photos in order at the version that save answered', async () => {
    const shop = fakeShop();
    const { settled, steps, sends } = await save(shop, withImages(['n2', 'p2', 'p3', 'n1']));
    expect(shop.calls).toEqual(['photos n2,p2,p3,n1', `answers at base key ${KEY}`, 'photo call n2,p2,p3,n1 at the answered version']);
    expect(steps).toEqual(['saving', 'sendingPhotos']);
    expect(sends).toEqual([{ state: 'sent', of: 4 }]);
    // The answer is the record after the photos: their addresses, the version that call answered, the item still listed.
    const answer = valueOf(settled);
    expect(answer.product).toEqual(shop.held());
    expect(answer.product.status).toBe('ACTIVE');
    expect(answer.changes).toEqual([{ field: 'photos', label: 'Photos', before: '3 photos', after: '4 photos' }]);
    // Photos are on no label: changing only them leaves the label as it was.
    expect(answer.labelOutOfDate).toBe(false);
  });

  it('tells moved photos from replaced ones by their ids, though the shop names every photo anew', async () => {
    const shop = fakeShop();
    const answer = valueOf((await save(shop, withImages(['p3', 'p1', 'p2']))).settled);
    expect(answer.changes).toEqual([{ field: 'photos', label: 'Photos', before: '3 photos', after: '3 photos, in another order' }]);
  });

  it('sends nothing when a photo is no longer on this device', async () => {
    const shop = fakeShop({ missing: 'Photo 2 of 4' });
    const { settled } = await save(shop, withImages(['p1', 'n1', 'p2', 'p3']));
    expect(settled).toMatchObject({ outcome: 'failed', error: new Error('Photo 2 of 4 is no longer on this device.') });
    expect(shop.calls).toEqual(['photos p1,n1,p2,p3']);
  });

  it('a refused answers save sends no photos', async () => {
    const shop = fakeShop();
    await save(shop, fabricBundleProduct({ price: [30] }));
    const late = fakeShop();
    late.api.saveAnswers = shop.api.saveAnswers;
    const error = await save(late, withImages(['p2', 'p3', 'n1'])).then(
      () => null,
      (e: unknown) => e,
    );
    expect(conflictOf(error)).toEqual(shop.held());
    expect(late.calls).toEqual(['photos p2,p3,n1']);
  });

  it('a photo call that fails after the answers were saved keeps them, and its retry sends the photos only', async () => {
    const shop = fakeShop({ photosFail: new ApiError('Uploading images', 0, 'Failed to fetch') });
    const product = withImages(['p2', 'p3', 'n1', 'n2'], { lengthM: [2.5] });
    const first = await save(shop, product);
    expect(first.settled.outcome).toBe('partiallyFailed');
    expect(first.kept).toHaveLength(1);
    const answered = first.kept[0]!;
    expect(answered.answer.product.version).toBe(shop.held().version);

    const retry = await save(shop, product, answered);
    expect(shop.calls).toEqual([
      'photos p2,p3,n1,n2',
      `answers at base key ${KEY}`,
      'photo call p2,p3,n1,n2 at the answered version',
      'photos p2,p3,n1,n2',
      'photo call p2,p3,n1,n2 at the answered version',
    ]);
    expect(retry.kept).toEqual([]);
    const answer = valueOf(retry.settled);
    expect(answer.changes.map((c) => c.field)).toEqual(['photos', 'lengthM']);
    // The length is printed on the label: the first save made it out of date, and the retry says so too.
    expect(answer.labelOutOfDate).toBe(true);
  });

  it('answers changed after such a failure are saved from the version the first save answered, under its key', async () => {
    const shop = fakeShop({ photosFail: new ApiError('Uploading images', 502, 'The shop did not answer.') });
    const first = await save(shop, withImages(['p1', 'p2', 'p3', 'n1'], { lengthM: [2.5] }));
    const answered = first.kept[0]!;
    const version = answered.answer.product.version;
    const second = await save(shop, withImages(['p1', 'p2', 'p3', 'n1'], { lengthM: [2.5], widthCM: [150] }), answered);
    expect(shop.calls.slice(3)).toEqual([
      'photos p1,p2,p3,n1',
      `answers at ${version} key ${saveKeyOf({ editId: base.editId, version })}`,
      'photo call p1,p2,p3,n1 at the answered version',
    ]);
    expect(second.kept).toHaveLength(1);
    const answer = valueOf(second.settled);
    expect(answer.changes.map((c) => c.field)).toEqual(['photos', 'lengthM', 'widthCM']);
    expect(answer.labelOutOfDate).toBe(true);
  });

  it('a photo call refused because the item changed meanwhile is a partial failure carrying the record now', async () => {
    const current = withVersion({ ...record, title: 'Changed meanwhile' });
    const body = { message: PRODUCT_EDIT_MESSAGES.conflict, current };
    const shop = fakeShop({ photosFail: new ApiError('Uploading images', 409, PRODUCT_EDIT_MESSAGES.conflict, undefined, body) });
    const { settled } = await save(shop, withImages(['p1', 'p2', 'p3', 'n1']));
    expect(settled.outcome).toBe('partiallyFailed');
    expect(settled.outcome !== 'success' && settled.outcome !== 'signedOut' && conflictOf(settled.error)).toEqual(current);
  });
});
