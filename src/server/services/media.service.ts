import type { Database } from '../db/connection';
import { PHOTO_MESSAGES, photoCountProblem, photoFilename, type ProductPhotosAnswer } from '../../shared/schemas/media';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { ProductHistory } from './product-history';
import { recordVersion, withVersion } from '../../shared/edit/record-version';
import { recordChanges } from '../../shared/edit/record-changes';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { imageProblem, readImageHeader } from '../media/image-header';
import type { ShopPort, StagedImage } from '../ports/shop.port';
import { createProductLock, type ProductLockOptions } from './product-lock';

function refuse(message: string, field: string): never {
  throw InvalidInputError.of(field, message);
}

/** What the photo call needs to know of a product, read from the shop, never from the browser. */
export interface PhotoTarget {
  productId: string;
  title: string;
  /** The first SKU: photos are named `{sku}_{n}.{ext}` after it. */
  sku: string;
  /** How many photos the validated product listed when it was uploaded. */
  listed: number;
}

export interface MediaServiceOptions extends ProductLockOptions {
  /** Where an edit's new photos are kept in the item's history (issue 27). */
  history: ProductHistory;
  now: () => number;
}

/** An edit's new photos: the version they replace the photos of, and who sends them. */
export interface PhotoEdit {
  baseVersion: string;
  by: string;
}

/**
 * The photo work of a product, done by the server in one call (docs/decisions.md D72): the product
 * is read from the shop (it must exist and be one an upload made, which holds the photos it was
 * validated with), each photo's real bytes are checked and named, the count is checked against the
 * product, and only then are they staged, attached and published.
 */
export function createMediaService(db: Database, shop: ShopPort, options: MediaServiceOptions) {
  // One photo call per product at a time (with edits of it too): two Shopify attaches interleaved
  // left both sets on the product.
  const oneAtATime = createProductLock(db, options);

  return {
    /** The product the photos are for; 404 when the shop has none by that id or an upload did not make it. */
    async target(productId: string): Promise<PhotoTarget> {
      const product = await shop.getProduct(productId);
      if (!product) throw new NotFoundError(PHOTO_MESSAGES.noProduct(productId));
      // Only an upload stores the validated product with its photo ids (details.images, 3 to 7).
      const { images } = product.details;
      const sku = product.variants[0]?.sku ?? '';
      if (!Array.isArray(images) || photoFilename(sku, 1, 'jpg') === null) throw new NotFoundError(PHOTO_MESSAGES.notUploaded(productId));
      return { productId: product.productId, title: product.title, sku, listed: images.length };
    },

    /** Photo `n` (from 1) checked from its real bytes and named `{sku}_{n}.{ext}` after what it is. */
    photo(target: PhotoTarget, n: number, bytes: Uint8Array): StagedImage {
      const name = PHOTO_MESSAGES.photoName(n);
      const problem = imageProblem(name, bytes);
      if (problem) refuse(problem, `photos.${n - 1}`);
      const header = readImageHeader(bytes)!;
      return {
        filename: photoFilename(target.sku, n, header.extension)!,
        mimeType: header.mimeType,
        bytes,
        width: header.width,
        height: header.height,
      };
    },

    /**
     * Stages the photos, attaches them in order (replacing any earlier set) and publishes, then
     * answers what the shop holds. Fewer photos than the product lists (or than 3), or more than 7,
     * is a 400 and nothing reaches the shop. An edit's photos (`edit`) replace the set only if the
     * product is still at the version the edit names (else 409 with the record now), leave its
     * listing state as it is, and are kept in its history.
     */
    async publish(target: PhotoTarget, photos: StagedImage[], edit?: PhotoEdit): Promise<ProductPhotosAnswer> {
      const problem = photoCountProblem(photos.length, target.listed);
      if (problem) refuse(problem, 'photos');
      return oneAtATime(target.productId, PHOTO_MESSAGES.busy, async () => {
        const before = edit ? await shop.getProduct(target.productId) : null;
        if (edit && before && recordVersion(before) !== edit.baseVersion) {
          throw new ConflictError(PRODUCT_EDIT_MESSAGES.conflict, { current: withVersion(before) });
        }
        const staged = await shop.stageImages(photos);
        await shop.attachImages(
          target.productId,
          staged.map((s) => ({ originalSource: s.resourceUrl, alt: target.title })),
          { publish: !edit },
        );
        const held = await shop.getProduct(target.productId);
        if (!held) throw new NotFoundError(PHOTO_MESSAGES.noProduct(target.productId));
        if (edit && before) {
          const changes = recordChanges(before, held);
          if (changes.length > 0)
            await options.history.record({ productId: held.productId, at: options.now(), by: edit.by, action: 'edited', changes });
        }
        return { productId: held.productId, status: held.status, media: held.media, version: recordVersion(held) };
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
