import { shopVariantsOf } from '../../shared/edit/edited-record';
import { withVersion } from '../../shared/edit/record-version';
import { fabricVariantCount, productTitle, recordedProduct, type Product } from '../../shared/products';
import type { VersionedRecord } from '../../shared/schemas/product-edit';

/**
 * The shop's record of a product from the factory, as GET /product/record answers it: its SKUs,
 * its variants' prices and stock, three photos, the details read back from JSON, and its version.
 * For the edit pages' tests only.
 */
export function heldRecord(product: Product, productId = 'shop-41'): VersionedRecord {
  const count = product.productType === 'Fabric' ? fabricVariantCount(product) : 1;
  const skus = Array.from({ length: count }, (_, i) => String(20_001 + i));
  return withVersion({
    productId,
    title: productTitle(product),
    productType: product.productType,
    status: 'ACTIVE',
    createdAt: '2026-11-26T09:00:00.000Z',
    variants: shopVariantsOf(product, skus),
    media: ['/media/20001_1.jpg', '/media/20001_2.jpg', '/media/20001_3.jpg'],
    details: recordedProduct(JSON.parse(JSON.stringify(product))),
  });
}
