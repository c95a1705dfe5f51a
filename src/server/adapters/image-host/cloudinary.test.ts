/**
 * What only the Cloudinary adapter does (what every host does is in image-host.contract.ts): it
 * signs each upload with the API secret without ever sending the secret, into the configured
 * folder, and checks the key and secret at start. Against the signed-only fake, which recomputes
 * each signature as Cloudinary does (test/fake-cloudinary.ts).
 */
import { createHash } from 'node:crypto';
import { v2 as cloudinary } from 'cloudinary';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImageHostError, ImageHostSetupError, type HostedImage } from '../../ports/image-host.port';
import { FakeCloudinary } from '../../test/fake-cloudinary';
import { dataUrl, tinyJpeg } from '../../test/images';
import { createCloudinaryImageHost, parseCloudinaryUrl, publicIdOfLink } from './cloudinary';

const FOLDER = 'selvage/boxes';
const photo = (width = 10): HostedImage => ({ bytes: tinyJpeg(width, 10), mimeType: 'image/jpeg', extension: 'jpg' });

describe('parseCloudinaryUrl', () => {
  it('reads the cloud name, key, secret (URL-decoded) and upload prefix from CLOUDINARY_URL', () => {
    expect(parseCloudinaryUrl('cloudinary://123:abc@shop-cloud')).toEqual({ cloudName: 'shop-cloud', apiKey: '123', apiSecret: 'abc' });
    expect(parseCloudinaryUrl('cloudinary://123:a%2Fb%40c%3Ad@shop-cloud?upload_prefix=https%3A%2F%2Fapi-eu.cloudinary.com')).toEqual({
      cloudName: 'shop-cloud',
      apiKey: '123',
      apiSecret: 'a/b@c:d',
      uploadPrefix: 'https://api-eu.cloudinary.com',
    });
  });

  it('is null for anything else, and for a URL without the secret it signs with', () => {
    expect(parseCloudinaryUrl('https://123:abc@shop-cloud')).toBeNull();
    expect(parseCloudinaryUrl('cloudinary://123@shop-cloud')).toBeNull();
    expect(parseCloudinaryUrl('cloudinary://123:%E0%A4%A@shop-cloud')).toBeNull();
    expect(parseCloudinaryUrl('not a url')).toBeNull();
    expect(() => createCloudinaryImageHost({ url: 'cloudinary://123@shop-cloud', folder: FOLDER })).toThrow(ImageHostSetupError);
  });
});

