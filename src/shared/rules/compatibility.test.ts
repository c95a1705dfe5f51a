import { describe, expect, it } from 'vitest';
import {
  buttonMaterialsFor,
  buttonMaterialsRestricted,
  imperfectionsNotOffered,
  sellingUnitsFor,
  threadMaterialsFor,
} from './compatibility';
import { chooseButtonType } from './supplies';
import { chooseKnitOrWoven } from './fabric';
import { fabricBundleDraft } from '../test/product-factory';

/** Issue 42: the pages read the same rules the schema runs, typed answers included. */
describe('what goes with what, as the pages offer it', () => {
  it('a typed type is held to the rule of the listed type it names, in any case', () => {
    expect(buttonMaterialsFor('sew-on snap')).toEqual(['Metal', 'Brass']);
    expect(buttonMaterialsRestricted('Sew-on Snap')).toBe(true);
    expect(buttonMaterialsRestricted('Frog Closure')).toBe(false);
    expect(threadMaterialsFor(' silk ')).toEqual(['Silk']);
    expect(sellingUnitsFor('Other Supply', 'books')).toEqual(['Individual']);
  });

  it("choosing a snap keeps only the typed materials a snap can be (its page has no 'other' box)", () => {
    const typed = chooseButtonType({ productType: 'Buttons', materials: ['Wood'], materialsOther: 'Wood, brass' }, 'Sew-on Snap');
    expect(typed).toMatchObject({ materials: [], materialsOther: 'brass' });
    // A type that takes any material keeps what was typed.
    expect(chooseButtonType({ productType: 'Buttons', materialsOther: 'Coconut' }, '4 Hole').materialsOther).toBe('Coconut');
  });

  it("a flaw in the staff member's own words passes; a listed flaw the unit does not offer does not", () => {
    const hardware = { productType: 'Zippers', sellingUnit: 'Hardware' } as const;
    expect(imperfectionsNotOffered(hardware, ['Faint mark near the pull', 'sticky'])).toEqual([]);
    expect(imperfectionsNotOffered(hardware, ['stain', 'Sticky'])).toEqual(['stain']);
  });

  it('choosing woven drops a 4-way stretch, and keeps one woven fabric can have', () => {
    expect(chooseKnitOrWoven(fabricBundleDraft({ knitOrWoven: 'Knit', stretch: '4-way' }), 'Woven').stretch).toBeUndefined();
    expect(chooseKnitOrWoven(fabricBundleDraft({ knitOrWoven: 'Knit', stretch: '2-way' }), 'Woven').stretch).toBe('2-way');
  });
});
