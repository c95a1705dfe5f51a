import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { dataUrl, scannedJpeg, wholePng } from '../test/images';
import { users } from '../db/schema';

describe.each(engines)('media_upload refuses damaged photos by name on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let mediaDir: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-media-check-'));
    mediaDir = path.join(dataDir, 'media');
    t = await startTestApp(engine, { dataDir });
    await t.services.users.add('photo-checks@selvage.test', 'photo check password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'photo-checks@selvage.test'));
    cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  });
  afterAll(() => t.close());

  const send = (files: { name: string; bytes: Uint8Array; mimeType: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/product/media_upload',
      headers: { cookie },
      payload: {
        medias: files.map((f) => ({ filename: f.name, resource: 'IMAGE', mimeType: f.mimeType, httpMethod: 'PUT' })),
        images: files.map((f) => dataUrl(f.bytes, f.mimeType)),
      },
    });

  it('a photo cut short in transit is a 400 naming it, and nothing is staged', async () => {
    const res = await send([
      { name: '10001_1.jpg', bytes: scannedJpeg(800, 600), mimeType: 'image/jpeg' },
      { name: '10001_2.jpg', bytes: scannedJpeg(800, 600).subarray(0, 60), mimeType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    const message = '10001_2.jpg is not a readable JPEG image: it is damaged or cut short. Take or choose it again.';
    expect(res.json()).toEqual({ message, errors: { 'images.1': [message] } });
    expect(fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []).toEqual([]);
  });

  it('a PNG of 0 x 0 is refused; a whole PNG named for what it is goes through', async () => {
    const zero = await send([{ name: '10001_1.png', bytes: wholePng(0, 0), mimeType: 'image/png' }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('10001_1.png is not a readable PNG image: it is damaged or cut short. Take or choose it again.');
    const ok = await send([{ name: '10001_1.png', bytes: wholePng(40, 30), mimeType: 'image/png' }]);
    expect(ok.statusCode).toBe(200);
  });
});
