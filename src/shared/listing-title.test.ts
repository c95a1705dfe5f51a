import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES } from './catalogue/product-types';
import { supplyDescription } from './labels/label-data';
import { productTitle, type RecordedProduct } from './products';
import type { Recorded, SupplyProduct } from './schemas/supplies';

/** One supply of each kind (and each zipper unit), as the server receives it, with its listing title. */
const TITLES: [string, RecordedProduct, string][] = [
  [
    'Zippers',
    { productType: 'Zippers', sellingUnit: 'Individual', zipperType: 'Metal', lengthIn: 9, closure: 'Closed End' },
    'Metal Zipper - 9 inch long, Closed End',
  ],
  [
    'Zippers',
    {
      productType: 'Zippers',
      sellingUnit: 'Pack',
      brand: 'YKK',
      zipperType: 'Invisible',
      lengthIn: 22.5,
      closure: 'Separating',
      packSize: 3,
    },
    'YKK Invisible Zipper - 22 1/2 inch long, Separating, Pack of 3',
  ],
  [
    'Zippers',
    { productType: 'Zippers', sellingUnit: 'Tape By The Meter', zipperType: 'Coil', widthMM: 5 },
    'Coil Zipper Tape - 5 mm wide, by the Meter',
  ],
  [
    'Zippers',
    { productType: 'Zippers', sellingUnit: 'Hardware', zipperHardwareType: 'Slider', zipperHardwareMaterial: 'Metal', packSize: 10 },
    'Zipper Slider - Metal, Pack of 10',
  ],
  [
    'Buttons',
    { productType: 'Buttons', sellingUnit: 'Pack', buttonType: 'Shank', materials: ['Metal', 'Enamel'], widthMM: 15, packSize: 6 },
    'Shank Buttons - Metal and Enamel, 15 mm, Pack of 6',
  ],
  [
    'Elastic',
    { productType: 'Elastic', sellingUnit: 'Roll', elasticType: 'Knit', widthIn: 0.75, lengthM: 25 },
    'Knit Elastic - 3/4 inch wide, 25 m Roll',
  ],
  [
    'Sewing Patterns',
    { productType: 'Sewing Patterns', brand: "McCall's", patternNumber: 'M7445', patternType: 'Womenswear', condition: 'Sealed' },
    "McCall's M7445 Sewing Pattern - Womenswear",
  ],
  [
    'Thread',
    { productType: 'Thread', sellingUnit: 'Individual', brand: 'Gutermann', threadType: 'All Purpose', material: 'Polyester' },
    'Gutermann All Purpose Thread - Polyester',
  ],
  [
    'Trim',
    { productType: 'Trim', sellingUnit: 'By Meter', trimType: 'Lace', trimContent: ['Cotton'], widthIn: 1.5 },
    'Lace Trim - Cotton, 1 1/2 inch wide, by the Meter',
  ],
  [
    'Ribbing',
    { productType: 'Ribbing', sellingUnit: 'Individual', material: 'Cotton', size: 'Double Width' },
    'Cotton Ribbing - Double Width',
  ],
  [
    'Bias Tape',
    { productType: 'Bias Tape', sellingUnit: 'Package', biasTapeType: 'Double Fold', material: 'Woven', widthIn: 0.5, lengthM: 3 },
    'Double Fold Bias Tape - Woven, 1/2 inch wide, 3 m Package',
  ],
  [
    'Other Supply',
    { productType: 'Other Supply', sellingUnit: 'Individual', otherSupplyType: 'Notions', name: 'Brass Buckle', osSize: 'Small' },
    'Brass Buckle - Notions, Small',
  ],
  ['Other Supply', { productType: 'Other Supply', sellingUnit: 'By Weight', otherSupplyType: 'Feathers' }, 'Feathers - by Weight'],
  ['Other Supply', { productType: 'Other Supply' }, 'Everything Else'],
];

describe('the listing title of a supply', () => {
  it.each(TITLES)('%s: %j is listed as %j', (_kind, product, title) => {
    expect(productTitle(product)).toBe(title);
  });

  it('covers every supply kind', () => {
    expect(new Set(TITLES.map(([kind]) => kind))).toEqual(new Set(SUPPLY_TYPES));
  });

  it("is not the 2-inch label's description, which stays as it was", () => {
    const zipper: Recorded<SupplyProduct<'Zippers'>> = {
      productType: 'Zippers',
      sellingUnit: 'Individual',
      zipperType: 'Metal',
      lengthIn: 9,
      closure: 'Closed End',
    };
    expect(TITLES[0]![1]).toEqual(zipper);
    expect(supplyDescription(zipper)).toBe('Metal Zipper 9 in Closed End');
    expect(productTitle(zipper)).not.toBe(supplyDescription(zipper));
  });
});
