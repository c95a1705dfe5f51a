import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/connection';
import { idempotencyKeys } from './db/schema';
import { freshPostgresDatabase, pgliteFolderFromTemplate, postgresOnly } from './test/databases';
import { sessionCookieOf } from './test/app-harness';
import { scannedJpeg } from './test/images';
import { multipartBody, photoParts } from './test/multipart';
import { SERVER_TEST_TIMEOUT_MS, startServerProcess, type RunningServer } from './test/server-process';
import { fabricBundleProduct } from '../shared/test/product-factory';

/**
 * Issue 29 item 3: after a server is killed (kill -9, a crash, a power cut) and started again, the
 * retries of the uploads and photo sends it had in flight were refused with 409 for up to two
 * minutes, because their claims looked held. A claim names the server instance that holds it, and
 * one whose instance no longer runs is taken over at once, on both engines.
 */

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-restart-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };

interface Engine {
  name: string;
  /** The server's settings on a database of its own, and a way to remove it. */
  prepare(): Promise<{ env: Record<string, string>; inFlightClaims(): Promise<string[]>; drop(): Promise<void> }>;
}

const IN_FLIGHT = `select key from idempotency_keys where state = 'in_flight' order by key`;

const pgliteEngine: Engine = {
  name: 'the embedded database',
  prepare() {
    const dataDir = tempDir();
    pgliteFolderFromTemplate(dataDir);
    return Promise.resolve({
      env: { DATA_DIR: dataDir },
      // Read with the server stopped: the folder is one process's at a time.
      async inFlightClaims() {
        const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
        try {
          const rows = await handle.db
            .select({ key: idempotencyKeys.key })
            .from(idempotencyKeys)
            .where(eq(idempotencyKeys.state, 'in_flight'))
            .orderBy(idempotencyKeys.key);
          return rows.map((r) => r.key);
        } finally {
          await handle.close();
        }
      },
      drop: () => Promise.resolve(),
    });
  },
};

const postgresEngines: Engine[] = postgresOnly.map(() => ({
  name: 'PostgreSQL',
  async prepare() {
    const database = await freshPostgresDatabase();
    return {
      env: { DATA_DIR: tempDir(), DATABASE_URL: database.url },
      async inFlightClaims() {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return (await client.query<{ key: string }>(IN_FLIGHT)).rows.map((r) => r.key);
        } finally {
          await client.end();
        }
      },
      drop: () => database.drop(),
    };
  },
}));

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: OWNER.ADMIN_EMAIL, user_pass: OWNER.ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return `selvage_session=${sessionCookieOf(response.headers.getSetCookie())}`;
}

/** One request as the upload panel sends it, repeatable as-is (same key, same body). */
interface Send {
  what: string;
  send(url: string, cookie: string): Promise<Response>;
}

const uploadOf = (key: string): Send => ({
  what: `upload ${key}`,
  send: (url, cookie) =>
    fetch(`${url}/product/product_upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify(fabricBundleProduct()),
    }),
});

async function photosOf(productId: string): Promise<Send> {
  const { payload, headers } = await multipartBody(photoParts([1, 2, 3].map((n) => scannedJpeg(640, 480 + n))));
  return {
    what: `photos of ${productId}`,
    send: (url, cookie) =>
      fetch(`${url}/product/${encodeURIComponent(productId)}/photos`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: new Uint8Array(payload),
      }),
  };
}

/**
 * Sends everything at once and kills the server with SIGKILL as soon as the first answer arrives,
 * while the others are still being handled. Answers the server's claims left in flight.
 */
async function killMidway(server: RunningServer, cookie: string, sends: readonly Send[]): Promise<void> {
  let killed!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (killed = resolve));
  const all = sends.map((s) =>
    s.send(server.url, cookie).then(
      () => killed(),
      () => undefined,
    ),
  );
  await firstAnswer;
  expect(await server.kill('SIGKILL')).toBeNull();
  await Promise.all(all);
}

describe.each([pgliteEngine, ...postgresEngines])(
  'a server killed mid-upload, on $name',
  { timeout: SERVER_TEST_TIMEOUT_MS * 2 },
  (engine) => {
    it('is started again, and the retries of what it had in flight go through at once (no 409)', async () => {
      const db = await engine.prepare();
      let server = await startServerProcess({ ...db.env, ...OWNER });
      try {
        let cookie = await signIn(server.url);
        // Products whose photos will be in flight, made beforehand as the upload panel does.
        const made: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          const answer = await uploadOf(`made-before-${i}`).send(server.url, cookie);
          expect(answer.status).toBe(200);
          made.push(((await answer.json()) as { productId: string }).productId);
        }
        const sends = [...Array.from({ length: 10 }, (_, i) => uploadOf(`in-flight-${i}`)), ...(await Promise.all(made.map(photosOf)))];

        // Killed while claims are held: a kill that lands between requests proves nothing, so try again.
        let left: string[] = [];
        for (let attempt = 0; attempt < 4 && left.length === 0; attempt += 1) {
          if (attempt > 0) {
            server = await startServerProcess(db.env);
            cookie = await signIn(server.url);
          }
          await killMidway(server, cookie, sends);
          left = await db.inFlightClaims();
        }
        expect(left.length, 'no claim was in flight when the server was killed').toBeGreaterThan(0);

        server = await startServerProcess(db.env);
        cookie = await signIn(server.url);
        const retried = await Promise.all(
          sends.map(async (s) => {
            const answer = await s.send(server.url, cookie);
            return {
              what: s.what,
              status: answer.status,
              message: answer.ok ? '' : ((await answer.json()) as { message: string }).message,
            };
          }),
        );
        expect(retried.filter((r) => r.status !== 200)).toEqual([]);
        await server.stop();
        // The claims the killed server held were taken over and completed or released.
        expect(await db.inFlightClaims()).toEqual([]);
      } finally {
        await server.kill('SIGKILL');
        await db.drop();
      }
    });
  },
);
