/**
 * Every cell of every suggested-price table, pinned from the written numbers (issue 16, item 24):
 * a hand-made change to a fabric base cell or to the thread Serger price survived the older tests,
 * which sampled a few cells and checked properties that any table satisfies.
 *
 * The expected numbers are typed here, never imported from src: a test that reads its expectation
 * from the table it checks cannot fail. Where they come from:
 * - SPEC: spec 000 section 9 (fabric) and spec 001 section 9 (supplies), quoted beside each table;
 * - D10 / D11: docs/decisions.md, where the spec says 'not shown' and the decision gives the value;
 * - PINNED: values neither the spec nor a decision states (the fabric base cells, button tiers,
 *   trim / elastic / bias tape bands and type factors). They are transcribed from today's
 *   `pricing-tables.ts` so that any change to them is deliberate: whoever tunes a price edits the
 *   table and this file together, and the review sees both.
 *
 * Prices go through the public functions the pages use: `suggestPrice(draft)` (src/shared/products.ts)
 * for whole drafts, `fabricBase` for the base table across every fibre and knit/weave name, and
 * `supplyPriceStep` for the step boundaries.
 */
import { describe, expect, it } from 'vitest';
import { suggestPrice } from '../products';
import type { FabricDraft } from '../schemas/fabric';
import type { SupplyDraft } from '../schemas/supply-draft';
import { KNIT_TYPES, WEAVE_TYPES } from '../catalogue/fabric';
import { fabricBase, suggestFabricBase, type FabricPriceInput } from './fabric-price';
import { suggestSupplyBase, supplyPriceStep } from './supply-price';
import { bundlePriceFromRoll } from './bundle-price';

const dollars = (...values: number[]) => values.map((v) => `$${v.toFixed(2)}`);

// ---- Fabric (spec 000 section 9, D10) ---------------------------------------------------------

/** D8: the fibres of each group, as the decision lists them. */
const FIBRES_BY_GROUP = {
  natural: ['Cotton', 'Organic Cotton', 'Linen', 'Hemp', 'Silk', 'Wool', 'Cashmere', 'Alpaca', 'Mohair', 'Ramie', 'Jute'],
  naturalBlend: ['Rayon', 'Rayon From Bamboo', 'Viscose', 'Modal', 'Tencel', 'Lyocell', 'Cupro', 'Acetate', 'Triacetate'],
  synthetic: ['Polyester', 'Nylon', 'Acrylic', 'Spandex', 'Polypropylene', 'Metallic', 'Polyurethane', 'Vinyl'],
} as const;
type Group = keyof typeof FIBRES_BY_GROUP;

/** SPEC: 'Premium fibres (rayon from bamboo, hemp, linen, modal, tencel, lyocell, organic cotton, wool, silk, cashmere) multiply by 1.1'. */
const PREMIUM = ['Rayon From Bamboo', 'Hemp', 'Linen', 'Modal', 'Tencel', 'Lyocell', 'Organic Cotton', 'Wool', 'Silk', 'Cashmere'];

/**
 * PINNED (D10: `FABRIC_BASE[group][Knit|Woven][light|standard|heavy]`, values 5 to 12; the spec
 * says only 'values 2 to 18'). Dollars per metre.
 */
const FABRIC_BASE_CELLS: [Group, 'Knit' | 'Woven', 'light' | 'standard' | 'heavy', number][] = [
  ['natural', 'Woven', 'light', 10],
  ['natural', 'Woven', 'standard', 9],
  ['natural', 'Woven', 'heavy', 12],
  ['natural', 'Knit', 'light', 9],
  ['natural', 'Knit', 'standard', 10],
  ['natural', 'Knit', 'heavy', 12],
  ['naturalBlend', 'Woven', 'light', 8],
  ['naturalBlend', 'Woven', 'standard', 8],
  ['naturalBlend', 'Woven', 'heavy', 10],
  ['naturalBlend', 'Knit', 'light', 8],
  ['naturalBlend', 'Knit', 'standard', 9],
  ['naturalBlend', 'Knit', 'heavy', 10],
  ['synthetic', 'Woven', 'light', 5],
  ['synthetic', 'Woven', 'standard', 6],
  ['synthetic', 'Woven', 'heavy', 8],
  ['synthetic', 'Knit', 'light', 6],
  ['synthetic', 'Knit', 'standard', 7],
  ['synthetic', 'Knit', 'heavy', 8],
];

/** A plain roll: no quality, pattern, imperfection, premium fibre or heavy weight to move the base. */
function fabricDraft(over: Partial<FabricDraft> = {}): FabricDraft {
  return {
    productType: 'Fabric',
    bundleOrRoll: 'Roll',
    knitOrWoven: 'Woven',
    knitWeaveType: 'Poplin',
    weight: 'Medium',
    contentType: 'Known',
    knownContent: [{ content: 'Cotton', amount: 100 }],
    lengthM: ['20'],
    ...over,
  };
}
const fabricSuggestion = (over: Partial<FabricDraft> = {}) => suggestPrice(fabricDraft(over)).base;

