import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './test/databases';
import { startTestApp, type TestApp } from './test/app-harness';

const APP_JS = Buffer.from('console.log("selvage");'.repeat(100));
const STORED = {
  br: zlib.brotliCompressSync(APP_JS, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: zlib.gzipSync(APP_JS, { level: 9 }),
};

describe.each(engines)('HTTP edges on $name', (engine) => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Selvage</title><div id="root"></div>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), APP_JS);
    // As `npm run build` stores them (scripts/build.mjs): brotli 11 and gzip 9, not what the server would make.
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.br'), STORED.br);
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.gz'), STORED.gzip);
    // A file the build left uncompressed (a client built by Vite alone): compressed as it is sent.
    fs.writeFileSync(path.join(clientDir, 'assets', 'plain.js'), APP_JS);
    fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Selvage"}');
    t = await startTestApp(engine, { clientDir, bodyLimit: 4096 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
    const res = await post('{"user_email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON.' });
  });

  it('names the field for missing, unknown and wrongly typed fields', async () => {
    const missing = await post(JSON.stringify({ user_email: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ user_email: ['Email is required'], user_pass: ['Password is required'] });

    const unknown = await post(JSON.stringify({ user_email: 'a@b.c', user_pass: 'xxxxxxxx', admin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: admin');

    const wrongType = await post(JSON.stringify({ user_email: 42, user_pass: ['x'] }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Email is required');
    expect(wrongType.json().errors.user_pass).toEqual(['Password is required']);
    expect(wrongType.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('caps body size with a 400 and a message', async () => {
    const res = await post(JSON.stringify({ user_email: 'a@b.c', user_pass: 'x'.repeat(10_000) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too large/);
  });

  it('refuses state-changing requests from a foreign origin with 403', async () => {
    const foreign = await post(JSON.stringify({ user_email: 'a@b.c', user_pass: 'xxxxxxxx' }), {
      origin: 'https://evil.example',
      host: 'selvage.local',
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await post('{}', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const same = await post(JSON.stringify({ user_email: 'a@b.c', user_pass: 'xxxxxxxx' }), {
      origin: 'http://selvage.local',
      host: 'selvage.local',
    });
    expect(same.statusCode).toBe(401);
  });

  it('sends security headers on every answer, errors and 404s included', async () => {
    const answers = {
      health: await t.app.inject({ method: 'GET', url: '/healthz' }),
      unauthorised: await t.app.inject({ method: 'GET', url: '/auth/nope' }),
      badJson: await post('{bad'),
      page: await t.app.inject({ method: 'GET', url: '/some/page' }),
      notFound: await t.app.inject({ method: 'GET', url: '/assets/missing.js' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['content-security-policy'], name).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
    }
  });

  it('serves the client: files, the app shell for page paths, JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/product_entry/bundle_or_roll' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('sends the compressed copies the build stored, not compressing a file again for each browser', async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/assets/app.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(STORED[encoding]), `${encoding}: the stored bytes`).toBe(true);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(decoded.equals(APP_JS)).toBe(true);
    }
    // A browser that takes br and gzip gets br, the smaller.
    expect((await get('/assets/app.js', 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(APP_JS)).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The stored copies are only ever the answer to their file's address.
    expect((await get('/assets/app.js.br')).statusCode).toBe(404);
    // Without a stored copy the file is still compressed, on the fly.
    const unstored = await get('/assets/plain.js', 'br');
    expect(unstored.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(unstored.rawPayload).equals(APP_JS)).toBe(true);
  });

  it('lets a browser keep the hashed files for a year and asks it to check the app shell and the other files each time', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/product_entry/camera' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=0');
  });
});
