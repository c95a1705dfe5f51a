import { apiCall } from './client';

/** One product as Recent uploads shows it (the server's RecentProduct). */
export interface RecentProduct {
  productId: string;
  title: string;
  productType: string;
  status: 'DRAFT' | 'ACTIVE';
  createdAt: string;
  variants: { sku: string; price: string; quantity: number }[];
  media: string[];
  details: Record<string, unknown>;
}

export async function recentProducts(): Promise<RecentProduct[]> {
  const { products } = await apiCall<{ products: RecentProduct[] }>('Recent uploads', 'GET', '/product/recent');
  return products;
}
