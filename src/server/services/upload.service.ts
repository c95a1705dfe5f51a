import { sql } from 'drizzle-orm';
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
  async function allocateSkus(n: number): Promise<string[]> {
    const result = await db.execute<{ sku: string }>(sql`select nextval('sku_seq')::text as sku from generate_series(1, ${n})`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { sku: string }[] }).rows) as { sku: string }[];
    return rows.map((r) => r.sku);
  }

  return {
    async uploadProduct(key, product) {
      return idempotency.once(key, product, async () => {
        const skus = await allocateSkus(variantCountOf(product));
        const title = productTitle(product);
        const { productId } = await shop.createProduct({
          handle: `selvage-${sha256(key).slice(0, 24)}`,
          title,
          productType: String(product.productType),
          details: product,
          variants: variantsOf(product, skus),
        });
        return { status: 200, body: JSON.stringify({ productId, title, skus }) };
      });
    },
  };
}
