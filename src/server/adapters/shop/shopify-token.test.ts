import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopUnavailableError } from '../../ports/shop.port';
import { ADMIN_API_UNAUTHORIZED, FakeTokenIssuer, SHOPIFY_GRANT_LIFETIME_SECONDS } from '../../test/shopify/fake-oauth';
import { createTokenSource, ShopifyCredentialsError, ShopifyTokenTransientError, type ShopifyTokenSourceOptions } from './shopify-token';

const CLIENT_ID = 'b7c3e1f0a2d94c5e8f6a1b2c3d4e5f60';
const CLIENT_SECRET = 'shpss_0123456789abcdef0123456789abcdef';
const SCOPE = 'read_products,write_products,read_inventory,write_inventory';
const STORE_DOMAIN = 'selvage-test.myshopify.com';
const RENEW_BEFORE_MS = 5 * 60_000;
const LIFETIME_MS = SHOPIFY_GRANT_LIFETIME_SECONDS * 1000;

let clock = 0;
const now = () => clock;
let issuer: FakeTokenIssuer;
let server: http.Server;
let url = '';
/** Every URL the token sources under test fetched. */
let fetched: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  fetched.push(input instanceof Request ? input.url : String(input));
  return fetch(input, init);
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!issuer.handle(req, res, Buffer.concat(chunks))) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  clock = Date.parse('2026-11-01T09:00:00Z');
  fetched = [];
  issuer = new FakeTokenIssuer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, now, scope: SCOPE });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function clientSource(overrides: Partial<ShopifyTokenSourceOptions> = {}) {
  return createTokenSource({
    storeDomain: STORE_DOMAIN,
    storeUrl: url,
    credentials: { kind: 'client', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    fetch: countingFetch,
    now,
    renewBeforeMs: RENEW_BEFORE_MS,
    ...overrides,
  });
}

/**
 * One Admin API request as the fake store would judge it: 401 for a token the issuer does not
 * hold valid, then (as the transport will) invalidate and one more try with a fresh token.
 */
async function storeRequest(source: ReturnType<typeof createTokenSource>): Promise<{ status: number; token: string }> {
  let token = await source.token();
  if (issuer.isValid(token)) return { status: 200, token };
  source.invalidate(token);
  token = await source.token();
  return { status: issuer.isValid(token) ? 200 : ADMIN_API_UNAUTHORIZED.status, token };
}

describe('client credentials token source', () => {
  it('asks once, as Shopify documents it, and answers the cached token after that', async () => {
    const source = clientSource();
    expect(source.renewable).toBe(true);
    expect(source.scopes()).toBeUndefined();

    const first = await source.token();
    const again = await Promise.all([source.token(), source.token(), source.token()]);

    expect(again).toEqual([first, first, first]);
    expect(issuer.isValid(first)).toBe(true);
    expect(issuer.grants).toBe(1);
    expect(fetched).toEqual([`${url}/admin/oauth/access_token`]);
    expect(issuer.received).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        accept: 'application/json',
        grantType: 'client_credentials',
        clientId: CLIENT_ID,
        status: 200,
      },
    ]);
    expect(source.scopes()).toEqual(['read_products', 'write_products', 'read_inventory', 'write_inventory']);
  });

  it('callers arriving while the first grant is on its way share it', async () => {
    const source = clientSource();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => source.token()));
    expect(new Set(tokens).size).toBe(1);
    expect(issuer.grants).toBe(1);
  });

  it('renews renewBeforeMs before Shopify says the token expires, while the old one still works', async () => {
    const source = clientSource();
    const first = await source.token();

    clock += LIFETIME_MS - RENEW_BEFORE_MS - 1;
    expect(await source.token()).toBe(first);
    expect(issuer.grants).toBe(1);

    clock += 1;
    const second = await source.token();
    expect(second).not.toBe(first);
    expect(issuer.grants).toBe(2);
    // Renewed before expiry: no request ever carries a token the shop has dropped.
    expect(issuer.isValid(first)).toBe(true);
    expect(issuer.isValid(second)).toBe(true);

    clock += LIFETIME_MS - RENEW_BEFORE_MS - 1;
    expect(await source.token()).toBe(second);
    expect(issuer.grants).toBe(2);
  });

  it('a token that expires sooner than the margin is still used for half its life', async () => {
    issuer = new FakeTokenIssuer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, now, scope: SCOPE, lifetimeSeconds: 60 });
    const source = clientSource();
    const first = await source.token();
    clock += 29_999;
    expect(await source.token()).toBe(first);
    clock += 1;
    expect(await source.token()).not.toBe(first);
    expect(issuer.grants).toBe(2);
  });

  it('after a 401 seen by 5 requests at once, renews once and all of them go through', async () => {
    const source = clientSource();
    const stale = await source.token();
    issuer.expireAll();
    expect(issuer.isValid(stale)).toBe(false);

    const results = await Promise.all(Array.from({ length: 5 }, () => storeRequest(source)));

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const fresh = results[0]!.token;
    expect(results.every((r) => r.token === fresh)).toBe(true);
    expect(fresh).not.toBe(stale);
    expect(issuer.grants).toBe(2);

    // A late report of the old token's 401 does not throw the new one away.
    source.invalidate(stale);
    expect(await source.token()).toBe(fresh);
    expect(issuer.grants).toBe(2);
  });

  it('a wrong secret is refused in words that name the settings and quote Shopify, never the secret', async () => {
    const wrongSecret = 'shpss_this-is-not-the-secret-0000000';
    const source = clientSource({ credentials: { kind: 'client', clientId: CLIENT_ID, clientSecret: wrongSecret } });

    const error = await source.token().then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ShopifyCredentialsError);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect(error).not.toBeInstanceOf(ShopifyTokenTransientError);
    const { message, status, code } = error as ShopifyCredentialsError;
    expect({ status, code }).toEqual({ status: 400, code: 'invalid_client' });
    expect(message).toContain('SHOPIFY_CLIENT_ID');
    expect(message).toContain('SHOPIFY_CLIENT_SECRET');
    expect(message).toContain('invalid_client: Client authentication failed');
    expect(message).not.toContain(wrongSecret);
    expect(message).not.toContain(CLIENT_SECRET);
    expect(issuer.grants).toBe(0);
  });

  it('a wrong Client ID is refused the same way', async () => {
    const source = clientSource({ credentials: { kind: 'client', clientId: 'not-the-app', clientSecret: CLIENT_SECRET } });
    await expect(source.token()).rejects.toThrow(ShopifyCredentialsError);
    await expect(source.token()).rejects.toThrow(/check SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET/);
  });

  it.each([
    ['app_not_installed', 'The application is not installed on this shop.', `install the app on ${STORE_DOMAIN}`],
    ['shop_not_permitted', 'Client credentials cannot be performed on this shop.', 'same organization'],
  ] as const)('%s is explained, with Shopify words', async (refusal, words, hint) => {
    issuer.refusal = refusal;
    const error = await clientSource()
      .token()
      .then(
        () => null,
        (e: unknown) => e as ShopifyCredentialsError,
      );
    expect(error).toBeInstanceOf(ShopifyCredentialsError);
    expect(error!.code).toBe(refusal);
    expect(error!.message).toContain(words);
    expect(error!.message).toContain(hint);
    expect(error!.message).toContain('SHOPIFY_CLIENT_ID');
    expect(error!.message).not.toContain(CLIENT_SECRET);
  });

  it("reads Shopify's words out of the page it sends when JSON was not asked for", async () => {
    // The same request without Accept: application/json, as a proxy might pass it on.
    const dropAccept: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('Accept');
      return countingFetch(input, { ...init, headers });
    };
    const source = clientSource({ fetch: dropAccept, credentials: { kind: 'client', clientId: CLIENT_ID, clientSecret: 'wrong' } });
    const error = await source.token().then(
      () => null,
      (e: unknown) => e as ShopifyCredentialsError,
    );
    expect(error).toBeInstanceOf(ShopifyCredentialsError);
    expect(error!.code).toBe('invalid_client');
    expect(error!.message).toContain('Oauth error invalid_client: Client authentication failed');
    expect(error!.message).not.toMatch(/<[a-z!/]/i);
  });

  it.each([500, 502, 503, 429])('HTTP %i is a transient failure, and the next call asks again', async (status) => {
    const source = clientSource();
    issuer.faults.push(status);

    const error = await source.token().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ShopifyTokenTransientError);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect(error).not.toBeInstanceOf(ShopifyCredentialsError);
    expect((error as ShopifyTokenTransientError).status).toBe(status);

    expect(issuer.isValid(await source.token())).toBe(true);
    expect(issuer.grants).toBe(1);
  });

  it('an unreachable token endpoint is a transient failure that names neither secret nor token', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await clientSource({ storeUrl: deadUrl })
      .token()
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error).toBeInstanceOf(ShopifyTokenTransientError);
    expect(error!.message).toMatch(/^Could not reach Shopify for an access token/);
    expect(error!.message).not.toContain(CLIENT_SECRET);
  });

  it('an answer without a token is transient, not a token', async () => {
    const fakeFetch = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<html>maintenance</html>', { status: 200 })));
    await expect(clientSource({ fetch: fakeFetch }).token()).rejects.toThrow(ShopifyTokenTransientError);
  });
});

