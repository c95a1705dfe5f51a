import { useCallback, useEffect, useState } from 'react';
import { keepPhotos } from '../wizard/photo-store';
import { markPhotosRead, photosRead, type EditBase } from './edit-store';
import { readShopPhotos, type ShopPhotosState } from './shop-photos';

const READING: ShopPhotosState = { state: 'reading' };
const READY: ShopPhotosState = { state: 'ready' };

/**
 * The edit's photos in the photo store (keyed by the edit's id), read from the shop once when the
 * edit opens, so the Camera page is the normal photo page. Read once per edit: a reload or a second
 * visit keeps what staff changed. A photo that cannot be read leaves every photo as the shop shows
 * it (a save replaces the whole set: one left out would be lost); `again` tries once more.
 */
export function useShopPhotos(base: EditBase | null): { photos: ShopPhotosState; again: () => void } {
  // The outcome of one reading (of this edit, at this try); before it, the edit's photos are being read.
  const [read, setRead] = useState<{ editId: string; tries: number; photos: ShopPhotosState } | null>(null);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!base || photosRead(base)) return;
    const { editId } = base;
    const abort = new AbortController();
    const show = (photos: ShopPhotosState) => !abort.signal.aborted && setRead({ editId, tries, photos });
    void readShopPhotos(base.record, abort.signal).then(async ({ photos, unread }) => {
      if (abort.signal.aborted) return;
      if (unread.length > 0) return show({ state: 'failed', unread });
      try {
        await keepPhotos(editId, photos);
      } catch {
        // The device would not keep them (storage full, private browsing).
        return show({ state: 'failed', unread: [] });
      }
      markPhotosRead(base);
      show(READY);
    });
    return () => abort.abort();
  }, [base, tries]);

  const again = useCallback(() => setTries((n) => n + 1), []);
  let photos = READING;
  if (base && read?.editId === base.editId && read.tries === tries) photos = read.photos;
  else if (base && photosRead(base)) photos = READY;
  return { photos, again };
}
