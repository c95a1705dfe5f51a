import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colours, images, largeTitle, measure, packSize, price, quantity, selectOne, sentence, smallTitle } from './fields';
import { validate } from './validate';

const errorsFor = (schema: z.ZodType, value: unknown) => {
  const r = validate(z.object({ f: schema }), { f: value });
  return r.success ? [] : (r.errors.f ?? Object.values(r.errors).flat());
};

describe('shared field rules', () => {
  it('requires and limits title text, capitalising each word', () => {
    expect(errorsFor(smallTitle('Colour'), '')).toEqual(['Colour is required']);
    expect(errorsFor(smallTitle('Colour'), 'x'.repeat(21))).toEqual(['Colour must be at most 20 characters']);
    expect(errorsFor(largeTitle('Use'), 'x'.repeat(41))).toEqual(['Use must be at most 40 characters']);
    expect(errorsFor(largeTitle('Use'), 'bags; purses')[0]).toMatch(/^Use should only contain alphabet characters/);
    expect(validate(largeTitle('Use'), ' home decor ')).toEqual({ success: true, data: 'Home Decor' });
  });

  it('limits sentences to 75 characters and capitalises them', () => {
    expect(errorsFor(sentence('Imperfection'), 'x'.repeat(76))).toEqual(['Imperfection must be at most 75 characters']);
    expect(validate(sentence('Imperfection'), 'tiny hole. faded!')).toEqual({ success: true, data: 'Tiny hole. Faded!' });
  });

  // Spec 000 section 5: sentence text is title text plus period, exclamation and curly quotes, nothing more.
  it.each(['Is it silk?', 'Small hole (near edge).', 'Marked "seconds".', 'A tear)'])(
    'refuses %j: ? ( ) and " are not in the sentence character set',
    (text) => {
      expect(errorsFor(sentence('Imperfection'), text)).toEqual([
        "Imperfection should only contain alphabet characters, numbers and - / ' & , . ! “ ”",
      ]);
    },
  );

  it.each(['Soft, smooth & light!', 'Sold as “seconds”.', "Maker's mark - 2/3 faded."])('accepts %j', (text) => {
    expect(errorsFor(sentence('Imperfection'), text)).toEqual([]);
  });

  it('checks measures and prices: positive, at most 2 decimals, within the maximum', () => {
    const width = measure('Width (cm)', { max: 999 });
    expect(errorsFor(width, undefined)).toEqual(['Width (cm) is required']);
    expect(errorsFor(width, 1.234)).toEqual(['Number should have less then 2 decimal places.']);
    expect(errorsFor(width, 1000)).toEqual(['Width (cm) must be at most 999']);
    expect(errorsFor(width, -1)).toEqual(['Width (cm) must be more than 0']);
    expect(validate(width, '148')).toEqual({ success: true, data: 148 });
    expect(errorsFor(price(), '12.555')).toEqual(['Number should have less then 2 decimal places.']);
  });

  it('checks quantity 1..999 and pack size 1..25 as whole numbers', () => {
    expect(errorsFor(quantity(), 0)).toEqual(['Quantity must be at least 1']);
    expect(errorsFor(quantity(), 1000)).toEqual(['Quantity must be at most 999']);
    expect(errorsFor(quantity(), 1.5)).toEqual(['Quantity must be a whole number']);
    expect(errorsFor(packSize(), 26)).toEqual(['Pack size must be at most 25']);
    expect(validate(packSize('Pack size', 500), 500).success).toBe(true);
  });

  it('keeps select-one fields to the allowed values', () => {
    const weight = selectOne('Weight', ['Light', 'Medium', 'Heavy']);
    expect(errorsFor(weight, undefined)).toEqual(['Weight is required']);
    expect(errorsFor(weight, 'Feather')).toEqual(['Weight must be one of: Light, Medium, Heavy']);
  });

  it('allows 1 to 2 colours and 3 to 7 photos', () => {
    expect(errorsFor(colours(), [])).toEqual(['Colours is required']);
    expect(errorsFor(colours(), ['Red', 'Blue', 'Green'])).toEqual(['Colours must have at most 2 items']);
    expect(errorsFor(images(), ['a', 'b'])).toEqual(['Must have at least 3 images']);
    expect(errorsFor(images(), ['1', '2', '3', '4', '5', '6', '7', '8'])).toEqual(['Maximum of 7 images can be uploaded']);
  });

  it("reports 'Validation Failed' for a failure that is not a validation failure", () => {
    const broken = z.string().transform(() => {
      throw new Error('bug');
    });
    expect(validate(broken, 'x')).toEqual({ success: false, errors: { '': ['Validation Failed'] } });
  });
});
