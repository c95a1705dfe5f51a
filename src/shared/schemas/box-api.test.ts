import { describe, expect, it } from 'vitest';
import { boxCreateBody, boxCreateSchema, boxPhotosSchema, boxStatusSchema, labelEmailSchema } from './box-api';
import { validate } from './validate';

describe('box API bodies', () => {
  it('builds a create body from a finished draft whose code matches its parts', () => {
    const lace = boxCreateBody({ isNewBox: 'yes', supplyType: 'Trim', trimType: 'Lace', boxSize: 'Large Bin' }, 3);
    expect(lace).toEqual({ boxID: '6C-3', productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Large Bin' });
    const yarn = boxCreateBody({ isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Craft', craftCategory: 'Yarn and Yarn Tools', boxSize: 'Blue Bin' }, 1);
    expect(validate(boxCreateSchema, yarn)).toEqual({ success: true, data: { boxID: '9B10-1', productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools', boxSize: 'Blue Bin' } });
    expect(boxCreateBody({ isNewBox: 'yes', supplyType: 'Trim' }, 1)).toBeNull();
  });

  it('names the field that is wrong', () => {
    const size = validate(boxCreateSchema, { boxID: '6B-1', productType: 'Trim', subA: 'Ribbon', boxSize: 'Crate' });
    expect(size.success ? {} : size.errors).toEqual({ boxSize: ['Size of box must be one of: Banker Box, Large Bin, Box-small, Small Bin, Blue Bin'] });
    const r = validate(boxCreateSchema, { boxID: '6c-1', productType: 'Trim', subA: 'Ribbon', boxSize: 'Blue Bin' });
    expect(r.success ? {} : r.errors).toEqual({ boxID: ['Box ID must start with 6B for this product type'] });
    const noSub = validate(boxCreateSchema, { boxID: '9B10-1', productType: 'Everything Else', subA: 'Craft', boxSize: 'Blue Bin' });
    expect(noSub.success ? {} : noSub.errors).toEqual({ subB: ['Craft category is required'] });
    const noCount = validate(boxCreateSchema, { boxID: '1', productType: 'Zippers', boxSize: 'Blue Bin' });
    expect(noCount.success ? {} : noCount.errors).toEqual({ boxID: ['Box ID must be a box code with its count, like 6C-1'] });
  });

  it('takes photo links only from the image host, and at most 7 photos', () => {
    expect(validate(boxStatusSchema, { boxID: ' 6c-1 ', photos: ['/box-photos/a.jpg', 'https://res.example/x.png'] })).toEqual({
      success: true,
      data: { boxID: '6C-1', notes: '', photos: ['/box-photos/a.jpg', 'https://res.example/x.png'] },
    });
    const bad = validate(boxStatusSchema, { boxID: '6C-1', photos: ['javascript:alert(1)'] });
    expect(bad.success ? {} : bad.errors).toEqual({ 'photos.0': ['Photos must be links from the photo upload'] });
    const many = validate(boxPhotosSchema, { images: Array(8).fill('data:image/png;base64,AAAA') });
    expect(many.success ? {} : many.errors).toEqual({ images: ['Maximum of 7 images can be uploaded'] });
  });

  it('reads the label email body and ignores extra draft fields', () => {
    const r = validate(labelEmailSchema, { inventorySupplyObject: { boxID: '6c-2', productType: 'Trim', subA: 'Lace', isNewBox: 'yes' } });
    expect(r).toEqual({ success: true, data: { inventorySupplyObject: { boxID: '6C-2', productType: 'Trim', subA: 'Lace' } } });
    const missing = validate(labelEmailSchema, {});
    expect(missing.success ? {} : missing.errors).toEqual({ inventorySupplyObject: ['Inventory supply is required'] });
  });
});
