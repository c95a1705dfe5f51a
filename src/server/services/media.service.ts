import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { PHOTO_MESSAGES, photoCountProblem, photoFilename, type ProductPhotosAnswer } from '../../shared/schemas/media';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { imageProblem, readImageHeader } from '../media/image-header';
import type { ShopPort, StagedImage } from '../ports/shop.port';
import { STALE_CLAIM_MS } from './idempotency';

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

export interface MediaServiceOptions {
  /** The clock that dates a claim (tests move it). */
  now?: () => number;
  /** Waits between tries for a claim another call holds (tests shorten them). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * How long a call waits for another call on the same product, in tries: the waits grow from 50 ms
 * to 1 s, about 35 s in all, well inside the request timeout. A Shopify attach that polls longer
 * makes the waiting call answer 409 instead.
 */
const CLAIM_TRIES = 40;
const claimWait = (attempt: number) => Math.min(1_000, 50 * 2 ** attempt);

/**
 * The photo work of a product, done by the server in one call (docs/decisions.md D72): the product
 * is read from the shop (it must exist and be one an upload made, which holds the photos it was
 * validated with), each photo's real bytes are checked and named, the count is checked against the
 * product, and only then are they staged, attached and published.
 */
export function createMediaService(db: Database, shop: ShopPort, options: MediaServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /**
   * One photo call per product at a time, across every app server: a claim row in the claim table
   * (as box status updates hold one). The embedded shop's attach also locks the product row, but
   * Shopify's attach is a detach plus an attach, and two of them interleaved left both sets on the
   * product. A call that finds the claim held waits for it; a claim left by a server that died is
   * taken over after STALE_CLAIM_MS. A transaction lock would not do: PGlite runs one transaction
   * at a time, and the shop is called over HTTP in between.
   */
  async function oneAtATime<T>(productId: string, run: () => Promise<T>): Promise<T> {
    const key = `product-photos:${productId}`;
    const holder = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      const at = now();
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.claimedAt, at - STALE_CLAIM_MS)));
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ key, requestHash: holder, state: 'in_flight', claimedAt: at })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      if (attempt + 1 >= CLAIM_TRIES) throw new ConflictError(PHOTO_MESSAGES.busy);
      await sleep(claimWait(attempt));
    }
    try {
      return await run();
    } finally {
      // Only our own claim: one taken over from us as stale belongs to its new holder.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.requestHash, holder)));
    }
  }

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
      return oneAtATime(target.productId, async () => {
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
