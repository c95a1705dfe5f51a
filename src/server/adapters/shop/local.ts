import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shopMedia, shopProducts, shopVariants } from '../../db/schema';
import { ShopRefusedError, type ShopPort } from '../../ports/shop.port';

/** Where the embedded shop serves its photos from (signed-in staff only: /media is protected). */
export const LOCAL_MEDIA_PREFIX = '/media';

const localId = (productId: string): number | null => {
  const m = /^local:(\d+)$/.exec(productId);
  return m ? Number(m[1]) : null;
};

/** The embedded shop: products, variants and photo order in Selvage's database, photos on disk. */
export function createLocalShop(db: Database, mediaDir: string): ShopPort {
  return {
    async recentProducts(limit) {
      const products = await db.select().from(shopProducts).orderBy(desc(shopProducts.id)).limit(limit);
      if (products.length === 0) return [];
      const ids = products.map((p) => p.id);
      const [variants, media] = await Promise.all([
        db.select().from(shopVariants).where(inArray(shopVariants.productId, ids)).orderBy(asc(shopVariants.position)),
        db.select().from(shopMedia).where(inArray(shopMedia.productId, ids)).orderBy(asc(shopMedia.position)),
      ]);
      return products.map((p) => ({
        productId: `local:${p.id}`,
        title: p.title,
        productType: p.productType,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        variants: variants.filter((v) => v.productId === p.id).map(({ sku, price, quantity }) => ({ sku, price, quantity })),
        media: media.filter((m) => m.productId === p.id).map((m) => m.url),
        details: p.details as Record<string, unknown>,
      }));
    },

    async findRollsBySku() {
      throw new Error('roll search arrives with issue 8');
    },

    async convertRollToBundle() {
      throw new Error('roll conversion arrives with issue 8');
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
          return { productId: `local:${inserted[0].id}` };
        }
        const [existing] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.handle, input.handle));
        return { productId: `local:${existing!.id}` };
      });
    },

    async stageImages(images) {
      const folder = randomUUID();
      await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
      return Promise.all(
        images.map(async (image) => {
          await fs.writeFile(path.join(mediaDir, folder, image.filename), image.bytes);
          return { resourceUrl: `${LOCAL_MEDIA_PREFIX}/${folder}/${image.filename}` };
        }),
      );
    },

    async attachImages(productId, media) {
      const id = localId(productId);
      if (id === null) throw new ShopRefusedError(`Unknown product id ${productId}`);
      await db.transaction(async (tx) => {
        const [product] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.id, id));
        if (!product) throw new ShopRefusedError(`Unknown product id ${productId}`);
        // Attaching again (a retry) replaces the photos rather than adding a second set.
        await tx.delete(shopMedia).where(eq(shopMedia.productId, id));
        await tx.insert(shopMedia).values(media.map((m, position) => ({ productId: id, position, url: m.originalSource, alt: m.alt })));
        // Published only once it has its photos, so the shop never lists a product without them.
        await tx.update(shopProducts).set({ status: 'ACTIVE' }).where(eq(shopProducts.id, id));
      });
    },
  };
}
