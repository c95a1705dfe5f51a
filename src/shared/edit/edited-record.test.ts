import { describe, expect, it } from 'vitest';
import { fabricBundleProduct, fabricVariantsProduct, supplyProduct } from '../test/product-factory';
import { productTitle } from '../products';
import type { ProductRecord } from '../schemas/shop-answers';
import { editedRecord, shopVariantsOf } from './edited-record';

const held = (product: ReturnType<typeof fabricBundleProduct>, title: string, skus: string[]): ProductRecord => ({
  productId: 'shop-7',
  title,
  productType: product.productType,
  status: 'DRAFT',
  createdAt: '2026-11-26T09:00:00.000Z',
  variants: shopVariantsOf(product, skus),
  media: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'],
  details: product,
});

describe('the record an edit would leave (issue 27)', () => {
  it('keeps the SKUs, photos and listing state; takes each variant’s price and stock from the edit', () => {
    const before = fabricVariantsProduct();
    const record = held(before, productTitle(before), ['30001', '30002']);
    const after = editedRecord(record, fabricVariantsProduct({ price: [19, 35], quantity: [1, 4] }));
    expect(after.variants).toEqual([
      { sku: '30001', price: '19.00', quantity: 1 },
      { sku: '30002', price: '35.00', quantity: 4 },
    ]);
    expect(after).toMatchObject({ productId: 'shop-7', status: 'DRAFT', media: record.media });
  });

  it('keeps a built title’s number while what it is built from is unchanged, and builds it again when that changes', () => {
    const unnamed = fabricBundleProduct({ name: undefined });
    const record = held(unnamed, `${productTitle(unnamed)} #2`, ['30003']);
    expect(editedRecord(record, fabricBundleProduct({ name: undefined, price: [21] })).title).toBe(`${productTitle(unnamed)} #2`);
    const longer = fabricBundleProduct({ name: undefined, lengthM: [2.5] });
    expect(editedRecord(record, longer).title).toBe(productTitle(longer));
    expect(productTitle(longer)).not.toBe(productTitle(unnamed));
  });

  it('titles a named item by its name', () => {
    const named = fabricBundleProduct({ name: 'Harbour Morning' });
    const record = held(named, 'Harbour Morning - Blue Poplin Bundle', ['30004']);
    expect(editedRecord(record, fabricBundleProduct({ name: 'Harbour Evening' })).title).toBe(
      productTitle(fabricBundleProduct({ name: 'Harbour Evening' })),
    );
  });

  it('counts a by-the-metre supply’s stock in whole metres, as the shop sells it', () => {
    const velcro = supplyProduct('Other Supply');
    expect(shopVariantsOf({ ...velcro, sellingUnit: 'By Meter', quantity: 2.5 }, ['40001'])[0]!.quantity).toBe(2);
  });
});
