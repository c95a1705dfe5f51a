import type { RecentProduct } from '../../shared/schemas/shop-answers';
import { apiCall } from './client';

export type { RecentProduct };

export async function recentProducts(): Promise<RecentProduct[]> {
  const { products } = await apiCall<{ products: RecentProduct[] }>('Recent uploads', 'GET', '/product/recent');
  return products;
}
