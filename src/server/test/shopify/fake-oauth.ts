import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/**
 * Shopify's token endpoint for the client credentials grant, as its pages give it:
 * `POST https://{shop}.myshopify.com/admin/oauth/access_token`
 * (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/client-credentials-grant,
 * https://shopify.dev/docs/apps/build/authentication-authorization/client-secrets).
 */
export const FAKE_TOKEN_PATH = '/admin/oauth/access_token';

/**
 * A granted token's lifetime: 24 hours, answered as `"expires_in": 86399` in the answers people
 * quote (dev.to/bealinawaz "New Shopify Admin API tokens expire after 24 hours";
 * github.com/UsefulSoftwareCo/executor/issues/2090). The pages themselves show the field, not a number.
 */
export const SHOPIFY_GRANT_LIFETIME_SECONDS = 86_399;

/**
 * What the Admin API answers a request with an unknown, revoked or expired token: HTTP 401 with
 * this body (as quoted in Shopify/cli#263 and Shopify/shopify-app-js#570), for a fake store to send
 * when `isValid` says no.
 */
export const ADMIN_API_UNAUTHORIZED = {
  status: 401,
  body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
} as const;

/** A refusal the issuer gives every grant request while set (the app's state on the store). */
export type FakeGrantRefusal =
  /** "Oauth error app_not_installed: The application is not installed on this shop." (community.shopify.dev/t/33287). */
  | 'app_not_installed'
  /** "Oauth error shop_not_permitted: Client credentials cannot be performed on this shop." (unopim/shopify-connector#43). */
  | 'shop_not_permitted';

const REFUSALS: Record<FakeGrantRefusal, string> = {
  app_not_installed: 'The application is not installed on this shop.',
  shop_not_permitted: 'Client credentials cannot be performed on this shop.',
};

export interface FakeTokenIssuerOptions {
  clientId: string;
  clientSecret: string;
  /** Seconds a granted token lives; Shopify's 86399 unless a test wants another. */
  lifetimeSeconds?: number;
  now: () => number;
  /** The granted scopes, comma-separated as Shopify answers them, e.g. 'read_products,write_products'. */
  scope: string;
}

/** What a grant request carried, without the secret. */
export interface ReceivedGrantRequest {
  method: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  grantType: string | undefined;
  clientId: string | undefined;
  /** What the issuer answered. */
  status: number;
}

/**
 * A stand-in for Shopify's token endpoint (client credentials grant only), for a fake store to
 * mount beside its Admin API: `handle` takes the token path, `isValid` tells the store whether a
 * request's token is one this issuer granted that has not expired.
 *
 * Strict where Shopify is or may be: POST only; the three fields, in the body only, form-encoded
 * (as Shopify's pages show) or JSON (as Shopify's own libraries send them: shopify-app-js
 * lib/auth/oauth/client-credentials.ts, shopify-api-ruby lib/shopify_api/auth/client_credentials.rb,
 * shopify-app-python); any other body, a missing field, another grant type or a wrong Client ID or
 * secret is refused with 400. Error answers are JSON `{error, error_description}` only when the
 * request accepts JSON, otherwise a page (PostHog/posthog#86474: "Shopify's token endpoint answers
 * a 4xx with an HTML page unless the request sends Accept: application/json").
 *
 * Shopify does not document its error answers; the codes and words here are those seen from it
 * (sources at each), or RFC 6749 §5.2's where nothing was seen.
 */
export class FakeTokenIssuer {
  /** Grants issued so far. */
  grants = 0;
  /** Every request to the token path, first first. */
  readonly received: ReceivedGrantRequest[] = [];
  /** Statuses (5xx, 429) for the next token requests instead of an answer, first first. */
  readonly faults: number[] = [];
  /** While set, every grant with the right credentials is refused this way. */
  refusal: FakeGrantRefusal | null = null;

  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly lifetimeSeconds: number;
  private readonly now: () => number;
  private readonly scope: string;
  /** Token -> when it expires (ms). */
  private readonly issued = new Map<string, number>();

  constructor(options: FakeTokenIssuerOptions) {
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.lifetimeSeconds = options.lifetimeSeconds ?? SHOPIFY_GRANT_LIFETIME_SECONDS;
    this.now = options.now;
    this.scope = options.scope;
  }

