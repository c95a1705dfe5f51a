import { describe, expect, it } from 'vitest';
import { validateProduct } from '../products';
import { broken, COMPATIBILITY_CASES } from '../test/compatibility-cases';

/**
 * Issue 42: every rule of what goes with what (spec 000 and 001) is the schema's too, so the server
 * refuses what no page lets staff make. Each row is a valid product from the factory with one rule
 * broken; the refusal is on the row's field and on no other.
 */
describe('the product schema refuses what no page can make', () => {
  it.each(COMPATIBILITY_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const valid = c.valid();
    expect(validateProduct(valid)).toMatchObject({ success: true });
    const result = validateProduct(broken(c, valid));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors)).toEqual([c.field]);
    expect(result.errors[c.field]!.join(' ')).toMatch(c.message);
  });

  it('lists a rule for every kind that has one', () => {
    const kinds = new Set(COMPATIBILITY_CASES.map((c) => c.kind));
    expect([...kinds].sort()).toEqual([
      'Bias Tape',
      'Buttons',
      'Elastic',
      'Fabric',
      'Other Supply',
      'Ribbing',
      'Thread',
      'Trim',
      'Zippers',
    ]);
  });
});
