import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES } from '../../shared/catalogue/product-types';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { fieldErrorsOf, isFabricDraft, suggestPrice, type Product } from '../../shared/products';
import { applyVariantSuggestions } from '../../shared/rules/fabric';
import { withSuggestedPrice } from '../../shared/rules/fabric-pass-by';
import { applySuggestedPrice } from '../../shared/rules/suggested-price';
import { fabricBundleProduct, fabricRollProduct, fabricVariantsProduct, supplyProduct } from '../../shared/test/product-factory';
import { ApiError } from '../api/client';
import { conflictOf, editChanges, saveRetryable, versionedRecordOf } from './edit-changes';
import { heldDraftOf } from './edit-store';
import { heldRecord } from './edit-test-records';

const fabricDraftOf = (record: ReturnType<typeof heldRecord>) => heldDraftOf(record) as FabricDraft;

describe('what a save will change (issue 27 item 2)', () => {
  const every: [string, Product][] = [
    ['a fabric bundle', fabricBundleProduct()],
    ['a fabric roll', fabricRollProduct()],
    ['a fabric with variants', fabricVariantsProduct()],
    ...SUPPLY_TYPES.map((kind): [string, Product] => [kind, supplyProduct(kind)]),
  ];
  it.each(every)('%s opened and saved as held changes nothing', (_, product) => {
    const record = heldRecord(product);
    expect(editChanges(record, heldDraftOf(record)!)).toEqual([]);
  });

  // What Save changes runs on the draft (useVariantSuggestions, useSuggestedPrice) as it opens.
  it.each(every)('%s: the prices following their suggestions leave the held answers as they are', (_, product) => {
    const record = heldRecord(product);
    const draft = heldDraftOf(record)!;
    const followed = isFabricDraft(draft)
      ? ((d: FabricDraft) => (d.hasVariants === 'Yes' ? d : withSuggestedPrice(d)))(applyVariantSuggestions(draft, fieldErrorsOf(draft)))
      : applySuggestedPrice(draft, suggestPrice(draft).base);
    expect(editChanges(record, followed)).toEqual([]);
  });

  it('names the price and the length a bundle was measured and priced again at, the SKU kept', () => {
    const record = heldRecord(fabricBundleProduct());
    const draft: FabricDraft = { ...fabricDraftOf(record), lengthM: ['2.5'], priceOther: '24', priceRadio: undefined };
    const changes = editChanges(record, draft)!;
    expect(changes).toContainEqual({ field: 'variants.0.price', label: 'Price', before: '$18.00', after: '$24.00' });
    expect(changes).toContainEqual({ field: 'lengthM', label: 'Length (m)', before: '2', after: '2.5' });
    expect(changes.map((c) => c.field)).not.toContain('variants.0.sku');
  });

  it('prices each variant by its own row', () => {
    const record = heldRecord(fabricVariantsProduct());
    const held = fabricDraftOf(record);
    const changes = editChanges(record, { ...held, price: [held.price![0]!, '35'] })!;
    // One line per variant, named by its SKU; the other variant is unchanged.
    expect(changes).toEqual([
      { field: 'variants.1.price', label: `Price (SKU ${record.variants[1]!.sku})`, before: '$31.50', after: '$35.00' },
    ]);
  });

  it('is none while the draft makes no product', () => {
    const record = heldRecord(fabricBundleProduct());
    expect(editChanges(record, { ...fabricDraftOf(record), lengthM: [''] })).toBeNull();
  });
});

describe('a refused save', () => {
  const current = heldRecord(fabricBundleProduct({ price: [30] }));
  const refusal = (status: number, body: unknown) => new ApiError(PRODUCT_EDIT_MESSAGES.step, status, 'refused', undefined, body);

  it('reads the record as the shop holds it now from a 409, and offers no retry of it', () => {
    const error = refusal(409, { message: PRODUCT_EDIT_MESSAGES.conflict, current: JSON.parse(JSON.stringify(current)) });
    expect(conflictOf(error)).toEqual(current);
    expect(saveRetryable(error)).toBe(false);
  });

  it.each([
    ['a save still under way', true, refusal(409, { message: 'This request is still being handled.' })],
    ['no answer', true, refusal(0, undefined)],
    ['a server failure', true, refusal(502, { message: 'The shop did not answer.' })],
    ['answers the shop refused', false, refusal(400, { message: 'Price is required', errors: { price: ['Price is required'] } })],
  ])('%s is no conflict; retry: %s', (_, retry, error) => {
    expect(conflictOf(error)).toBeNull();
    expect(saveRetryable(error)).toBe(retry);
  });

  it('takes no record that is not one', () => {
    expect(versionedRecordOf({ ...current, version: 7 })).toBeNull();
    expect(versionedRecordOf({ ...current, variants: [{ sku: '1', price: 18 }] })).toBeNull();
    expect(conflictOf(refusal(409, { current: { ...current, status: 'SOLD' } }))).toBeNull();
  });
});
