import { describe, expect, it } from 'vitest';
import type { FabricDraft } from '../schemas/fabric';
import { fabricBundleDraft, fabricVariantsDraft, supplyDraft } from '../test/product-factory';
import { validateDraft, fieldErrorsOf } from '../products';
import { newSupplyDraft } from './supplies';
import { newFabricDraft } from './fabric';
import { asksFlaws, existsFromFlaws, fabricFlawsAnswered, fabricPatternAnswered, withFabricFlaws, withSupplyFlaws } from './flaws';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import { KIND_QUESTIONS } from './supplies';

describe("'Any flaws?' (issue 26 item 1)", () => {
  it.each<[string, Partial<FabricDraft>, boolean]>([
    ['No flaws', { imperfectionExists: 'No' }, true],
    ['not answered', { imperfectionExists: undefined }, false],
    ['Yes with one', { imperfectionExists: 'Yes', imperfections: [['Run']] }, true],
    ['Yes with a typed one', { imperfectionExists: 'Yes', imperfections: [[]], imperfectionOther: ['Torn edge'] }, true],
    ['Yes with none', { imperfectionExists: 'Yes', imperfections: [[]] }, false],
    ['Yes with one on the second variant only', { imperfectionExists: 'Yes', imperfections: [[], ['Run']] }, true],
  ])('a fabric with %s is answered: %s', (_name, answer, expected) => {
    expect(fabricFlawsAnswered({ ...fabricBundleDraft(), ...answer })).toBe(expected);
  });

  it('a new fabric and a new supply of every kind start with the question open', () => {
    expect(newFabricDraft().imperfectionExists).toBeUndefined();
    for (const kind of SUPPLY_TYPES) {
      expect(newSupplyDraft(kind).imperfectionExists).toBeUndefined();
      expect(KIND_QUESTIONS[kind]).not.toContain('imperfectionExists');
    }
  });

  it('stores the flaws chosen and typed with the answer they give, on a fabric and a supply', () => {
    const fabric = withFabricFlaws({ ...fabricBundleDraft(), imperfectionExists: undefined }, ['Run'], '');
    expect(fabric).toMatchObject({ imperfections: [['Run']], imperfectionOther: [''], imperfectionExists: 'Yes' });
    expect(withFabricFlaws(fabric, [], '').imperfectionExists).toBeUndefined();
    expect(withFabricFlaws(fabric, [], 'Torn edge')).toMatchObject({ imperfectionOther: ['Torn edge'], imperfectionExists: 'Yes' });
    const zipper = withSupplyFlaws({ ...supplyDraft('Zippers'), imperfectionExists: undefined }, ['Stain'], undefined);
    expect(zipper).toMatchObject({ imperfections: ['Stain'], imperfectionsOther: '', imperfectionExists: 'Yes' });
    expect(withSupplyFlaws(zipper, [], ' ').imperfectionExists).toBeUndefined();
  });

  it('naming a flaw answers Yes; taking the last one away opens the question again', () => {
    expect(existsFromFlaws(['Run'], undefined)).toBe('Yes');
    expect(existsFromFlaws([], 'Torn edge')).toBe('Yes');
    expect(existsFromFlaws([], '  ')).toBeUndefined();
    expect(existsFromFlaws(undefined, undefined)).toBeUndefined();
  });

  it('refuses a fabric whose flaws were not answered, naming Imperfections', () => {
    for (const draft of [fabricBundleDraft(), fabricVariantsDraft()]) {
      const open = { ...draft, imperfectionExists: undefined };
      expect(fieldErrorsOf(open).imperfections).toEqual(['Imperfections is required']);
      expect(fieldErrorsOf({ ...draft, imperfectionExists: 'Yes', imperfections: [[]] }).imperfections).toEqual([
        'Imperfections is required',
      ]);
      expect(fieldErrorsOf({ ...draft, imperfectionExists: 'No' }).imperfections).toBeUndefined();
    }
  });

  it('uploads No flaws as no imperfections and named flaws as they are', () => {
    const none = validateDraft({ ...fabricBundleDraft(), imperfectionExists: 'No' });
    expect(none.success && none.data.imperfections).toEqual([]);
    const some = validateDraft({
      ...fabricBundleDraft(),
      imperfectionExists: 'Yes',
      imperfections: [['Run']],
      imperfectionOther: ['Torn edge'],
    });
    expect(some.success && some.data.imperfections).toEqual([['Run', 'Torn edge']]);
    const typedOnly = validateDraft({
      ...fabricBundleDraft(),
      imperfectionExists: 'Yes',
      imperfections: undefined,
      imperfectionOther: ['Torn edge'],
    });
    expect(typedOnly.success && typedOnly.data.imperfections).toEqual([['Torn edge']]);
  });

  it('asks the pattern of every fabric: None is an answer, nothing is not', () => {
    expect(fabricPatternAnswered({ ...fabricBundleDraft(), pattern: 'None' })).toBe(true);
    expect(fabricPatternAnswered({ ...fabricBundleDraft(), pattern: undefined, patternOther: 'Tartan' })).toBe(true);
    expect(fabricPatternAnswered({ ...fabricBundleDraft(), pattern: undefined })).toBe(false);
    expect(fieldErrorsOf({ ...fabricBundleDraft(), pattern: undefined }).pattern).toEqual(['Pattern is required']);
  });

  const asking = SUPPLY_TYPES.filter(asksFlaws);
  it.each(asking)('refuses %s whose flaws were not answered, and takes No flaws or a named flaw', (kind) => {
    const draft = supplyDraft(kind);
    expect(fieldErrorsOf({ ...draft, imperfectionExists: undefined, imperfections: undefined }).imperfections).toEqual([
      'Imperfections is required',
    ]);
    expect(fieldErrorsOf({ ...draft, imperfectionExists: 'Yes', imperfections: [] }).imperfections).toEqual(['Imperfections is required']);
    expect(fieldErrorsOf({ ...draft, imperfectionExists: 'No' }).imperfections).toBeUndefined();
    const typed = validateDraft({ ...draft, imperfectionExists: 'Yes', imperfections: [], imperfectionsOther: 'Faded label' });
    expect(typed.success && 'imperfections' in typed.data && typed.data.imperfections).toEqual(['Faded label']);
  });

  it.each(SUPPLY_TYPES.filter((kind) => !asksFlaws(kind)))('asks nothing of %s, whose spec has no imperfections', (kind) => {
    expect(fieldErrorsOf({ ...supplyDraft(kind), imperfectionExists: undefined }).imperfections).toBeUndefined();
  });
});
