import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from '../test/databases';
import { SERVER_TEST_TIMEOUT_MS, startServerProcess, type RunningServer } from '../test/server-process';
import { signedInClient, type ShopClient } from '../test/shop-over-http';
import { POSTGRES_BACKUP_ADVICE, runBackup } from './backup';
import { RESTORE_USAGE, runRestore } from './restore';

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-backup-'));
  dirs.push(dir);
  return dir;
};
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** A command run in this process with DATA_DIR set as the server's, as `npm run backup` would read it. */
async function command(
  run: (args: string[], out: (line: string) => void) => Promise<number>,
  dataDir: string,
  args: string[],
): Promise<{ code: number; lines: string[] }> {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    const lines: string[] = [];
    return { code: await run(args, (line) => lines.push(line)), lines };
  } finally {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  }
}

/** What the shop acknowledged: each answered upload, with the bytes of every photo it holds. */
type Acknowledged =
  | { kind: 'product'; productId: string; media: string[]; photos: Uint8Array[] }
  | { kind: 'box'; boxID: string }
  | { kind: 'box photos'; photos: { url: string; bytes: Uint8Array }[] };

/** Uploads one thing after another (a product with its photos, box photos, a box) until told to stop. */
function uploadUntilStopped(client: ShopClient, lane: number, acknowledged: Acknowledged[]) {
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      const seed = lane * 100 + n;
      if (n % 3 === 0) acknowledged.push({ kind: 'product', ...(await client.uploadProduct(`backup-${seed}`, seed)) });
      else if (n % 3 === 1) acknowledged.push({ kind: 'box photos', photos: await client.boxPhotos(seed, 2) });
      else acknowledged.push({ kind: 'box', boxID: await client.createBox(`backup-box-${seed}`) });
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/*
 * Issue 29 item 4: `npm run backup` takes a consistent snapshot while the server runs and uploads
 * arrive (the running server takes it and sends it through DATA_DIR/user.sock), photos included;
 * `npm run restore` lays it out as a new DATA_DIR that a server starts on with everything the shop
 * had acknowledged before the backup began.
 */
describe('npm run backup and npm run restore on the embedded database', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('a backup taken during uploads restores into a new folder holding every product, box and photo acknowledged before it', async () => {
    const dataDir = tempDir();
    pgliteFolderFromTemplate(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, ...OWNER });
    servers.push(server);
    const client = await signedInClient(server.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);

    const acknowledged: Acknowledged[] = [];
    const lanes = [1, 2].map((lane) => uploadUntilStopped(client, lane, acknowledged));
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    const before = [...acknowledged];
    const backups = tempDir();
    const backup = await command(runBackup, dataDir, [backups]);
    const during = acknowledged.length;
    await Promise.all(lanes.map((l) => l.stop()));
    expect(backup).toMatchObject({ code: 0, lines: [expect.stringMatching(/^Backed up .* to .*selvage-backup-.*\.tar\.gz \(.* MB\)\.$/)] });
    // Uploads went on while the backup was taken.
    expect(acknowledged.length).toBeGreaterThan(during);
    const [file] = fs.readdirSync(backups);

    const restored = path.join(tempDir(), 'restored');
    expect(await command(runRestore, dataDir, [path.join(backups, file!), restored])).toEqual({
      code: 0,
      lines: [`Restored ${path.join(backups, file!)} into ${restored}. Start Selvage on it with DATA_DIR=${restored}.`],
    });
    // Never over a folder that holds anything.
    expect(await command(runRestore, dataDir, [path.join(backups, file!), restored])).toEqual({
      code: 1,
      lines: [`${restored} is not empty: restore into a new folder, then start Selvage with DATA_DIR set to it.`],
    });

    const second = await startServerProcess({ DATA_DIR: restored });
    servers.push(second);
    const reader = await signedInClient(second.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);
    const { boxes } = await reader.get<{ boxes: { boxID: string }[] }>('/product/boxes');
    for (const item of before) {
      if (item.kind === 'box') expect(boxes.map((b) => b.boxID)).toContain(item.boxID);
      const photos =
        item.kind === 'product'
          ? item.media.map((url, i) => ({ url, bytes: item.photos[i]! }))
          : item.kind === 'box photos'
            ? item.photos
            : [];
      if (item.kind === 'product') {
        const { product } = await reader.get<{ product: { media: string[] } }>(
          `/product/record?productId=${encodeURIComponent(item.productId)}`,
        );
        expect(product.media).toEqual(item.media);
      }
      expect(await Promise.all(photos.map((p) => reader.photo(p.url)))).toEqual(photos.map((p) => p.bytes));
    }
    // Whatever was in flight is there whole or not at all: every photo a restored product lists is served.
    for (const item of acknowledged.slice(before.length)) {
      if (item.kind !== 'product') continue;
      const found = await reader.find<{ product: { media: string[] } }>(`/product/record?productId=${encodeURIComponent(item.productId)}`);
      if (!found) continue;
      // Made before the snapshot, its photos attached after it, or both before: never some of them.
      expect([0, item.media.length]).toContain(found.product.media.length);
      for (const url of found.product.media) expect(await reader.photo(url)).toBeInstanceOf(Uint8Array);
    }
  });
});

describe('npm run backup and npm run restore refusing what they cannot do', () => {
  it('on PostgreSQL, backup points to pg_dump and does nothing', async () => {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://selvage@127.0.0.1:5432/shop';
    try {
      const lines: string[] = [];
      expect(await runBackup([tempDir()], (line) => lines.push(line))).toBe(2);
      expect(lines).toEqual([POSTGRES_BACKUP_ADVICE]);
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
    }
  });

  it('restore names a file that is not a backup and leaves no folder behind', async () => {
    const file = path.join(tempDir(), 'photo.jpg');
    fs.writeFileSync(file, 'not a backup');
    const target = path.join(tempDir(), 'restored');
    const restored = await command(runRestore, tempDir(), [file, target]);
    expect(restored).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^.*photo\.jpg is not a Selvage backup, or is damaged: .*Nothing was restored\.$/)],
    });
    expect(fs.existsSync(target)).toBe(false);
    expect(await command(runRestore, tempDir(), [])).toEqual({ code: 2, lines: [RESTORE_USAGE] });
  });
});
