/**
 * The cross-site request check compares whole origins, port included (issue 16, item 26): a check
 * that compared only the host name survived the suite. A page on the same machine but another port
 * (another app on the shop's server, a dev server left running) is another origin, and a browser
 * sends its cookies to ours regardless of port, so it must not change anything here.
 *
 * Both readings of the page origin are covered (D62): the request's Host when PUBLIC_URL is unset,
 * and PUBLIC_URL when it is set.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { isForeignOrigin } from './security';

const EMAIL = 'origin@selvage.test';
const PASSWORD = 'correct horse battery';
const REFUSED = 'Request refused: it came from another site.';

/** The parts of a request the check reads. */
const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as FastifyRequest;

describe('isForeignOrigin against the Host header (no PUBLIC_URL)', () => {
  it.each([
    // same host, same port
    ['http://shop.lan:3000', 'shop.lan:3000', false],
    ['http://192.168.1.20:3000', '192.168.1.20:3000', false],
    ['http://shop.lan', 'shop.lan', false],
    ['http://shop.lan:80', 'shop.lan', false], // the default port is the same origin
    ['https://shop.lan:443', 'shop.lan', false],
    // same host, another port
    ['http://shop.lan:4000', 'shop.lan:3000', true],
    ['http://shop.lan:3001', 'shop.lan:3000', true],
    ['http://shop.lan', 'shop.lan:3000', true],
    ['http://shop.lan:3000', 'shop.lan', true],
    ['http://192.168.1.20:5173', '192.168.1.20:3000', true],
    ['http://localhost:5173', 'localhost:3000', true],
    // another host, same port
    ['http://evil.lan:3000', 'shop.lan:3000', true],
  ])('Origin %s with Host %s: foreign %s', (origin, host, foreign) => {
    expect(isForeignOrigin(request('POST', { origin, host }), null)).toBe(foreign);
  });
});

describe('isForeignOrigin against PUBLIC_URL', () => {
  const publicOrigin = 'https://selvage.example.com';
  it.each([
    ['https://selvage.example.com', false],
    ['https://selvage.example.com:443', false],
    ['https://selvage.example.com:8443', true],
    ['http://selvage.example.com', true],
    ['https://selvage.example.com.evil.example', true],
  ])('Origin %s: foreign %s', (origin, foreign) => {
    // Host is what a proxy rewrote it to; it must not matter.
    expect(isForeignOrigin(request('POST', { origin, host: 'selvage.example.com:8443' }), publicOrigin)).toBe(foreign);
  });

  it('with a port in PUBLIC_URL, only that port is the page', () => {
    const withPort = 'http://shop.lan:3000';
    expect(isForeignOrigin(request('POST', { origin: 'http://shop.lan:3000', host: 'x' }), withPort)).toBe(false);
    expect(isForeignOrigin(request('POST', { origin: 'http://shop.lan:3001', host: 'x' }), withPort)).toBe(true);
    expect(isForeignOrigin(request('POST', { origin: 'http://shop.lan', host: 'x' }), withPort)).toBe(true);
  });
});

const engine = engines[0]!;

describe('a sign-in from another port of the same host is refused by the app', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp(engine);
    await direct.services.users.add(EMAIL, PASSWORD);
    proxied = await startTestApp(engine, { publicOrigin: 'https://selvage.example.com', trustProxy: 1 });
    await proxied.services.users.add(EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const signIn = (t: TestApp, host: string, origin: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', headers: { host, origin }, payload: { user_email: EMAIL, user_pass: PASSWORD } });

  it('served directly: the page origin is the Host, port and all', async () => {
    expect((await signIn(direct, 'shop.lan:3000', 'http://shop.lan:3000')).statusCode).toBe(200);
    for (const origin of ['http://shop.lan:4000', 'http://shop.lan', 'http://shop.lan:30000']) {
      const res = await signIn(direct, 'shop.lan:3000', origin);
      expect({ origin, status: res.statusCode, body: res.json<unknown>() }).toEqual({ origin, status: 403, body: { message: REFUSED } });
    }
  });

  it('behind a proxy: PUBLIC_URL is the page origin, port and all', async () => {
    expect((await signIn(proxied, '127.0.0.1:3000', 'https://selvage.example.com')).statusCode).toBe(200);
    for (const origin of ['https://selvage.example.com:8443', 'http://selvage.example.com']) {
      const res = await signIn(proxied, '127.0.0.1:3000', origin);
      expect({ origin, status: res.statusCode }).toEqual({ origin, status: 403 });
    }
  });

  it('a state-changing call other than sign-in is refused the same way, before the session is looked at', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/product/box_count',
      headers: { host: 'shop.lan:3000', origin: 'http://shop.lan:4000' },
      payload: { boxID: '6C' },
    });
    expect(res.statusCode).toBe(403);
  });
});
