import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageHostPort } from '../../ports/image-host.port';

/** Where the local image host serves box photos (signed-in staff only: the auth guard covers it). */
export const BOX_PHOTOS_PREFIX = '/box-photos';

/** Box photos as files in `dir`, named by a random id so links cannot be guessed or collide. */
export function createLocalImageHost(dir: string): ImageHostPort {
  return {
    async upload(images) {
      await fs.mkdir(dir, { recursive: true });
      return Promise.all(
        images.map(async (image) => {
          const name = `${randomUUID()}.${image.extension}`;
          await fs.writeFile(path.join(dir, name), image.bytes);
          return { url: `${BOX_PHOTOS_PREFIX}/${name}` };
        }),
      );
    },
  };
}
