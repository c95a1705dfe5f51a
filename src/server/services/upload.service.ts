import { and, asc, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, productListings, skuReservations, titleReservations } from '../db/schema';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { IDEMPOTENCY_MESSAGES, sha256, type Idempotency } from './idempotency';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';
import type { ShopPort, ShopVariantInput } from '../ports/shop.port';
import { fabricVariantCount, productTitle, type Product } from '../../shared/products';
import { shopVariantsOf } from '../../shared/edit/edited-record';
import { distinctTitle, isNumberedFrom, titleIsBuilt } from '../../shared/distinct-title';
import type { ProductListings } from './product-listings';
import type { ProductHistory } from './product-history';
import { listingValueCents } from '../../shared/rules/listing-value';

/** The shop's variants: one per fabric variant, one per supply (shared: the edit page previews a save with it). */
export const variantsOf: (product: Product, skus: readonly string[]) => ShopVariantInput[] = shopVariantsOf;

export const variantCountOf = (product: Product): number => (product.productType === 'Fabric' ? fabricVariantCount(product) : 1);

export interface UploadService {
  /** Creates the product once per idempotency key; repeats get the first answer. */
  uploadProduct(key: string, product: Product, by: string): Promise<UploadedProduct>;
  /**
   * The titles starting with `prefix` that a new listing may not take: those of the shop's live
   * listings, and those uploads took in the last day (the shop's search may not show them yet).
   */
  takenTitles(prefix: string): Promise<string[]>;
}

/** How long an upload's title counts as taken without the shop's search showing it (Shopify indexes within minutes). */
const RESERVED_TITLE_COUNTS = sql`interval '1 day'`;
/** Tries at taking a free title while other uploads take the same ones; then the upload goes on without a reservation. */
const TITLE_TRIES = 5;

/**
 * Whether a reservation still holds its title (issue 42 item 4): only a title a live listing holds
 * now, or is about to, is taken. That is an upload under way (its key in flight: the product may
 * be in the shop already, or on its way), or an upload done whose listing still has this title
 * (Shopify's search may not show it yet). A reservation of an upload that failed, or of a product
 * since retitled, holds nothing: the review would name a listing that does not exist, and a product
 * edited back to its old title would be numbered against itself.
 */
const reservationHolds = sql`(${titleReservations.createdAt} > now() - ${RESERVED_TITLE_COUNTS} and exists (
  select 1 from ${idempotencyKeys} where ${idempotencyKeys.key} = ${titleReservations.uploadKey} and (
    ${idempotencyKeys.state} = 'in_flight' or exists (
      select 1 from ${productListings}
      where ${productListings.productId} = (${idempotencyKeys.response}::jsonb ->> 'productId')
        and lower(${productListings.title}) = lower(${titleReservations.title})))))`;

/** Where an upload records who listed what (Recent uploads, the item's history). */
export interface UploadRecords {
  listings: ProductListings;
  history: ProductHistory;
  now: () => number;
}

export function createUploadService(db: Database, shop: ShopPort, idempotency: Idempotency, records: UploadRecords): UploadService {
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

  async function takenTitles(prefix: string): Promise<string[]> {
    const [inShop, reserved] = await Promise.all([
      shop.liveTitles(prefix),
      db
        .select({ title: titleReservations.title })
        .from(titleReservations)
        .where(and(sql`starts_with(lower(${titleReservations.title}), lower(${prefix}))`, reservationHolds)),
    ]);
    // Most reserved titles are also the shop's: each once.
    const all = new Map([...inShop, ...reserved.map((r) => r.title)].map((title) => [title.toLowerCase(), title]));
    return [...all.values()];
  }

  /**
   * The title an upload lists its product under. A name staff gave is theirs (the review warned of
   * a duplicate). A built title is made distinct among the taken ones and reserved under the key,
   * so every try of the upload sends the same one, and two uploads at once (the title is unique
   * there) cannot both take it: the loser looks again. A reservation older than the window (its
   * product since deleted) is taken over.
   */
  async function titleFor(key: string, product: Product): Promise<string> {
    const plain = productTitle(product);
    if (!titleIsBuilt(product)) return plain;
    for (let tries = 0; tries < TITLE_TRIES; tries++) {
      const [mine] = await db
        .select({ title: titleReservations.title })
        .from(titleReservations)
        .where(eq(titleReservations.uploadKey, key));
      // A draft changed since an earlier try of this upload is titled afresh.
      if (mine && isNumberedFrom(mine.title, plain)) return mine.title;
      if (mine) await db.delete(titleReservations).where(eq(titleReservations.uploadKey, key));
      const title = distinctTitle(plain, await takenTitles(plain));
      const won = await db
        .insert(titleReservations)
        .values({ uploadKey: key, title })
        .onConflictDoUpdate({
          target: titleReservations.title,
          set: { uploadKey: key, createdAt: sql`now()` },
          // One that holds nothing any more (its upload failed, its product retitled) is taken over.
          setWhere: sql`not ${reservationHolds}`,
        })
        .returning({ title: titleReservations.title })
        // The key itself taken at this moment (a second taker of the same upload): read it above.
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      if (won.length > 0) return title;
    }
    // Never fail an upload over its title: at worst it is as distinct as the shop's search knows.
    return distinctTitle(plain, await takenTitles(plain));
  }

  return {
    takenTitles,

    async uploadProduct(key, product, by) {
      return idempotency.once(
        key,
        product,
        async () => {
          const reserved = await reserveSkus(key, variantCountOf(product));
          const title = await titleFor(key, product);
          const variants = variantsOf(product, reserved);
          // The shop answers the SKUs it holds for the handle: after a crash that is the product the
          // first try made, and the answer (and so the labels) must name those.
          const { productId, skus } = await shop.createProduct({
            handle: `selvage-${sha256(key).slice(0, 24)}`,
            title,
            productType: product.productType,
            details: product,
            variants,
          });
          // Once per product, however many tries made it: the first try that gets here records it.
          const at = records.now();
          const valueCents = listingValueCents(variants);
          if (await records.listings.listed({ productId, at, by, productType: product.productType, title, skus, valueCents })) {
            await records.history.record({ productId, at, by, action: 'listed', changes: [] });
          }
          return { productId, title, skus };
        },
        () => IDEMPOTENCY_MESSAGES.keyReused,
      );
    },
  };
}
