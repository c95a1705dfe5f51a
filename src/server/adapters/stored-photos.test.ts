import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { tinyJpeg, wholePng } from '../test/images';
import { users } from '../db/schema';
import { importPhotoFolders, readPhoto } from './stored-photos';

/*
 * Photos kept as files under DATA_DIR before issue 29 move into the database at start, so a shop
 * upgrading loses none and every server on its database (and every backup of it) has them.
 */
describe.each(engines)('photos kept as files by an earlier version, on $name', (engine) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-import-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('move into the database once, are served at the same addresses, and the files stay in *.imported', async () => {
    const files = {
      'media/0b7e4a52-1c0e-4a8e-9d1e-4f5f0c1d2e3f/10001_1.jpg': tinyJpeg(30, 20),
      'media/0b7e4a52-1c0e-4a8e-9d1e-4f5f0c1d2e3f/10001_2.png': wholePng(4, 3),
      'box-photos/5d9c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d.jpg': tinyJpeg(12, 34),
    };
    for (const [name, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, name), bytes);
    }

    expect(await importPhotoFolders(t.db, dataDir, t.clock.now)).toBe(3);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['box-photos.imported', 'media.imported']);
    // Nothing left to move: a second start stores nothing more.
    expect(await importPhotoFolders(t.db, dataDir, t.clock.now)).toBe(0);

    await t.services.users.add('import@selvage.test', 'import password 1');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'import@selvage.test'));
    const cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
    for (const [name, bytes] of Object.entries(files)) {
      expect(await readPhoto(t.db, name)).toMatchObject({ bytes: new Uint8Array(bytes) });
      const served = await t.app.inject({ method: 'GET', url: `/${name}`, headers: { cookie } });
      expect({ name, status: served.statusCode, type: served.headers['content-type'] }).toEqual({
        name,
        status: 200,
        type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      });
      expect(new Uint8Array(served.rawPayload)).toEqual(new Uint8Array(bytes));
    }
    for (const missing of ['/media/0b7e4a52-1c0e-4a8e-9d1e-4f5f0c1d2e3f/10001_9.jpg', '/box-photos/../db', '/media/x']) {
      expect((await t.app.inject({ method: 'GET', url: missing, headers: { cookie } })).statusCode).toBe(404);
    }
  });
});
