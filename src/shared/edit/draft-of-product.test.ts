import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import { isFabricDraft, missingForPrice, recordedProduct, validateDraft, type Product, type ProductDraft } from '../products';
import { SUPPLY_KINDS } from '../schemas/supplies';
import { unansweredQuestions, type SupplyDraft } from '../schemas/supply-draft';
import type { FabricDraft } from '../schemas/fabric';
import { missingFields } from '../schemas/supply-step-fields';
import { fabricFlawsAnswered, fabricPatternAnswered } from '../rules/flaws';
import { qualityAnswered, unboxingAnswered, withSuggestedPrice } from '../rules/fabric-pass-by';
import { applyVariantSuggestions } from '../rules/fabric';
import { applySuggestedPrice, chosenPrice, isSuggestionChosen } from '../rules/suggested-price';
import { formatPrice } from '../pricing/price-choices';
import { noneAnsweredYes } from '../rules/supplies';
import { suggestPrice, fieldErrorsOf } from '../products';
import {
  FABRIC_VARIATIONS,
  SUPPLY_UNITS,
  SUPPLY_VARIATIONS,
  fabricBundleDraft,
  fabricBundleProduct,
  fabricRollDraft,
  fabricRollProduct,
  fabricVariantsProduct,
  fabricVariationDraft,
  productOf,
  supplyUnitProduct,
  supplyVariationDraft,
  type FabricVariation,
  type SupplyVariation,
} from '../test/product-factory';
import { draftOfProduct, draftOfRecorded } from './draft-of-product';

/** The product the draft builds, or the errors that stop it (so a failed round trip names the field). */
function rebuilt(draft: ProductDraft): Product | Record<string, string[]> {
  const result = validateDraft(draft);
  return result.success ? result.data : result.errors;
}

const fabricPieces: [string, Product][] = [
  ['fabric bundle', fabricBundleProduct()],
  ['fabric roll', fabricRollProduct()],
  ['fabric bundle with variants', fabricVariantsProduct()],
];
const suppliesInEveryUnit: [string, Product][] = SUPPLY_UNITS.map(([kind, unit]) => [
  `${kind}${unit ? ` by ${unit}` : ''}`,
  supplyUnitProduct(kind, unit),
]);

describe('draftOfProduct: the draft builds the product it came from', () => {
  it('covers every supply kind in every unit it is sold in', () => {
    const covered = (kind: string) => SUPPLY_UNITS.filter(([k]) => k === kind).map(([, unit]) => unit);
    for (const kind of SUPPLY_TYPES) expect(covered(kind)).toEqual(expect.arrayContaining([...(SUPPLY_KINDS[kind].units ?? [undefined])]));
  });

  it.each([...fabricPieces, ...suppliesInEveryUnit])('%s', (_, product) => {
    expect(rebuilt(draftOfProduct(product))).toStrictEqual(product);
  });

  const fabricVariation: fc.Arbitrary<FabricVariation> = fc.record({
    piece: fc.constantFrom(...FABRIC_VARIATIONS.piece),
    material: fc.constantFrom(...FABRIC_VARIATIONS.material),
    stretch: fc.constantFrom(...FABRIC_VARIATIONS.stretch),
    quality: fc.constantFrom(...FABRIC_VARIATIONS.quality),
    flaws: fc.constantFrom(...FABRIC_VARIATIONS.flaws),
    answers: fc.constantFrom(...FABRIC_VARIATIONS.answers),
    unboxing: fc.constantFrom(...FABRIC_VARIATIONS.unboxing),
  });
  const supplyVariation: fc.Arbitrary<[readonly [(typeof SUPPLY_UNITS)[number][0], string | undefined], SupplyVariation]> = fc.tuple(
    fc.constantFrom(...SUPPLY_UNITS),
    fc.record({
      flaws: fc.constantFrom(...SUPPLY_VARIATIONS.flaws),
      answers: fc.constantFrom(...SUPPLY_VARIATIONS.answers),
      unboxing: fc.constantFrom(...SUPPLY_VARIATIONS.unboxing),
    }),
  );

  it('for any fabric the factory varies: bundle or roll, variants, content, stretch, qualities, flaws, typed answers, media tag', () => {
    fc.assert(
      fc.property(fabricVariation, (v) => {
        const product = productOf(fabricVariationDraft(v));
        expect(rebuilt(draftOfProduct(product))).toStrictEqual(product);
      }),
      { numRuns: 300 },
    );
  });

  it('for any supply the factory varies: every kind and unit, flaws, optional questions, typed answers, Unboxing', () => {
    fc.assert(
      fc.property(supplyVariation, ([[kind, unit], v]) => {
        const product = productOf(supplyVariationDraft(kind, unit, v));
        expect(rebuilt(draftOfProduct(product))).toStrictEqual(product);
      }),
      { numRuns: 300 },
    );
  });
});

