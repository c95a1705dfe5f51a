import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from './test/databases';
import { sessionCookieOf } from './test/app-harness';
import { dataUrl, tinyJpeg } from './test/images';
import { multipartBody, photoParts } from './test/multipart';
import { SERVER_TEST_TIMEOUT_MS, startServerProcess, type RunningServer } from './test/server-process';
import { fabricBundleProduct } from '../shared/test/product-factory';
import { STORAGE_MESSAGES } from '../shared/messages/storage';

/**
 * Issue 29 item 2: with DATA_DIR on a full disk, photo sends and box updates answered a bare
 * 'Internal server error' and /healthz stayed green, and failed photo writes left partial or empty
 * files behind. Here DATA_DIR (with the embedded database in it) is a small file system of its own
 * (tmpfs: the tests run as root, here and on CI), filled to the last byte by the test.
 */

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };
// The migrated embedded database takes ~40 MB; the rest is what the test fills.
const DISK_SIZE = '72m';

let disk: string;
let filler: string;
let server: RunningServer | undefined;

beforeAll(() => {
  disk = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', disk]);
  filler = path.join(disk, 'filler');
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  execFileSync('umount', [disk]);
  fs.rmSync(disk, { recursive: true, force: true });
});

/** Writes to `file` until the file system refuses another byte. */
function fillDisk(file: string): void {
  const fd = fs.openSync(file, 'a');
  try {
    for (const chunk of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
      const block = Buffer.alloc(chunk, 0x55);
      for (;;) {
        try {
          fs.writeSync(fd, block);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** A JPEG of about `size` bytes: tinyJpeg's headers, a scan of that many bytes (no 0xFF), EOI. */
function largeJpeg(size: number, seed: number): Uint8Array {
  const head = tinyJpeg(1600, 1200).subarray(0, -2);
  const sos = [0xff, 0xda, 0x00, 0x0c, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0];
  const scan = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) scan[i] = (i * 31 + seed) & 0x7f;
  return Uint8Array.from([...head, ...sos, ...scan, 0xff, 0xd9]);
}

/** Every file under `dir` except the embedded database's own, with its size. */
function filesUnder(dir: string, skip: readonly string[]): { file: string; size: number }[] {
  const out: { file: string; size: number }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full);
    if (skip.some((s) => relative === s || relative.startsWith(`${s}${path.sep}`))) continue;
    if (entry.isFile()) out.push({ file: relative, size: fs.statSync(full).size });
  }
  return out;
}

describe('DATA_DIR on a full disk', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('photo sends and box updates answer 507 in words staff can pass on, /healthz is 503 until room is made, no partial file is left, and a retry then works', async () => {
    pgliteFolderFromTemplate(disk);
    server = await startServerProcess({ DATA_DIR: disk, ...OWNER });
    const { url } = server;
    // Every request on a connection of its own: a refused upload's body is not read, so the server
    // closes that connection, and under load a pooled connection was reused as it closed
    // ('other side closed', 2 full runs in 5 on a slow machine). No request here waits on another's socket.
    const fetch = (input: string, init: RequestInit = {}) =>
      globalThis.fetch(input, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), connection: 'close' } });
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: OWNER.ADMIN_EMAIL, user_pass: OWNER.ADMIN_PASSWORD }),
    });
    const cookie = `selvage_session=${sessionCookieOf(login.headers.getSetCookie())}`;
    const json = (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify(body),
      });

    // A product and a box, made while there is room.
    const upload = await json('/product/product_upload', fabricBundleProduct(), { 'idempotency-key': 'full-disk-product' });
    expect(upload.status).toBe(200);
    const { productId } = (await upload.json()) as { productId: string };
    const created = await json(
      '/product/boxes',
      { productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' },
      { 'idempotency-key': 'full-disk-box' },
    );
    expect(created.status).toBe(200);
    const box = (await created.json()) as { boxID: string; status: string };
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const photos = await multipartBody(photoParts([1, 2, 3].map((n) => largeJpeg(2 << 20, n))));
    const sendPhotos = () =>
      fetch(`${url}/product/${encodeURIComponent(productId)}/photos`, {
        method: 'POST',
        headers: { ...photos.headers, cookie },
        body: new Uint8Array(photos.payload),
      });
    const boxPhotos = { images: [dataUrl(largeJpeg(300 << 10, 9))] };

    fillDisk(filler);

    // Soft: each of the three promises (the answer, /healthz, no partial file) is reported on its own.
    const refused = await sendPhotos();
    expect.soft({ status: refused.status, body: await refused.json() }).toEqual({ status: 507, body: { message: STORAGE_MESSAGES.full } });
    const boxRefused = await json('/product/box_photos', boxPhotos);
    expect
      .soft({ status: boxRefused.status, body: await boxRefused.json() })
      .toEqual({ status: 507, body: { message: STORAGE_MESSAGES.full } });

    const sick = await fetch(`${url}/healthz`);
    expect.soft(sick.status).toBe(503);
    expect.soft(((await sick.json()) as { message?: string }).message).toMatch(/cannot be written: the disk is full \((ENOSPC|53100)\)/);

    // Nothing half-written kept: no empty photo, no temporary file (the database's own files aside).
    expect.soft(filesUnder(disk, ['db', 'filler']).filter((f) => f.size === 0 || /partial|tmp/i.test(f.file))).toEqual([]);

    fs.rmSync(filler);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const sent = await sendPhotos();
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { media: unknown[] }).media).toHaveLength(3);
    const stored = await json('/product/box_photos', boxPhotos);
    expect(stored.status).toBe(200);
    const { photos: kept } = (await stored.json()) as { photos: { url: string }[] };
    const update = { boxID: box.boxID, notes: 'Sorted after the disk was freed', photos: kept.map((p) => p.url), fromStatus: box.status };
    const updated = await json('/product/box_status', update);
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { status: string }).status).not.toBe(box.status);
  });
});
