import type { RecentProduct } from '../../shared/schemas/shop-answers';
import { apiCall } from './client';

export type { RecentProduct };

/** The query key of Recent uploads. */
export const RECENT_QUERY = ['recent'] as const;

/** GET /product/recent: the newest products of the shop; the signal ends it when the page leaves. */
export async function recentProducts(signal?: AbortSignal): Promise<RecentProduct[]> {
  const { products } = await apiCall<{ products: RecentProduct[] }>('Recent uploads', 'GET', '/product/recent', signal ? { signal } : {});
  return products;
}
