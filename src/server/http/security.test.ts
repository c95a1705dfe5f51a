import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';

/**
 * Which security headers go out depends on how the request arrived. Phones on the shop's Wi-Fi
 * use plain http (http://shop.lan:3000), where `upgrade-insecure-requests` would blank the page;
 * behind a TLS-terminating proxy the same app is https and gets the full set. The headers do not
 * depend on the database, so one engine is enough.
 */
const engine = engines[0]!;

const directives = (res: LightMyRequestResponse) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim().split(' ')[0]);

describe('security headers by protocol', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Selvage</title><div id="root"></div>');
    // Served straight to the shop's network, trusting no proxy; and behind a TLS proxy at the
    // address app.inject comes from.
    direct = await startTestApp(engine, { clientDir, trustProxy: false });
    proxied = await startTestApp(engine, { clientDir, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  // The app shell, an API answer, a refused request and a 404: each carries the headers.
  const requests = [
    { name: 'page', method: 'GET', url: '/product_entry/bundle_or_roll' },
    { name: 'health', method: 'GET', url: '/healthz' },
    { name: 'signed out', method: 'GET', url: '/product/recent' },
    { name: 'not found', method: 'GET', url: '/assets/missing.js' },
  ] as const;

  it('lets scripts compile WebAssembly (the camera scanner) but never eval script text', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/login', headers: { host: 'shop.lan:3000' } });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", "'wasm-unsafe-eval'"]);
  });

  it("lets the page read only its own server and Shopify's photo CDN (an edit reads the item's photos)", async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/login', headers: { host: 'shop.lan:3000' } });
    const connectSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    expect(connectSrc?.trim().split(/\s+/)).toEqual(['connect-src', "'self'", 'https://cdn.shopify.com']);
  });

  it('names only directives every engine knows: the manifest falls under default-src (WebKit warned of manifest-src)', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/login', headers: { host: 'shop.lan:3000' } });
    expect(directives(res)).not.toContain('manifest-src');
    const defaultSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('default-src'));
    expect(defaultSrc?.trim().split(/\s+/)).toEqual(['default-src', "'self'"]);
  });

  it.each(requests)('plain http ($name): the CSP without upgrade-insecure-requests, no HSTS, no COOP', async ({ method, url }) => {
    const res = await direct.app.inject({ method, url, headers: { host: 'shop.lan:3000' } });
    expect(directives(res)).toContain('default-src');
    expect(directives(res)).toContain('script-src');
    expect(directives(res)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(requests)('https from a trusted proxy ($name): upgrade-insecure-requests, HSTS and COOP', async ({ method, url }) => {
    const res = await proxied.app.inject({ method, url, headers: { host: 'selvage.example', 'x-forwarded-proto': 'https' } });
    expect(directives(res)).toContain('default-src');
    expect(directives(res)).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('behind the trusted proxy, a request it forwarded over http is treated as http', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(directives(res)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted: a client cannot claim https', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(directives(res)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
