/**
 * Box photos no status update used are deleted from the image host a day after their upload (issue
 * 41), on the local host and on Cloudinary (the signed-only fake), with the app's clock moved: what
 * staff or Airtable would see is whether a photo's link still serves it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxStatusSchema } from '../../shared/schemas/box-api';
import { createCloudinaryImageHost } from '../adapters/image-host/cloudinary';
import { BOX_PHOTOS_PREFIX, createLocalImageHost } from '../adapters/image-host/local';
import { readPhoto } from '../adapters/stored-photos';
import type { Database } from '../db/connection';
import type { ImageHostPort } from '../ports/image-host.port';
import { startTestApp, type TestApp } from '../test/app-harness';
import { engines } from '../test/databases';
import { FakeCloudinary } from '../test/fake-cloudinary';
import { dataUrl, tinyJpeg } from '../test/images';
import { BOX_PHOTO_UNUSED_MAX_AGE_MS, createBoxPhotoUploads } from './box-photo-uploads';

const by = 'sweep@selvage.test';
const buttons = { productType: 'Buttons', subA: '', subB: '', boxSize: 'Small Bin' } as const;
const HOUR = 60 * 60_000;

interface OpenedHost {
  host: (db: Database) => ImageHostPort;
  /** The bytes behind a link, read back as that host serves them; throws when it no longer serves. */
  read: (db: Database, url: string) => Promise<Uint8Array>;
  close: () => Promise<void>;
}

interface Host {
  name: string;
  open: () => Promise<OpenedHost>;
}

const hosts: Host[] = [
  {
    name: 'the local host',
    open: () =>
      Promise.resolve({
        host: (db) => createLocalImageHost(db),
        async read(db, url) {
          const stored = url.startsWith(`${BOX_PHOTOS_PREFIX}/`) ? await readPhoto(db, url.slice(1)) : null;
          if (!stored) throw new Error(`no photo at ${url}`);
          return stored.bytes;
        },
        close: () => Promise.resolve(),
      }),
  },
  {
    name: 'Cloudinary (the signed-only fake)',
    open: async () => {
      const fake = await FakeCloudinary.start();
      return {
        host: () => createCloudinaryImageHost({ url: fake.cloudinaryUrl(), folder: 'selvage/boxes', agent: fake.agent }),
        read: (_db, url) => fake.download(url),
        close: () => fake.close(),
      };
    },
  },
];

describe.each(engines)('unused box photos, on $name', (engine) => {
  describe.each(hosts)('on $name', ({ open }) => {
    let t: TestApp;
    let opened: OpenedHost;
    let host: ImageHostPort;
    const upload = async (width: number) => {
      const [photo] = await t.services.boxes.uploadPhotos([dataUrl(tinyJpeg(width, 10))]);
      return photo!.url;
    };
    const serves = (url: string) =>
      opened.read(t.db, url).then(
        () => true,
        () => false,
      );

    beforeAll(async () => {
      opened = await open();
      t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-box-photo-sweep-')) }, undefined, (db) => {
        host = opened.host(db);
        return { imageHost: host };
      });
    });
    afterAll(async () => {
      await t?.close();
      await opened?.close();
    });

    it('deletes a photo no update used once a day old; a used one and a fresh one stay; two servers sweeping at once is no harm', async () => {
      // Another app server on the same database, with the same clock.
      const sweeper = createBoxPhotoUploads(t.db, host, () => t.clock.now);
      const otherServer = createBoxPhotoUploads(t.db, host, () => t.clock.now);

      const abandoned = await upload(10);
      const used = await upload(20);
      const box = await t.services.boxes.create(buttons, `draft-sweep-${engine.name.replace(/\W/g, '')}-1`, by);
      const updated = await t.services.boxes.updateStatus(
        boxStatusSchema.parse({ boxID: box.boxID, fromStatus: box.status, notes: '', photos: [used] }),
        by,
      );
      expect(updated.generalSortPhoto.map((p) => p.url)).toEqual([used]);

      t.clock.advance(BOX_PHOTO_UNUSED_MAX_AGE_MS - HOUR);
      const fresh = await upload(30);
      expect(await sweeper.sweep()).toEqual([]);
      expect([await serves(abandoned), await serves(used), await serves(fresh)]).toEqual([true, true, true]);

      t.clock.advance(HOUR + 1);
      const [mine, theirs] = await Promise.all([sweeper.sweep(), otherServer.sweep()]);
      expect([...mine, ...theirs].every((url) => url === abandoned)).toBe(true);
      expect(new Set([...mine, ...theirs])).toEqual(new Set([abandoned]));
      expect([await serves(abandoned), await serves(used), await serves(fresh)]).toEqual([false, true, true]);
      // Nothing is left to do: the row went with the photo.
      expect(await otherServer.sweep()).toEqual([]);

      // A day on, the fresh one was never used either; the used one stays for good.
      t.clock.advance(BOX_PHOTO_UNUSED_MAX_AGE_MS);
      expect(await sweeper.sweep()).toEqual([fresh]);
      expect([await serves(used), await serves(fresh)]).toEqual([true, false]);
      t.clock.advance(30 * BOX_PHOTO_UNUSED_MAX_AGE_MS);
      expect(await sweeper.sweep()).toEqual([]);
      expect(await serves(used)).toBe(true);
    });
  });
});
