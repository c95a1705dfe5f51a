import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import {
  addToPile,
  endPile,
  isPending,
  keepInPile,
  loadPile,
  PILE_KEY,
  pileOfKind,
  startPendingPile,
  startPile,
  type Pile,
} from './pile-store';

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

describe('a pile started from Home, before its first item', () => {
  it('applies to a draft of any kind of its flow until its first item is kept, which gives it its kind and photo count', () => {
    const storage = new MemoryStorage();
    startPendingPile('supplies', storage);
    const pending = loadPile('supplies', storage);
    expect(pending && isPending(pending)).toBe(true);
    expect(pileOfKind(pending, 'Zippers')).toEqual(pending);
    expect(pileOfKind(pending, 'Buttons')).toEqual(pending);
    keepInPile('supplies', { id: 'first', kind: 'Zippers', photos: 4 }, storage);
    const started = loadPile('supplies', storage);
    expect(started).toEqual({ flow: 'supplies', kind: 'Zippers', photos: 4, items: ['first'] });
    expect(pileOfKind(started, 'Zippers')).toEqual(started);
    expect(pileOfKind(started, 'Buttons')).toBeNull();
    // Later items join it as they are kept, whatever they say of themselves.
    keepInPile('supplies', { id: 'second', kind: 'Zippers', photos: 5 }, storage);
    expect(loadPile('supplies', storage)).toEqual({ flow: 'supplies', kind: 'Zippers', photos: 4, items: ['first', 'second'] });
  });

  it('is no pile for the other flow, and keeping an item in a flow with no pile starts none', () => {
    const storage = new MemoryStorage();
    startPendingPile('fabric', storage);
    keepInPile('supplies', { id: 'x', kind: 'Zippers', photos: 3 }, storage);
    expect(loadPile('supplies', storage)).toBeNull();
    expect(loadPile('fabric', storage)?.items).toEqual([]);
  });
});
