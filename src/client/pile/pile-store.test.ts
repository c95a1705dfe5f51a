import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { addToPile, endPile, loadPile, PILE_KEY, startPile, type Pile } from './pile-store';

const zippers: Pile = { flow: 'supplies', kind: 'Zippers', photos: 3, items: ['a'] };

describe('the pile a flow is listing', () => {
  it('is kept per flow: a fabric pile and a supplies pile side by side, each ended on its own', () => {
    const storage = new MemoryStorage();
    startPile(zippers, storage);
    startPile({ flow: 'fabric', kind: 'Fabric', photos: 4, items: ['f'] }, storage);
    expect(loadPile('supplies', storage)).toEqual(zippers);
    expect(loadPile('fabric', storage)?.photos).toBe(4);
    endPile('supplies', storage);
    expect(loadPile('supplies', storage)).toBeNull();
    expect(loadPile('fabric', storage)?.items).toEqual(['f']);
  });

  it('adds each kept item once, in the order kept, and nothing to a flow with no pile', () => {
    const storage = new MemoryStorage();
    startPile(zippers, storage);
    addToPile('supplies', 'b', storage);
    addToPile('supplies', 'b', storage);
    addToPile('supplies', 'c', storage);
    addToPile('fabric', 'x', storage);
    expect(loadPile('supplies', storage)?.items).toEqual(['a', 'b', 'c']);
    expect(loadPile('fabric', storage)).toBeNull();
  });

  it('reads a damaged or foreign record as no pile', () => {
    const storage = new MemoryStorage();
    for (const raw of [
      '{',
      'null',
      '{"supplies":{"kind":"Zippers"}}',
      '{"supplies":{"flow":"fabric","kind":"Zippers","photos":3,"items":[]}}',
    ]) {
      storage.setItem(PILE_KEY, raw);
      expect(loadPile('supplies', storage), raw).toBeNull();
    }
  });
});
