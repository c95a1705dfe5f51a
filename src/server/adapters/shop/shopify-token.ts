import { z } from 'zod';
import { ShopUnavailableError } from '../../ports/shop.port';
import { parseRetryAfter } from './retry-after';

/**
 * How Selvage authenticates to the Admin API.
 *
 * - `token`: a fixed Admin API access token (`shpat_…`) of a custom app created in the shop's admin.
 *   Shopify stopped the creation of new ones on 2026-01-01; existing ones keep working and never expire
 *   (https://shopify.dev/docs/apps/build/authentication-authorization/access-token-types/generate-app-access-tokens-admin).
 * - `client`: the Client ID and secret of a Dev Dashboard app installed on the shop, exchanged for a
 *   token with the OAuth client credentials grant, which expires
 *   (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/client-credentials-grant).
 */
export type ShopifyCredentials = { kind: 'token'; accessToken: string } | { kind: 'client'; clientId: string; clientSecret: string };

/**
 * Shopify refused to grant a token for these settings (wrong Client ID or secret, app not installed,
 * store of another organization, no such store). Trying again changes nothing until someone changes
 * the settings; the message names them. Answered as a 502 with these words, like every shop failure.
 */
export class ShopifyCredentialsError extends ShopUnavailableError {
  constructor(
    message: string,
    /** The token endpoint's HTTP status. */
    readonly status: number,
    /** Shopify's error code (`invalid_client`, `app_not_installed`, …), when it gave one. */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * No token this time: the token endpoint could not be reached, did not answer in time, throttled
 * (429) or failed on Shopify's side (5xx). Worth another try; the next token() call makes one.
 */
export class ShopifyTokenTransientError extends ShopUnavailableError {
  constructor(
    message: string,
    /** From Retry-After, when the answer had one. */
    readonly retryAfterMs?: number,
    /** The HTTP status, when there was an answer at all. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ShopifyTokenSourceOptions {
  /** e.g. 'my-shop.myshopify.com'. */
  storeDomain: string;
  credentials: ShopifyCredentials;
  /** Replaces https://{storeDomain} in the token endpoint's URL (tests point it at a local server). */
  storeUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** A token request that takes longer is aborted and counts as a transient failure. */
  timeoutMs?: number;
  /** A granted token is renewed this long before Shopify says it expires. */
  renewBeforeMs?: number;
}

export interface ShopifyTokenSource {
  /** The access token to send now: the fixed one, or a granted one that is not about to expire. */
  token(): Promise<string>;
  /**
   * Shopify answered 401 to a request made with `rejected`: forget it if it is still the cached
   * one, so the next token() asks for a new one. Several requests that saw the same 401 cause a
   * single new grant. A fixed token cannot be renewed: nothing happens.
   */
  invalidate(rejected: string): void;
  /** False for a fixed token: a 401 with it is final. */
  readonly renewable: boolean;
  /** The scopes the last grant answered (Shopify's `scope`, split at commas), or undefined before one. */
  scopes(): string[] | undefined;
}

/**
 * The token endpoint, from Shopify's client credentials page (link above) and "About client
 * credentials" (https://shopify.dev/docs/apps/build/authentication-authorization/client-secrets):
 * `POST https://{shop}.myshopify.com/admin/oauth/access_token`.
 */
export const TOKEN_PATH = '/admin/oauth/access_token';

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RENEW_BEFORE_MS = 5 * 60_000;
/**
 * When a grant answer lacks `expires_in` (Shopify documents it, so this is a fallback only): the
 * shortest lifetime Shopify gives any expiring Admin token, the 60 minutes of expiring offline
 * tokens (https://shopify.dev/changelog/offline-access-tokens-now-support-expiry-and-refresh).
 */
const FALLBACK_LIFETIME_SECONDS = 60 * 60;
/** Enough of Shopify's refusal to say what it is, never a whole HTML page. */
const MAX_WORDS = 300;

/**
 * The grant's answer: `{"access_token": "shpat_…", "scope": "read_products,write_products",
 * "expires_in": 86399}` (client-secrets page above; the same three fields, and no `token_type` or
 * `refresh_token`, in a real answer quoted in github.com/UsefulSoftwareCo/executor/issues/2090).
 * `expires_in` is in seconds, read as "now + expires_in" by Shopify's own library
 * (Shopify/shopify-app-js, packages/apps/shopify-api/lib/auth/oauth/create-session.ts).
 */
const grantAnswer = z.object({
  access_token: z.string().min(1),
  scope: z.string().optional(),
  expires_in: z.number().positive().optional(),
});

/** An OAuth error answer (RFC 6749 §5.2), which Shopify sends as JSON when asked for JSON. */
const oauthError = z.object({ error: z.string().optional(), error_description: z.string().optional() });

/**
 * Where the Admin API's access token comes from. A fixed token is answered as it is. Client
 * credentials are exchanged for a token that is cached until `renewBeforeMs` before it expires,
 * then renewed; concurrent callers share one request; after a 401, `invalidate` makes the next
 * call renew once.
 */
export function createTokenSource(options: ShopifyTokenSourceOptions): ShopifyTokenSource {
  const { credentials } = options;
  if (credentials.kind === 'token') {
    const fixed = credentials.accessToken;
    return { token: () => Promise.resolve(fixed), invalidate: () => undefined, renewable: false, scopes: () => undefined };
  }

  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const renewBeforeMs = options.renewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS;
  const url = `${options.storeUrl?.replace(/\/+$/, '') ?? `https://${options.storeDomain}`}${TOKEN_PATH}`;
  const { clientId, clientSecret } = credentials;

  let cached: { token: string; renewAt: number } | undefined;
  let granted: string[] | undefined;
  let pending: Promise<string> | undefined;

  /** Shopify's words in a refusal, as text, without markup and never with the secret in them. */
  function wordsOf(body: string): { words: string; code: string | undefined } {
    let words: string;
    let code: string | undefined;
    const json = safeJson(body);
    const parsed = oauthError.safeParse(json);
    if (parsed.success && (parsed.data.error || parsed.data.error_description)) {
      code = parsed.data.error;
      words = [parsed.data.error, parsed.data.error_description].filter(Boolean).join(': ');
    } else {
      // Without `Accept: application/json` Shopify answers errors as a page (PostHog/posthog#86474),
      // reading "Oauth error app_not_installed: The application is not installed on this shop."
      // (community.shopify.dev/t/33287). We ask for JSON; this is for a proxy's or an older answer.
      words = body
        .replace(/<(head|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      code = /Oauth error ([a-z_]+):/i.exec(words)?.[1];
    }
    if (clientSecret) words = words.split(clientSecret).join('[client secret]');
    if (words.length > MAX_WORDS) words = `${words.slice(0, MAX_WORDS)}…`;
    return { words, code };
  }

  function refused(status: number, body: string): ShopifyCredentialsError {
    const { words, code } = wordsOf(body);
    const said = `HTTP ${status}${words ? `: ${words}` : ''}`;
    const check = `check SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET (the Client ID and secret on the app's Settings page in the Dev Dashboard)`;
    let hint: string;
    switch (code) {
      case 'app_not_installed':
        hint = `install the app on ${options.storeDomain} from the Dev Dashboard, and ${check}`;
        break;
      case 'shop_not_permitted':
        // https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/client-credentials-grant:
        // "only available for apps developed by your own organization and installed in stores that you own".
        hint = `the client credentials grant works only for an app and a store of the same organization; check SHOPIFY_STORE_DOMAIN, and ${check}`;
        break;
      default:
        hint = status === 404 ? `check SHOPIFY_STORE_DOMAIN, and ${check}` : check;
    }
    return new ShopifyCredentialsError(`Shopify refused the app's client credentials (${said}); ${hint}`, status, code);
  }

  async function grant(): Promise<string> {
    const sentAt = now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          // The body as Shopify's pages show it (client-secrets, above). Shopify's own libraries send
          // the same three fields as JSON (shopify-app-js lib/auth/oauth/client-credentials.ts);
          // both are accepted.
          'Content-Type': 'application/x-www-form-urlencoded',
          // Errors come as JSON {error, error_description} only when asked for (PostHog/posthog#86474).
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
        // A 307/308 would send the secret on to wherever it points; any redirect means a wrong domain.
        redirect: 'manual',
        signal: controller.signal,
      });
      status = response.status;
      retryAfter = response.headers.get('Retry-After');
      body = await response.text();
    } catch (error) {
      throw new ShopifyTokenTransientError(
        controller.signal.aborted
          ? `No answer from Shopify's token endpoint within ${timeoutMs / 1000} s`
          : `Could not reach Shopify for an access token: ${(error as Error).message}`,
      );
    } finally {
      clearTimeout(timer);
    }

    if (status === 429 || status >= 500) {
      throw new ShopifyTokenTransientError(`Shopify's token endpoint answered HTTP ${status}`, parseRetryAfter(retryAfter, now()), status);
    }
    if (status >= 300 && status < 400) {
      throw new ShopifyCredentialsError(
        `Shopify redirected the token request (HTTP ${status}); check SHOPIFY_STORE_DOMAIN is the shop's your-shop.myshopify.com domain`,
        status,
        undefined,
      );
    }
    if (status >= 400) throw refused(status, body);

    const parsed = grantAnswer.safeParse(safeJson(body));
    if (!parsed.success) {
      throw new ShopifyTokenTransientError(`Shopify's token endpoint answered HTTP ${status} without an access token`, undefined, status);
    }
    const { access_token: token, scope, expires_in: expiresIn = FALLBACK_LIFETIME_SECONDS } = parsed.data;
    const lifetimeMs = expiresIn * 1000;
    // Counted from when the request left, not when the answer came: never later than Shopify's clock.
    // A margin larger than half the lifetime would renew on every call; half is the most taken.
    cached = { token, renewAt: sentAt + lifetimeMs - Math.min(renewBeforeMs, lifetimeMs / 2) };
    granted = scope === undefined ? undefined : scope.split(',').flatMap((s) => (s.trim() ? [s.trim()] : []));
    return token;
  }

  return {
    renewable: true,
    token() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= grant().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(rejected) {
      if (cached?.token === rejected) cached = undefined;
    },
    scopes: () => granted?.slice(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
