import { describe, expect, it } from 'vitest';
import { displayValue } from './display-value';

describe('review table values (spec 000 section 2)', () => {
  it.each([
    ['price', 3.5, '$3.50'],
    ['price', [18, 27], '$18.00, $27.00'],
    ['quantity', 2, '2'],
    ['name', '', '-'],
    ['bulky', false, 'No'],
    ['bulky', true, 'Yes'],
    ['uses', ['Dresses', 'Quilting'], 'Dresses, Quilting'],
    ['uses', [], '-'],
    ['images', ['a', 'b', 'c'], '3 photos'],
    ['imperfections', [[], ['Snag']], '- | Snag'],
    ['widthCM', Number.NaN, '-'],
  ])('%s %j shows as %s', (field, value, shown) => {
    expect(displayValue(field, value)).toBe(shown);
  });
});
