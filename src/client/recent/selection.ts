/**
 * Which Recent uploads go into a batch of labels (issue 19 item 4), apart from React so it is
 * tested on its own.
 */
import type { RecentProduct } from '../api/recent';

/** Whether the product was uploaded on the same calendar day as `now`, in this device's time zone. */
export function uploadedOn(product: Pick<RecentProduct, 'createdAt'>, now: Date): boolean {
  const at = new Date(product.createdAt);
  return (
    !Number.isNaN(at.getTime()) &&
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate()
  );
}

/** The IDs of the products uploaded today, in list order. */
export const todaysUploads = (products: readonly RecentProduct[], now: Date = new Date()): string[] =>
  products.filter((p) => uploadedOn(p, now)).map((p) => p.productId);

/** How many label pages a batch of these products prints: one per variant, or its quantity when copies follow quantity. */
export function labelPageCount(products: readonly Pick<RecentProduct, 'variants'>[], copiesPerQuantity: boolean): number {
  return products.reduce(
    (sum, p) =>
      sum +
      Math.max(1, p.variants.length) +
      (copiesPerQuantity
        ? p.variants.reduce((extra, v) => extra + (Number.isInteger(v.quantity) && v.quantity > 1 ? v.quantity - 1 : 0), 0)
        : 0),
    0,
  );
}