describe('draftOfProduct: the pages find their answers where staff leave them', () => {
  it('a listed answer is chosen and any other typed in the page box, in the order the product lists them', () => {
    const product = productOf(
      fabricVariationDraft({
        piece: 'bundle',
        material: 'known blend',
        stretch: 'none',
        quality: 'listed and typed',
        flaws: 'typed',
        answers: 'typed',
        unboxing: 'no',
      }),
    );
    const d = draftOfProduct(product) as FabricDraft;
    expect(d).toMatchObject({
      knownContent: [
        { content: 'Cotton', amount: 60 },
        { content: 'Linen', amount: 25 },
      ],
      customContent: [{ content: 'Bamboo Charcoal', amount: 15 }],
      qualityExists: 'Yes',
      quality: ['Designer'],
      qualityOther: 'Hand Woven',
      imperfectionExists: 'Yes',
      imperfections: [['Snag']],
      imperfectionOther: ['Faint crease along the fold'],
      knitWeaveTypeOther: 'Double Cloth',
      patternOther: 'Ikat',
      colour: ['Blue'],
      colourOther: 'Mustard',
      uses: ['Quilting'],
      usesOther: 'Bag Lining, Costume Capes',
    });
    expect(d.knitWeaveType).toBeUndefined();
    expect(d.pattern).toBeUndefined();
  });

  it('a column shared by every variant holds its value in every row, and says so', () => {
    const product = productOf(fabricVariationDraft({ ...PLAIN_FABRIC, piece: 'bundle with variants', flaws: 'same for all' }));
    expect(product.imperfections).toEqual([['Fading']]);
    expect(draftOfProduct(product)).toMatchObject({
      hasVariants: 'Yes',
      sameForAll: { widthCM: true, quantity: false, imperfections: true },
      widthCM: ['148', '148'],
      quantity: ['1', '2'],
      imperfections: [['Fading'], ['Fading']],
      imperfectionExists: 'Yes',
    });
  });

  it('answers each yes/no question as the product holds its field', () => {
    const none = draftOfProduct(fabricBundleProduct()) as FabricDraft;
    expect(none).toMatchObject({ hasVariants: 'No', qualityExists: 'No', imperfectionExists: 'No', unboxingDateExists: 'No' });
    const zipper = draftOfProduct(
      productOf(supplyVariationDraft('Zippers', 'Individual', { flaws: 'none', answers: 'plain', unboxing: 'no' })),
    );
    expect(zipper).toMatchObject({ brandExists: 'No', qualityExists: 'Yes', additionalInfoExists: 'No', imperfectionExists: 'No' });
    const answered = draftOfProduct(
      productOf(supplyVariationDraft('Zippers', 'Individual', { flaws: 'listed', answers: 'optional', unboxing: 'yes' })),
    );
    expect(answered).toMatchObject({
      brandExists: 'Yes',
      brand: 'YKK',
      additionalInfoExists: 'Yes',
      imperfectionExists: 'Yes',
      imperfections: ['Discolouration', 'Scented'],
      unboxingDateExists: 'Yes',
      mediaTag: 'Unboxing',
      unboxingDate: '2026-12-05',
    });
  });

  it('gives a width back as it was typed: a fraction, or millimetres', () => {
    expect(draftOfProduct(supplyUnitProduct('Trim', 'Roll'))).toMatchObject({ widthMixedUnit: 'Imperial', widthTyped: '3/4' });
    const metric = productOf(supplyVariationDraft('Elastic', 'Bundle', PLAIN_SUPPLY));
    const typedInMm = { ...metric, widthIn: 0.787402 };
    expect(draftOfProduct(typedInMm)).toMatchObject({ widthMixedUnit: 'Metric', widthTyped: '20' });
  });

  it('gives back a price that is these answers’ suggestion as the chosen suggestion, so it follows the answers as a new entry’s does (issue 42 item 3)', () => {
    // The factory's bundle took its suggested $18.00.
    const bundle = draftOfProduct(fabricBundleProduct()) as FabricDraft;
    expect(bundle).toMatchObject({ priceRadio: '$18.00', priceBase: 18 });
    expect(bundle.priceOther ?? '').toBe('');
    // Opening the Price page changes nothing: the suggestion is the price, and the page is passed by.
    expect(withSuggestedPrice(bundle)).toBe(bundle);
    expect(isSuggestionChosen(bundle, 18)).toBe(true);

    // The length measured again: the price moves with its suggestion, with no note, as a new entry's does.
    const longer = withSuggestedPrice({ ...bundle, lengthM: ['2.5'] });
    const entry = withSuggestedPrice(fabricBundleDraft({ lengthM: ['2.5'], priceBase: 18 }));
    expect(chosenPrice(entry.priceRadio, entry.priceOther)).not.toBe('18.00');
    expect(longer).toMatchObject({ priceRadio: entry.priceRadio, priceBase: entry.priceBase, priceKept: undefined });
    expect(chosenPrice(longer.priceRadio, longer.priceOther)).toBe(chosenPrice(entry.priceRadio, entry.priceOther));

    // A roll at its suggested price per metre follows too.
    const rollBase = suggestPrice(fabricRollDraft()).base!;
    const roll = draftOfProduct(fabricRollProduct({ price: [rollBase] })) as FabricDraft;
    expect(roll).toMatchObject({ priceRadio: formatPrice(rollBase), priceBase: rollBase });
  });

  it('gives back a price staff typed (not the suggestion) typed, with the suggestion recorded: a moved one asks Take or Keep, never over it', () => {
    const bundle = draftOfProduct(fabricBundleProduct({ price: [21] })) as FabricDraft;
    expect(bundle).toMatchObject({ priceOther: '21.00', priceBase: 18 });
    expect(bundle.priceRadio).toBeUndefined();
    expect(withSuggestedPrice(bundle)).toBe(bundle);
    expect(isSuggestionChosen(bundle, 18)).toBe(false);
    const longer = withSuggestedPrice({ ...bundle, lengthM: ['2.5'] });
    expect(longer).toMatchObject({ priceOther: '21.00', priceKept: { kept: '21.00', suggested: longer.priceBase!.toFixed(2) } });
    expect(longer.priceBase).not.toBe(18);
  });

  it('does the same for a supply: its suggested price follows, a typed one stays typed', () => {
    const product = supplyUnitProduct('Zippers', 'Individual');
    const suggested = suggestPrice(draftOfProduct(product)).base!;
    const atSuggestion = draftOfProduct({ ...product, price: suggested }) as SupplyDraft;
    expect(atSuggestion).toMatchObject({ priceRadio: formatPrice(suggested), priceBase: suggested });
    expect(atSuggestion.priceOther ?? '').toBe('');
    expect(applySuggestedPrice(atSuggestion, suggested + 1)).toMatchObject({
      priceRadio: formatPrice(suggested + 1),
      priceKept: undefined,
    });

    const typed = draftOfProduct({ ...product, price: suggested + 0.35 }) as SupplyDraft;
    expect(typed).toMatchObject({ priceOther: (suggested + 0.35).toFixed(2), priceBase: suggested });
    expect(applySuggestedPrice(typed, suggested)).toBe(typed);
    expect(applySuggestedPrice(typed, suggested + 1).priceKept).toEqual({
      kept: (suggested + 0.35).toFixed(2),
      suggested: (suggested + 1).toFixed(2),
    });
  });

  it('gives variant prices back as the rows’ own, each with its suggestion recorded', () => {
    const variants = draftOfProduct(fabricVariantsProduct()) as FabricDraft;
    expect(variants.price).toEqual(['18.00', '31.50']);
    expect(applyVariantSuggestions(variants, fieldErrorsOf(variants))).toBe(variants);
  });

  it('keeps the photos', () => {
    expect(draftOfProduct(fabricRollProduct({ images: ['a', 'b', 'c', 'd'] })).images).toEqual(['a', 'b', 'c', 'd']);
  });
});

