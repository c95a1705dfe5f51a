import { randomId } from '../../random-id';
import { PHOTO_QUALITY, PHOTO_TYPE, scaledSize } from './photo-limits';

export interface ProcessedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

let worker: Worker | null = null;
const waiting = new Map<string, (result: ProcessedPhoto | null) => void>();

function getWorker(): Worker | null {
  if (typeof OffscreenCanvas === 'undefined' || typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./process-photo.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: string; blob?: Blob; width?: number; height?: number; error?: boolean }>) => {
      const { id, blob, width, height, error } = event.data;
      waiting.get(id)?.(error || !blob ? null : { blob, width: width!, height: height! });
      waiting.delete(id);
    };
    // A worker that fails to load or dies (out of memory on a huge photo) answers nothing more:
    // every photo it held is unreadable rather than processing forever, and the next gets a new one.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    };
  }
  return worker;
}

/** Main-thread fallback for browsers without OffscreenCanvas. */
async function processHere(file: Blob): Promise<ProcessedPhoto | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, PHOTO_TYPE, PHOTO_QUALITY));
    return blob ? { blob, width, height } : null;
  } catch {
    return null;
  }
}

/** Upright, scaled, re-encoded photo; null when the file cannot be decoded as an image. */
export function processPhoto(file: Blob): Promise<ProcessedPhoto | null> {
  const w = getWorker();
  if (!w) return processHere(file);
  const id = randomId();
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, file });
  });
}
