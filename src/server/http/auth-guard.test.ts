import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopProducts } from '../db/schema';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';

/** Sends a request with its path exactly as written (fetch and inject would tidy `/a/./b`). */
function rawRequest(port: number, method: string, path: string, body?: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every spelling of a protected path that a router or a proxy might read as that path. */
const spellings = (path: string): string[] => {
  const [, first = '', rest = ''] = /^\/([^/]+)\/(.*)$/.exec(path) ?? [];
  return [
    `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest}`,
    `/${first}/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `/%25${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest}`,
    `//${first}/${rest}`,
    `/${first}//${rest}`,
    `/${first}/./${rest}`,
    `/./${first}/${rest}`,
    `/x/../${first}/${rest}`,
    `/${first}%2F${rest}`,
    `/${first}%2f${rest}`,
    `/${first}/${rest}/`,
    `/${first}/${rest}?`,
    `/${first}/${rest};x`,
    `/${first.toUpperCase()}/${rest}`,
    `/${first}/${rest.toUpperCase()}`,
  ];
};

describe.each(engines)('sign-in cannot be skipped on $name', (engine) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('protects every route but the few declared public, decided on the route that matched', async () => {
    const publicRoutes = t.routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([
      'GET /auth/link',
      'GET /auth/logout',
      'GET /healthz',
      'HEAD /auth/link',
      'HEAD /auth/logout',
      'HEAD /healthz',
      'POST /auth/login',
      'POST /auth/logout',
      // What a page's script threw, from /login too (client-error.routes.ts, D136).
      'POST /client-error',
      // The browser's own report of what the page's policy blocked (csp-report.routes.ts).
      'POST /csp-report',
    ]);
    // Staff's routes and the owner's alike: signed out, every one is 401.
    const guarded = t.routes.filter((r) => r.access !== 'public' && r.method !== 'OPTIONS');
    expect(guarded.length).toBeGreaterThan(10);
    expect(guarded.filter((r) => r.access === 'owner').length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x.jpg');
      const res = await rawRequest(port, route.method, url, route.method === 'POST' ? '{}' : undefined);
      expect(res.status, `${route.method} ${url}`).toBe(401);
    }
  });

  it.each([
    ['GET', '/product/boxes'],
    ['GET', '/product/recent'],
    ['POST', '/product/product_upload'],
    ['POST', '/product/boxes'],
    ['GET', '/admin/accounts'],
    ['POST', '/admin/accounts/role'],
  ])('%s %s in any spelling answers 401 or no route, never the data', async (method, path) => {
    const count = async () => (await t.db.select().from(shopProducts)).length;
    const before = await count();
    for (const spelling of spellings(path)) {
      const res = await rawRequest(port, method, spelling, method === 'POST' ? JSON.stringify({ productType: 'Fabric' }) : undefined);
      const refused = res.status === 401 || res.status === 404;
      expect(refused, `${method} ${spelling} answered ${res.status}: ${res.body.slice(0, 120)}`).toBe(true);
    }
    expect(await count()).toBe(before);
  });
});
