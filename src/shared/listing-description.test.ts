import { describe, expect, it } from 'vitest';
import { fabricVariantNames, listingDescriptionHtml, listingDescriptionItems } from './listing-description';
import { supplyTitle } from './listing-title';
import { fabricVariantsProduct, supplyProduct } from './test/product-factory';
import type { FabricProduct } from './schemas/fabric';
import type { Recorded } from './schemas/supplies';

const line = (items: { label: string; text: string }[], label: string) => items.find((i) => i.label === label)?.text;

describe('listing description', () => {
  // Issue 42 item 1: the title said '3/8 inch wide' over a description of '0.375'.
  it('gives an inch width as the title does', () => {
    const elastic = supplyProduct('Elastic', { widthIn: 0.375 });
    expect(supplyTitle(elastic)).toContain('3/8 inch wide');
    expect(line(listingDescriptionItems(elastic), 'Width (in)')).toBe('3/8');
    expect(listingDescriptionHtml(elastic)).not.toContain('0.375');
  });

  // Issue 42 item 2: '- | Discoloration | Faded spot' named no variant.
  it('names the variant each flaw belongs to, and says when one has none', () => {
    const fabric = fabricVariantsProduct({ imperfections: [[], ['Discoloration', 'Faded spot']] });
    expect(line(listingDescriptionItems(fabric), 'Imperfections')).toBe('2 m: no flaws; 3.5 m: Discoloration, Faded spot');
  });

  it('gives one list when the variants share it, and No flaws when none has any', () => {
    const shared = fabricVariantsProduct({ variantedFields: ['lengthM', 'price', 'quantity'], imperfections: [['Discoloration']] });
    expect(line(listingDescriptionItems(shared), 'Imperfections')).toBe('Discoloration');
    expect(line(listingDescriptionItems(fabricVariantsProduct({ imperfections: [] })), 'Imperfections')).toBe('No flaws');
  });

  it('names variants by length, by size when lengths repeat, and the roll row as the roll', () => {
    const roll: Recorded<FabricProduct> = { productType: 'Fabric', bundleOrRoll: 'Roll', lengthM: [25, 2], widthCM: [140] };
    expect(fabricVariantNames(roll)).toEqual(['25 m roll', '2 m']);
    const same: Recorded<FabricProduct> = { productType: 'Fabric', bundleOrRoll: 'Bundle', lengthM: [2, 2], widthCM: [148, 110] };
    expect(fabricVariantNames(same)).toEqual(['2 m x 148 cm', '2 m x 110 cm']);
  });
});
