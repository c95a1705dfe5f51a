import { productTitle, type Product } from '../products';
import { isNumberedFrom, titleIsBuilt } from '../distinct-title';
import { entryAt } from '../rules/roll-listing';
import { shopStock } from '../schemas/supplies';
import type { ProductRecord } from '../schemas/shop-answers';

/** One variant as the shop sells it: its SKU, its price as decimal text ('18.00') and its stock. */
export interface ShopVariant {
  sku: string;
  price: string;
  quantity: number;
}

/**
 * The shop's variants of a product under these SKUs, in order: one per fabric variant, one per
 * supply. An upload makes them and an edit rewrites them with the same SKUs, so both, and the edit
 * page's preview of a save, count stock and prices here.
 */
export function shopVariantsOf(product: Product, skus: readonly string[]): ShopVariant[] {
  return skus.map((sku, i) => {
    const fabric = product.productType === 'Fabric';
    const price = fabric ? entryAt(product.price, i) : product.price;
    // Some supplies have no quantity (a by-the-metre length): one listing of it.
    const quantity = fabric ? entryAt(product.quantity, i) : 'quantity' in product ? product.quantity : undefined;
    const unit = !fabric && 'sellingUnit' in product ? product.sellingUnit : undefined;
    return { sku, price: Number(price).toFixed(2), quantity: shopStock(Number(quantity ?? 1) || 1, unit) };
  });
}

type Editable = Pick<ProductRecord, 'title' | 'status' | 'variants' | 'media' | 'details'>;

/**
 * The shop's record of a product as an edit to `product` would leave it (issue 27): the same SKUs
 * with the edit's prices and stock, the same photos and listing state, the edit's answers. Staff
 * see what a save will change (recordChanges of the held record and this) before they save.
 *
 * The title is the one the server keeps or makes: a name staff gave, or the built title, kept with
 * its number while what it is built from is unchanged. A changed built title is shown unnumbered;
 * the server numbers it only if another listing already has it.
 */
export function editedRecord<R extends Editable>(held: R, product: Product): R {
  const plain = productTitle(product);
  const title = titleIsBuilt(product) && isNumberedFrom(held.title, plain) ? held.title : plain;
  return {
    ...held,
    title,
    variants: shopVariantsOf(
      product,
      held.variants.map((v) => v.sku),
    ),
    details: product,
  };
}
