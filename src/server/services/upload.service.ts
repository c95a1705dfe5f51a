import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import type { ShopPort, ShopVariantInput } from '../ports/shop.port';
import { productTitle } from '../../shared/products';

/** An answer kept verbatim, so a repeated request gets the first answer byte for byte. */
export interface StoredAnswer {
  status: number;
  body: string;
}

export const UPLOAD_MESSAGES = {
  inFlight: 'This product is still being uploaded. Wait a moment and try again.',
  keyReused: 'This upload key was already used for a different product. Start a new product to upload it.',
} as const;

/** A claim older than this is from a server that died mid-upload and may be taken over. */
export const STALE_CLAIM_MS = 2 * 60_000;

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

export function createUploadService(db: Database, shop: ShopPort, now: () => number = Date.now): UploadService {
  async function claim(key: string, hash: string): Promise<StoredAnswer | null> {
    const at = now();
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash: hash, state: 'in_flight', claimedAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) return claim(key, hash);
    if (row.requestHash !== hash) return { status: 422, body: JSON.stringify({ message: UPLOAD_MESSAGES.keyReused }) };
    if (row.state === 'done' && row.statusCode !== null && row.response !== null) return { status: row.statusCode, body: row.response };
    // Take over a claim abandoned by a crashed server; only one taker wins the update.
    const taken = await db
      .update(idempotencyKeys)
      .set({ claimedAt: at })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.claimedAt, at - STALE_CLAIM_MS)))
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? null : { status: 409, body: JSON.stringify({ message: UPLOAD_MESSAGES.inFlight }) };
  }

  async function allocateSkus(n: number): Promise<string[]> {
    const result = await db.execute<{ sku: string }>(sql`select nextval('sku_seq')::text as sku from generate_series(1, ${n})`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { sku: string }[] }).rows) as { sku: string }[];
    return rows.map((r) => r.sku);
  }

  return {
    async uploadProduct(key, product) {
      const hash = sha256(canonical(product));
      const earlier = await claim(key, hash);
      if (earlier) return earlier;
      try {
        const skus = await allocateSkus(variantCountOf(product));
        const title = productTitle(product);
        const { productId } = await shop.createProduct({
          handle: `selvage-${sha256(key).slice(0, 24)}`,
          title,
          productType: String(product.productType),
          details: product,
          variants: variantsOf(product, skus),
        });
        const answer: StoredAnswer = { status: 200, body: JSON.stringify({ productId, title, skus }) };
        await db.update(idempotencyKeys).set({ state: 'done', statusCode: answer.status, response: answer.body }).where(eq(idempotencyKeys.key, key));
        return answer;
      } catch (error) {
        // Nothing was promised: release the key so the staff member's retry can go through.
        await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
        throw error;
      }
    },
  };
}
