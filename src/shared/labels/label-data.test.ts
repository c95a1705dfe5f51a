import { describe, expect, it } from 'vitest';
import { boxLabelData, contentText, fabricLabels, fontSizeForSku, labelSourceOfRecord, labelsFor, supplyLabel } from './label-data';
import { recordedProduct } from '../products';
import type { FabricProduct } from '../schemas/fabric';
import type { Recorded } from '../schemas/supplies';

describe('label data', () => {
  it.each([
    ['12345', 'Fabric', 46],
    ['123456', 'Fabric', 38],
    ['1234567', 'Zippers', 32],
    ['123456', 'Bias Tape', 32],
    ['1234567', 'Bias Tape', 32],
    ['12345', 'Bias Tape', 46],
  ] as const)('SKU %s of %s prints at %i pt', (sku, type, size) => {
    expect(fontSizeForSku(sku, type)).toBe(size);
  });

  it('gives one fabric label per variant, with the length only for bundles', () => {
    const bundle: Recorded<FabricProduct> = {
      productType: 'Fabric',
      bundleOrRoll: 'Bundle',
      name: 'Harbour Morning',
      price: [18, 31.5],
      lengthM: [2, 3.5],
      widthCM: [148, 148],
      content: {
        contentType: 'Known',
        knownContent: [
          { content: 'Cotton', amount: 60 },
          { content: 'Polyester', amount: 40 },
        ],
      },
    };
    expect(fabricLabels(bundle, ['1001', '1002'])).toEqual([
      {
        kind: 'fabric',
        sku: '1001',
        price: '$18.00',
        name: 'Harbour Morning',
        content: '60% Cotton, 40% Polyester',
        width: '148 CM',
        length: '2 m',
        skuFontSize: 46,
      },
      {
        kind: 'fabric',
        sku: '1002',
        price: '$31.50',
        name: 'Harbour Morning',
        content: '60% Cotton, 40% Polyester',
        width: '148 CM',
        length: '3.5 m',
        skuFontSize: 46,
      },
    ]);
    const roll = fabricLabels({ ...bundle, bundleOrRoll: 'Roll', price: [9], lengthM: [30], widthCM: [150] }, ['1003']);
    expect(roll[0]!.length).toBeNull();
  });

  // Issue 26 item 5: a roll listed with bundle rows sells those rows as bundles, so their labels say their length.
  it("prints each bundle row's length on a roll listed with bundle rows, and none on the roll's own", () => {
    const roll: Recorded<FabricProduct> = {
      productType: 'Fabric',
      bundleOrRoll: 'Roll',
      name: 'Harbour Morning',
      price: [225, 18, 31.5],
      lengthM: [25, 2, 3.5],
      widthCM: [148],
      content: { contentType: 'Known', knownContent: [{ content: 'Cotton', amount: 100 }] },
    };
    const labels = fabricLabels(roll, ['2001', '2002', '2003']);
    expect(labels.map((l) => [l.sku, l.width, l.length])).toEqual([
      ['2001', '148 CM', null],
      ['2002', '148 CM', '2 m'],
      ['2003', '148 CM', '3.5 m'],
    ]);
  });

  it("prints 'missing ...' in place of absent values", () => {
    const [label] = fabricLabels({ productType: 'Fabric', bundleOrRoll: 'Bundle' }, []);
    expect(label).toMatchObject({
      sku: 'missing sku',
      price: 'missing price',
      content: 'missing content',
      width: 'missing width',
      length: 'missing length',
    });
  });

  // Issue 42 item 1: a fabric label printed '2 M' beside an elastic roll's '10 m'.
  it('prints a length one way on every label: the number, a space, m', () => {
    const [bundle] = fabricLabels({ productType: 'Fabric', bundleOrRoll: 'Bundle', lengthM: [2], widthCM: [148], price: [18] }, ['1001']);
    const roll = supplyLabel(
      { productType: 'Elastic', sellingUnit: 'Roll', elasticType: 'Woven', widthIn: 1, lengthM: 10, price: 4.1 },
      '1002',
    );
    expect([bundle!.length, roll.packOrUnit]).toEqual(['2 m', '10 m']);
  });

  it('describes supplies: sku, description, pack size or unit, price', () => {
    expect(
      supplyLabel(
        { productType: 'Bias Tape', sellingUnit: 'Package', biasTapeType: 'Double Fold', widthIn: 0.5, lengthM: 3, price: 1.5 },
        '1234567',
      ),
    ).toEqual({
      kind: 'supply',
      sku: '1234567',
      price: '$1.50',
      description: 'Double Fold Bias Tape 1/2 in',
      packOrUnit: '3 m',
      skuFontSize: 32,
    });
    expect(
      supplyLabel(
        { productType: 'Buttons', sellingUnit: 'Pack', packSize: 4, buttonType: '4 Hole', materials: ['Shell'], widthMM: 15, price: 2.25 },
        '2001',
      ).packOrUnit,
    ).toBe('Pack of 4');
  });

  it('names files per kind and refuses unknown product types', () => {
    expect(labelsFor({ productType: 'Fabric', name: 'Harbour Morning' }, ['1']).fileName).toBe('fabric-label-harbour-morning.pdf');
    expect(labelsFor({ productType: 'Zippers' }, ['4321']).fileName).toBe('zipper-label-4321.pdf');
    expect(() => labelsFor(recordedProduct({ productType: 'Widgets' }), ['1'])).toThrow('Unexpected product type.');
    expect(boxLabelData('6C-1', 'Trim - Lace').fileName).toBe('label-6C-1.pdf');
  });

  it("reads a label's source off the shop's record: its SKUs in order and the prices the shop sells at", () => {
    const details: Recorded<FabricProduct> = {
      productType: 'Fabric',
      bundleOrRoll: 'Roll',
      name: 'Old Item',
      price: [20, 12],
      lengthM: [30, 2],
      widthCM: [150, 150],
    };
    // A roll converted to a bundle in the shop: the shop's price wins over the one uploaded.
    const fabric = labelSourceOfRecord({
      details,
      variants: [
        { sku: '10026', price: '18.50', quantity: 1 },
        { sku: '10027', price: '12.00', quantity: 1 },
      ],
    });
    expect(fabric).toEqual({ product: { ...details, price: [18.5, 12] }, skus: ['10026', '10027'] });
    expect(labelsFor(fabric.product, fabric.skus).labels.map((l) => [l.sku, l.price, l.kind === 'fabric' && l.name])).toEqual([
      ['10026', '$18.50', 'Old Item'],
      ['10027', '$12.00', 'Old Item'],
    ]);
    const supply = labelSourceOfRecord({
      details: { productType: 'Buttons', price: 2 },
      variants: [{ sku: '2001', price: '2.25', quantity: 4 }],
    });
    expect(supply.product).toEqual({ productType: 'Buttons', price: 2.25 });
    // A shop that answers no usable price leaves the uploaded one, never NaN.
    expect(
      labelSourceOfRecord({ details: { productType: 'Buttons', price: 2 }, variants: [{ sku: '2001', price: '', quantity: 4 }] }).product,
    ).toEqual({ productType: 'Buttons', price: 2 });
  });

  it('writes estimated content plainly', () => {
    expect(contentText({ contentType: 'EstimatedSpecific', estimatedSpecificContent: { primary: 'Wool', secondary: 'Nylon' } })).toBe(
      'Wool / Nylon (estimated)',
    );
    expect(contentText({ contentType: 'EstimatedGeneral', estimatedGeneralContent: 'Natural Blend' })).toBe('Natural Blend (estimated)');
  });
});
