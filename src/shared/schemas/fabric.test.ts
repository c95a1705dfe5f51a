import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildFabric, fabricSchema, missingFabricForPrice, type FabricDraft } from './fabric';
import { validate } from './validate';
import {
  addVariant,
  normaliseKnownContent,
  padVariants,
  removeVariant,
  setHasVariants,
  setSameForAll,
  setVariantCell,
  variantCount,
} from '../rules/fabric';
import { fabricRollDraft, fabricUpToStretchDraft, fabricVariantsDraft } from '../test/product-factory';

/**
 * A bundle with two variants, with what the first test normalises as typed: a blank fibre row, a
 * fibre list out of order, typed colour and use twins, and an imperfection on one variant only.
 */
export const bundleDraft: FabricDraft = fabricVariantsDraft({
  imperfections: [[], ['Small hole near the selvage']],
  knownContent: [
    { content: 'Polyester', amount: '40' },
    { content: 'Cotton', amount: '60' },
    { content: 'Linen', amount: '' },
  ],
  colourOther: 'teal',
  uses: ['Shirts & Blouses'],
  usesOther: 'quilting',
});
/** The same cotton poplin as a 30 m roll without variants. */
const rollDraft: FabricDraft = fabricRollDraft();

const errorsOf = (d: FabricDraft) => {
  const r = validate(fabricSchema, buildFabric(d));
  return r.success ? {} : r.errors;
};