describe('fixed token source', () => {
  it('answers the fixed token and never fetches, even after a 401', async () => {
    const fakeFetch = vi.fn<typeof fetch>();
    const source = createTokenSource({
      storeDomain: STORE_DOMAIN,
      storeUrl: url,
      credentials: { kind: 'token', accessToken: 'shpat_fixed' },
      fetch: fakeFetch,
      now,
    });

    expect(source.renewable).toBe(false);
    expect(await source.token()).toBe('shpat_fixed');
    source.invalidate('shpat_fixed');
    clock += 10 * LIFETIME_MS;
    expect(await source.token()).toBe('shpat_fixed');
    expect(source.scopes()).toBeUndefined();
    expect(fakeFetch).not.toHaveBeenCalled();
  });
});

describe('FakeTokenIssuer', () => {
  async function post(body: string, headers: Record<string, string>, method = 'POST', path = '/admin/oauth/access_token') {
    const response = await fetch(`${url}${path}`, { method, headers, body: method === 'GET' ? undefined : body });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

  it("grants for a JSON body too, as Shopify's own libraries send it", async () => {
    const answer = await post(
      JSON.stringify({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'client_credentials' }),
      json,
    );
    expect(answer.status).toBe(200);
    const granted = JSON.parse(answer.body) as { access_token: string; scope: string; expires_in: number };
    expect(Object.keys(granted).sort()).toEqual(['access_token', 'expires_in', 'scope']);
    expect(granted).toMatchObject({ scope: SCOPE, expires_in: SHOPIFY_GRANT_LIFETIME_SECONDS });
    expect(granted.access_token).toMatch(/^shpat_/);
    expect(issuer.isValid(granted.access_token)).toBe(true);
    clock += LIFETIME_MS;
    expect(issuer.isValid(granted.access_token)).toBe(false);
    expect(issuer.isValid('shpat_never_issued')).toBe(false);
  });

  it.each([
    ['another grant type', 'grant_type=authorization_code&client_id=x&client_secret=y', form, 400, 'unsupported_grant_type'],
    ['a missing field', `grant_type=client_credentials&client_id=${CLIENT_ID}`, form, 400, 'invalid_request'],
    [
      'a text body',
      `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
      { 'content-type': 'text/plain', accept: 'application/json' },
      400,
      'invalid_request',
    ],
    ['JSON that is not an object', '["client_credentials"]', json, 400, 'invalid_request'],
  ] as const)('refuses %s', async (_what, body, headers, status, error) => {
    const answer = await post(body, headers);
    expect(answer.status).toBe(status);
    expect((JSON.parse(answer.body) as { error: string }).error).toBe(error);
    expect(issuer.grants).toBe(0);
  });

  it('refuses GET, answers errors as a page unless JSON is accepted, and leaves other paths alone', async () => {
    expect((await post('', {}, 'GET')).status).toBe(403);
    const page = await post('grant_type=client_credentials&client_id=x&client_secret=y', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(page.status).toBe(400);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('Oauth error invalid_client');
    expect((await post('', form, 'POST', '/admin/api/2026-10/graphql.json')).status).toBe(404);
  });
});
