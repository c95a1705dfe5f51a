import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shopProducts, shopVariants } from '../../db/schema';
import type { ShopPort } from '../../ports/shop.port';

/** The embedded shop: products and variants in Selvage's own database. */
export function createLocalShop(db: Database): ShopPort {
  return {
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
  };
}
