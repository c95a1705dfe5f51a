import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from './test/databases';
import { ROUTE_SAMPLES } from './test/fuzz/route-samples';
import { multipartOf } from './test/fuzz/multipart-sample';
import { sessionCookieOf } from './test/app-harness';
import { SERVER_TEST_TIMEOUT_MS } from './test/server-process';
import { SERVER_MAIN, distState } from '../../scripts/dist-state.mjs';

// `npm start` runs the esbuild bundle (scripts/build.mjs), not these sources: this starts the one
// `npm test` built (dist/server) with plain node, so a module that finds a file beside itself
// (the migrations), a dynamic import that the bundle breaks, or a bundled package (Fastify's
// plugins: cookies, multipart, compression, static files, security headers; D108) that misbehaves
// once bundled fails here, not in the shop.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
// The test's own client and data folder.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(ROOT, '.tmp', 'built-server-'));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, args, { cwd: WORK, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the built server (npm start)', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('starts with plain node from the bundle, migrates, serves the client and runs npm run user, backup and restore', async () => {
    expect(distState(), 'dist/ is not a build of the current sources: run `npm run build` (npm test does)').toBe('fresh');
    const out = path.dirname(SERVER_MAIN);
    const client = path.join(WORK, 'client');
    fs.mkdirSync(client);
    fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>built client</title>');
    fs.mkdirSync(path.join(client, 'assets'));
    const script = 'console.log("built client");\n'.repeat(1000);
    fs.writeFileSync(path.join(client, 'assets', 'app.js'), script);
    const dataDir = path.join(WORK, 'data');
    pgliteFolderFromTemplate(dataDir);
    const env = {
      DATA_DIR: dataDir,
      CLIENT_DIR: client,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'owner password 1',
    };

    const child = spawn(process.execPath, [path.join(out, 'main.js')], {
      cwd: WORK,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Selvage listening on (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then((code) => reject(new Error(`built server exited with ${code}:\n${output}`)));
      });
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      const page = await fetch(`${url}/login`);
      expect(await page.text()).toMatch(/built client/);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      // fetch undoes the compression; the header says the compression plugin did it.
      const asset = await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(await asset.text()).toBe(script);
      await staffWalk(url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      // The bundled command, while the bundled server holds the embedded database: through its socket.
      expect(run([path.join(out, 'user.js'), 'add', 'clerk@shop.test', 'clerk password 1'], { DATA_DIR: dataDir })).toBe(
        'Added staff account clerk@shop.test.\n',
      );
      // The bundled backup, while the bundled server holds the embedded database: the server takes the snapshot.
      fs.mkdirSync(path.join(WORK, 'backups'));
      expect(run([path.join(out, 'backup.js'), path.join(WORK, 'backups')], { DATA_DIR: dataDir })).toMatch(/^Backed up .* to .*\.tar\.gz/);
    } finally {
      child.kill('SIGTERM');
    }
    // SIGTERM is the clean shutdown: the database closed and the exit code 0.
    expect(await exited).toBe(0);
    expect(output).toMatch(/created owner account owner@shop\.test/);

    expect(run([path.join(out, 'user.js'), 'list'], { DATA_DIR: dataDir })).toMatch(
      /^clerk@shop\.test\tStaff\t.*\nowner@shop\.test\tOwner\t/m,
    );
    // The bundled restore lays the backup out as a new data folder, holding the accounts it held then.
    const [backup] = fs.readdirSync(path.join(WORK, 'backups'));
    const restored = path.join(WORK, 'restored');
    expect(run([path.join(out, 'restore.js'), path.join(WORK, 'backups', backup!), restored], {})).toMatch(/^Restored /);
    expect(run([path.join(out, 'user.js'), 'list'], { DATA_DIR: restored })).toMatch(/^clerk@shop\.test\tStaff\t/m);
  });
});

/** Signs in, lists a product with its three photos, reads it back and opens a photo, as staff do. */
async function staffWalk(url: string, email: string, password: string): Promise<void> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_pass: password }),
  });
  expect(login.status).toBe(200);
  const cookie = `selvage_session=${sessionCookieOf(login.headers.getSetCookie())}`;

  const [product] = ROUTE_SAMPLES['POST /product/product_upload']!;
  const upload = await fetch(`${url}/product/product_upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...product!.headers },
    body: JSON.stringify(product!.body),
  });
  expect(upload.status).toBe(200);
  const { productId } = (await upload.json()) as { productId: string };

  const [photos] = ROUTE_SAMPLES['POST /product/:id/photos']!;
  const { contentType, body } = multipartOf(JSON.stringify(photos!.body));
  const sent = await fetch(`${url}/product/${encodeURIComponent(productId)}/photos`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie },
    body: new Uint8Array(body),
  });
  expect(sent.status).toBe(200);

  const record = await fetch(`${url}/product/record?productId=${encodeURIComponent(productId)}`, { headers: { cookie } });
  expect(record.status).toBe(200);
  const { media } = ((await record.json()) as { product: { media: string[] } }).product;
  expect(media).toHaveLength(3);
  const photo = await fetch(new URL(media[0]!, url), { headers: { cookie } });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
}
