import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { unstorableTextErrors, validate } from './validate';

describe('text no store can keep (hardening issue, item 7)', () => {
  it('names the field holding a NUL, however deep', () => {
    expect(unstorableTextErrors({ user_email: 'a\u0000@b.c', user_pass: 'fine' })).toEqual({
      user_email: ['user_email must not contain the NUL character (\\u0000)'],
    });
    expect(unstorableTextErrors({ medias: [{ filename: 'ok' }, { alt: '\u0000' }] })).toEqual({
      'medias.1.alt': ['medias.1.alt must not contain the NUL character (\\u0000)'],
    });
    expect(unstorableTextErrors('\u0000')).toEqual({ '': ['Text must not contain the NUL character (\\u0000)'] });
  });

  it('lists the fields in the order the client wrote them, so the message names the first', () => {
    expect(Object.keys(unstorableTextErrors({ brand: '\u0000', colour: ['ok', '\u0000'], name: '\u0000' }) ?? {})).toEqual([
      'brand',
      'colour.1',
      'name',
    ]);
  });

  it('names a key holding one', () => {
    expect(unstorableTextErrors({ inventorySupplyObject: { 'box\u0000ID': 'x' } })).toEqual({
      'inventorySupplyObject.box\u0000ID': ['inventorySupplyObject.box\u0000ID must not contain the NUL character (\\u0000)'],
    });
  });

  it('finds half a surrogate pair, alone or reversed, and lets whole pairs through', () => {
    expect(unstorableTextErrors({ name: 'ab\ud800' })).toEqual({
      name: ['name contains a broken Unicode character (half of a surrogate pair)'],
    });
    expect(unstorableTextErrors({ name: '\udc00\ud800' })).toEqual({
      name: ['name contains a broken Unicode character (half of a surrogate pair)'],
    });
    expect(unstorableTextErrors({ name: 'Sewing 🧵 box', colour: ['𝕊ilver'], n: 3, ok: true, none: null })).toBeNull();
  });

  it('accepts every well-formed text', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((v) => !JSON.stringify(v).includes('\\u0000')),
        (value) => {
          expect(unstorableTextErrors(value)).toBeNull();
        },
      ),
    );
  });

  it('walks nesting a client chose without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    const errors = unstorableTextErrors(deep);
    expect(Object.keys(errors ?? {})).toHaveLength(1);
  });

  it('stops the shared validation before the schema', () => {
    const schema = z.strictObject({ name: z.string().max(3) });
    expect(validate(schema, { name: 'toolong\u0000' })).toEqual({
      success: false,
      errors: { name: ['name must not contain the NUL character (\\u0000)'] },
    });
  });
});