  /** True only for a token this issuer granted that has not expired by now(). */
  isValid(token: string): boolean {
    const expiresAt = this.issued.get(token);
    return expiresAt !== undefined && this.now() < expiresAt;
  }

  /** Every token granted so far expires now (as after Shopify revokes them or a day passes). */
  expireAll(): void {
    for (const token of this.issued.keys()) this.issued.set(token, Number.NEGATIVE_INFINITY);
  }

  /** Answers a request to the token path and returns true; returns false for any other path. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): boolean {
    if (new URL(req.url ?? '/', 'http://fake.invalid').pathname !== FAKE_TOKEN_PATH) return false;
    const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const accept = req.headers.accept;
    const record: ReceivedGrantRequest = { method: req.method, contentType, accept, grantType: undefined, clientId: undefined, status: 0 };
    this.received.push(record);
    const wantsJson = /application\/json/i.test(accept ?? '');

    const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
        .end(JSON.stringify(json));
    };
    const refuse = (status: number, error: string, description: string) => {
      if (wantsJson) return answer(status, { error, error_description: description });
      record.status = status;
      res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!DOCTYPE html><html><head><title>Oauth error</title></head><body><p>Oauth error ${error}: ${description}</p></body></html>`);
    };

    const fault = this.faults.shift();
    if (fault !== undefined) {
      record.status = fault;
      res
        .writeHead(fault, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!DOCTYPE html><html><body><h1>${fault}</h1></body></html>`);
      return true;
    }

    // Shopify refuses a GET to this path with 403 (Shopify/shopify_python_api#653).
    if (req.method !== 'POST') {
      refuse(403, 'invalid_request', 'The token endpoint takes POST requests only.');
      return true;
    }

    const fields = readFields(contentType, body);
    if (!fields) {
      refuse(400, 'invalid_request', 'The request body must be application/x-www-form-urlencoded or application/json.');
      return true;
    }
    record.grantType = fields.grant_type;
    record.clientId = fields.client_id;
    const missing = (['grant_type', 'client_id', 'client_secret'] as const).filter((name) => !fields[name]);
    if (missing.length > 0) {
      refuse(400, 'invalid_request', `Missing required parameter: ${missing.join(', ')}.`);
      return true;
    }
    // RFC 6749 §5.2; the grant type "must always be set to client_credentials" (client credentials page).
    if (fields.grant_type !== 'client_credentials') {
      refuse(400, 'unsupported_grant_type', 'The authorization grant type is not supported.');
      return true;
    }
    // 400 invalid_client with these words is how Shopify's own library tests a refusal
    // (shopify-app-js lib/auth/oauth/__tests__/client-credentials.test.ts); RFC 6749 §5.2 allows 400
    // when the client did not authenticate with an Authorization header.
    if (fields.client_id !== this.clientId || fields.client_secret !== this.clientSecret) {
      refuse(400, 'invalid_client', 'Client authentication failed');
      return true;
    }
    if (this.refusal) {
      refuse(400, this.refusal, REFUSALS[this.refusal]);
      return true;
    }

    const token = `shpat_${randomBytes(16).toString('hex')}`;
    this.issued.set(token, this.now() + this.lifetimeSeconds * 1000);
    this.grants++;
    answer(200, { access_token: token, scope: this.scope, expires_in: this.lifetimeSeconds });
    return true;
  }
}

type Fields = Partial<Record<'grant_type' | 'client_id' | 'client_secret', string>>;

/** The body's fields, or null for a body of another type or one that does not parse. */
function readFields(contentType: string | undefined, body: Buffer): Fields | null {
  const text = body.toString('utf8');
  if (contentType === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams(text);
    return {
      grant_type: params.get('grant_type') ?? undefined,
      client_id: params.get('client_id') ?? undefined,
      client_secret: params.get('client_secret') ?? undefined,
    };
  }
  if (contentType === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return null;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const record = json as Record<string, unknown>;
    const field = (name: string) => (typeof record[name] === 'string' ? record[name] : undefined);
    return { grant_type: field('grant_type'), client_id: field('client_id'), client_secret: field('client_secret') };
  }
  return null;
}
