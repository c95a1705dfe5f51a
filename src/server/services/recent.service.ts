import type { RecentProduct, ShopCatalogPort } from '../ports/shop.port';

/** How many products Recent uploads lists by default, and at most. */
export const RECENT_LIMIT = { default: 20, max: 100 } as const;

export interface RecentService {
  /** The newest `limit` products of the configured shop, newest first (Recent uploads). */
  recent(limit: number): Promise<RecentProduct[]>;
}

export function createRecentService(shop: Pick<ShopCatalogPort, 'recentProducts'>): RecentService {
  return {
    recent: (limit) => shop.recentProducts(limit),
  };
}
