import { describe, expect, it } from 'vitest';
import type { SupplyType } from '../catalogue/product-types';
import { validateDraft } from '../products';
import type { FabricDraft } from '../schemas/fabric';
import type { SupplyDraft } from '../schemas/supply-draft';
import { SUPPLY_DRAFTS, fabricVariantsDraft } from '../test/product-factory';
import { PILE_ASKS_AGAIN, pileNext, PRICE_FOLLOWS_LENGTH, sameAsLast, sameAsLastFabric, sameAsLastSupply } from './same-as-last';
import { newFabricDraft } from './fabric';
import { nextSupplyDraft } from './supplies';

/** A field not copied holds what Start New Product would give it (its default, or nothing). */
const fresh = (next: object, start: object, field: string) =>
  expect((next as Record<string, unknown>)[field], field).toEqual((start as Record<string, unknown>)[field]);

/** A bundle with two variants, with typed colour and use twins (copied, so the tests below look for them). */
const bundleDraft: FabricDraft = fabricVariantsDraft({
  knownContent: [
    { content: 'Polyester', amount: '40' },
    { content: 'Cotton', amount: '60' },
  ],
  colourOther: 'teal',
  uses: ['Shirts & Blouses'],
  usesOther: 'quilting',
});

/** The same fabric as one bundle without variants, as staff leave the wizard: every page answered. */
const bundle: FabricDraft = {
  ...bundleDraft,
  hasVariants: 'No',
  variantedFields: [],
  lengthM: ['2'],
  widthCM: ['148'],
  quantity: ['3'],
  price: ['18.00'],
  priceRadio: '$18.00',
  priceBase: 18,
  imperfectionExists: 'Yes',
  imperfections: [['Small hole near the selvage']],
  qualityExists: 'No',
  pattern: 'Solid',
  mediaTag: 'Unboxing',
  unboxingDateExists: 'Yes',
  unboxingDate: '2026-12-01',
};

describe('same as last: fabric', () => {
  const next = sameAsLastFabric(bundle);

  it('keeps the material: content, weave, stretch, hand, colours, uses and the unboxing date', () => {
    expect(next).toMatchObject({
      productType: 'Fabric',
      bundleOrRoll: 'Bundle',
      knitOrWoven: 'Woven',
      contentType: 'Known',
      knownContent: bundle.knownContent,
      knitWeaveType: 'Poplin',
      qualityExists: 'No',
      stretch: 'None',
      opacity: 'Opaque',
      weight: 'Medium',
      drape: 'Crisp',
      feel: ['Smooth and cool.'],
      colour: ['Blue'],
      colourOther: 'teal',
      uses: ['Shirts & Blouses'],
      usesOther: 'quilting',
      pattern: 'Solid',
      widthCM: ['148'],
      mediaTag: 'Unboxing',
      unboxingDateExists: 'Yes',
      unboxingDate: '2026-12-01',
    });
  });

  it('leaves out the piece: photos, length, name, price, imperfections and variants; quantity is back to 1', () => {
    // Would catch a copied length or price, which would list the next piece at the last one's size.
    for (const field of [
      'images',
      'lengthM',
      'name',
      'price',
      'priceRadio',
      'priceBase',
      'imperfections',
      'imperfectionExists',
      'hasVariants',
      'variantedFields',
    ])
      fresh(next, newFabricDraft(), field);
    expect(next.quantity).toEqual(['1']);
  });

  it("keeps a roll's own width, never its bundles", () => {
    const roll: FabricDraft = {
      ...bundleDraft,
      bundleOrRoll: 'Roll',
      hasVariants: 'Yes',
      lengthM: ['40', '2', '3'],
      widthCM: ['150', '150', '150'],
      quantity: ['1', '1', '1'],
      price: ['8', '16', '24'],
    };
    const after = sameAsLastFabric(roll);
    expect(after.widthCM).toEqual(['150']);
    fresh(after, newFabricDraft(), 'lengthM');
    fresh(after, newFabricDraft(), 'hasVariants');
    expect(after.bundleOrRoll).toBe('Roll');
  });

  it('shares no list with the last item: changing the next one leaves the uploaded one as it was', () => {
    next.colour!.push('Red');
    next.knownContent![0]!.amount = '10';
    expect(bundle.colour).toEqual(['Blue']);
    expect(bundle.knownContent![0]!.amount).toBe('40');
  });

  it('costs only what differs: given photos, a length and a name again, it uploads', () => {
    // Would catch a kept field that no page asks again but the schema needs anew (a stale variant list).
    const refilled: FabricDraft = {
      ...sameAsLastFabric(bundle),
      images: ['q1', 'q2', 'q3'],
      lengthM: ['3'],
      price: ['27.00'],
      priceRadio: '$27.00',
      imperfectionExists: 'No',
      name: 'harbour evening',
    };
    const checked = validateDraft(refilled);
    expect(checked.success ? {} : checked.errors).toEqual({});
  });
});