const PLAIN_FABRIC: FabricVariation = {
  piece: 'bundle',
  material: 'cotton poplin',
  stretch: 'none',
  quality: 'none',
  flaws: 'none',
  answers: 'plain',
  unboxing: 'no',
};
const PLAIN_SUPPLY: SupplyVariation = { flaws: 'none', answers: 'plain', unboxing: 'no' };

/**
 * What each page asks, read from the same rules the step declarations use (the step graph itself
 * is walked in src/client/wizard/draft-of-product.steps.test.ts): nothing missing, every question
 * answered.
 */
function unanswered(d: ProductDraft): string[] {
  const errors = Object.keys(fieldErrorsOf(d));
  const missing = missingForPrice(d).map((m) => m.field);
  if (isFabricDraft(d)) {
    const asked: [string, boolean][] = [
      ['hasVariants', Boolean(d.hasVariants)],
      ['quality', qualityAnswered(d)],
      ['flaws', fabricFlawsAnswered(d)],
      ['pattern', fabricPatternAnswered(d)],
      ['unboxing', unboxingAnswered(d)],
    ];
    return [...errors, ...missing, ...asked.filter(([, ok]) => !ok).map(([q]) => q)];
  }
  // The Unboxing question sits on every supply's Price page, which no step's `done` reads.
  const unboxing = d.unboxingDateExists === undefined ? ['unboxing'] : [];
  return [...errors, ...missing, ...missingFields(d), ...Object.keys(unansweredQuestions(d)), ...unboxing];
}

