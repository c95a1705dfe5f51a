import { PHOTO_MESSAGES } from '../../shared/schemas/media';
import type { VersionedRecord } from '../../shared/schemas/product-edit';
import type { PhotoType, StoredPhoto } from '../wizard/photo-store';
import { photoNameOf, shopPhotoIds } from './edit-photos';

/** A shop photo as the photo store keeps it: already processed (it was, when it was uploaded). */
export type ShopPhoto = Omit<StoredPhoto, 'state'>;

/** How an edit's photos stand: being read from the shop, in the photo store, or left as the shop shows them. */
export type ShopPhotosState =
  | { state: 'reading' }
  | { state: 'ready' }
  /** `unread`: the photos that could not be read, named as staff see them; none when the device would not keep them. */
  | { state: 'failed'; unread: string[] };

export interface ShopPhotoReaders {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The picture's size in pixels; throws when the bytes are no picture. */
  measure: (blob: Blob) => Promise<{ width: number; height: number }>;
}

async function measureBitmap(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const { width, height } = bitmap;
  bitmap.close();
  return { width, height };
}

export const BROWSER_READERS: ShopPhotoReaders = { fetch: (url, init) => fetch(url, init), measure: measureBitmap };

/** 'Photo 2 (20001_2.jpg)': where it is, and the file staff may know it by. */
function unreadName(url: string, n: number): string {
  const place = PHOTO_MESSAGES.photoName(n);
  const name = photoNameOf(url, n);
  return name === place ? place : `${place} (${name})`;
}

const photoTypeOf = (blob: Blob): PhotoType => (blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg');

/**
 * The photos the shop shows for `held`, read as bytes to be kept with the edit, under the ids its
 * draft lists (shopPhotoIds). The embedded shop serves them from /media on this origin; Shopify's
 * CDN answers CORS for images. `unread` names every photo that could not be read (no answer, not
 * a picture): the edit must then leave the photos as they are, since a save sends the whole set.
 */
export async function readShopPhotos(
  held: Pick<VersionedRecord, 'media' | 'details'>,
  signal: AbortSignal,
  readers: ShopPhotoReaders = BROWSER_READERS,
): Promise<{ photos: ShopPhoto[]; unread: string[] }> {
  const ids = shopPhotoIds(held);
  const read = await Promise.all(
    held.media.map(async (url, i): Promise<ShopPhoto | null> => {
      const name = photoNameOf(url, i + 1);
      try {
        const answer = await readers.fetch(url, { signal, credentials: 'same-origin' });
        if (!answer.ok) return null;
        const blob = await answer.blob();
        const { width, height } = await readers.measure(blob);
        return { id: ids[i]!, name, blob, mimeType: photoTypeOf(blob), width, height };
      } catch {
        return null;
      }
    }),
  );
  const unread = held.media.flatMap((url, i) => (read[i] ? [] : [unreadName(url, i + 1)]));
  return { photos: read.filter((p) => p !== null), unread };
}