describe('same as last: supplies, per kind', () => {
  const kinds = Object.keys(SUPPLY_DRAFTS) as SupplyType[];

  it.each(kinds)('%s: photos, lengths, quantity and name are not copied; the rest is', (kind) => {
    const last: SupplyDraft = { ...SUPPLY_DRAFTS[kind], name: 'Something fun', quantityOther: '7' };
    const next = sameAsLastSupply(last);
    for (const field of [
      'images',
      'name',
      'lengthIn',
      'lengthM',
      'lengthCM',
      'quantityRadio',
      'quantityOther',
      'trimLengthType',
      'biasTapeLengthType',
      'imperfectionExists',
      'imperfections',
    ])
      fresh(next, nextSupplyDraft(last), field);
    expect(next.images).toBeUndefined();
    expect(next.name).toBeUndefined();
    expect(next.productType).toBe(kind);
    expect(next.sellingUnit).toBe(last.sellingUnit);
    expect(next.colour).toEqual(last.colour);
  });

  it.each(kinds)('%s: the price is kept only when it does not follow a length', (kind) => {
    const last = SUPPLY_DRAFTS[kind];
    const next = sameAsLastSupply(last);
    const price = { priceRadio: last.priceRadio, priceOther: last.priceOther };
    if (PRICE_FOLLOWS_LENGTH[kind]) {
      fresh(next, nextSupplyDraft(last), 'priceRadio');
      fresh(next, nextSupplyDraft(last), 'priceOther');
    } else expect({ priceRadio: next.priceRadio, priceOther: next.priceOther }).toEqual(price);
  });

  it('zipper: type, closure, qualities, uses and a typed brand carry over with their questions; imperfections do not', () => {
    const last: SupplyDraft = {
      ...SUPPLY_DRAFTS.Zippers,
      brandExists: 'Yes',
      brandOther: 'Riri',
      imperfectionExists: 'Yes',
      imperfections: ['Missing Pull Tab'],
      imperfectionsOther: 'bent',
      sliderSize: '5',
    };
    const next = sameAsLastSupply(last);
    expect(next).toMatchObject({
      zipperType: 'Metal',
      closure: 'Separating',
      quality: ['Heavy Duty'],
      uses: ['Apparel'],
      brandExists: 'Yes',
      brandOther: 'Riri',
      sliderSize: '5',
    });
    for (const field of ['imperfectionExists', 'imperfections', 'imperfectionsOther', 'lengthIn'])
      fresh(next, nextSupplyDraft(last), field);
  });

  it('sewing pattern: its number names the one pattern and is not copied; brand and condition are', () => {
    const next = sameAsLastSupply(SUPPLY_DRAFTS['Sewing Patterns']);
    fresh(next, nextSupplyDraft(SUPPLY_DRAFTS['Sewing Patterns']), 'patternNumber');
    expect(next).toMatchObject({ brand: 'Simplicity', condition: 'Sealed', patternType: 'Womenswear', priceRadio: '$3.50' });
  });

  it('other supply: its type and width carry over; the metres sold and the typed price do not', () => {
    const next = sameAsLastSupply(SUPPLY_DRAFTS['Other Supply']);
    expect(next).toMatchObject({ otherSupplyType: 'Velcro', sellingUnit: 'By Meter', widthCM: '2' });
    for (const field of ['lengthM', 'priceOther']) fresh(next, nextSupplyDraft(SUPPLY_DRAFTS['Other Supply']), field);
  });

  it('by weight: the weight sold is an amount and is not copied; an item weight is', () => {
    const last: SupplyDraft = { ...SUPPLY_DRAFTS['Other Supply'], sellingUnit: 'By Weight', weightLB: '2', weightG: '900' };
    const next = sameAsLastSupply(last);
    fresh(next, nextSupplyDraft(last), 'weightLB');
    expect(next.weightG).toBe('900');
  });

  it('keeps the width as typed with its unit (elastic)', () => {
    const next = sameAsLastSupply(SUPPLY_DRAFTS.Elastic);
    expect(next).toMatchObject({ widthMixedUnit: 'Imperial', widthTyped: '1 1/2', elasticType: 'Knitted' });
  });

  it('copies nothing no table names', () => {
    const last = { ...SUPPLY_DRAFTS.Thread, sku: 'T-1001', productId: 'gid://shopify/Product/1' } as SupplyDraft;
    const next = sameAsLastSupply(last);
    expect(next).not.toHaveProperty('sku');
    expect(next).not.toHaveProperty('productId');
  });

  it.each(kinds)('%s: given photos, lengths and quantity again, it uploads', (kind) => {
    const last = SUPPLY_DRAFTS[kind];
    const dropped = Object.fromEntries(Object.entries(last).filter(([k]) => !(k in sameAsLastSupply(last))));
    expect(validateDraft({ ...sameAsLastSupply(last), ...dropped }).success).toBe(true);
  });
});

