import { describe, expect, it } from 'vitest';
import { ROLL_TO_BUNDLE_MESSAGES as M } from '../../../shared/schemas/roll-to-bundle';
import type { RollListing } from '../../api/roll-to-bundle';
import {
  changedRoll,
  edit,
  pickedRoll,
  rollToBundleErrors,
  rollToOpen,
  savedConversion,
  withCurrentRoll,
  ROLL_TO_BUNDLE_TEXTS,
} from './roll-to-bundle-draft';

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

// Issue 42 item 5: the page priced a roll as it was when picked; the server converted it as it is now.
describe('the roll as it is now', () => {
  const cut: RollListing = { ...roll, lengthM: 5, price: '15.00' };

  it('is told apart from the roll picked when its length, price or what the label prints changed', () => {
    expect(changedRoll(roll, [roll])).toBeUndefined();
    expect(changedRoll(roll, [{ ...roll, price: '9' }])).toBeUndefined();
    expect(changedRoll(roll, [cut])).toEqual(cut);
    expect(changedRoll(roll, [{ ...roll, name: 'Harbour Dusk' }])).toMatchObject({ name: 'Harbour Dusk' });
    // Gone (converted meanwhile): the conversion's own answer says so.
    expect(changedRoll(roll, [])).toBeUndefined();
  });

  it('replaces the picked roll and says what changed, so the length and price are checked against it', () => {
    const d = withCurrentRoll({ sku: '10001', roll, length: '6' }, cut);
    expect(d.roll).toEqual(cut);
    expect(d.rollChanged).toBe(ROLL_TO_BUNDLE_TEXTS.rollChanged(cut));
    expect(d.rollChanged).toContain('5 m at $15.00 per metre');
    expect(rollToBundleErrors(d)).toEqual({ length: [M.lengthOverRoll(5)] });
    // A converted draft keeps what it converted.
    const done = {
      sku: '10001',
      roll,
      length: '3',
      result: { sku: '10001', name: 'x', length: 3, price: '27.00', width: 148, content: '' },
    };
    expect(withCurrentRoll(done, cut)).toBe(done);
  });

  it('a refusal is kept with the draft, so it still shows after a reload, until what is converted changes', () => {
    const refused = { sku: '10001', roll, length: '3', refused: M.noRolls };
    expect(savedConversion(refused)).toEqual({ status: 'failed', reason: M.noRolls, retryable: false });
    expect(savedConversion(edit(refused, { length: '2' }))).toBeNull();
    expect(savedConversion({ sku: '10001' })).toBeNull();
  });
});
