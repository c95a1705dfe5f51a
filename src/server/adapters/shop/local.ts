import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shopMedia, shopProducts, shopVariants } from '../../db/schema';
import { putPhotos, sweepUnattachedMedia } from '../stored-photos';
import {
  LIVE_TITLES_MAX,
  ShopRefusedError,
  ShopVersionConflictError,
  type ProductRecord,
  type RollListing,
  type ShopPort,
} from '../../ports/shop.port';
import { NotFoundError } from '../../errors';
import { recordVersion } from '../../../shared/edit/record-version';
import { PRODUCT_EDIT_MESSAGES } from '../../../shared/messages/product-edit';
import { PRODUCT_RECORD_MESSAGES } from '../../../shared/messages/product-record';
import { listingDescriptionHtml } from '../../../shared/listing-description';
import { recordedProduct } from '../../../shared/products';
import { convertRoll, rollAt, rollFacts } from '../../../shared/rules/roll-listing';
import { ROLL_TO_BUNDLE_MESSAGES } from '../../../shared/schemas/roll-to-bundle';
import type { FabricProduct } from '../../../shared/schemas/fabric';
import type { Recorded } from '../../../shared/schemas/supplies';

/** Where the embedded shop serves its photos from (signed-in staff only: /media is protected). */
export const LOCAL_MEDIA_PREFIX = '/media';

/** Our product ids are PostgreSQL integers; a longer number names no product and must not reach a query. */
const localId = (productId: string): number | null => {
  const m = /^local:(\d{1,10})$/.exec(productId);
  const id = m ? Number(m[1]) : Number.NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};

/** A roll row as the roll search lists it; which row is a roll, and what it says, is the shared rule's. */
function rollListing(id: number, title: string, roll: Recorded<FabricProduct>, position: number, sku: string, price: string): RollListing {
  const { name, lengthM, widthCM, content } = rollFacts(roll, position);
  return { productId: `local:${id}`, title, sku, name, lengthM, widthCM, content, price };
}

/**
 * Photos staged but never attached are removed once older than this (issue 14): the upload panel
 * attaches seconds after staging, and every retry stages its photos afresh.
 */
export const STAGED_MEDIA_MAX_AGE_MS = 24 * 60 * 60_000;
/** Uploads look for such photos at most this often (per server). */
export const STAGED_MEDIA_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes the photos stageImages stored (one folder per photo call) that are older than
 * STAGED_MEDIA_MAX_AGE_MS at `now` and that no product's photos point into. Answers the folders removed.
 */
export function sweepStagedMedia(db: Database, now: number): Promise<string[]> {
  return sweepUnattachedMedia(db, now - STAGED_MEDIA_MAX_AGE_MS + 1);
}

/**
 * The description the embedded shop shows for a product: built from the details it keeps by the
 * builder Shopify's description comes from (issue 42 item 2), so both read the same. Null when
 * there is no such product.
 */
export async function localListingDescription(db: Database, productId: string): Promise<string | null> {
  const id = localId(productId);
  const [row] = id === null ? [] : await db.select({ details: shopProducts.details }).from(shopProducts).where(eq(shopProducts.id, id));
  return row ? listingDescriptionHtml(recordedProduct(row.details)) : null;
}

export interface LocalShopOptions {
  /** The clock the staged-photo sweep reads (tests move it). */
  now?: () => number;
}

