import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { ImageHostPort } from '../../ports/image-host.port';
import { deletePhotos, putPhotos } from '../stored-photos';

/** Where the local image host serves box photos (signed-in staff only: the auth guard covers it). */
export const BOX_PHOTOS_PREFIX = '/box-photos';

/**
 * Box photos in Selvage's database (adapters/stored-photos.ts), each named by a random id so links
 * cannot be guessed or collide; one call's photos are stored all or none.
 */
export function createLocalImageHost(db: Database, now: () => number = Date.now): ImageHostPort {
  return {
    async upload(images) {
      const photos = images.map((image) => ({
        path: `${BOX_PHOTOS_PREFIX.slice(1)}/${randomUUID()}.${image.extension}`,
        mimeType: image.mimeType,
        bytes: image.bytes,
      }));
      await putPhotos(db, photos, now());
      return photos.map((p) => ({ url: `/${p.path}` }));
    },

    async delete(urls) {
      // Only box photos: the embedded shop's product photos share the table and are never ours to delete.
      await deletePhotos(
        db,
        urls.filter((url) => url.startsWith(`${BOX_PHOTOS_PREFIX}/`)).map((url) => url.slice(1)),
      );
    },
  };
}
