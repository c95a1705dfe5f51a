import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTitle, distinctTitle, titlePrefix, withName } from './distinct-title';
import { productTitle, validateProduct, type RecordedProduct } from './products';
import { fabricBundleProduct, fabricRollProduct, fabricVariantsProduct, supplyProduct } from './test/product-factory';

/** The factory's blue cotton poplin bundle of 2 m, without the name the factory gives it. */
const unnamedBundle = () => fabricBundleProduct({ name: undefined });

describe('the title of an unnamed fabric says what tells it apart', () => {
  it.each<[string, RecordedProduct, string]>([
    ['a bundle of one length', unnamedBundle(), 'Blue Poplin Bundle 2 m'],
    ['a roll', fabricRollProduct({ name: undefined }), 'Blue Poplin Roll 30 m'],
    ['a bundle in two lengths (the variants tell them)', fabricVariantsProduct({ name: undefined }), 'Blue Poplin Bundle'],
    ['a green 3.5 m bundle', fabricBundleProduct({ name: undefined, colour: ['Green'], lengthM: [3.5] }), 'Green Poplin Bundle 3.5 m'],
  ])('%s', (_what, product, title) => {
    expect(productTitle(product)).toBe(title);
  });

  it('a named fabric keeps its name first, as before', () => {
    expect(productTitle(fabricBundleProduct())).toBe('Harbour Morning - Blue Poplin Bundle');
  });
});

describe('distinctTitle', () => {
  it('three identical items get three titles', () => {
    const shop: string[] = [];
    for (let i = 0; i < 3; i += 1) shop.push(distinctTitle('Blue Poplin Bundle 2 m', shop));
    expect(shop).toEqual(['Blue Poplin Bundle 2 m', 'Blue Poplin Bundle 2 m #2', 'Blue Poplin Bundle 2 m #3']);
  });

  it('is the title itself when only longer titles start like it', () => {
    expect(distinctTitle('Blue Poplin Bundle 2 m', ['Blue Poplin Bundle 2 m #2', 'Blue Poplin Bundle 2 m Extra'])).toBe(
      'Blue Poplin Bundle 2 m',
    );
  });

  it('takes the first free number, and ignores case and outer spaces', () => {
    expect(distinctTitle('Blue Poplin Bundle 2 m', [' blue poplin bundle 2 m', 'Blue Poplin Bundle 2 m #3'])).toBe(
      'Blue Poplin Bundle 2 m #2',
    );
  });

  it('never answers a title the shop has', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.nat({ max: 6 })), (title, numbers) => {
        const taken = [title, ...numbers.map((n) => (n < 2 ? title.toUpperCase() : `${title} #${n}`))];
        const chosen = distinctTitle(title, taken);
        expect(taken.map((t) => t.toLowerCase())).not.toContain(chosen.toLowerCase());
        expect(chosen.startsWith(title)).toBe(true);
      }),
    );
  });
});

describe('checkTitle: what the review says and the upload uses', () => {
  it('a free built title is used as it is', () => {
    expect(checkTitle(unnamedBundle(), ['Blue Poplin Bundle 3 m'])).toEqual({
      title: 'Blue Poplin Bundle 2 m',
      taken: null,
      suggestedName: null,
    });
  });

  it('a taken built title is numbered, with a name that makes it free', () => {
    expect(checkTitle(unnamedBundle(), ['Blue Poplin Bundle 2 m'])).toEqual({
      title: 'Blue Poplin Bundle 2 m #2',
      taken: 'Blue Poplin Bundle 2 m',
      suggestedName: 'Blue Poplin 2',
    });
  });

  it('the suggested name skips names whose title is taken too', () => {
    const taken = ['Blue Poplin Bundle 2 m', 'Blue Poplin Bundle 2 m #2', 'Blue Poplin 2 - Blue Poplin Bundle'];
    expect(checkTitle(unnamedBundle(), taken)).toEqual({
      title: 'Blue Poplin Bundle 2 m #3',
      taken: 'Blue Poplin Bundle 2 m',
      suggestedName: 'Blue Poplin 3',
    });
  });

  it('a name staff typed is kept, with a warning and a free name', () => {
    const product = fabricBundleProduct({ name: 'Harbour Morning' });
    expect(checkTitle(product, ['Harbour Morning - Blue Poplin Bundle', 'Harbour Morning 2 - Blue Poplin Bundle'])).toEqual({
      title: 'Harbour Morning - Blue Poplin Bundle',
      taken: 'Harbour Morning - Blue Poplin Bundle',
      suggestedName: 'Harbour Morning 3',
    });
  });

  it('a typed name ending in a number counts on from it', () => {
    const product = fabricBundleProduct({ name: 'Harbour Morning 2' });
    expect(checkTitle(product, ['Harbour Morning 2 - Blue Poplin Bundle']).suggestedName).toBe('Harbour Morning 3');
  });

  it('a suggested name is one the Name field takes as it is, even from a name of the longest length', () => {
    const long = 'Harbour Morning Over The Quiet Bay Tides';
    expect(long).toHaveLength(40);
    for (const name of [long, 'harbour morning']) {
      const product = fabricBundleProduct({ name });
      const { suggestedName } = checkTitle(product, [productTitle(product)]);
      const checked = validateProduct({ ...product, name: suggestedName });
      expect(checked.success && checked.data.productType === 'Fabric' && checked.data.name).toBe(suggestedName);
      expect(productTitle(withName(product, suggestedName!)).startsWith(titlePrefix(product))).toBe(true);
    }
  });

  it('a kind without a name gets its number and no name to suggest', () => {
    const zipper = supplyProduct('Zippers');
    const title = productTitle(zipper);
    expect(titlePrefix(zipper)).toBe(title);
    expect(checkTitle(zipper, [title])).toEqual({ title: `${title} #2`, taken: title, suggestedName: null });
  });

  it('Everything Else without a name is offered one', () => {
    const velcro = supplyProduct('Other Supply');
    expect(checkTitle(velcro, [productTitle(velcro)])).toMatchObject({ title: `${productTitle(velcro)} #2`, suggestedName: 'Velcro 2' });
  });

  it('every title the check compares starts with titlePrefix, so the shop is asked for all of them', () => {
    for (const product of [
      unnamedBundle(),
      fabricBundleProduct(),
      supplyProduct('Other Supply'),
      supplyProduct('Other Supply', { name: 'Hook Tape' }),
    ]) {
      const prefix = titlePrefix(product);
      expect(productTitle(product).startsWith(prefix)).toBe(true);
      const { suggestedName } = checkTitle(product, [productTitle(product)]);
      expect(productTitle(withName(product, suggestedName!)).startsWith(prefix)).toBe(true);
    }
  });
});