/** The embedded shop: products, variants, photo order and the photos themselves in Selvage's database. */
export function createLocalShop(db: Database, options: LocalShopOptions = {}): ShopPort {
  const now = options.now ?? Date.now;
  let lastSweep = Number.NEGATIVE_INFINITY;

  /**
   * Run from uploads rather than a timer: abandoned photos only come from uploads, so this bounds
   * them to a day's worth plus what came since the last sweep, with nothing to start or stop.
   */
  async function sweepNowAndThen(): Promise<void> {
    const at = now();
    if (at - lastSweep < STAGED_MEDIA_SWEEP_EVERY_MS) return;
    lastSweep = at;
    // Never fails the upload that ran it: whatever is left, the next sweep tries again.
    await sweepStagedMedia(db, at).catch(() => undefined);
  }

  /** Products with their variants and photos in order, as the shop holds them. */
  async function recordsOf(products: (typeof shopProducts.$inferSelect)[], reader: Database = db): Promise<ProductRecord[]> {
    if (products.length === 0) return [];
    const ids = products.map((p) => p.id);
    const [variants, media] = await Promise.all([
      reader.select().from(shopVariants).where(inArray(shopVariants.productId, ids)).orderBy(asc(shopVariants.position)),
      reader.select().from(shopMedia).where(inArray(shopMedia.productId, ids)).orderBy(asc(shopMedia.position)),
    ]);
    return products.map((p) => ({
      productId: `local:${p.id}`,
      title: p.title,
      productType: p.productType,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      variants: variants.filter((v) => v.productId === p.id).map(({ sku, price, quantity }) => ({ sku, price, quantity })),
      media: media.filter((m) => m.productId === p.id).map((m) => m.url),
      details: recordedProduct(p.details),
    }));
  }

  /**
   * The product locked for the rest of the transaction (a conversion, an attach or another edit of
   * it waits), as a record; NotFound when there is none.
   */
  async function lockedRecord(tx: Database, productId: string): Promise<ProductRecord> {
    const id = localId(productId);
    const rows = id === null ? [] : await tx.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update');
    const [record] = await recordsOf(rows, tx);
    if (!record) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
    return record;
  }

  return {
    async updateProduct({ productId, ifVersion, title, details, variants }) {
      const id = localId(productId)!;
      await db.transaction(async (tx) => {
        const held = await lockedRecord(tx, productId);
        if (recordVersion(held) !== ifVersion) throw new ShopVersionConflictError(PRODUCT_EDIT_MESSAGES.conflict, held);
        if (held.variants.length !== variants.length)
          throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.variantCount(held.variants.length, variants.length));
        const moved = variants.find((v, position) => held.variants[position]?.sku !== v.sku);
        if (moved) throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.skuNotHeld(moved.sku));
        await tx.update(shopProducts).set({ title, details }).where(eq(shopProducts.id, id));
        for (const [position, v] of variants.entries()) {
          // Matched by SKU and position both: an edit never moves a SKU to another row.
          await tx
            .update(shopVariants)
            .set({ price: v.price, quantity: v.quantity })
            .where(sql`${shopVariants.productId} = ${id} and ${shopVariants.position} = ${position} and ${shopVariants.sku} = ${v.sku}`);
        }
      });
      return (await this.getProduct(productId))!;
    },

    async setListed(productId, listed) {
      const id = localId(productId);
      await db.transaction(async (tx) => {
        const held = await lockedRecord(tx, productId);
        if (listed && held.media.length === 0) throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.noPhotosToRelist);
        await tx
          .update(shopProducts)
          .set({ status: listed ? 'ACTIVE' : 'DRAFT' })
          .where(eq(shopProducts.id, id!));
      });
      return (await this.getProduct(productId))!;
    },

    async recentProducts(limit) {
      return recordsOf(await db.select().from(shopProducts).orderBy(desc(shopProducts.id)).limit(limit));
    },

    async getProduct(productId) {
      const id = localId(productId);
      if (id === null) return null;
      const [record] = await recordsOf(await db.select().from(shopProducts).where(eq(shopProducts.id, id)));
      return record ?? null;
    },

    async findProductBySku(sku) {
      const [variant] = await db.select({ productId: shopVariants.productId }).from(shopVariants).where(eq(shopVariants.sku, sku)).limit(1);
      if (!variant) return null;
      const [record] = await recordsOf(await db.select().from(shopProducts).where(eq(shopProducts.id, variant.productId)));
      return record ?? null;
    },

    async liveTitles(prefix) {
      // The embedded shop archives nothing: every product it holds is live. starts_with, not LIKE:
      // a title's own '%' or '_' is text here.
      const rows = await db
        .select({ title: shopProducts.title })
        .from(shopProducts)
        .where(sql`starts_with(lower(${shopProducts.title}), lower(${prefix}))`)
        .limit(LIVE_TITLES_MAX);
      return rows.map((r) => r.title);
    },

    async findRollsBySku(sku) {
      const rows = await db
        .select({
          productId: shopProducts.id,
          title: shopProducts.title,
          details: shopProducts.details,
          sku: shopVariants.sku,
          price: shopVariants.price,
          position: shopVariants.position,
        })
        .from(shopVariants)
        .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
        .where(eq(shopVariants.sku, sku));
      return rows.flatMap((r) => {
        const roll = rollAt(recordedProduct(r.details), r.position);
        return roll ? [rollListing(r.productId, r.title, roll, r.position, r.sku, r.price)] : [];
      });
    },

    async convertRollToBundle({ sku, lengthM, price }) {
      return db.transaction(async (tx) => {
        const [variant] = await tx.select().from(shopVariants).where(eq(shopVariants.sku, sku));
        if (!variant) throw new ShopRefusedError(ROLL_TO_BUNDLE_MESSAGES.noRolls);
        // The row lock makes a second conversion of the same roll wait here, then see the bundle.
        const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.id, variant.productId)).for('update');
        const conversion = convertRoll(recordedProduct(product?.details), variant.position, { lengthM, price });
        if (!product || !conversion.ok) throw new ShopRefusedError(conversion.ok ? ROLL_TO_BUNDLE_MESSAGES.noRolls : conversion.message);
        await tx.update(shopProducts).set({ details: conversion.details, title: conversion.title }).where(eq(shopProducts.id, product.id));
        await tx.update(shopVariants).set(conversion.variant).where(eq(shopVariants.sku, sku));
        const { bundle } = conversion;
        return { sku, name: bundle.name, length: bundle.lengthM, price, width: bundle.widthCM, content: bundle.content };
      });
    },

    async createProduct(input) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shopProducts)
          .values({ handle: input.handle, title: input.title, productType: input.productType, status: 'DRAFT', details: input.details })
          .onConflictDoNothing({ target: shopProducts.handle })
          .returning({ id: shopProducts.id });
        if (inserted[0]) {
          await tx.insert(shopVariants).values(input.variants.map((v, position) => ({ productId: inserted[0]!.id, position, ...v })));
          return { productId: `local:${inserted[0].id}`, skus: input.variants.map((v) => v.sku) };
        }
        // Made by an earlier try of this upload (its answer lost, or its server gone): the SKUs are
        // the ones that product holds, whatever this try was given.
        const [existing] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.handle, input.handle));
        const variants = await tx
          .select({ sku: shopVariants.sku })
          .from(shopVariants)
          .where(eq(shopVariants.productId, existing!.id))
          .orderBy(asc(shopVariants.position));
        return { productId: `local:${existing!.id}`, skus: variants.map((v) => v.sku) };
      });
    },

    async stageImages(images) {
      await sweepNowAndThen();
      const folder = randomUUID();
      const staged = images.map((image) => ({ path: `media/${folder}/${image.filename}`, mimeType: image.mimeType, bytes: image.bytes }));
      // One statement: every photo of the call is kept, or none (a failure leaves no part of the set).
      await putPhotos(db, staged, now());
      return staged.map((p) => ({ resourceUrl: `/${p.path}` }));
    },

    async attachImages(productId, media, options = {}) {
      const id = localId(productId);
      if (id === null) throw new ShopRefusedError(`Unknown product id ${productId}`);
      await db.transaction(async (tx) => {
        // The row lock queues attaches of one product (a retry racing the first try, a second tab):
        // without it two deletes see the same old rows and both inserts collide on the positions.
        // Each attach replaces the whole set, so the last one to get the lock wins, complete.
        const [product] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.id, id)).for('update');
        if (!product) throw new ShopRefusedError(`Unknown product id ${productId}`);
        // Attaching again (a retry) replaces the photos rather than adding a second set.
        await tx.delete(shopMedia).where(eq(shopMedia.productId, id));
        await tx.insert(shopMedia).values(media.map((m, position) => ({ productId: id, position, url: m.originalSource, alt: m.alt })));
        // Published only once it has its photos, so the shop never lists a product without them.
        if (options.publish !== false) await tx.update(shopProducts).set({ status: 'ACTIVE' }).where(eq(shopProducts.id, id));
      });
    },
  };
}
