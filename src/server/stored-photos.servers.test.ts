import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresOnly } from './test/databases';
import { SERVER_TEST_TIMEOUT_MS, startServerProcess, type RunningServer } from './test/server-process';
import { signedInClient } from './test/shop-over-http';

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };

/*
 * Issue 29 item 1: several app servers on one PostgreSQL (README's DATABASE_URL) each kept the
 * photos in its own DATA_DIR, so a photo stored through one was a 404 through the other. Photos
 * now live in the database: whichever server stored one, every server serves it.
 */
describe.each(postgresOnly)('photos through two app servers on one $name database', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-two-servers-'));
      dirs.push(dataDir);
      return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...OWNER });
    };
    servers = await Promise.all([start(), start()]);
  }, SERVER_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  });

  it('every product photo and box photo stored through either server is served, byte for byte, by both', async () => {
    // One after the other: sign-in attempts on one account are taken one at a time.
    const a = await signedInClient(servers[0]!.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);
    const b = await signedInClient(servers[1]!.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);
    const viaA = await a.uploadProduct('two-servers-product-a', 1);
    const viaB = await b.uploadProduct('two-servers-product-b', 2);
    const boxPhotos = [...(await a.boxPhotos(1, 2)), ...(await b.boxPhotos(2, 1))];
    const stored = [
      ...viaA.media.map((url, i) => ({ url, bytes: viaA.photos[i]! })),
      ...viaB.media.map((url, i) => ({ url, bytes: viaB.photos[i]! })),
      ...boxPhotos,
    ];
    expect(stored).toHaveLength(viaA.photos.length + viaB.photos.length + 3);

    for (const client of [a, b]) {
      const served = await Promise.all(stored.map((p) => client.photo(p.url)));
      expect({ server: client.url, served }).toEqual({ server: client.url, served: stored.map((p) => p.bytes) });
    }
    // The photos are nowhere under either server's DATA_DIR: nothing there for one server alone.
    for (const dir of dirs) expect(fs.readdirSync(dir).filter((f) => f === 'media' || f === 'box-photos')).toEqual([]);
  });
});
