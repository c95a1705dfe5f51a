import { asc, eq, sql } from 'drizzle-orm';
import { skuReservations } from '../db/schema';
import type { Database } from '../db/connection';
import { IDEMPOTENCY_MESSAGES, sha256, type Idempotency } from './idempotency';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';
import type { ShopPort, ShopVariantInput } from '../ports/shop.port';
import { fabricVariantCount, productTitle, type Product } from '../../shared/products';
import { shopStock } from '../../shared/schemas/supplies';
import { entryAt } from '../../shared/rules/roll-listing';

/** The shop's variants: one per fabric variant, one per supply. */
export function variantsOf(product: Product, skus: readonly string[]): ShopVariantInput[] {
  return skus.map((sku, i) => {
    const fabric = product.productType === 'Fabric';
    const price = fabric ? entryAt(product.price, i) : product.price;
    // Some supplies have no quantity (a by-the-metre length): one listing of it.
    const quantity = fabric ? entryAt(product.quantity, i) : 'quantity' in product ? product.quantity : undefined;
    const unit = !fabric && 'sellingUnit' in product ? product.sellingUnit : undefined;
    return { sku, price: Number(price).toFixed(2), quantity: shopStock(Number(quantity ?? 1) || 1, unit) };
  });
}

export const variantCountOf = (product: Product): number => (product.productType === 'Fabric' ? fabricVariantCount(product) : 1);

export interface UploadService {
  /** Creates the product once per idempotency key; repeats get the first answer. */
  uploadProduct(key: string, product: Product): Promise<UploadedProduct>;
}

export function createUploadService(db: Database, shop: ShopPort, idempotency: Idempotency): UploadService {
  /**
   * The upload's SKUs, reserved under its key before the shop is called, so every try of one upload
   * (a retry after a crash, a lost answer or a failure) sends the shop the same SKUs and handle.
   * Positions not yet reserved (the first try, or a draft edited to more variants after a failed
   * try) take new numbers from sku_seq; a second taker of the same key (a stale claim taken over
   * from a server that was only slow) finds the rows already there and reads the same SKUs.
   */
  async function reserveSkus(key: string, n: number): Promise<string[]> {
    const reserved = () =>
      db
        .select({ sku: skuReservations.sku })
        .from(skuReservations)
        .where(eq(skuReservations.uploadKey, key))
        .orderBy(asc(skuReservations.position));
    let rows = await reserved();
    if (rows.length < n) {
      await db.execute(sql`
        insert into sku_reservations (upload_key, position, sku)
        select ${key}, p, nextval('sku_seq')::text from generate_series(${rows.length}::int, ${n - 1}::int) as p
        on conflict (upload_key, position) do nothing`);
      rows = await reserved();
    }
    return rows.slice(0, n).map((r) => r.sku);
  }

  return {
    async uploadProduct(key, product) {
      return idempotency.once(
        key,
        product,
        async () => {
          const reserved = await reserveSkus(key, variantCountOf(product));
          const title = productTitle(product);
          // The shop answers the SKUs it holds for the handle: after a crash that is the product the
          // first try made, and the answer (and so the labels) must name those.
          const { productId, skus } = await shop.createProduct({
            handle: `selvage-${sha256(key).slice(0, 24)}`,
            title,
            productType: product.productType,
            details: product,
            variants: variantsOf(product, reserved),
          });
          return { productId, title, skus };
        },
        () => IDEMPOTENCY_MESSAGES.keyReused,
      );
    },
  };
}
