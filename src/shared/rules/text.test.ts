import { describe, expect, it } from 'vitest';
import { mergeMulti, otherWins, choiceLimit } from './multi-value';
import { toSentenceCase, toTitleCase } from './text';

describe('text normalisation', () => {
  it.each([
    ['  home  decor ', 'Home Decor'],
    ["men's shirts", "Men's Shirts"],
    ['a/b & c-d', 'A/b & C-d'],
  ])('title-cases %j as %j', (input, out) => expect(toTitleCase(input)).toBe(out));

  it.each([
    ['small hole near the selvage.  faded on one side!', 'Small hole near the selvage. Faded on one side!'],
    [' slight odour ', 'Slight odour'],
  ])('sentence-cases %j', (input, out) => expect(toSentenceCase(input)).toBe(out));
});

describe("'other' twins and multi-valued fields", () => {
  it('lets typed text win over the chosen option', () => {
    expect(otherWins('Coil', '  Nylon coil ')).toBe('Nylon coil');
    expect(otherWins('Coil', '   ')).toBe('Coil');
    expect(otherWins(undefined, '')).toBeUndefined();
  });

  it('merges chosen and comma-separated typed values without duplicates', () => {
    expect(mergeMulti(['Apparel', 'Quilting'], ' quilting, Bags ,, Doll clothes')).toEqual(['Apparel', 'Quilting', 'Bags', 'Doll clothes']);
  });

  it('leaves one choice fewer when free text is entered', () => {
    expect(choiceLimit(3, '')).toBe(3);
    expect(choiceLimit(3, 'Shiny')).toBe(2);
    expect(choiceLimit(2, 'Teal')).toBe(1);
  });
});
