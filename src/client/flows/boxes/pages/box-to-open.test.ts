import { describe, expect, it } from 'vitest';
import type { BoxRecord } from '../../../../shared/schemas/box-api';
import { boxToOpen } from './box-to-open';

const box = (id: string, boxID: string): BoxRecord => ({
  id,
  boxID,
  productType: 'Trim',
  subA: 'Lace',
  subB: '',
  boxSize: 'Banker Box',
  status: 'New Box',
  generalSortPhoto: [],
  generalSortNotes: '',
  measuredPhoto: [],
  measuredNotes: '',
});

const BOXES = [box('r1', '6C-1'), box('r2', '6C-12'), box('r3', '9B10-1'), box('r4', '1-1')];

describe('the box a Box ID with Enter opens (issue 19: a scanned label opens its box)', () => {
  it.each([
    ['6C-1', 'r1', 'the exact ID, though another ID contains it'],
    [' 6c-1 ', 'r1', 'typed lower case with spaces'],
    ['9B10-1', 'r3', 'a scanned label'],
    ['9B', 'r3', 'the only box whose ID contains it'],
    ['6C-12', 'r2', 'the longer of two similar IDs'],
  ])('%s opens %s (%s)', (entered, id) => {
    expect(boxToOpen(BOXES, entered)?.id).toBe(id);
  });

  it.each([
    ['6C', 'two boxes contain it'],
    ['-1', 'several boxes contain it'],
    ['7X-1', 'no box has it'],
    ['', 'nothing entered'],
    ['   ', 'only spaces'],
  ])('%s opens nothing (%s)', (entered) => {
    expect(boxToOpen(BOXES, entered)).toBeUndefined();
  });

  it('opens nothing before the list is in', () => {
    expect(boxToOpen([], '6C-1')).toBeUndefined();
  });
});
