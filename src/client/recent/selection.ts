/**
 * Which Recent uploads go into a batch of labels (issue 19 item 4), apart from React so it is
 * tested on its own.
 */
import type { RecentProduct } from '../api/recent';
import { startOfDay } from './recent-view';

/** The IDs of the products listed today (since midnight on this device's clock), in list order. */
export const todaysUploads = (products: readonly Pick<RecentProduct, 'productId' | 'listedAt'>[], now: Date = new Date()): string[] => {
  const since = startOfDay(now);
  const until = startOfDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  return products.filter((p) => p.listedAt >= since && p.listedAt < until).map((p) => p.productId);
};

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
