import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageHostError } from '../../ports/image-host.port';
import { tinyJpeg } from '../../test/images';
import { createCloudinaryImageHost, parseCloudinaryUrl } from './cloudinary';

/** A local stand-in for Cloudinary's upload endpoint (the SDK only speaks HTTPS, so it has a certificate of its own). */
async function startFakeCloudinary() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-fake-cloudinary-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  const uploads: { url: string; fields: Record<string, string> }[] = [];
  let refuse = false;
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1] ?? '';
      const fields: Record<string, string> = {};
      for (const part of Buffer.concat(chunks).toString('latin1').split(`--${boundary}`)) {
        const m = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
        if (m) fields[m[1]!] = m[2]!;
      }
      uploads.push({ url: req.url ?? '', fields });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (refuse) return send(400, { error: { message: 'Upload preset not found' } });
      if (req.method !== 'POST' || fields.upload_preset !== 'unsignedPreset' || !fields.file?.startsWith('data:image/')) {
        return send(400, { error: { message: 'Bad upload' } });
      }
      const n = uploads.length;
      send(200, {
        public_id: `box_${n}`,
        url: `http://res.fake/democloud/image/upload/box_${n}.jpg`,
        secure_url: `https://res.fake/democloud/image/upload/box_${n}.jpg`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    prefix: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    agent: new https.Agent({ ca: cert }),
    uploads,
    refuseAll: (on: boolean) => (refuse = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Cloudinary image host against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeCloudinary>>;
  beforeAll(async () => {
    fake = await startFakeCloudinary();
  });
  afterAll(() => fake.close());

  const host = () =>
    createCloudinaryImageHost({
      url: `cloudinary://123456:s3cret@democloud?upload_prefix=${encodeURIComponent(fake.prefix)}`,
      uploadPreset: 'unsignedPreset',
      agent: fake.agent,
    });

  it('reads the cloud name, key and upload prefix from CLOUDINARY_URL', () => {
    expect(parseCloudinaryUrl('cloudinary://123:abc@shop-cloud')).toEqual({ cloudName: 'shop-cloud', apiKey: '123' });
    expect(parseCloudinaryUrl('https://123:abc@shop-cloud')).toBeNull();
  });

  it('posts each photo with the unsigned preset to the cloud upload path and keeps the secure link', async () => {
    const photos = await host().upload([
      { bytes: tinyJpeg(10, 10), mimeType: 'image/jpeg', extension: 'jpg' },
      { bytes: tinyJpeg(20, 10), mimeType: 'image/jpeg', extension: 'jpg' },
    ]);
    expect(photos).toHaveLength(2);
    for (const p of photos) expect(p.url).toMatch(/^https:\/\/res\.fake\/democloud\/image\/upload\/box_\d\.jpg$/);
    expect(fake.uploads.map((u) => u.url)).toEqual(['/v1_1/democloud/image/upload', '/v1_1/democloud/image/upload']);
    const sent = fake.uploads.map((u) => u.fields.file);
    expect(sent).toContain(`data:image/jpeg;base64,${Buffer.from(tinyJpeg(10, 10)).toString('base64')}`);
    // Unsigned: the secret never leaves the server.
    expect(JSON.stringify(fake.uploads)).not.toContain('s3cret');
  });

  it("turns a refusal into an ImageHostError with Cloudinary's words", async () => {
    fake.refuseAll(true);
    const error = await host()
      .upload([{ bytes: tinyJpeg(10, 10), mimeType: 'image/jpeg', extension: 'jpg' }])
      .catch((e: unknown) => e);
    fake.refuseAll(false);
    expect(error).toBeInstanceOf(ImageHostError);
    expect((error as Error).message).toBe('Cloudinary upload failed: Upload preset not found');
  });
});
