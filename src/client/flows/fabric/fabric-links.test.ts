import { describe, expect, it } from 'vitest';
import type { FabricDraft } from '../../../shared/schemas/fabric';
import { stepForField } from '../../wizard/step-graph';
import { FABRIC_STEPS } from './fabric-steps';
import { fabricLinkFor, variantOfPath } from './fabric-links';

const bundle: FabricDraft = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  hasVariants: 'Yes',
  lengthM: ['2', '3', '4'],
  widthCM: ['148', '148', '148'],
};
const roll: FabricDraft = { ...bundle, bundleOrRoll: 'Roll', lengthM: ['30', '2', '3'] };
const single: FabricDraft = { productType: 'Fabric', bundleOrRoll: 'Bundle', hasVariants: 'No', lengthM: ['2'], widthCM: ['148'] };

const link = (d: FabricDraft, path: string) => {
  const to = fabricLinkFor(d, path, (field) => stepForField(FABRIC_STEPS, d, field));
  return to ? `${to.step}${to.hash}` : null;
};

describe('every review error links to where that field and variant is edited (issue 16 item 3)', () => {
  it.each([
    ['duplicate variants of a bundle', bundle, 'variantedFields', 'variant_dimensions'],
    ["a roll's bundle variant length", roll, 'lengthM.1', 'variant_dimensions#variant-2'],
    ["the roll's own length", roll, 'lengthM.0', 'dimensions'],
    ["the roll's shared width", roll, 'widthCM.0', 'dimensions'],
    ['a per-variant quantity', bundle, 'quantity.2', 'variant_dimensions#variant-3'],
    ['a per-variant imperfection', bundle, 'imperfections.1.0', 'variant_dimensions#variant-2'],
    ["a roll's per-variant imperfection", roll, 'imperfections.2.0', 'variant_dimensions#variant-3'],
    ['a variant price', bundle, 'price.2', 'variant_price#variant-3'],
    ["the roll's own price", roll, 'price.0', 'variant_price#variant-1'],
    ['a count mismatch of the whole column', bundle, 'price', 'variant_price'],
    ['the only length of a bundle', single, 'lengthM.0', 'dimensions'],
    ['a missing length of a bundle', single, 'lengthM', 'dimensions'],
    ['an imperfection without variants', single, 'imperfections.0.1', 'pattern_imperfections'],
    ['Variant fields without variants', single, 'variantedFields', 'has_variants'],
  ])('%s', (_, draft, path, expected) => {
    expect(link(draft, path)).toBe(expected);
  });

  it('names the variant an error is about', () => {
    expect(variantOfPath(roll, 'lengthM.0')).toBe('The roll');
    expect(variantOfPath(roll, 'lengthM.2')).toBe('Variant 3');
    expect(variantOfPath(bundle, 'widthCM.0')).toBeNull(); // width is 'same for all' by default
    expect(variantOfPath(single, 'lengthM.0')).toBeNull();
  });
});
