import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { productListings } from '../db/schema';

/**
 * What Selvage listed, whichever shop holds it: who and when (neither shop knows which staff member
 * listed an item), the kind, the title and SKUs as they are now (Recent uploads searches them), and
 * whether the printed label is out of date.
 */
export function createProductListings(db: Database) {
  return {
    /** Answers whether this call recorded it: a retry of the same upload finds it there. */
    async listed(entry: {
      productId: string;
      at: number;
      by: string;
      productType: string;
      title: string;
      skus: readonly string[];
      /** Price times quantity as listed, in cents (the owner's activity page). */
      valueCents: number;
    }): Promise<boolean> {
      const inserted = await db
        .insert(productListings)
        .values({
          productId: entry.productId,
          listedAt: entry.at,
          listedBy: entry.by,
          productType: entry.productType,
          title: entry.title,
          skus: entry.skus.join(' '),
          valueCents: entry.valueCents,
        })
        .onConflictDoNothing()
        .returning({ productId: productListings.productId });
      return inserted.length > 0;
    },

    /** After an edit or a conversion: the title and SKUs as the shop holds them, and the label's state when it changed. */
    async changed(productId: string, now: { title: string; skus: readonly string[]; labelOutOfDate?: true }): Promise<void> {
      await db
        .update(productListings)
        .set({ title: now.title, skus: now.skus.join(' '), ...(now.labelOutOfDate ? { labelOutOfDate: true } : {}) })
        .where(eq(productListings.productId, productId));
    },

    /** Its labels were printed from the record as it is now. */
    async labelPrinted(productId: string): Promise<void> {
      await db.update(productListings).set({ labelOutOfDate: false }).where(eq(productListings.productId, productId));
    },

    /**
     * The product Selvage listed with this SKU, by its own record: Shopify's search sees a new
     * product only a little after it is made, and a label is scanned right after it is printed.
     */
    async productIdBySku(sku: string): Promise<string | null> {
      const [row] = await db
        .select({ productId: productListings.productId })
        .from(productListings)
        .where(sql`position(${` ${sku} `} in ' ' || ${productListings.skus} || ' ') > 0`)
        .limit(1);
      return row?.productId ?? null;
    },

    async labelOutOfDate(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ stale: productListings.labelOutOfDate })
        .from(productListings)
        .where(eq(productListings.productId, productId));
      return row?.stale ?? false;
    },
  };
}

export type ProductListings = ReturnType<typeof createProductListings>;
