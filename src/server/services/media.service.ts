import type { Database } from '../db/connection';
import { PHOTO_MESSAGES, photoCountProblem, photoFilename, type ProductPhotosAnswer } from '../../shared/schemas/media';
import { InvalidInputError, NotFoundError } from '../errors';
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

export type MediaServiceOptions = ProductLockOptions;

/**
 * The photo work of a product, done by the server in one call (docs/decisions.md D72): the product
 * is read from the shop (it must exist and be one an upload made, which holds the photos it was
 * validated with), each photo's real bytes are checked and named, the count is checked against the
 * product, and only then are they staged, attached and published.
 */
export function createMediaService(db: Database, shop: ShopPort, options: MediaServiceOptions = {}) {
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
     * answers what the shop holds. Fewer photos than the product was uploaded with (or than 3), or
     * more than 7, is a 400 and nothing reaches the shop.
     */
    async publish(target: PhotoTarget, photos: StagedImage[]): Promise<ProductPhotosAnswer> {
      const problem = photoCountProblem(photos.length, target.listed);
      if (problem) refuse(problem, 'photos');
      return oneAtATime(target.productId, PHOTO_MESSAGES.busy, async () => {
        const staged = await shop.stageImages(photos);
        await shop.attachImages(
          target.productId,
          staged.map((s) => ({ originalSource: s.resourceUrl, alt: target.title })),
        );
        const held = await shop.getProduct(target.productId);
        if (!held) throw new NotFoundError(PHOTO_MESSAGES.noProduct(target.productId));
        return { productId: held.productId, status: held.status, media: held.media };
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
