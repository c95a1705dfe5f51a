import { describe, expect, it } from 'vitest';
import { ROLL_TO_BUNDLE_MESSAGES as M } from '../../../shared/schemas/roll-to-bundle';
import type { RollListing } from '../../api/roll-to-bundle';
import { edit, pickedRoll, rollToBundleErrors, rollToOpen, ROLL_TO_BUNDLE_TEXTS } from './roll-to-bundle-draft';

const roll: RollListing = {
  productId: 'local:1',
  title: 'Harbour Morning - Blue Poplin Roll',
  sku: '10001',
  name: 'Harbour Morning',
  lengthM: 8,
  widthCM: 148,
  content: '60% Cotton, 40% Polyester',
  price: '9.00',
};

describe('roll to bundle draft', () => {
  it('an empty draft needs a SKU and a length', () => {
    expect(rollToBundleErrors({})).toEqual({ sku: [M.skuRequired], length: [M.lengthNotNumber] });
  });

  it('a SKU that is not a whole number says so, and nothing about picking', () => {
    expect(rollToBundleErrors({ sku: '12a', length: '2' })).toEqual({ sku: [M.skuWhole] });
  });

  it('a good SKU still needs a roll picked from the results, and the pick must be for that SKU', () => {
    expect(rollToBundleErrors({ sku: '10001', length: '2' })).toEqual({ roll: [ROLL_TO_BUNDLE_TEXTS.pickRoll] });
    expect(rollToBundleErrors({ sku: '10002', roll, length: '2' })).toEqual({ roll: [ROLL_TO_BUNDLE_TEXTS.pickRoll] });
    expect(pickedRoll({ sku: ' 10001 ', roll })).toBe(roll);
    expect(rollToBundleErrors({ sku: '10001', roll, length: '2.35' })).toEqual({});
  });

  it('checks the length against what the picked roll holds, and the bundle limit', () => {
    expect(rollToBundleErrors({ sku: '10001', roll, length: 'abc' })).toEqual({ length: [M.lengthNotNumber] });
    expect(rollToBundleErrors({ sku: '10001', roll, length: '8.5' })).toEqual({ length: [M.lengthOverRoll(8)] });
    expect(rollToBundleErrors({ sku: '10001', roll, length: '8' })).toEqual({});
    expect(rollToBundleErrors({ sku: '10001', roll: { ...roll, lengthM: 30 }, length: '12' })).toEqual({ length: [M.lengthOverBundleMax] });
  });

  it('a SKU only one roll has opens that roll without a tap; several rolls wait for staff to pick', () => {
    expect(rollToOpen({ sku: '10001' }, [roll])).toBe(roll);
    expect(rollToOpen({ sku: ' 10001 ' }, [roll])).toBe(roll);
    expect(
      rollToOpen({ sku: '10001' }, [roll, { ...roll, productId: 'local:2', title: 'Harbour Morning - Red Poplin Roll' }]),
    ).toBeUndefined();
    expect(rollToOpen({ sku: '10001' }, [])).toBeUndefined();
    // An answer for a SKU no longer in the box opens nothing.
    expect(rollToOpen({ sku: '10002' }, [roll])).toBeUndefined();
  });

  it('the roll already picked does not open again, so Back to the search stays there', () => {
    expect(rollToOpen({ sku: '10001', roll }, [roll])).toBeUndefined();
    // Another roll picked before, under another SKU: the new SKU's only roll opens.
    expect(rollToOpen({ sku: '10001', roll: { ...roll, productId: 'local:9', sku: '10009' } }, [roll])).toBe(roll);
  });

  it('any edit drops an earlier result, so the page is ready again rather than showing an old success', () => {
    const result = { sku: '10001', name: 'Harbour Morning', length: 2, price: '18.00', width: 148, content: '' };
    expect(edit({ sku: '10001', roll, length: '2', result }, { length: '3' })).toEqual({ sku: '10001', roll, length: '3' });
  });
});