describe('fabric base table: every cell, for every fibre of its group and every knit or weave name of its class (D10)', () => {
  it('has the 18 cells of 3 groups x 2 constructions x 3 classes, each inside the spec range 2 to 18', () => {
    expect(FABRIC_BASE_CELLS).toHaveLength(18);
    for (const [, , , value] of FABRIC_BASE_CELLS) {
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(18);
    }
  });

  it.each(FABRIC_BASE_CELLS)('%s %s %s: %d per metre', (group, construction, weightClass, expected) => {
    const names = (construction === 'Knit' ? KNIT_TYPES : WEAVE_TYPES)[weightClass];
    expect(names.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const fibre of FIBRES_BY_GROUP[group]) {
      for (const name of names) {
        // Both a heavy-looking and a light-looking weight: the class decides, not the weight.
        for (const weight of ['Light', 'Heavy'] as const) {
          const got = fabricBase({ contentType: 'Known', primaryFibre: fibre, knitOrWoven: construction, knitWeaveType: name, weight });
          if (got !== expected) wrong.push(`${fibre} / ${name} / ${weight}: ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // The same cells through the entry point the Price page uses, with a fibre that is not premium.
  const plainFibre: Record<Group, string> = { natural: 'Cotton', naturalBlend: 'Viscose', synthetic: 'Polyester' };
  // Names every fibre of the sample comes in (polar fleece is synthetic only, D8's knit and weave names by fibre).
  const sampleName = {
    Knit: { light: 'Jersey', standard: 'Interlock', heavy: 'Sweater Knit' },
    Woven: { light: 'Voile', standard: 'Poplin', heavy: 'Denim' },
  } as const;
  it.each(FABRIC_BASE_CELLS)('suggestPrice for a %s %s %s roll is the cell, %d', (group, construction, weightClass, expected) => {
    const knitWeaveType = sampleName[construction][weightClass];
    expect(
      fabricSuggestion({ knitOrWoven: construction, knitWeaveType, knownContent: [{ content: plainFibre[group], amount: 100 }] }),
    ).toBe(expected);
  });
});

describe('fabric base fallbacks (spec 000 section 9)', () => {
  it.each([
    ['Natural', 10],
    ['Natural Blend', 8],
    ['Synthetic', 8],
    ['Synthetic Blend', 6],
  ] as const)("estimated general content '%s' is %d", (estimatedGeneral, value) => {
    expect(fabricBase({ contentType: 'EstimatedGeneral', estimatedGeneral })).toBe(value);
    expect(fabricSuggestion({ contentType: 'EstimatedGeneral', estimatedGeneral, knownContent: undefined })).toBe(value);
  });

  it("unknown general content uses 7 ('unknown general content uses 7')", () => {
    expect(fabricBase({ contentType: 'EstimatedGeneral' })).toBe(7);
    expect(fabricSuggestion({ contentType: 'EstimatedGeneral', knownContent: undefined })).toBe(7);
  });

  it("a fibre that is not found falls back to 8 per unit ('the lookup falls back to 8 per unit when the fibre is not found')", () => {
    expect(
      fabricBase({ contentType: 'Known', primaryFibre: 'Unobtainium', knitOrWoven: 'Woven', knitWeaveType: 'Denim', weight: 'Heavy' }),
    ).toBe(8);
    expect(fabricBase({ contentType: 'Known', knitOrWoven: 'Knit', knitWeaveType: 'Jersey', weight: 'Light' })).toBe(8);
    expect(fabricSuggestion({ knownContent: [{ content: 'Unobtainium', amount: 100 }] })).toBe(8);
  });

  // SPEC: 'weight Light 4, Medium 8, Heavy 10'; D10: used when the knit or weave name is not in the lists.
  it.each([
    ['Light', 4],
    ['Medium', 8],
    ['Heavy', 10],
  ] as const)('a knit or weave name not in the lists takes the %s weight value %d', (weight, value) => {
    for (const fibre of ['Cotton', 'Viscose', 'Polyester']) {
      for (const knitOrWoven of ['Knit', 'Woven'] as const) {
        expect(fabricBase({ contentType: 'Known', primaryFibre: fibre, knitOrWoven, knitWeaveType: 'Mystery Cloth', weight })).toBe(value);
      }
    }
  });
});

describe('fabric adjustments (spec 000 section 9)', () => {
  // An unknown weave name with Medium weight gives a base of 8 for any fibre, premium or not.
  const eight: Partial<FabricDraft> = { knitWeaveType: 'Mystery Cloth', weight: 'Medium' };

  it.each(PREMIUM)('premium fibre %s multiplies by 1.1', (fibre) => {
    const knownContent = [{ content: fibre, amount: 100 }];
    expect(fabricSuggestion({ ...eight, knownContent })).toBe(9); // 8.8 -> 9
    expect(fabricSuggestion({ ...eight, knownContent, bundleOrRoll: 'Bundle', lengthM: ['9.99'] })).toBe(88); // 87.912 -> 88
    expect(fabricSuggestion({ ...eight, knownContent, bundleOrRoll: 'Bundle', lengthM: ['5'] })).toBe(44);
  });

  const notPremium = Object.values(FIBRES_BY_GROUP)
    .flat()
    .filter((f) => !PREMIUM.includes(f));
  it.each(notPremium)('%s is not premium', (fibre) => {
    expect(fabricSuggestion({ ...eight, knownContent: [{ content: fibre, amount: 100 }], bundleOrRoll: 'Bundle', lengthM: ['5'] })).toBe(
      40,
    );
  });

  it('a premium primary fibre of an estimate counts too', () => {
    expect(
      fabricSuggestion({
        ...eight,
        contentType: 'EstimatedSpecific',
        knownContent: undefined,
        estimatedPrimary: 'Silk',
        bundleOrRoll: 'Bundle',
        lengthM: ['5'],
      }),
    ).toBe(44);
  });

  it('heavy weight adds 2 (on top of the weight value the unknown weave falls back to)', () => {
    expect(fabricSuggestion({ knitWeaveType: 'Mystery Cloth', weight: 'Heavy' })).toBe(12); // 10 + 2
    expect(fabricSuggestion({ knitWeaveType: 'Poplin', weight: 'Heavy' })).toBe(11); // cell 9 + 2
    expect(fabricSuggestion({ knitWeaveType: 'Poplin', weight: 'Light' })).toBe(9);
    expect(fabricSuggestion({ knitWeaveType: 'Poplin', weight: 'Medium' })).toBe(9);
  });

  it.each(['Stripes', 'Plaid', 'Floral', 'Polka Dots', 'Houndstooth', 'Something Typed'])('pattern %s adds 1', (pattern) => {
    expect(fabricSuggestion({ ...eight, pattern })).toBe(9);
  });

  it('pattern None (any case) or no pattern adds nothing', () => {
    expect(fabricSuggestion({ ...eight, pattern: 'None' })).toBe(8);
    expect(fabricSuggestion({ ...eight, pattern: 'none' })).toBe(8);
    expect(fabricSuggestion({ ...eight })).toBe(8);
  });

  // SPEC: 'imperfection deductions 0.3 for Discoloration and 0.2 for scented, small holes, run'; 'the largest listed factor (default 0.2)'.
  // A 5 m bundle of base 8 is 40 before the cut.
  const bundle5: Partial<FabricDraft> = { ...eight, bundleOrRoll: 'Bundle', lengthM: ['5'] };
  it.each([
    [['Discoloration'], 28],
    [['scented'], 32],
    [['small holes'], 32],
    [['run'], 32],
    [['Scented'], 32],
    [['Small Holes'], 32],
    [['Run'], 32],
    [['A tear along the fold'], 32], // default 0.2
    [['run', 'Discoloration', 'scented'], 28], // the largest only, never summed
    [['scented', 'small holes', 'run'], 32],
  ] as const)('imperfections %j cut the price to %d', (imperfections, price) => {
    expect(fabricSuggestion({ ...bundle5, imperfections: [[...imperfections]] })).toBe(price);
  });

  it('no imperfections, or an answer of No, cut nothing', () => {
    expect(fabricSuggestion({ ...bundle5 })).toBe(40);
    expect(fabricSuggestion({ ...bundle5, imperfections: [['Discoloration']], imperfectionExists: 'No' })).toBe(40);
  });

  // SPEC: 'quality adjustments from -2 to 6 (Quilted Top 6, Long Hair 2, Short Hair -2, Unbleached/Undyed -1)'.
  it.each([
    ['Quilted Top', 14],
    ['Long Hair', 10],
    ['Short Hair', 6],
    ['Unbleached/Undyed', 7],
    ['Vintage', 8],
  ] as const)('quality %s adjusts the base of 8 to %d', (quality, price) => {
    expect(fabricSuggestion({ ...eight, quality: [quality] })).toBe(price);
  });

  it('quality adjustments add up, and an answer of No drops them', () => {
    expect(fabricSuggestion({ ...eight, quality: ['Long Hair', 'Unbleached/Undyed'] })).toBe(9);
    expect(fabricSuggestion({ ...eight, quality: ['Quilted Top'], qualityExists: 'No' })).toBe(8);
  });

  it('bundles multiply by length and round up to the nearest 0.5', () => {
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Bundle', lengthM: ['1'] })).toBe(8);
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Bundle', lengthM: ['2.5'] })).toBe(20);
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Bundle', lengthM: ['1.01'] })).toBe(8.5); // 8.08 -> 8.5
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Bundle', lengthM: ['1.07'] })).toBe(9); // 8.56 -> 9
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Bundle', lengthM: ['0.5'] })).toBe(4);
    // A roll is priced per metre: its length does not multiply.
    expect(fabricSuggestion({ ...eight, bundleOrRoll: 'Roll', lengthM: ['30'] })).toBe(8);
  });

  it('combines in the order D10 records: (base + quality) x premium + heavy + pattern, minus the cut, x length, round up to 0.5', () => {
    // Linen denim: natural woven heavy 12; Long Hair +2 = 14; x1.1 = 15.4; Heavy +2 = 17.4;
    // Stripes +1 = 18.4; Run -20% = 14.72; 2 m = 29.44 -> 29.5.
    const input: FabricPriceInput = {
      contentType: 'Known',
      primaryFibre: 'Linen',
      knitOrWoven: 'Woven',
      knitWeaveType: 'Denim',
      weight: 'Heavy',
      qualities: ['Long Hair'],
      pattern: 'Stripes',
      imperfections: ['Run'],
      bundleOrRoll: 'Bundle',
      lengthM: 2,
    };
    expect(suggestFabricBase(input)).toBe(29.5);
  });
});

describe('fabric price choices (spec 000 section 9: step a is 2, 1 if the base is 4 or less; offsets -2a, -a, 0, +2, +4)', () => {
  it.each([
    // base 9 (cotton poplin roll): a = 2
    [{}, dollars(5, 7, 9, 11, 13)],
    // base 20 (8 x 2.5 m bundle): a = 2
    [{ knitWeaveType: 'Mystery Cloth', bundleOrRoll: 'Bundle', lengthM: ['2.5'] }, dollars(16, 18, 20, 22, 24)],
    // base 4.5: just over 4, a = 2
    [{ knitWeaveType: 'Mystery Cloth', weight: 'Medium', bundleOrRoll: 'Bundle', lengthM: ['0.55'] }, dollars(0.5, 2.5, 4.5, 6.5, 8.5)],
    // base 4 (Light weight fallback): a = 1, but the +2 and +4 offsets do not scale with a
    [{ knitWeaveType: 'Mystery Cloth', weight: 'Light' }, dollars(2, 3, 4, 6, 8)],
    // base 3.5: a = 1
    [{ knitWeaveType: 'Mystery Cloth', weight: 'Light', bundleOrRoll: 'Bundle', lengthM: ['0.85'] }, dollars(1.5, 2.5, 3.5, 5.5, 7.5)],
  ] as [Partial<FabricDraft>, string[]][])('%j offers %j', (over, choices) => {
    expect(suggestPrice(fabricDraft(over)).choices).toEqual(choices);
  });
});

// ---- Supplies (spec 001 section 9, D11) -----------------------------------------------------------

const supply = (productType: SupplyDraft['productType'], fields: Record<string, unknown>): SupplyDraft => ({ productType, ...fields });
const base = (d: SupplyDraft) => suggestPrice(d).base;
const imperfect = { imperfectionExists: 'Yes', imperfections: ['Stain'] };

describe('zippers (spec 001: coil 1, molded 1.25, invisible 1.25, metal 1.5; designer or heavy duty +0.5, +0.25 for tape)', () => {
  // Tape By The Meter has no length, so the type price stands alone.
  it.each([
    ['Coil', 1],
    ['Molded Plastic', 1.25],
    ['Invisible', 1.25],
    ['Metal', 1.5],
  ] as const)('%s tape: %d', (zipperType, price) => {
    expect(base(supply('Zippers', { sellingUnit: 'Tape By The Meter', zipperType }))).toBe(price);
  });

  it.each([
    ['Designer', 'Individual', 2], // coil 1 + length band 0.5 + 0.5
    ['Heavy Duty', 'Individual', 2],
    ['Vintage', 'Individual', 1.5],
    ['Designer', 'Tape By The Meter', 1.25], // coil 1 + 0.25
    ['Heavy Duty', 'Tape By The Meter', 1.25],
    ['Vintage', 'Tape By The Meter', 1],
  ] as const)('quality %s, %s: %d', (quality, sellingUnit, price) => {
    expect(base(supply('Zippers', { sellingUnit, zipperType: 'Coil', lengthIn: 5, quality: [quality] }))).toBe(price);
  });

  // SPEC: 'length bands 3-9, 10-18, 19-24, 25-30 add 0.5 per band, over 30 adds 2' (coil 1 + the band).
  it.each([
    [3, 1.5],
    [9, 1.5],
    [9.5, 1.5],
    [10, 2],
    [18, 2],
    [19, 2.5],
    [24, 2.5],
    [25, 3],
    [30, 3],
    [30.5, 3],
    [31, 3],
    [60, 3],
  ])('a %d inch coil zipper: %d', (lengthIn, price) => {
    expect(base(supply('Zippers', { sellingUnit: 'Individual', zipperType: 'Coil', lengthIn }))).toBe(price);
  });

  it('imperfections x0.85, packs x pack size x0.8, rounded up to 0.05', () => {
    expect(base(supply('Zippers', { sellingUnit: 'Tape By The Meter', zipperType: 'Metal', ...imperfect }))).toBe(1.3); // 1.275
    expect(base(supply('Zippers', { sellingUnit: 'Tape By The Meter', zipperType: 'Coil', ...imperfect }))).toBe(0.85);
    expect(base(supply('Zippers', { sellingUnit: 'Pack', zipperType: 'Coil', lengthIn: 5, packSize: 5 }))).toBe(6); // 1.5 x 5 x 0.8
    expect(base(supply('Zippers', { sellingUnit: 'Pack', zipperType: 'Metal', lengthIn: 20, packSize: 10 }))).toBe(24); // 3 x 10 x 0.8
  });

  // D11: 'zipper hardware Slider 0.5, Pull 0.25, Ender 0.1, Stopper 0.05' (spec: 0.05 to 0.5).
  it.each([
    ['Slider', 0.5, 4],
    ['Pull', 0.25, 2],
    ['Ender', 0.1, 0.8],
    ['Stopper', 0.05, 0.4],
  ] as const)('hardware %s: %d each, %d for a pack of 10', (zipperHardwareType, each, pack) => {
    expect(base(supply('Zippers', { sellingUnit: 'Hardware', zipperHardwareType, zipperHardwareSU: 'Individual' }))).toBe(each);
    expect(base(supply('Zippers', { sellingUnit: 'Hardware', zipperHardwareType, zipperHardwareSU: 'Pack', packSize: 10 }))).toBe(pack);
  });
});

describe('ribbing (spec 001: 0.35 or 0.5 collar, cuff, other; 0.75 or 1 waistband; D11: first per piece, second per metre)', () => {
  it.each([
    ['Individual', 'Collars', 'Single Width', 0.35],
    ['Individual', 'Cuffs', 'Single Width', 0.35],
    ['Individual', 'Multi-Use', 'Single Width', 0.35],
    ['Individual', 'Waistbands', 'Single Width', 0.75],
    ['By Meter', 'Collars', undefined, 0.5],
    ['By Meter', 'Cuffs', undefined, 0.5],
    ['By Meter', 'Multi-Use', undefined, 0.5],
    ['By Meter', 'Waistbands', undefined, 1],
    // doubled for double size
    ['Individual', 'Collars', 'Double Width', 0.7],
    ['Individual', 'Waistbands', 'Double Width', 1.5],
    // pack x0.8, times the pack size
    ['Pack', 'Cuffs', 'Single Width', 1.15], // 0.35 x 4 x 0.8 = 1.12
    ['Pack', 'Waistbands', 'Single Width', 2.4], // 0.75 x 4 x 0.8
    ['Pack', 'Waistbands', 'Double Width', 4.8],
  ] as const)('%s %s %s: %d', (sellingUnit, use, size, price) => {
    expect(base(supply('Ribbing', { sellingUnit, uses: [use], ...(size ? { size } : {}), packSize: 4 }))).toBe(price);
  });
});

describe('buttons (spec 001: tiered by material and width, break points 15, 30, 49, 50 mm; D11 tiers under 15, 15-30, 31-49, 50+)', () => {
  /** PINNED: per button, tiers [under 15, 15-30, 31-49, 50 and over]. */
  const TIERS: [string, number, number, number, number][] = [
    ['Plastic', 0.1, 0.15, 0.25, 0.5],
    ['Wood', 0.1, 0.15, 0.25, 0.5],
    ['Paper', 0.05, 0.1, 0.15, 0.25],
    ['Fabric Covered', 0.25, 0.35, 0.5, 0.75],
    ['Leather Covered', 0.25, 0.35, 0.5, 0.75],
    ['Metal', 0.25, 0.5, 0.75, 1],
    ['Brass', 0.25, 0.5, 0.75, 1],
    ['Shell', 0.35, 0.5, 0.75, 1.25],
    ['Glass', 0.25, 0.5, 0.75, 1],
    ['Resin', 0.15, 0.25, 0.35, 0.5],
  ];
  const WIDTHS: [number, 0 | 1 | 2 | 3][] = [
    [5, 0],
    [14, 0],
    [15, 1],
    [20, 1],
    [30, 1],
    [31, 2],
    [40, 2],
    [49, 2],
    [50, 3],
    [200, 3],
  ];

  it.each(TIERS)('%s: %d, %d, %d, %d', (material, ...tiers) => {
    for (const [widthMM, tier] of WIDTHS) {
      expect({ widthMM, price: base(supply('Buttons', { sellingUnit: 'Individual', materials: [material], widthMM })) }).toEqual({
        widthMM,
        price: tiers[tier],
      });
    }
  });

  it('a material not in the table takes the fallback of 8 per unit', () => {
    expect(base(supply('Buttons', { sellingUnit: 'Individual', materials: ['Bone'], widthMM: 20 }))).toBe(8);
  });

  it('packs x pack size x0.8; imperfections x0.85', () => {
    expect(base(supply('Buttons', { sellingUnit: 'Pack', materials: ['Metal'], widthMM: 20, packSize: 10 }))).toBe(4); // 0.5 x 10 x 0.8
    expect(base(supply('Buttons', { sellingUnit: 'Individual', materials: ['Shell'], widthMM: 60, ...imperfect }))).toBe(1.1); // 1.0625
  });
});

describe('thread (D11: Home Sewing 1, Serger 2, Industrial 4 (+1 heavy), Skein 0.5; less than full x0.7)', () => {
  it.each([
    ['Home Sewing', undefined, 'Full', 1],
    ['Serger', undefined, 'Full', 2],
    ['Industrial', 'Light', 'Full', 4],
    ['Industrial', 'Medium', 'Full', 4],
    ['Industrial', 'Heavy', 'Full', 5],
    ['Skein', undefined, 'Full', 0.5],
    ['Home Sewing', undefined, 'Less Than Full', 0.7],
    ['Serger', undefined, 'Less Than Full', 1.4],
    ['Industrial', 'Medium', 'Less Than Full', 2.8],
    ['Industrial', 'Heavy', 'Less Than Full', 3.5],
    ['Skein', undefined, 'Less Than Full', 0.35],
  ] as const)('%s %s %s: %d', (spoolSize, indusWeight, threadOnSpool, price) => {
    expect(base(supply('Thread', { sellingUnit: 'Individual', spoolSize, ...(indusWeight ? { indusWeight } : {}), threadOnSpool }))).toBe(
      price,
    );
  });

  it('packs x pack size x0.8; imperfections x0.85', () => {
    expect(base(supply('Thread', { sellingUnit: 'Pack', spoolSize: 'Serger', threadOnSpool: 'Full', packSize: 4 }))).toBe(6.4);
    expect(base(supply('Thread', { sellingUnit: 'Pack', spoolSize: 'Home Sewing', threadOnSpool: 'Various', packSize: 2 }))).toBe(1.6);
    expect(base(supply('Thread', { sellingUnit: 'Individual', spoolSize: 'Serger', threadOnSpool: 'Full', ...imperfect }))).toBe(1.7);
  });
});

/** Imperial widths as staff type them, with the inches they stand for. */
const width = (typed: string) => ({ widthMixedUnit: 'Imperial', widthTyped: typed });

describe('trim per metre (PINNED: width bands under 1/2, 1, 2, 4 in and wider; type factors)', () => {
  it.each([
    ['1/4', 0.5],
    ['3/8', 0.5],
    ['1/2', 0.75],
    ['3/4', 0.75],
    ['1', 1],
    ['1 1/2', 1],
    ['2', 1.5],
    ['3', 1.5],
    ['4', 2],
    ['6', 2],
  ])('%s in Ribbon by the metre: %d', (typed, price) => {
    expect(base(supply('Trim', { sellingUnit: 'By Meter', trimType: 'Ribbon', ...width(typed) }))).toBe(price);
  });

  it('a metric width is read in millimetres (25.4 mm = 1 in)', () => {
    expect(base(supply('Trim', { sellingUnit: 'By Meter', trimType: 'Ribbon', widthMixedUnit: 'Metric', widthTyped: '25.4' }))).toBe(1);
    expect(base(supply('Trim', { sellingUnit: 'By Meter', trimType: 'Ribbon', widthMixedUnit: 'Metric', widthTyped: '12' }))).toBe(0.5);
  });

  it.each([
    ['Lace', 1.5],
    ['Faux Fur', 2],
    ['Webbing', 1.2],
    ['Piping', 1.2],
    ['Ribbon', 1],
    ['Tape', 1],
    ['Cording', 1],
    ['Braided', 1],
    ['Ricrac', 1],
  ])('type %s: factor %d (on a 1 in width, 1 per metre)', (trimType, price) => {
    expect(base(supply('Trim', { sellingUnit: 'By Meter', trimType, ...width('1') }))).toBe(price);
  });
});

describe('roll discounts (spec 001: x0.6 at length 30 or more, x0.7 at 11 or more, else x0.8)', () => {
  it.each([
    [5, 4],
    [10, 8],
    [10.5, 8.4],
    [11, 7.7],
    [20, 14],
    [29, 20.3],
    [29.9, 20.95], // 20.93 rounded up to 0.05
    [30, 18],
    [50, 30],
  ])('a %d m trim roll at 1 per metre: %d', (lengthM, price) => {
    expect(base(supply('Trim', { sellingUnit: 'Roll', trimType: 'Ribbon', ...width('1'), lengthM }))).toBe(price);
  });

  it('apply to elastic and bias tape rolls too', () => {
    // The elastic roll's own base, which is its suggested price; 85% of it picks the step (D139, below).
    expect(suggestSupplyBase(supply('Elastic', { sellingUnit: 'Roll', elasticType: 'Braided', ...width('2'), lengthM: 30 }))).toBe(18); // 1 x 30 x 0.6
    expect(suggestSupplyBase(supply('Elastic', { sellingUnit: 'Roll', elasticType: 'Braided', ...width('2'), lengthM: 11 }))).toBe(7.7);
    expect(base(supply('Bias Tape', { sellingUnit: 'Roll', biasTapeType: 'Single Fold', ...width('1'), lengthM: 11 }))).toBe(4.65); // 0.6 x 11 x 0.7 = 4.62
  });

  it('bundles multiply by length, packs by length x pack size x0.8', () => {
    expect(base(supply('Trim', { sellingUnit: 'Bundle', trimType: 'Ribbon', ...width('1'), lengthM: 3 }))).toBe(3);
    expect(base(supply('Trim', { sellingUnit: 'Pack', trimType: 'Lace', ...width('1'), lengthM: 2, packSize: 5 }))).toBe(12); // 1.5 x 2 x 5 x 0.8
  });
});

describe('elastic per metre (PINNED: width bands under 1/2, 1, 2 in and wider; type factors)', () => {
  it.each([
    ['1/4', 0.25],
    ['1/2', 0.4],
    ['3/4', 0.4],
    ['1', 0.6],
    ['1 1/2', 0.6],
    ['2', 1],
    ['3', 1],
  ])('%s in Braided by the metre: %d', (typed, price) => {
    expect(base(supply('Elastic', { sellingUnit: 'By Meter', elasticType: 'Braided', ...width(typed) }))).toBe(price);
  });

  it.each([
    ['Lingerie', 1.2],
    ['Swim', 1.2],
    ['Plush-Back', 1.2],
    ['Foldover', 1.2],
    ['Pre-Sewn', 1.5],
    ['Braided', 1],
    ['Knitted', 1],
    ['Woven', 1],
    ['Drawcord', 1],
    ['Buttonhole', 1],
    ['Ribbed Non-Roll', 1],
    ['Cord', 1],
    ['Clear', 1],
  ])('type %s: factor %d (on a 2 in width, 1 per metre)', (elasticType, price) => {
    expect(base(supply('Elastic', { sellingUnit: 'By Meter', elasticType, ...width('2') }))).toBe(price);
  });
});

describe('bias tape per metre (PINNED: width bands under 1/2, 1 in and wider; type factors; packages x0.9)', () => {
  it.each([
    ['1/4', 0.3],
    ['1/2', 0.4],
    ['3/4', 0.4],
    ['1', 0.6],
    ['2', 0.6],
  ])('%s in Single Fold by the metre: %d', (typed, price) => {
    expect(base(supply('Bias Tape', { sellingUnit: 'By Meter', biasTapeType: 'Single Fold', ...width(typed) }))).toBe(price);
  });

  it.each([
    ['Fusible', 0.8], // 0.6 x 1.3 = 0.78
    ['Blanket', 0.9],
    ['Continuous', 0.6],
    ['Double Fold', 0.6],
    ['Single Fold', 0.6],
  ])('type %s on a 1 in width: %d per metre', (biasTapeType, price) => {
    expect(base(supply('Bias Tape', { sellingUnit: 'By Meter', biasTapeType, ...width('1') }))).toBe(price);
  });

  it('a package is length x per metre x0.9; a bundle is length x per metre', () => {
    expect(base(supply('Bias Tape', { sellingUnit: 'Package', biasTapeType: 'Double Fold', ...width('1'), lengthM: 5 }))).toBe(2.7);
    expect(base(supply('Bias Tape', { sellingUnit: 'Bundle', biasTapeType: 'Double Fold', ...width('1'), lengthM: 5 }))).toBe(3);
  });
});

describe('sewing patterns and other supplies (spec 001: patterns fixed 3.5, step 2; other supply: no preset prices)', () => {
  it('a sewing pattern is 3.5 whatever it is, imperfections included', () => {
    expect(suggestPrice(supply('Sewing Patterns', {}))).toEqual({ base: 3.5, choices: dollars(1.5, 3.5, 5.5, 7.5) });
    expect(base(supply('Sewing Patterns', { patternType: 'Craft', brand: 'Vogue', ...imperfect }))).toBe(3.5);
  });

  it('an Everything Else item has no suggestion and no choices', () => {
    expect(suggestPrice(supply('Other Supply', { otherSupplyType: 'Beads', sellingUnit: 'Pack', packSize: 10 }))).toEqual({
      base: null,
      choices: [],
    });
  });
});

describe('supply rounding (spec 001: rounded up to the nearest 0.05)', () => {
  it('rounds up, never to the nearest', () => {
    expect(base(supply('Ribbing', { sellingUnit: 'Pack', uses: ['Cuffs'], size: 'Single Width', packSize: 3 }))).toBe(0.85); // 0.84
    expect(base(supply('Zippers', { sellingUnit: 'Hardware', zipperHardwareType: 'Stopper', zipperHardwareSU: 'Pack', packSize: 3 }))).toBe(
      0.15,
    ); // 0.12
  });
});

describe('supply price steps (spec 001 section 9, step a by type)', () => {
  const step = (d: SupplyDraft, b: number | null) => supplyPriceStep(d, b);

  it('ribbing: 0.25 for pack, else 0.1', () => {
    expect(step(supply('Ribbing', { sellingUnit: 'Pack' }), 3)).toBe(0.25);
    expect(step(supply('Ribbing', { sellingUnit: 'Individual' }), 3)).toBe(0.1);
    expect(step(supply('Ribbing', { sellingUnit: 'By Meter' }), 3)).toBe(0.1);
  });

  it('sewing patterns: 2', () => expect(step(supply('Sewing Patterns', {}), 3.5)).toBe(2));

  it.each([
    ['Plastic', 0.05],
    ['Wood', 0.05],
    ['Paper', 0.05],
    ['Fabric Covered', 0.1],
    ['Leather Covered', 0.1],
    ['Metal', 0.25],
    ['Brass', 0.25],
    ['Shell', 0.25],
    ['Glass', 0.1],
    ['Resin', 0.1],
  ])('buttons of %s: %d (0.25 whatever the material for a unique shape)', (material, a) => {
    expect(step(supply('Buttons', { sellingUnit: 'Individual', materials: [material] }), 1)).toBe(a);
    expect(step(supply('Buttons', { sellingUnit: 'Pack', materials: [material], uniqueShape: true }), 1)).toBe(0.25);
  });

  it('thread: 0.25 if the base is under 1.5, else 0.5; 0.1 with no base', () => {
    const t = supply('Thread', { sellingUnit: 'Individual' });
    expect(step(t, 0.5)).toBe(0.25);
    expect(step(t, 1.45)).toBe(0.25);
    expect(step(t, 1.5)).toBe(0.5);
    expect(step(t, 4)).toBe(0.5);
    expect(step(t, null)).toBe(0.1);
  });

  it('trim: by meter 0.25 under 2, else 0.5; bundle and pack 0.5 up to 4, 1 up to 10, else 2; roll 1 up to 10, 2 up to 20, else 4', () => {
    const unit = (sellingUnit: string) => supply('Trim', { sellingUnit });
    expect([1.95, 2, 5].map((b) => step(unit('By Meter'), b))).toEqual([0.25, 0.5, 0.5]);
    for (const u of ['Bundle', 'Pack']) expect([4, 4.05, 10, 10.05].map((b) => step(unit(u), b))).toEqual([0.5, 1, 1, 2]);
    expect([10, 10.05, 20, 20.05].map((b) => step(unit('Roll'), b))).toEqual([1, 2, 2, 4]);
  });

  it('elastic: roll on 85% of the base, 1 up to 10, 2 up to 20, else 4; bundle 0.25 (0.05 at 0.25 or less); pack 0.25 above 0.5, else 0.1', () => {
    const unit = (sellingUnit: string) => supply('Elastic', { sellingUnit });
    // 85% of 11.76 is 9.996; of 11.8 is 10.03; of 23.52 is 19.992; of 23.6 is 20.06
    expect([11.76, 11.8, 23.52, 23.6].map((b) => step(unit('Roll'), b))).toEqual([1, 2, 2, 4]);
    expect([0.2, 0.25, 0.3].map((b) => step(unit('Bundle'), b))).toEqual([0.05, 0.05, 0.25]);
    expect([0.5, 0.55].map((b) => step(unit('Pack'), b))).toEqual([0.1, 0.25]);
    expect(step(unit('By Meter'), 5)).toBe(0.1);
  });

  it('bias tape: roll 4 over 20, 2 over 10, else 1; bundle or package 1 at 6.5 or more, 0.5 between 2.5 and 6.5, else 0.25; otherwise 0.1', () => {
    const unit = (sellingUnit: string) => supply('Bias Tape', { sellingUnit });
    expect([10, 10.05, 20, 20.05].map((b) => step(unit('Roll'), b))).toEqual([1, 2, 2, 4]);
    // 2.5 itself is left out: the spec's 'between 2.5 and 6.5' does not say which side it falls on.
    for (const u of ['Bundle', 'Package'])
      expect([2, 2.45, 2.55, 6.45, 6.5, 9].map((b) => step(unit(u), b))).toEqual([0.25, 0.25, 0.5, 0.5, 1, 1]);
    expect(step(unit('By Meter'), 3)).toBe(0.1);
  });

  it('all others 0.1: zippers, everything else', () => {
    expect(step(supply('Zippers', { sellingUnit: 'Individual' }), 2)).toBe(0.1);
    expect(step(supply('Other Supply', { sellingUnit: 'Pack' }), 2)).toBe(0.1);
  });
});

describe('supply price choices (D11: base + (-2a, -a, 0, +a, +2a), dropping any at or below zero)', () => {
  it.each([
    // coil tape 1, a = 0.1
    [supply('Zippers', { sellingUnit: 'Tape By The Meter', zipperType: 'Coil' }), 1, dollars(0.8, 0.9, 1, 1.1, 1.2)],
    // serger 2, a = 0.5
    [supply('Thread', { sellingUnit: 'Individual', spoolSize: 'Serger', threadOnSpool: 'Full' }), 2, dollars(1, 1.5, 2, 2.5, 3)],
    // home sewing 1, a = 0.25
    [supply('Thread', { sellingUnit: 'Individual', spoolSize: 'Home Sewing', threadOnSpool: 'Full' }), 1, dollars(0.5, 0.75, 1, 1.25, 1.5)],
    // metal 20 mm 0.5, a = 0.25: 0 is dropped
    [supply('Buttons', { sellingUnit: 'Individual', materials: ['Metal'], widthMM: 20 }), 0.5, dollars(0.25, 0.5, 0.75, 1)],
    // trim roll 18, a = 2
    [supply('Trim', { sellingUnit: 'Roll', trimType: 'Ribbon', ...width('1'), lengthM: 30 }), 18, dollars(14, 16, 18, 20, 22)],
    // elastic roll 18 (D139: 85% of it, 15.3, picks a = 2; the price is the base)
    [supply('Elastic', { sellingUnit: 'Roll', elasticType: 'Braided', ...width('2'), lengthM: 30 }), 18, dollars(14, 16, 18, 20, 22)],
    // bias tape package 2.7, a = 0.5
    [
      supply('Bias Tape', { sellingUnit: 'Package', biasTapeType: 'Double Fold', ...width('1'), lengthM: 5 }),
      2.7,
      dollars(1.7, 2.2, 2.7, 3.2, 3.7),
    ],
  ] as [SupplyDraft, number, string[]][])('%j: base %d, choices %j', (d, b, choices) => {
    expect(suggestPrice(d)).toEqual({ base: b, choices });
  });
});

describe('bundle cut from a roll (D43: roll price per metre x length, rounded up to 0.5, never below 0.5)', () => {
  it.each([
    [9, 2.35, 21.5], // D43's own example: $21.15 listed at $21.50
    [9, 2.5, 22.5],
    [10, 3, 30],
    [12, 0.35, 4.5],
    [0.1, 0.01, 0.5],
  ])('%d per metre x %d m = %d', (perMetre, lengthM, price) => {
    expect(bundlePriceFromRoll(perMetre, lengthM)).toBe(price);
  });
});
