/// <reference lib="webworker" />
import { PHOTO_QUALITY, PHOTO_TYPE, scaledSize } from './photo-limits';

/**
 * Decodes a photo off the main thread so typing never stalls: turned upright from its EXIF
 * orientation, scaled down, re-encoded (which drops location and camera metadata).
 */
self.onmessage = async (event: MessageEvent<{ id: string; file: Blob }>) => {
  const { id, file } = event.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: PHOTO_TYPE, quality: PHOTO_QUALITY });
    self.postMessage({ id, blob, width, height });
  } catch {
    self.postMessage({ id, error: true });
  }
};
