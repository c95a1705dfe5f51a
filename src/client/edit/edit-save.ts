import { recordChanges } from '../../shared/edit/record-changes';
import type { Product } from '../../shared/products';
import type { ProductPhotosAnswer } from '../../shared/schemas/media';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import type { Settled } from '../submission/submission-machine';
import type { PhotoSend } from '../upload/photo-send';
import type { StoredPhoto } from '../wizard/photo-store';
import { editedMedia, photosChanged } from './edit-photos';
import { saveKeyOf, type AnsweredSave, type EditBase } from './edit-store';

/** The steps a save reports: its answers, then (when they changed) its photos. */
export type EditSaveStep = 'saving' | 'sendingPhotos';

/** What a save calls, in the app the API and the photo store (SaveChanges), in tests records of each call. */
export interface EditSaveCalls {
  /** Every photo the product lists, in order, from this device; throws naming one that is not here. */
  photos: (product: Product) => Promise<StoredPhoto[]>;
  /**
   * POST /product/edit under `key`, naming the SKUs the edit loaded (in variant order), so the server
   * refuses an edit that is not of those variants (fixedChanges).
   */
  saveAnswers: (
    request: { productId: string; baseVersion: string; product: Product; skus: readonly string[] },
    key: string,
  ) => Promise<ProductChangeAnswer>;
  /** POST /product/:id/photos?baseVersion=: the whole set, in order. */
  sendPhotos: (
    productId: string,
    photos: readonly StoredPhoto[],
    baseVersion: string,
    onPhotos: (send: PhotoSend) => void,
  ) => Promise<ProductPhotosAnswer>;
}

export interface EditSaveEvents {
  step: (step: EditSaveStep) => void;
  /** Which photo is on its way (as the upload panel shows it). */
  photos: (send: PhotoSend) => void;
  /** The answers went through and the photos are next: kept, so a retry sends the photos only. */
  answered: (answered: AnsweredSave) => void;
}

/**
 * One save of an edit (issue 27 item 1). The photos, when they differ from the shop's, are first
 * gathered from this device (none missing, or nothing is sent); then the answers are saved, with
 * the new `images` (the photo call takes at least as many photos as they list), under one
 * Idempotency-Key per edit and version; then every photo in order, naming the version that save
 * answered, so a change made between the two is a 409 too. Answers already saved by an earlier try
 * (`answered`, the same product) are not sent again: a photo failure is `partiallyFailed`, and its
 * retry sends the photos only. Answers changed after such a save are saved from the version it
 * answered. The answer is the record as the shop holds it after the last call, with every change
 * since the edit started.
 */
export async function runEditSave(
  plan: { base: EditBase; product: Product; answered: AnsweredSave | null },
  calls: EditSaveCalls,
  events: EditSaveEvents,
): Promise<Settled<ProductChangeAnswer>> {
  const { base, product } = plan;
  const earlier = plan.answered?.editId === base.editId ? plan.answered : null;
  const sent = JSON.stringify(product);
  const withPhotos = photosChanged(base.record, product.images);

  events.step('saving');
  let photos: StoredPhoto[] = [];
  if (withPhotos) {
    try {
      photos = await calls.photos(product);
    } catch (error) {
      return { outcome: earlier ? 'partiallyFailed' : 'failed', error };
    }
  }

  let answer: ProductChangeAnswer;
  if (earlier?.sent === sent) {
    answer = earlier.answer;
  } else {
    const from = earlier?.answer.product ?? base.record;
    const saved = await calls.saveAnswers(
      { productId: base.productId, baseVersion: from.version, product, skus: from.variants.map((v) => v.sku) },
      saveKeyOf({ editId: base.editId, version: from.version }),
    );
    if (!earlier && !withPhotos) return { outcome: 'success', value: saved };
    // A label made before the edit is out of date if any of its saves made it so.
    answer = { ...saved, labelOutOfDate: saved.labelOutOfDate || earlier?.answer.labelOutOfDate === true };
    if (withPhotos) events.answered({ editId: base.editId, sent, answer });
  }
  // Every change since the edit started, the photos told apart by their ids: the shop names every
  // photo it is sent anew, so its addresses cannot say which were kept or moved.
  const changes = (record: VersionedRecord) => recordChanges(base.record, { ...record, media: editedMedia(base.record, product.images) });
  if (!withPhotos) return { outcome: 'success', value: { ...answer, changes: changes(answer.product) } };

  events.step('sendingPhotos');
  try {
    const held = await calls.sendPhotos(base.productId, photos, answer.product.version, events.photos);
    const record = { ...answer.product, status: held.status, media: held.media, version: held.version };
    return { outcome: 'success', value: { product: record, changes: changes(record), labelOutOfDate: answer.labelOutOfDate } };
  } catch (error) {
    return { outcome: 'partiallyFailed', error };
  }
}
