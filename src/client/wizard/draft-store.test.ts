import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import {
  LAST_UPLOADED_KEY,
  LEGACY_FORM_KEY,
  loadForm,
  loadLastUploaded,
  migrateLegacyForm,
  PRODUCT_FORM_KEYS,
  refusalsStanding,
  saveLastUploaded,
} from './draft-store';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const stored = (draftId: string, data: object) => JSON.stringify({ draftId, data });
const fabric = stored('f-1', { productType: 'Fabric', name: 'half entered' });
const anyType = () => true;

describe('drafts kept per product flow', () => {
  it.each([
    ['a fabric', fabric, PRODUCT_FORM_KEYS.fabric],
    ['a supply of a kind', stored('s-1', { productType: 'Buttons', buttonType: '2 Hole' }), PRODUCT_FORM_KEYS.supplies],
    ['a supply before its kind is chosen', stored('s-2', { images: ['p1'] }), PRODUCT_FORM_KEYS.supplies],
  ])("moves %s stored under the old single key to its flow's key on upgrade", (_, legacy, key) => {
    storage.setItem(LEGACY_FORM_KEY, legacy);
    migrateLegacyForm(storage);
    expect(storage.getItem(key)).toBe(legacy);
    expect(storage.getItem(LEGACY_FORM_KEY)).toBeNull();
  });

  it('migrates on the first load, whichever flow opens first, so the other flow still finds its draft', () => {
    storage.setItem(LEGACY_FORM_KEY, fabric);
    expect(loadForm((t) => t === undefined || t === 'Buttons', PRODUCT_FORM_KEYS.supplies)).toBeNull();
    expect(loadForm((t) => t === 'Fabric', PRODUCT_FORM_KEYS.fabric)).toEqual({
      draftId: 'f-1',
      data: { productType: 'Fabric', name: 'half entered' },
    });
  });

  it('never overwrites another draft: an old draft whose flow already holds a different one stays where it was', () => {
    const newer = stored('f-2', { productType: 'Fabric', name: 'entered after the upgrade' });
    storage.setItem(PRODUCT_FORM_KEYS.fabric, newer);
    storage.setItem(LEGACY_FORM_KEY, fabric);
    migrateLegacyForm(storage);
    expect(storage.getItem(PRODUCT_FORM_KEYS.fabric)).toBe(newer);
    expect(storage.getItem(LEGACY_FORM_KEY)).toBe(fabric);
  });

  it('takes the old key again when it holds the same draft (a tab still running the old code saved it)', () => {
    storage.setItem(PRODUCT_FORM_KEYS.fabric, fabric);
    const later = stored('f-1', { productType: 'Fabric', name: 'typed in the old tab' });
    storage.setItem(LEGACY_FORM_KEY, later);
    migrateLegacyForm(storage);
    expect(storage.getItem(PRODUCT_FORM_KEYS.fabric)).toBe(later);
  });

  it.each([
    ['not JSON', '{'],
    ['no draft id', JSON.stringify({ data: {} })],
    ['a kind no product flow has', stored('b-1', { productType: 'Inventory' })],
  ])('leaves what is not a product draft (%s) alone', (_, raw) => {
    storage.setItem(LEGACY_FORM_KEY, raw);
    migrateLegacyForm(storage);
    expect(storage.getItem(LEGACY_FORM_KEY)).toBe(raw);
    expect(storage.length).toBe(1);
  });

  it("keeps each flow's draft under its own key: loading one never touches the other", () => {
    const supply = stored('s-1', { productType: 'Zippers' });
    storage.setItem(PRODUCT_FORM_KEYS.fabric, fabric);
    storage.setItem(PRODUCT_FORM_KEYS.supplies, supply);
    expect(loadForm(anyType, PRODUCT_FORM_KEYS.supplies)?.draftId).toBe('s-1');
    expect(loadForm(anyType, PRODUCT_FORM_KEYS.fabric)?.draftId).toBe('f-1');
    expect([storage.getItem(PRODUCT_FORM_KEYS.fabric), storage.getItem(PRODUCT_FORM_KEYS.supplies)]).toEqual([fabric, supply]);
  });
});

describe('the last uploaded item of each kind (Same as last)', () => {
  it('is kept per product type and read back after a reload', () => {
    // Would catch a zipper uploaded after a fabric replacing the fabric's "last".
    saveLastUploaded({ productType: 'Fabric', colour: ['Blue'] });
    saveLastUploaded({ productType: 'Zippers', zipperType: 'Metal' });
    saveLastUploaded({ productType: 'Fabric', colour: ['Red'] });
    expect(JSON.parse(storage.getItem(LAST_UPLOADED_KEY)!)).toEqual({
      Fabric: { productType: 'Fabric', colour: ['Red'] },
      Zippers: { productType: 'Zippers', zipperType: 'Metal' },
    });
    expect(loadLastUploaded('Fabric')).toEqual({ productType: 'Fabric', colour: ['Red'] });
    expect(loadLastUploaded('Zippers')).toEqual({ productType: 'Zippers', zipperType: 'Metal' });
  });

  it('has nothing for a kind never uploaded, an inherited key or a spoilt record', () => {
    expect(loadLastUploaded('Buttons')).toBeNull();
    saveLastUploaded({ images: ['p1'] });
    expect(storage.getItem(LAST_UPLOADED_KEY)).toBeNull();
    storage.setItem(LAST_UPLOADED_KEY, '{');
    expect(loadLastUploaded('constructor')).toBeNull();
    expect(loadLastUploaded('Fabric')).toBeNull();
  });
});

describe("the server's refusal of a draft back from the outbox", () => {
  const refused = { cutLength: ['Cut length must be at least 10 cm.'], 'lengthM.1': ['Length 2 must be at least 0.1 m.'] };
  const before = { cutLength: '5', lengthM: ['2', '0'], name: 'Harbour Morning' };

  it('stands for every field staff leave as it was', () => {
    expect(refusalsStanding(refused, before, { ...before, name: 'Harbour Evening' })).toEqual(refused);
  });

  it("goes for a field once staff change it, also when only one of its parts changed (a variant's length)", () => {
    expect(refusalsStanding(refused, before, { ...before, cutLength: '12' })).toEqual({ 'lengthM.1': refused['lengthM.1'] });
    expect(refusalsStanding(refused, before, { ...before, lengthM: ['2', '1'] })).toEqual({ cutLength: refused.cutLength });
    expect(refusalsStanding(refused, before, { ...before, cutLength: '12', lengthM: ['2', '1'] })).toBeUndefined();
  });
});
