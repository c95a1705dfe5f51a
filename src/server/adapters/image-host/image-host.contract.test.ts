/**
 * The image host port's behaviour suite (image-host.contract.ts) on every host: the local host on
 * each database engine, and the Cloudinary adapter against the signed-only fake that checks each
 * upload's signature as Cloudinary does (test/fake-cloudinary.ts).
 */
import { engines } from '../../test/databases';
import { FakeCloudinary } from '../../test/fake-cloudinary';
import { readPhoto } from '../stored-photos';
import { createCloudinaryImageHost } from './cloudinary';
import { imageHostContract } from './image-host.contract';
import { BOX_PHOTOS_PREFIX, createLocalImageHost } from './local';

for (const engine of engines) {
  imageHostContract(`local host on ${engine.name}`, async () => {
    const handle = await engine.open();
    return {
      host: createLocalImageHost(handle.db),
      async read(url) {
        if (!url.startsWith(`${BOX_PHOTOS_PREFIX}/`)) throw new Error(`not a box photo link: ${url}`);
        const stored = await readPhoto(handle.db, url.slice(1));
        if (!stored) throw new Error(`no photo at ${url}`);
        return stored.bytes;
      },
      close: () => handle.close(),
    };
  });
}

imageHostContract('Cloudinary adapter on the signed-only fake', async () => {
  const fake = await FakeCloudinary.start();
  return {
    host: createCloudinaryImageHost({ url: fake.cloudinaryUrl(), folder: 'selvage/boxes', agent: fake.agent }),
    read: (url) => fake.download(url),
    close: () => fake.close(),
  };
});
