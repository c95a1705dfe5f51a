/**
 * The app server's memory (resident set, VmRSS) idle and while taking uploads, on the embedded
 * PGlite default and on PostgreSQL (issue 29 item 5). Aim on PGlite: at most 250 MB idle and at
 * most 400 MB busy. On PostgreSQL the database server's memory is its own processes', not counted
 * here. Linux only (it reads /proc); elsewhere it says so.
 *
 * Busy is the highest of samples taken every 100 ms while several staff upload at once, each upload
 * a product and then its photos, as the phone does. `npm run bench -- memory` runs only this.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { startServer, STAFF, type RunningServer } from '../e2e/support/server';
import { buildFabric } from '../src/shared/schemas/fabric';
import { IMAGES_MAX } from '../src/shared/schemas/fields';
import { FABRIC_BENCH_DRAFT } from './fabric-draft';

/** What the shop's box has to spare for Selvage: the aim on the embedded default. */
export const MEMORY_AIM_MB = { idle: 250, busy: 400 } as const;

const STAFF_AT_ONCE = 4;
const PRODUCTS_EACH = 15;
/** A photo as the phone sends it after processing (bench figure 3 writes about this much). */
const PHOTO_BYTES = 600 * 1024;

/** The process's resident set in MB, from /proc (null where there is none). */
export function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** A baseline JPEG of about `size` bytes: headers, a scan of stuffed entropy bytes, EOI. */
function photoOfSize(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sos = [0xff, 0xda, 0x00, 0x0c, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0];
  const head = [0xff, 0xd8, ...app0, ...sof, ...sos];
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size - 2; i += 1) bytes[i] = (i * 31 + seed) & 0x7f;
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: STAFF.email, user_pass: STAFF.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** One member of staff: a product, then its photos in one call, `PRODUCTS_EACH` times. */
async function staffUploads(baseUrl: string, cookie: string, seed: number): Promise<void> {
  const product = JSON.stringify(buildFabric({ ...FABRIC_BENCH_DRAFT, images: ['a', 'b', 'c'] }));
  for (let n = 0; n < PRODUCTS_EACH; n += 1) {
    const created = await fetch(`${baseUrl}/product/product_upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
      body: product,
    });
    if (!created.ok) throw new Error(`product_upload answered ${created.status}: ${await created.text()}`);
    const { productId } = (await created.json()) as { productId: string };
    const form = new FormData();
    for (let i = 0; i < Math.min(3, IMAGES_MAX); i += 1) {
      form.append('photos', new Blob([photoOfSize(PHOTO_BYTES, seed * 1000 + n * 10 + i)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    }
    const photos = await fetch(`${baseUrl}/product/${encodeURIComponent(productId)}/photos`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!photos.ok) throw new Error(`photos answered ${photos.status}: ${await photos.text()}`);
  }
}

export interface MemoryFigures {
  idleMb: number | null;
  busyMb: number | null;
  afterMb: number | null;
  uploads: number;
}

/** Idle, busy (peak while uploading) and after-load resident set of a running server. */
export async function measureServer(server: RunningServer): Promise<MemoryFigures> {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
  await settle();
  const idleMb = residentMb(server.pid);
  let busyMb = idleMb;
  const sampler = setInterval(() => {
    const now = residentMb(server.pid);
    if (now !== null) busyMb = Math.max(busyMb ?? 0, now);
  }, 100);
  try {
    const cookie = await signIn(server.url);
    await Promise.all(Array.from({ length: STAFF_AT_ONCE }, (_, i) => staffUploads(server.url, cookie, i)));
  } finally {
    clearInterval(sampler);
  }
  await settle();
  return { idleMb, busyMb, afterMb: residentMb(server.pid), uploads: STAFF_AT_ONCE * PRODUCTS_EACH };
}

const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(0)} MB`);

async function measured(env: Record<string, string> = {}): Promise<MemoryFigures> {
  const server = await startServer(env, { asShipped: true });
  try {
    return await measureServer(server);
  } finally {
    await server.stop();
  }
}

/** A database of its own on the PostgreSQL server of POSTGRES_URL (default: the local one), dropped after. */
async function onPostgres(): Promise<MemoryFigures | string> {
  const { default: pg } = await import('pg');
  const base = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `selvage_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    return `n/a (no PostgreSQL at ${base}: ${(error as Error).message})`;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await measured({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const line = (f: MemoryFigures) =>
  `idle ${mb(f.idleMb)}, busy ${mb(f.busyMb)} (${STAFF_AT_ONCE} staff at once, ${f.uploads} products with 3 photos of ${PHOTO_BYTES / 1024} KB), after ${mb(f.afterMb)}`;

/** Prints both engines' figures, one line each, PGlite's against the aim. */
export async function benchMemory(): Promise<void> {
  const embedded = await measured();
  console.log(
    `Server memory (RSS), embedded PGlite: ${line(embedded)} (aim: idle <= ${MEMORY_AIM_MB.idle} MB, busy <= ${MEMORY_AIM_MB.busy} MB)`,
  );
  const postgres = await onPostgres();
  console.log(
    `Server memory (RSS), PostgreSQL: ${typeof postgres === 'string' ? postgres : line(postgres)} (the app server only: the database server's memory is its own processes', not counted here)`,
  );
}
