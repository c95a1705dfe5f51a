import { describe, expect, it } from 'vitest';
import { WEAVE_TYPES } from '../../shared/catalogue/fabric';
import { filterOptions } from './option-search';

const weaves = [...WEAVE_TYPES.light, ...WEAVE_TYPES.standard, ...WEAVE_TYPES.heavy];

describe('the weave type search narrows the chips as staff type', () => {
  it.each<[string, string[]]>([
    ['pop', ['Poplin']],
    ['POP', ['Poplin']],
    ['  crepe ', ['Crepe De Chine', 'Crepe']],
    ['cot qui', ['Quilting Cotton']],
    ['de', ['Crepe De Chine', 'Denim', 'Brocade']],
    ['zzz', []],
  ])("'%s' leaves %j, in the list's own order", (query, expected) => {
    expect(filterOptions(weaves, query)).toEqual(expected);
  });

  it('an empty search shows every option', () => {
    expect(filterOptions(weaves, '')).toEqual(weaves);
    expect(filterOptions(weaves, '   ')).toHaveLength(34);
  });
});
