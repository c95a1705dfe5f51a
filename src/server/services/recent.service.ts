import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { productListings } from '../db/schema';
import type { ShopCatalogPort } from '../ports/shop.port';
import type { ProductType } from '../../shared/catalogue/product-types';
import { writeRecentCursor, type RecentCursor, type RecentEntry, type RecentPage } from '../../shared/schemas/recent';

/** Shop reads in flight at once for one page: a page of 100 must not spend Shopify's whole query budget in one burst. */
const SHOP_READS_AT_ONCE = 4;

/** Which listings a page holds (GET /product/recent, already parsed). */
export interface RecentRequest {
  limit: number;
  cursor?: RecentCursor;
  /** Listed by this staff member (Mine). */
  by?: string;
  /** Listed at or after this time, epoch ms (Today: the browser's start of day). */
  since?: number;
  kind?: ProductType;
  /** Part of a title, in any case, or one SKU exactly; folded (foldSearch) and not empty. */
  q?: string;
}

export interface RecentService {
  /** One page of Selvage's listings, newest first, each with the shop's record of it as it is now. */
  recent(request: RecentRequest): Promise<RecentPage>;
}

/** Runs `work` over `items` with at most `width` in flight, answers in the items' order. */
async function inOrder<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * Recent uploads (issue 27 item 6) reads Selvage's own record of what it listed (product_listings):
 * neither shop knows which staff member listed an item, and searching our table is the same on both
 * shops and covers every listing, not only the cards already loaded. Each listing is then joined
 * with the shop's record of it, which is what the card shows and the labels print from.
 */
export function createRecentService(db: Database, shop: Pick<ShopCatalogPort, 'getProduct'>): RecentService {
  const t = productListings;

  function filterOf(request: RecentRequest): SQL | undefined {
    const { by, since, kind, q } = request;
    return and(
      by === undefined ? undefined : eq(t.listedBy, by),
      since === undefined ? undefined : gte(t.listedAt, since),
      kind === undefined ? undefined : eq(t.productType, kind),
      q === undefined || q === ''
        ? undefined
        : // strpos, not LIKE: a '%' or '_' typed in Search is only itself.
          or(sql`strpos(lower(${t.title}), lower(${q})) > 0`, sql`${q} = any(string_to_array(${t.skus}, ' '))`),
    );
  }

  return {
    async recent(request) {
      const filter = filterOf(request);
      const { cursor } = request;
      const after = cursor
        ? or(lt(t.listedAt, cursor.listedAt), and(eq(t.listedAt, cursor.listedAt), lt(t.productId, cursor.productId)))
        : undefined;
      // One more than asked: whether a next page exists, without a second query.
      const rows = await db
        .select()
        .from(t)
        .where(and(filter, after))
        .orderBy(desc(t.listedAt), desc(t.productId))
        .limit(request.limit + 1);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(filter);
      const page = rows.slice(0, request.limit);
      const last = page.at(-1);
      const products = await inOrder(page, SHOP_READS_AT_ONCE, async (row): Promise<RecentEntry> => {
        const facts = { productId: row.productId, listedAt: row.listedAt, listedBy: row.listedBy, labelOutOfDate: row.labelOutOfDate };
        const record = await shop.getProduct(row.productId);
        if (record) return { ...record, ...facts, held: true };
        const skus = row.skus.split(' ').filter(Boolean);
        return { ...facts, held: false, title: row.title, productType: row.productType, skus };
      });
      return {
        products,
        next: rows.length > request.limit && last ? writeRecentCursor({ listedAt: last.listedAt, productId: last.productId }) : null,
        total,
      };
    },
  };
}