describe('fabric schema (spec 000 section 5)', () => {
  it('accepts a complete bundle with variants and normalises what staff typed', () => {
    const r = validate(fabricSchema, buildFabric(bundleDraft));
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.content).toEqual({
      contentType: 'Known',
      knownContent: [
        { content: 'Cotton', amount: 60 },
        { content: 'Polyester', amount: 40 },
      ],
    });
    expect(r.data.colour).toEqual(['Blue', 'Teal']);
    expect(r.data.uses).toEqual(['Shirts & Blouses', 'Quilting']);
    expect(r.data.name).toBe('Harbour Morning');
    expect(r.data.lengthM).toEqual([2, 3.5]);
  });

  it("requires known content to total 100: 'Known content should equal 100'", () => {
    expect(errorsOf({ ...bundleDraft, knownContent: [{ content: 'Cotton', amount: '60' }] })['content.knownContent']).toEqual([
      'Known content should equal 100',
    ]);
  });

  it('refuses a single fibre typed as 150% instead of storing it as 100%', () => {
    const errors = errorsOf({ ...bundleDraft, knownContent: [{ content: 'Cotton', amount: '150' }], customContent: [] });
    expect(errors['content.knownContent']).toEqual(['Known content should equal 100']);
    expect(errors['content.knownContent.0.amount']).toEqual(['Amount must be at most 100']);
  });

  it('requires a content type, an estimate primary and a general value', () => {
    expect(errorsOf({ ...bundleDraft, contentType: undefined }).content).toEqual(['Content type is required']);
    expect(errorsOf({ ...bundleDraft, contentType: 'EstimatedSpecific' })['content.estimatedSpecificContent']).toEqual([
      'Primary fibre is required',
    ]);
    expect(errorsOf({ ...bundleDraft, contentType: 'EstimatedGeneral' })['content.estimatedGeneralContent']).toEqual([
      'Estimated content is required',
    ]);
  });

  it("checks per-variant arrays: 'has N variants. Should have M' and 'is not a variant field'", () => {
    expect(errorsOf({ ...bundleDraft, price: ['18'] }).price).toEqual(['Price has 1 variants. Should have 2']);
    expect(errorsOf({ ...bundleDraft, hasVariants: 'No', price: undefined, priceOther: '12' }).lengthM).toEqual([
      'Length (m) is not a variant field, but has 2 variants set',
    ]);
  });

  it('limits bundle and roll lengths with the spec messages', () => {
    expect(errorsOf({ ...bundleDraft, lengthM: ['10', '3.5'] })['lengthM.0']).toEqual(['Max length of a bundle is 9.99.']);
    expect(errorsOf({ ...rollDraft, lengthM: ['1000'] })['lengthM.0']).toContain('Max length of a roll is 999.');
  });

  it("refuses duplicate variants: 'There cannot be duplicate variants.'", () => {
    expect(errorsOf({ ...bundleDraft, lengthM: ['2', '2'] }).variantedFields).toEqual(['There cannot be duplicate variants.']);
  });

  it('applies the stretch rules', () => {
    const roll = rollDraft;
    expect(errorsOf({ ...roll, stretch: '2-way' }).widthStretch).toEqual(['width or length stretch must be entered for rolls']);
    expect(errorsOf({ ...roll, stretch: '2-way', widthStretch: 20 }).widthStretch).toBeUndefined();
    expect(errorsOf({ ...roll, stretch: '2-way', slightStretch: true }).widthStretch).toBeUndefined();
    expect(errorsOf({ ...roll, stretch: '4-way', widthStretch: 20 }).widthStretch).toEqual([
      'Both width and length stretch must be entered with 4-way stretch',
    ]);
    expect(errorsOf({ ...bundleDraft, stretch: '2-way', quantity: ['10', '1'] }).widthStretch).toEqual([
      'Bundles with Quantity 10 or more must have stretch percentage',
    ]);
  });

  // Issue 26 item 4: the rules across fields show on the page where the mistake is made, not only
  // once every later page is answered.
  describe('rules across fields, while later pages are still unanswered', () => {
    it('says the 4-way message on widthStretch', () => {
      expect(errorsOf(fabricUpToStretchDraft({ stretch: '4-way', widthStretch: 20 })).widthStretch).toEqual([
        'Both width and length stretch must be entered with 4-way stretch',
      ]);
      expect(errorsOf(fabricUpToStretchDraft({ stretch: '4-way', widthStretch: 20, lengthStretch: 10 })).widthStretch).toBeUndefined();
    });

    it('says the roll and quantity-10 messages on widthStretch', () => {
      expect(errorsOf(fabricUpToStretchDraft({ bundleOrRoll: 'Roll', lengthM: ['25'], stretch: '2-way' })).widthStretch).toEqual([
        'width or length stretch must be entered for rolls',
      ]);
      expect(errorsOf(fabricUpToStretchDraft({ quantity: ['12'], stretch: '2-way' })).widthStretch).toEqual([
        'Bundles with Quantity 10 or more must have stretch percentage',
      ]);
      expect(errorsOf(fabricUpToStretchDraft({ quantity: ['12'], stretch: '2-way', slightStretch: true })).widthStretch).toBeUndefined();
    });

    it('says duplicate variants on Variant Dimensions before the later pages are answered', () => {
      const variants: Partial<FabricDraft> = {
        hasVariants: 'Yes',
        variantedFields: ['lengthM', 'widthCM', 'imperfections', 'price', 'quantity'],
        quantity: ['1', '1'],
        knitOrWoven: undefined,
        contentType: undefined,
      };
      expect(errorsOf(fabricUpToStretchDraft({ ...variants, lengthM: ['2', '2'], widthCM: ['148', '148'] })).variantedFields).toEqual([
        'There cannot be duplicate variants.',
      ]);
      expect(
        errorsOf(fabricUpToStretchDraft({ ...variants, lengthM: ['2', '3'], widthCM: ['148', '148'] })).variantedFields,
      ).toBeUndefined();
      // Rows not typed yet are not alike: each only says it is required.
      expect(errorsOf(fabricUpToStretchDraft({ ...variants, lengthM: ['', ''], widthCM: ['148', '148'] })).variantedFields).toBeUndefined();
    });
  });

  it("requires a date for the Unboxing tag: 'No unboxing date was selected'", () => {
    expect(errorsOf({ ...bundleDraft, mediaTag: 'Unboxing' }).unboxingDate).toEqual(['No unboxing date was selected']);
    expect(errorsOf({ ...bundleDraft, mediaTag: 'Unboxing', unboxingDate: '2026-12-01' }).unboxingDate).toBeUndefined();
  });

  it('needs 3 to 7 photos and 1 to 3 feel sentences', () => {
    expect(errorsOf({ ...bundleDraft, images: ['a'] }).images).toEqual(['Must have at least 3 images']);
    expect(errorsOf({ ...bundleDraft, feel: [] }).feel).toEqual(['Feel is required']);
    expect(errorsOf({ ...bundleDraft, feel: ['A.', 'B.', 'C.', 'D.'] }).feel).toEqual(['Feel must have at most 3 items']);
  });

  it('lists the fields the price page still needs, in the spec order', () => {
    expect(missingFabricForPrice({ productType: 'Fabric' }).map((m) => m.label)).toEqual([
      'Bundle or Roll',
      'Knit or Woven',
      'Weight',
      'Content',
      'Length (m)',
      'Uses',
    ]);
    expect(missingFabricForPrice(bundleDraft)).toEqual([]);
  });
});

