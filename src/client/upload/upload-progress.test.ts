import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { clearProgress, loadProgress, saveProgress, subscribeProgress, UPLOAD_PROGRESS_KEY, type UploadProgress } from './upload-progress';

let storage: MemoryStorage;
let win: EventTarget;
beforeEach(() => {
  storage = new MemoryStorage();
  win = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', win);
});
afterEach(() => vi.unstubAllGlobals());

const progress = (draftId: string, attached: boolean, sku = '10026'): UploadProgress => ({
  draftId,
  productId: `local:${sku}`,
  title: 'Old Item',
  skus: [sku],
  attached,
});

describe('upload progress, one record per draft', () => {
  it("keeps a fabric's upload while a supply is uploaded, and forgets only the draft it is told", () => {
    saveProgress(progress('fabric-draft', true, '10026'));
    saveProgress(progress('supply-draft', false, '10027'));
    expect(loadProgress('fabric-draft')).toEqual(progress('fabric-draft', true, '10026'));
    expect(loadProgress('supply-draft')?.skus).toEqual(['10027']);
    clearProgress('supply-draft');
    expect(loadProgress('supply-draft')).toBeNull();
    expect(loadProgress('fabric-draft')?.attached).toBe(true);
    expect(loadProgress('no-such-draft')).toBeNull();
  });

  it('still knows an upload recorded by the old code under its single key, and moves it on the next write', () => {
    storage.setItem('productForm.upload', JSON.stringify(progress('old-draft', true)));
    expect(loadProgress('old-draft')?.attached).toBe(true);
    saveProgress(progress('new-draft', false, '10030'));
    expect(storage.getItem('productForm.upload')).toBeNull();
    expect(Object.keys(JSON.parse(storage.getItem(UPLOAD_PROGRESS_KEY)!) as object).sort()).toEqual(['new-draft', 'old-draft']);
  });

  it('reads nothing from records it cannot trust', () => {
    storage.setItem(
      UPLOAD_PROGRESS_KEY,
      JSON.stringify({ a: { draftId: 'b', productId: 'local:1' }, toString: progress('toString', true), c: 'x' }),
    );
    expect(loadProgress('a')).toBeNull();
    expect(loadProgress('c')).toBeNull();
    expect(loadProgress('constructor')).toBeNull();
    expect(loadProgress('toString')?.attached).toBe(true);
    storage.setItem(UPLOAD_PROGRESS_KEY, '{');
    expect(loadProgress('a')).toBeNull();
  });

  it('tells subscribers of every change, in this tab and from another', () => {
    const seen = vi.fn();
    const stop = subscribeProgress(seen);
    saveProgress(progress('d', false));
    clearProgress('d');
    win.dispatchEvent(Object.assign(new Event('storage'), { key: UPLOAD_PROGRESS_KEY }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'productForm.fabric' }));
    expect(seen).toHaveBeenCalledTimes(3);
    stop();
    saveProgress(progress('d', true));
    expect(seen).toHaveBeenCalledTimes(3);
  });
});