describe('Cloudinary image host against the signed-only fake', () => {
  let fake: FakeCloudinary;
  beforeAll(async () => {
    fake = await FakeCloudinary.start();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.now = Date.now;
    fake.refuse(null);
    fake.uploads.length = 0;
    fake.destroys.length = 0;
    fake.requests.length = 0;
  });

  const host = (wrong: Parameters<FakeCloudinary['cloudinaryUrl']>[0] = {}) =>
    createCloudinaryImageHost({ url: fake.cloudinaryUrl(wrong), folder: FOLDER, agent: fake.agent });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => new Error('resolved'),
      (e: unknown) => e as Error,
    );

  it('signs each upload (key, timestamp, signature; no preset) into the folder, and keeps the secure link', async () => {
    const before = Math.floor(Date.now() / 1000);
    const links = await host().upload([photo(10), photo(20)]);
    expect(fake.uploads.map((u) => [u.path, u.status])).toEqual([
      ['/v1_1/democloud/image/upload', 200],
      ['/v1_1/democloud/image/upload', 200],
    ]);
    for (const { fields } of fake.uploads) {
      expect(Object.keys(fields).sort()).toEqual(['api_key', 'file', 'folder', 'signature', 'timestamp']);
      expect(fields).toMatchObject({ api_key: fake.account.apiKey, folder: FOLDER });
      expect(Number(fields.timestamp)).toBeGreaterThanOrEqual(before);
    }
    expect(fake.uploads.map((u) => u.fields.file).sort()).toEqual([dataUrl(tinyJpeg(10, 10)), dataUrl(tinyJpeg(20, 10))].sort());
    for (const { url } of links)
      expect(url).toMatch(new RegExp(`^${fake.origin}/democloud/image/upload/v\\d+/selvage/boxes/[0-9a-f]+\\.jpg$`));
    expect(fake.uploads.map((u) => u.answer.public_id)).toEqual(expect.arrayContaining([expect.stringMatching(/^selvage\/boxes\//)]));
  });

  it('never sends the API secret: not in a field, the path or a header, not even base64-encoded', async () => {
    await host().upload([photo()]);
    const secret = fake.account.apiSecret;
    const uploads = fake.requests.filter((r) => r.path.endsWith('/upload'));
    expect(uploads).toHaveLength(1);
    for (const r of uploads) {
      const seen = [r.path, r.body.toString('latin1'), JSON.stringify(r.headers)];
      const basic = /^Basic (.+)$/.exec(r.headers.authorization ?? '')?.[1];
      if (basic) seen.push(Buffer.from(basic, 'base64').toString('utf8'));
      for (const text of seen) expect(text).not.toContain(secret);
    }
  });

  it('the account refuses what the old adapter sent, an unsigned upload through the preset, with Cloudinary words', async () => {
    const options = { cloud_name: 'democloud', upload_prefix: fake.origin, agent: fake.agent, resource_type: 'image' as const };
    const file = dataUrl(tinyJpeg(10, 10));
    await expect(cloudinary.uploader.unsigned_upload(file, 'unsignedPreset', options)).rejects.toMatchObject({
      message: 'Upload preset must be whitelisted for unsigned uploads',
      http_code: 400,
    });
    await expect(cloudinary.uploader.unsigned_upload(file, 'anyOtherPreset', options)).rejects.toMatchObject({
      message: 'Upload preset not found',
    });
    expect(fake.uploads.map((u) => u.status)).toEqual([400, 400]);
  });

  it('a wrong secret signs wrongly: Cloudinary 401 words, with the string it signed, as an ImageHostError', async () => {
    const error = await failureOf(host({ apiSecret: 'not-the-secret' }).upload([photo()]));
    expect(error).toBeInstanceOf(ImageHostError);
    expect(error.message).toMatch(
      /^Cloudinary upload failed: Invalid Signature [0-9a-f]{40}\. String to sign - 'folder=selvage\/boxes&timestamp=\d+'\.$/,
    );
    expect(error.message).not.toContain('not-the-secret');
    expect(fake.uploads[0]?.status).toBe(401);
  });

  it('a signature is recomputed from the parameters posted: one made for others is refused, one made for these is taken', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const secret = fake.account.apiSecret;
    const post = (signed: Record<string, string>, posted: Record<string, string>) =>
      fake.postForm('/v1_1/democloud/image/upload', {
        file: dataUrl(tinyJpeg(10, 10)),
        api_key: fake.account.apiKey,
        ...posted,
        signature: cloudinary.utils.api_sign_request(signed, secret),
      });
    const elsewhere = await post({ folder: 'elsewhere', timestamp }, { folder: FOLDER, timestamp });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error?.message).toMatch(
      new RegExp(`^Invalid Signature [0-9a-f]{40}\\. String to sign - 'folder=selvage/boxes&timestamp=${timestamp}'\\.$`),
    );
    // Every parameter but file, cloud_name, resource_type and api_key is signed: one added after signing is caught.
    const added = await post({ timestamp }, { timestamp, public_id: 'chosen' });
    expect(added.status).toBe(401);
    expect(added.body.error?.message).toContain(`String to sign - 'public_id=chosen&timestamp=${timestamp}'`);
    const right = await post({ folder: FOLDER, public_id: 'chosen', timestamp }, { folder: FOLDER, public_id: 'chosen', timestamp });
    expect(right.status).toBe(200);
    // SHA-256 (the SDK's signature_algorithm option) is taken as well.
    const sha256 = await fake.postForm('/v1_1/democloud/image/upload', {
      file: dataUrl(tinyJpeg(10, 10)),
      api_key: fake.account.apiKey,
      timestamp,
      signature: createHash('sha256').update(`timestamp=${timestamp}${secret}`).digest('hex'),
    });
    expect(sha256.status).toBe(200);
  });

  it('a key the account does not have is refused as Cloudinary refuses it', async () => {
    const error = await failureOf(host({ apiKey: '999' }).upload([photo()]));
    expect(error).toBeInstanceOf(ImageHostError);
    expect(error.message).toBe('Cloudinary upload failed: Unknown API key 999');
  });

  it('a timestamp more than an hour behind Cloudinary clock is a stale request; just under an hour is not', async () => {
    fake.now = () => Date.now() + 59 * 60_000;
    await expect(host().upload([photo()])).resolves.toHaveLength(1);
    fake.now = () => Date.now() + 61 * 60_000;
    const error = await failureOf(host().upload([photo()]));
    expect(error).toBeInstanceOf(ImageHostError);
    expect(error.message).toMatch(
      /^Cloudinary upload failed: Stale request - reported time is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0000 which is more than 1 hour ago$/,
    );
  });

  it('a connection lost before any answer is tried once more; lost twice, it is an ImageHostError', async () => {
    fake.dropNextUploads(1);
    const [link] = await host().upload([photo(10)]);
    expect(fake.uploads.map((u) => u.status)).toEqual([200]);
    expect(await fake.download(link!.url)).toEqual(new Uint8Array(tinyJpeg(10, 10)));
    fake.dropNextUploads(2);
    expect(await failureOf(host().upload([photo(10)]))).toBeInstanceOf(ImageHostError);
    fake.dropNextUploads(0);
  });

  it("turns a refusal into an ImageHostError with Cloudinary's words", async () => {
    fake.refuse({ status: 420, message: 'Rate Limit Exceeded' });
    const error = await failureOf(host().upload([photo()]));
    expect(error).toBeInstanceOf(ImageHostError);
    expect(error.message).toBe('Cloudinary upload failed: Rate Limit Exceeded');
  });

  describe('delete()', () => {
    it('destroys each photo by the public ID its link names (folder included; no version, no extension), signed, with the CDN copies invalidated', async () => {
      const [a, b] = await host().upload([photo(10), photo(20)]);
      const ids = fake.uploads.map((u) => u.answer.public_id as string);
      await host().delete([a!.url, b!.url]);
      expect(fake.destroys.map((d) => [d.path, d.status, d.answer])).toEqual([
        ['/v1_1/democloud/image/destroy', 200, { result: 'ok' }],
        ['/v1_1/democloud/image/destroy', 200, { result: 'ok' }],
      ]);
      expect(fake.destroys.map((d) => d.fields.public_id).sort()).toEqual([...ids].sort());
      for (const { fields } of fake.destroys) {
        expect(Object.keys(fields).sort()).toEqual(['api_key', 'invalidate', 'public_id', 'signature', 'timestamp', 'type']);
        expect(fields).toMatchObject({ invalidate: 'true', type: 'upload' });
        expect(JSON.stringify(fields)).not.toContain(fake.account.apiSecret);
      }
      await expect(fake.download(a!.url)).rejects.toThrow(/404/);
    });

    it('never destroys what is outside the folder, or on no Cloudinary link at all', async () => {
      await host().delete([
        `${fake.origin}/democloud/image/upload/v1/shop/products/hero.jpg`,
        `${fake.origin}/democloud/image/upload/v1/selvage/boxes.jpg`,
        '/box-photos/0b7c.jpg',
        'not a link',
      ]);
      expect(fake.destroys).toEqual([]);
      expect(publicIdOfLink('https://res.cloudinary.com/shop/image/upload/v1764000001/selvage/boxes/ab12.jpg', 'selvage/boxes/')).toBe(
        'selvage/boxes/ab12',
      );
      expect(publicIdOfLink('https://res.cloudinary.com/shop/image/upload/selvage/boxes/ab12.png', 'selvage/boxes')).toBe(
        'selvage/boxes/ab12',
      );
    });

    it('the fake destroys only when signed for what is posted, and answers "not found" for an ID it does not hold', async () => {
      const [link] = await host().upload([photo()]);
      const publicId = fake.uploads[0]!.answer.public_id as string;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const destroy = (signed: Record<string, string>, posted: Record<string, string>) =>
        fake.postForm('/v1_1/democloud/image/destroy', {
          api_key: fake.account.apiKey,
          ...posted,
          signature: cloudinary.utils.api_sign_request(signed, fake.account.apiSecret),
        });
      const unsigned = await fake.postForm('/v1_1/democloud/image/destroy', {
        api_key: fake.account.apiKey,
        public_id: publicId,
        timestamp,
      });
      expect(unsigned.status).toBe(401);
      const other = await destroy({ public_id: 'selvage/boxes/other', timestamp }, { public_id: publicId, timestamp });
      expect(other.status).toBe(401);
      expect(other.body.error?.message).toContain(`String to sign - 'public_id=${publicId}&timestamp=${timestamp}'`);
      expect(await fake.download(link!.url)).toEqual(new Uint8Array(tinyJpeg(10, 10)));
      const unknown = await destroy({ public_id: 'selvage/boxes/never', timestamp }, { public_id: 'selvage/boxes/never', timestamp });
      expect([unknown.status, unknown.body]).toEqual([200, { result: 'not found' }]);
    });

    it('a wrong secret or a failing Cloudinary is an ImageHostError with its words', async () => {
      const [link] = await host().upload([photo()]);
      const wrong = await failureOf(host({ apiSecret: 'not-the-secret' }).delete([link!.url]));
      expect(wrong).toBeInstanceOf(ImageHostError);
      expect(wrong.message).toMatch(
        /^Cloudinary delete failed: Invalid Signature [0-9a-f]{40}\. String to sign - 'invalidate=true&public_id=selvage\/boxes\/[0-9a-f]+&timestamp=\d+&type=upload'\.$/,
      );
      fake.refuse({ status: 500, message: 'General Error', on: 'destroy' });
      const failed = await failureOf(host().delete([link!.url]));
      expect(failed).toBeInstanceOf(ImageHostError);
      expect(failed.message).toBe('Cloudinary delete failed: General Error');
      expect(await fake.download(link!.url)).toEqual(new Uint8Array(tinyJpeg(10, 10)));
    });
  });

  describe('ready()', () => {
    it('passes when Cloudinary takes the key and secret (the Admin API ping, with them as basic auth)', async () => {
      await expect(host().ready!()).resolves.toBeUndefined();
      const pings = fake.requests.filter((r) => r.path === '/v1_1/democloud/ping');
      expect(pings.map((r) => r.method)).toEqual(['GET']);
      expect(pings[0]!.headers.authorization).toMatch(/^Basic /);
    });

    it.each([
      ['a wrong secret', { apiSecret: 'not-the-secret' }, 'api_secret mismatch'],
      ['an unknown key', { apiKey: '999' }, 'Unknown API key 999'],
      ['an unknown cloud', { cloudName: 'othercloud' }, 'Invalid cloud_name othercloud'],
    ])('stops the start on %s, naming CLOUDINARY_URL and what Cloudinary said', async (_, wrong, said) => {
      const error = await failureOf(host(wrong).ready!());
      expect(error).toBeInstanceOf(ImageHostSetupError);
      expect(error.message).toContain('CLOUDINARY_URL');
      expect(error.message).toContain(`"${said}"`);
      expect(error.message).not.toContain('not-the-secret');
      expect(error.message).not.toContain(fake.account.apiSecret);
    });

    it('does not blame the settings when Cloudinary fails or cannot be reached', async () => {
      fake.refuse({ status: 500, message: 'General Error', on: 'ping' });
      const error = await failureOf(host().ready!());
      expect(error).toBeInstanceOf(ImageHostError);
      expect(error).not.toBeInstanceOf(ImageHostSetupError);
      expect(error.message).toBe('Cloudinary could not check CLOUDINARY_URL: General Error');

      const closed = createCloudinaryImageHost({
        url: 'cloudinary://1:2@democloud?upload_prefix=https%3A%2F%2F127.0.0.1%3A9',
        folder: FOLDER,
      });
      const unreachable = await failureOf(closed.ready!());
      expect(unreachable).toBeInstanceOf(ImageHostError);
      expect(unreachable).not.toBeInstanceOf(ImageHostSetupError);
    });
  });
});
