import { createStore, del, get, set } from 'idb-keyval';

/** A processed photo kept with its draft: upright, at most 2048 px, re-encoded without metadata. */
export interface StoredPhoto {
  id: string;
  blob: Blob;
  mimeType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  name: string;
}

const store = () => createStore('selvage', 'photos');

/** The draft's photos in their order (the first is the main image). */
export async function loadPhotos(draftId: string): Promise<StoredPhoto[]> {
  return (await get<StoredPhoto[]>(draftId, store())) ?? [];
}

export async function savePhotos(draftId: string, photos: readonly StoredPhoto[]): Promise<void> {
  await set(draftId, [...photos], store());
}

export async function clearPhotos(draftId: string): Promise<void> {
  await del(draftId, store());
}
