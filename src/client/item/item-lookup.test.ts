import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { editHref, itemHref, lookupFailure, readSku } from './item-lookup';

describe('readSku: what the field or the URL holds', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    ['1234', { sku: '1234' }],
    // A handheld scanner may add a space or a tab around the code.
    [' 1234\t', { sku: '1234' }],
    ['12ab', { error: 'Must be a whole number.' }],
    ['-5', { error: 'Must be a whole number.' }],
    ['1'.repeat(21), { error: expect.stringMatching(/20/) as unknown }],
  ])('%j -> %j', (raw, expected) => {
    expect(readSku(raw)).toEqual(expected);
  });
});

describe('lookupFailure: Retry only where trying again may help', () => {
  it.each([
    [new ApiError('s', 404, 'The shop has no product with SKU 9.'), false],
    [new ApiError('s', 400, 'Must be a whole number.'), false],
    [new ApiError('s', 0, 'Failed to fetch'), true],
    [new ApiError('s', 500, 's failed.'), true],
    [new ApiError('s', 503, 'busy'), true],
    [new Error('odd'), true],
  ])('%s -> retry %s', (error, canRetry) => {
    expect(lookupFailure(error)).toEqual({ message: error.message, canRetry });
  });
});

describe('itemHref', () => {
  it('links to the item page, with the SKU when there is one', () => {
    expect(itemHref()).toBe('/item');
    expect(itemHref('42')).toBe('/item?sku=42');
  });
});

describe('editHref', () => {
  it("opens the edit of the product by its id, a Shopify id's slashes and colons kept intact", () => {
    expect(editHref('local:12')).toBe('/edit?productId=local%3A12');
    expect(new URL(editHref('gid://shopify/Product/7'), 'http://x').searchParams.get('productId')).toBe('gid://shopify/Product/7');
  });
});
