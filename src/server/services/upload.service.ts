import { asc, eq, sql } from 'drizzle-orm';
import { skuReservations } from '../db/schema';
import type { Database } from '../db/connection';
import { sha256, type Idempotency, type StoredAnswer } from './idempotency';
import type { ShopPort, ShopVariantInput } from '../ports/shop.port';
import { productTitle } from '../../shared/products';

/** The shop's variants: one per fabric variant, one per supply. */
export function variantsOf(product: Record<string, unknown>, skus: readonly string[]): ShopVariantInput[] {
  const at = (field: string, i: number): unknown => {
    const v = product[field];
    return Array.isArray(v) ? (v[i] ?? v[0]) : v;
  };
  return skus.map((sku, i) => ({
    sku,
    price: Number(at('price', i)).toFixed(2),
    quantity: Number(at('quantity', i) ?? 1) || 1,
  }));
}

export function variantCountOf(product: Record<string, unknown>): number {
  if (product.productType !== 'Fabric') return 1;
  return Math.max(1, ...['lengthM', 'widthCM', 'price', 'quantity'].map((f) => (Array.isArray(product[f]) ? (product[f] as unknown[]).length : 1)));
}

export interface UploadService {
  /** Creates the product once per idempotency key; repeats get the first answer. */
  uploadProduct(key: string, product: Record<string, unknown>): Promise<StoredAnswer>;
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
    const reserved = () => db.select({ sku: skuReservations.sku }).from(skuReservations).where(eq(skuReservations.uploadKey, key)).orderBy(asc(skuReservations.position));
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
      return idempotency.once(key, product, async () => {
        const reserved = await reserveSkus(key, variantCountOf(product));
        const title = productTitle(product);
        // The shop answers the SKUs it holds for the handle: after a crash that is the product the
        // first try made, and the answer (and so the labels) must name those.
        const { productId, skus } = await shop.createProduct({
          handle: `selvage-${sha256(key).slice(0, 24)}`,
          title,
          productType: String(product.productType),
          details: product,
          variants: variantsOf(product, reserved),
        });
        return { status: 200, body: JSON.stringify({ productId, title, skus }) };
      });
    },
  };
}
