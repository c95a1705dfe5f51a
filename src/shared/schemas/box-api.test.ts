import { describe, expect, it } from 'vitest';
import {
  baseCodeOfBox,
  boxCreateBody,
  boxCreateSchema,
  boxHistoryQuery,
  boxPhotosSchema,
  boxStatusSchema,
  labelEmailSchema,
} from './box-api';
import { validate } from './validate';

describe('box API bodies', () => {
  it('builds a create body from a finished draft: the parts, never a Box ID (the server makes it)', () => {
    const lace = boxCreateBody({ isNewBox: 'yes', supplyType: 'Trim', trimType: 'Lace', boxSize: 'Large Bin' });
    expect(lace).toEqual({ productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Large Bin' });
    const yarn = boxCreateBody({
      isNewBox: 'yes',
      supplyType: 'Everything Else',
      everythingElseCategory: 'Craft',
      craftCategory: 'Yarn and Yarn Tools',
      boxSize: 'Blue Bin',
    });
    const parsed = validate(boxCreateSchema, yarn);
    expect(parsed).toEqual({
      success: true,
      data: { productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools', boxSize: 'Blue Bin' },
    });
    expect(parsed.success && baseCodeOfBox(parsed.data)).toBe('9B10');
    expect(baseCodeOfBox({ productType: 'Everything Else', subA: 'Other', subB: 'Costume Jewelry', boxSize: 'Blue Bin' })).toBe('9C12');
    expect(boxCreateBody({ isNewBox: 'yes', supplyType: 'Trim' })).toBeNull();
  });

  it('names the field that is wrong', () => {
    const size = validate(boxCreateSchema, { productType: 'Trim', subA: 'Ribbon', boxSize: 'Crate' });
    expect(size.success ? {} : size.errors).toEqual({
      boxSize: ['Size of box must be one of: Banker Box, Large Bin, Box-small, Small Bin, Blue Bin'],
    });
    const withId = validate(boxCreateSchema, { boxID: '6B-1', productType: 'Trim', subA: 'Ribbon', boxSize: 'Blue Bin' });
    expect(withId.success).toBe(false);
    const noSub = validate(boxCreateSchema, { productType: 'Everything Else', subA: 'Craft', boxSize: 'Blue Bin' });
    expect(noSub.success ? {} : noSub.errors).toEqual({ subB: ['Craft category is required'] });
    const stray = validate(boxCreateSchema, { productType: 'Zippers', subA: 'Lace', subB: 'Velcro', boxSize: 'Blue Bin' });
    expect(stray.success ? {} : stray.errors).toEqual({ subA: ['Zippers boxes have no Sub A'], subB: ['Zippers boxes have no Sub B'] });
  });

  it('takes any existing Box ID for the history, upper-cased and bounded', () => {
    expect(validate(boxHistoryQuery, { boxID: ' 9c-4 ' })).toEqual({ success: true, data: { boxID: '9C-4' } });
    const long = validate(boxHistoryQuery, { boxID: '9C-'.padEnd(17, '1') });
    expect(long.success ? {} : long.errors).toEqual({ boxID: ['Box ID must be at most 16 characters'] });
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

  it("reads the label email body as a Box ID only: the box itself is the server's to look up", () => {
    expect(validate(labelEmailSchema, { boxID: ' 6c-2 ' })).toEqual({ success: true, data: { boxID: '6C-2' } });
    const missing = validate(labelEmailSchema, {});
    expect(missing.success ? {} : missing.errors).toEqual({ boxID: ['Box ID is required'] });
    // What a label shows comes from the table, never from the page.
    const sent = validate(labelEmailSchema, { boxID: '6C-2', productType: 'Trim' });
    expect(sent.success ? {} : sent.errors).toEqual({ productType: ['Unknown field: productType'] });
  });
});