describe('same as last, by product type', () => {
  it('picks the kind from the draft, and has nothing for a supply whose kind is not chosen', () => {
    expect(sameAsLast(bundle)).toEqual(sameAsLastFabric(bundle));
    expect(sameAsLast(SUPPLY_DRAFTS.Buttons)).toEqual(sameAsLastSupply(SUPPLY_DRAFTS.Buttons));
    expect(sameAsLast({})).toBeNull();
    expect(sameAsLast({ productType: 'constructor' })).toBeNull();
  });
});

describe('the next item of a pile', () => {
  it('is Same as last that asks its colour again, for every kind the factory makes', () => {
    const drafts: object[] = [bundle, bundleDraft, ...Object.values(SUPPLY_DRAFTS)];
    for (const last of drafts) {
      const copy = sameAsLast(last) as Record<string, unknown>;
      const next = pileNext(last) as Record<string, unknown>;
      const kind = (last as { productType: string }).productType;
      for (const key of PILE_ASKS_AGAIN) expect(next[key], `${kind} ${key}`).toBeUndefined();
      // Nothing else differs from Same as last, but a single bundle's 'no variants'.
      const rest = (o: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(o).filter(([k]) => !(PILE_ASKS_AGAIN as readonly string[]).includes(k) && k !== 'hasVariants'));
      expect(rest(next), kind).toEqual(rest(copy));
      // Where the kind has a colour, Same as last copies it and the pile asks it.
      if ((last as { colour?: unknown }).colour !== undefined) expect(copy.colour, `${kind} copies its colour`).toBeDefined();
    }
  });

  it("keeps a single bundle's 'no variants' (a pile is of single pieces) and asks a bundle with variants again", () => {
    expect((pileNext(bundle) as FabricDraft).hasVariants).toBe('No');
    expect((pileNext(bundleDraft) as FabricDraft).hasVariants).toBeUndefined();
    expect(sameAsLastFabric(bundle).hasVariants).toBeUndefined();
  });

  it('is nothing for a draft that is no product yet', () => {
    expect(pileNext({})).toBeNull();
  });
});
