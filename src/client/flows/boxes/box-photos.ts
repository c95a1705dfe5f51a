import { loadPhotos } from '../../wizard/photo-store';
import { scaledSize } from '../../widgets/photos/photo-limits';
import { uploadBoxPhotos } from '../../api/boxes';

/**
 * Box photos only document what is in a box, and they travel as data URLs in JSON (a third larger
 * than the bytes) under the server's default body limit of 1 MB: 1600 px at JPEG 0.8 keeps one
 * photo well under it, and sending them one per call keeps every request small.
 */
export const BOX_PHOTO_MAX_EDGE = 1600;
export const BOX_PHOTO_QUALITY = 0.8;

async function toDataUrl(blob: Blob): Promise<string> {
  const bitmap = await createImageBitmap(blob);
  const { width, height } = scaledSize(bitmap.width, bitmap.height, BOX_PHOTO_MAX_EDGE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', BOX_PHOTO_QUALITY);
}

/** Uploads the photos kept under `photoSetId` (already upright and re-encoded by the picker), in order. */
export async function uploadStoredPhotos(photoSetId: string): Promise<string[]> {
  const photos = await loadPhotos(photoSetId);
  const urls: string[] = [];
  for (const photo of photos) {
    urls.push(...(await uploadBoxPhotos([await toDataUrl(photo.blob)])));
  }
  return urls;
}
