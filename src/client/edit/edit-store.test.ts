import { describe, expect, it } from 'vitest';
import { withVersion } from '../../shared/edit/record-version';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { fabricBundleProduct, supplyProduct } from '../../shared/test/product-factory';
import { MemoryStorage } from '../test/memory-storage';
import { PRODUCT_FORM_KEYS } from '../wizard/draft-store';
import { draftOfEdit, EDIT_KEYS, editToResume, finishEdit, heldDraftOf, loadEdit, saveKeyOf, startEdit } from './edit-store';
import { heldRecord } from './edit-test-records';

const typeIn = (storage: Storage, change: (d: FabricDraft) => FabricDraft) => {
  const stored = JSON.parse(storage.getItem(EDIT_KEYS.draft)!) as { draftId: string; data: FabricDraft };
  storage.setItem(EDIT_KEYS.draft, JSON.stringify({ ...stored, data: change(stored.data) }));
};

describe('the edit in progress is kept apart from new items (issue 27 item 1)', () => {
  it('keeps the held answers and what they started from under its own keys, never productForm.*', () => {
    const storage = new MemoryStorage();
    const halfEntered = JSON.stringify({ draftId: 'new-1', data: { productType: 'Fabric', name: 'half entered' } });
    storage.setItem(PRODUCT_FORM_KEYS.fabric, halfEntered);
    const record = heldRecord(fabricBundleProduct());
    const base = startEdit(record, storage)!;
    expect(base).toMatchObject({ productId: record.productId, version: record.version, record });
    expect(storage.getItem(PRODUCT_FORM_KEYS.fabric)).toBe(halfEntered);
    expect(storage.getItem(PRODUCT_FORM_KEYS.supplies)).toBeNull();
    expect(loadEdit(storage)).toEqual(base);
    expect(draftOfEdit(base, storage)).toEqual(heldDraftOf(record));
  });

  it('opens nothing for a product Selvage did not list', () => {
    const storage = new MemoryStorage();
    const record = { ...heldRecord(fabricBundleProduct()), details: {} };
    expect(startEdit(record, storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('gives a base whose draft went missing its held answers back, and forgets a finished edit', () => {
    const storage = new MemoryStorage();
    const base = startEdit(heldRecord(supplyProduct('Zippers')), storage)!;
    storage.removeItem(EDIT_KEYS.draft);
    expect(loadEdit(storage)).toEqual(base);
    expect(draftOfEdit(base, storage)).toEqual(heldDraftOf(base.record));
    finishEdit(storage);
    expect(loadEdit(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('refuses a kept base that is not one (hand-edited, older shape)', () => {
    const storage = new MemoryStorage();
    const base = startEdit(heldRecord(fabricBundleProduct()), storage)!;
    for (const broken of ['not json', '{}', JSON.stringify({ ...base, record: { ...base.record, variants: 'none' } })]) {
      storage.setItem(EDIT_KEYS.base, broken);
      expect(loadEdit(storage)).toBeNull();
    }
  });
});

describe('opening an item’s edit again', () => {
  it('carries on with an edit staff changed something in', () => {
    const storage = new MemoryStorage();
    const base = startEdit(heldRecord(fabricBundleProduct()), storage)!;
    typeIn(storage, (d) => ({ ...d, lengthM: ['2.5'] }));
    expect(editToResume(base.productId, storage)).toEqual(base);
    // Half typed (no product yet) is staff's work too.
    typeIn(storage, (d) => ({ ...d, lengthM: [''] }));
    expect(editToResume(base.productId, storage)).toEqual(base);
  });

  it('starts again from the shop when the kept edit changes nothing, or is of another item', () => {
    const storage = new MemoryStorage();
    const base = startEdit(heldRecord(fabricBundleProduct()), storage)!;
    expect(editToResume(base.productId, storage)).toBeNull();
    // A page recording its suggestion changes the draft, not the product.
    typeIn(storage, (d) => ({ ...d, priceBase: 18 }));
    expect(editToResume(base.productId, storage)).toBeNull();
    typeIn(storage, (d) => ({ ...d, lengthM: ['2.5'] }));
    expect(editToResume('another-product', storage)).toBeNull();
  });
});

describe('one save, one Idempotency-Key', () => {
  it('is the same for every try of one save and new for the next edit or an edit started again from a newer record', () => {
    const storage = new MemoryStorage();
    const record = heldRecord(fabricBundleProduct());
    const base = startEdit(record, storage)!;
    // A double tap, a retry after a lost answer, a reload: the same edit of the same version.
    expect(saveKeyOf(base)).toBe(saveKeyOf(loadEdit(storage)!));
    expect(saveKeyOf(base)).toBe(saveKeyOf({ ...base }));
    const next = startEdit(record, storage)!;
    expect(saveKeyOf(next)).not.toBe(saveKeyOf(base));
    const changed = withVersion({ ...record, title: 'Harbour Morning, measured again' });
    expect(changed.version).not.toBe(record.version);
    expect(saveKeyOf({ editId: base.editId, version: changed.version })).not.toBe(saveKeyOf(base));
  });
});