describe('fabric rules of state', () => {
  it('normalises known content: numbers as typed (never capped), blanks dropped, largest first', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            content: fc.constantFrom('Cotton', 'Silk', ' ', 'Wool'),
            amount: fc.oneof(fc.integer({ min: -5, max: 150 }), fc.constant('')),
          }),
        ),
        (entries) => {
          const out = normaliseKnownContent(entries);
          for (const e of out) {
            expect(e.amount).toBeGreaterThan(0);
            expect(e.content).not.toBe('');
          }
          const typed = entries.filter((e) => e.content.trim() && Number(e.amount) > 0).map((e) => Number(e.amount));
          expect(out.map((e) => e.amount).sort((a, b) => a - b)).toEqual(typed.sort((a, b) => a - b));
          for (let i = 1; i < out.length; i += 1) expect(out[i - 1]!.amount).toBeGreaterThanOrEqual(out[i]!.amount);
        },
      ),
    );
  });

  it('keeps every per-variant array at the variant count through any padding, adding and removing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('add'), fc.integer({ min: 0, max: 5 }), fc.constant('no'), fc.constant('yes'))), (ops) => {
        let d: FabricDraft = setHasVariants({ productType: 'Fabric' }, 'Yes');
        for (const op of ops) {
          if (op === 'add') d = addVariant(d);
          else if (op === 'no') d = setHasVariants(d, 'No');
          else if (op === 'yes') d = setHasVariants(d, 'Yes');
          else d = removeVariant(d, op);
        }
        const n = variantCount(d);
        for (const list of [d.lengthM, d.widthCM, d.quantity, d.price, d.imperfections]) expect(list).toHaveLength(n);
        if (d.hasVariants === 'No') expect(n).toBe(1);
      }),
    );
  });

  it('applies a shared column to every row, and lets rows differ once it is off', () => {
    let d: FabricDraft = addVariant(addVariant(setHasVariants({ productType: 'Fabric' }, 'Yes')));
    d = setVariantCell(d, 'widthCM', 0, '150');
    expect(d.widthCM).toEqual(['150', '150', '150']);
    d = setSameForAll(d, 'widthCM', false);
    d = setVariantCell(d, 'widthCM', 2, '112');
    expect(d.widthCM).toEqual(['150', '150', '112']);
    d = setVariantCell(d, 'quantity', 1, '4');
    expect(d.quantity).toEqual(['1', '4', '1']);
    d = setSameForAll(d, 'imperfections', true);
    d = setVariantCell(d, 'imperfections', 0, ['Snag']);
    expect(d.imperfections).toEqual([['Snag'], ['Snag'], ['Snag']]);
  });

  it('pads new variant rows with quantity 1', () => {
    expect(padVariants({ productType: 'Fabric', quantity: ['4'] }, 3).quantity).toEqual(['4', '1', '1']);
  });
});
