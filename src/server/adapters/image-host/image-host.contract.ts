/**
 * One behaviour suite for the image host port, run against every host Selvage can keep box photos
 * in (issue 41): the local host on each database engine and the Cloudinary adapter against the
 * signed-only fake (test/fake-cloudinary.ts). The box flow attaches link i to photo i and Airtable
 * fetches each link, so a host that reorders, reuses or mangles would show the wrong photo on a box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostedImage, ImageHostPort } from '../../ports/image-host.port';
import { tinyJpeg, wholePng } from '../../test/images';

export interface OpenImageHost {
  host: ImageHostPort;
  /** The bytes behind a link the host answered, read back the way that host serves them. */
  read(url: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

const jpeg = (bytes: Uint8Array): HostedImage => ({ bytes, mimeType: 'image/jpeg', extension: 'jpg' });
const png = (bytes: Uint8Array): HostedImage => ({ bytes, mimeType: 'image/png', extension: 'png' });

/** Compared as Buffers: a database driver may answer a Buffer where another answers a Uint8Array. */
const same = (bytes: Uint8Array) => Buffer.from(bytes);

export function imageHostContract(name: string, open: () => Promise<OpenImageHost>): void {
  describe(`image host port: ${name}`, () => {
    let opened: OpenImageHost;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened?.close());

    it('answers one link per photo, in order: link i reads back the bytes of photo i', async () => {
      const photos = [jpeg(tinyJpeg(10, 10)), png(wholePng(3, 2)), jpeg(tinyJpeg(20, 10))];
      const links = await opened.host.upload(photos);
      expect(links).toHaveLength(photos.length);
      const read = await Promise.all(links.map((l) => opened.read(l.url)));
      expect(read.map(same)).toEqual(photos.map((p) => same(p.bytes)));
    });

    it('gives every photo a link of its own, even for the same bytes in one call and in the next', async () => {
      const bytes = tinyJpeg(30, 30);
      const first = await opened.host.upload([jpeg(bytes), jpeg(bytes)]);
      const second = await opened.host.upload([jpeg(bytes)]);
      const urls = [...first, ...second].map((l) => l.url);
      expect(new Set(urls).size).toBe(3);
      for (const url of urls) expect(same(await opened.read(url))).toEqual(same(bytes));
    });

    it('answers an empty list for no photos', async () => {
      await expect(opened.host.upload([])).resolves.toEqual([]);
    });

    it('deletes photos by link: a deleted link no longer serves its photo, and the others still do', async () => {
      const [gone, kept] = await opened.host.upload([jpeg(tinyJpeg(40, 10)), jpeg(tinyJpeg(50, 10))]);
      await opened.host.delete([gone!.url]);
      await expect(opened.read(gone!.url)).rejects.toThrow();
      expect(same(await opened.read(kept!.url))).toEqual(same(tinyJpeg(50, 10)));
    });

    it('takes a link it no longer or never held without an error (two servers may sweep one photo)', async () => {
      const [photo] = await opened.host.upload([jpeg(tinyJpeg(60, 10))]);
      const url = photo!.url;
      await opened.host.delete([url]);
      const neverStored = url.replace(/[^/]+(\.\w+)$/, 'never-stored$1');
      await expect(opened.host.delete([url, neverStored])).resolves.toBeUndefined();
      await expect(Promise.all([opened.host.delete([url]), opened.host.delete([url])])).resolves.toBeDefined();
      await expect(opened.host.delete([])).resolves.toBeUndefined();
    });

    it('is ready as set up, where it checks at start', async () => {
      await expect(Promise.resolve(opened.host.ready?.())).resolves.toBeUndefined();
    });
  });
}