describe('draftOfProduct: every page sees its question answered', () => {
  it.each([...fabricPieces, ...suppliesInEveryUnit])('%s', (_, product) => {
    expect(unanswered(draftOfProduct(product))).toEqual([]);
  });

  it('a supply with no flaws answers the flaws page No, so it is passed by like a page answered No', () => {
    const d = draftOfProduct(supplyUnitProduct('Elastic', 'Roll')) as SupplyDraft;
    expect(noneAnsweredYes(d, ['qualitiesExists'])).toBe(true);
    expect(d.imperfectionExists).toBe('No');
  });
});

describe('draftOfRecorded: what the shop holds', () => {
  it('is nothing for a product Selvage did not upload', () => {
    expect(draftOfRecorded(recordedProduct({ title: 'A gift card' }))).toBeNull();
    expect(draftOfRecorded({})).toBeNull();
  });

  it('goes through draftOfProduct when the record still validates', () => {
    const product = fabricVariantsProduct();
    const recorded = recordedProduct(JSON.parse(JSON.stringify(product)));
    expect(draftOfRecorded(recorded)).toStrictEqual(draftOfProduct(product));
  });

  it('fills what it can of a record that no longer validates, leaving the rest to be asked', () => {
    const { imperfections: _flaws, uses: _uses, ...rest } = supplyUnitProduct('Trim', 'Roll') as Product & Record<string, unknown>;
    const d = draftOfRecorded(recordedProduct(JSON.parse(JSON.stringify(rest))));
    expect(d).toMatchObject({ productType: 'Trim', sellingUnit: 'Roll', trimType: 'Lace', widthTyped: '3/4', priceOther: '8.00' });
    expect(d && 'imperfectionExists' in d ? d.imperfectionExists : undefined).toBeUndefined();
    expect(d && unanswered(d)).toEqual(expect.arrayContaining(['uses', 'imperfections']));

    const fabric = { ...JSON.parse(JSON.stringify(fabricBundleProduct())), weight: 'Enormous' };
    const partial = draftOfRecorded(recordedProduct(fabric)) as FabricDraft;
    expect(partial).toMatchObject({ bundleOrRoll: 'Bundle', priceOther: '18.00', knitWeaveType: 'Poplin', imperfectionExists: 'No' });
    expect(partial.weight).toBeUndefined();
  });
});
