import { createAdminApiClient } from '@shopify/admin-api-client';

/** Pinned: the contract tests check every operation against this version's schema. */
export const SHOPIFY_API_VERSION = '2026-10';

import { ShopUnavailableError } from '../../ports/shop.port';
import { parseRetryAfter } from './retry-after';
import { createTokenSource, ShopifyCredentialsError, ShopifyTokenTransientError, type ShopifyCredentials } from './shopify-token';

export { ShopUnavailableError, parseRetryAfter };

/** A failure worth another try (429, 5xx, a timeout, a dropped connection). */
export class ShopTransientError extends ShopUnavailableError {
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

export interface ShopifyTransportOptions {
  /** e.g. 'my-shop.myshopify.com'. */
  storeDomain: string;
  /**
   * A Dev Dashboard app's client id and secret (tokens granted and renewed here), or a fixed token
   * of a custom app made in the shop's admin before 2026.
   */
  credentials: ShopifyCredentials;
  /** Where Shopify's notices go: a deprecated field an operation uses, logged once per operation. */
  log?: (message: string) => void;
  /** Replaces https://{storeDomain} in request URLs (tests point it at a local server). */
  storeUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The clock, for Retry-After given as a date. */
  now?: () => number;
  /** In [0, 1): jitter for backoff. */
  random?: () => number;
  /** A request (GraphQL or staged upload) that takes longer is aborted and counts as a failure. */
  timeoutMs?: number;
  /** Our own retries after 429, 5xx and timeouts. */
  maxRetries?: number;
  /** THROTTLED answers waited out before giving up. */
  maxThrottleWaits?: number;
}

interface CostExtension {
  requestedQueryCost?: number;
  throttleStatus?: { maximumAvailable?: number; currentlyAvailable?: number; restoreRate?: number };
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string };
}

const BACKOFF_BASE_MS = 1000;
/** Carries each request's token to customFetchApi (see there); never sent. */
const TOKEN_CARRIER = 'X-Selvage-Access-Token';
const DEFAULT_THROTTLE_WAIT_MS = 1000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long the leaky bucket needs to hold the points this query asked for: the cost it still lacks
 * divided by what comes back per second. Unknown figures fall back to one second.
 */
export function throttleWaitMs(cost: CostExtension | undefined): number {
  const requested = cost?.requestedQueryCost;
  const available = cost?.throttleStatus?.currentlyAvailable;
  const restoreRate = cost?.throttleStatus?.restoreRate;
  if (requested === undefined || available === undefined || !restoreRate) return DEFAULT_THROTTLE_WAIT_MS;
  return Math.max(0, Math.ceil(((requested - available) / restoreRate) * 1000));
}

export type ShopifyTransport = ReturnType<typeof createShopifyTransport>;

/**
 * One way to talk to the Admin API: the official client with its own retries off (it does not
 * retry THROTTLED and reads Retry-After as milliseconds), plus cost-based throttling and at most
 * `maxRetries` jittered retries of our own.
 */
export function createShopifyTransport(options: ShopifyTransportOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 3;
  const maxThrottleWaits = options.maxThrottleWaits ?? 10;
  const storeUrl = options.storeUrl?.replace(/\/+$/, '');
  const tokens = createTokenSource({
    storeDomain: options.storeDomain,
    credentials: options.credentials,
    storeUrl,
    fetch: fetchImpl,
    now,
    timeoutMs,
  });
  const noticed = new Set<string>();

  const client = createAdminApiClient({
    storeDomain: options.storeDomain,
    apiVersion: SHOPIFY_API_VERSION,
    // Each request sends the token of the moment (a granted one is renewed); the client wants one here.
    accessToken: options.credentials.kind === 'token' ? options.credentials.accessToken : 'granted-per-request',
    retries: 0,
    userAgentPrefix: 'Selvage',
    // The client always builds https://{domain}; a configured store URL (tests) takes its place.
    // Its own headers win over a request's, so the token of the moment rides in a header of ours
    // and takes the access token header's place here.
    customFetchApi: (url, init) => {
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      const token = headers[TOKEN_CARRIER];
      delete headers[TOKEN_CARRIER];
      if (token) headers['X-Shopify-Access-Token'] = token;
      return fetchImpl(storeUrl ? url.replace(/^https:\/\/[^/]+/, storeUrl) : url, { ...init, headers });
    },
    // Shopify names a deprecated field it was sent in a header: said once per operation, so the
    // change is made before the version that removes it. Without a logger the client prints it.
    logger: (entry) => {
      if (entry.type !== 'HTTP-Response-GraphQL-Deprecation-Notice') return;
      const operation = /\b(?:query|mutation)\s+(\w+)/.exec(entry.content.requestParams[1]?.body?.toString() ?? '')?.[1];
      const key = `${operation ?? '?'}: ${entry.content.deprecationNotice}`;
      if (noticed.has(key)) return;
      noticed.add(key);
      options.log?.(`Shopify says operation ${operation ?? '(unnamed)'} uses something deprecated: ${entry.content.deprecationNotice}`);
    },
  });

  /** Full jitter between half and all of an exponential step: 1 s, 2 s, 4 s. */
  const backoffMs = (attempt: number) => Math.round(BACKOFF_BASE_MS * 2 ** (attempt - 1) * (0.5 + random() / 2));

  /**
   * Runs `attempt` again after a ShopTransientError, at most `maxRetries` times, honouring
   * Retry-After. Used around whole steps that are safe to repeat as a unit.
   */
  async function withRetries<T>(attempt: () => Promise<T>, retryable: (e: ShopTransientError) => boolean = () => true): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof ShopTransientError) || !retryable(error)) throw error;
        if (failures >= maxRetries) throw new ShopUnavailableError(`${error.message} (gave up after ${maxRetries + 1} tries)`);
        await sleep(error.retryAfterMs ?? backoffMs(failures + 1));
      }
    }
  }

  /** fetch with the request timeout; the timer runs until the body has been read by `read`. */
  async function timedFetch<T>(url: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await read(await fetchImpl(url, { ...init, signal: controller.signal }));
    } catch (error) {
      if (error instanceof ShopUnavailableError) throw error;
      throw new ShopTransientError(
        controller.signal.aborted ? `No answer within ${timeoutMs / 1000} s` : `Connection failed: ${(error as Error).message}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** The token to send now; a failure to get one that may pass is one more transient failure. */
  async function token(): Promise<string> {
    try {
      return await tokens.token();
    } catch (error) {
      if (error instanceof ShopifyTokenTransientError) throw new ShopTransientError(error.message, error.retryAfterMs, error.status);
      throw error;
    }
  }

  /**
   * A throttled answer's cost report. Shopify answers THROTTLED in a 200 with GraphQL errors, or as
   * HTTP 429 whose body (which the client leaves unread) holds the same report.
   */
  async function throttleOf(errors: NonNullable<Awaited<ReturnType<typeof client.request>>['errors']>, extensions: unknown) {
    let graphQLErrors = (errors.graphQLErrors ?? []) as GraphQLErrorLike[];
    let cost = (extensions as { cost?: CostExtension } | undefined)?.cost;
    if (errors.networkStatusCode === 429 && errors.response && !errors.response.bodyUsed) {
      const body = (await errors.response.json().catch(() => null)) as { errors?: unknown; extensions?: { cost?: CostExtension } } | null;
      if (Array.isArray(body?.errors)) graphQLErrors = body.errors as GraphQLErrorLike[];
      cost = body?.extensions?.cost ?? cost;
    }
    return graphQLErrors.some((e) => e.extensions?.code === 'THROTTLED') ? { cost } : null;
  }

  /** One GraphQL request: THROTTLED is waited out here, an expired token renewed once; other failures are classified. */
  async function once<T>(document: string, variables: Record<string, unknown>): Promise<T> {
    let renewed = false;
    for (let throttles = 0; ; throttles++) {
      const sent = await token();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let outcome: Awaited<ReturnType<typeof client.request>>;
      try {
        outcome = await client.request(document, { variables, signal: controller.signal, headers: { [TOKEN_CARRIER]: sent } });
      } finally {
        clearTimeout(timer);
      }
      const { errors, extensions } = outcome;
      if (!errors) return outcome.data as T;

      const throttled = await throttleOf(errors, extensions);
      if (throttled) {
        if (throttles >= maxThrottleWaits) throw new ShopUnavailableError(`Shopify kept throttling after ${maxThrottleWaits} waits`);
        const retryAfter = parseRetryAfter(errors.response?.headers.get('Retry-After'), now());
        await sleep(Math.max(throttleWaitMs(throttled.cost), retryAfter ?? 0));
        continue;
      }
      const status = errors.networkStatusCode;
      // A granted token expired (or was revoked) under way: one new grant, and the request again.
      // Shopify refused it before acting, so the repeat acts once.
      if (status === 401 && tokens.renewable && !renewed) {
        tokens.invalidate(sent);
        renewed = true;
        throttles--;
        continue;
      }
      if (status === undefined) {
        throw new ShopTransientError(
          controller.signal.aborted
            ? `No answer from Shopify within ${timeoutMs / 1000} s`
            : `Could not reach Shopify: ${errors.message ?? 'connection failed'}`,
        );
      }
      if (status === 429 || status >= 500) {
        throw new ShopTransientError(
          `Shopify answered HTTP ${status}`,
          parseRetryAfter(errors.response?.headers.get('Retry-After'), now()),
          status,
        );
      }
      if (status === 401 || status === 403) {
        throw new ShopifyCredentialsError(
          tokens.renewable
            ? `Shopify refused the access token it granted (HTTP ${status}); check that the app is still installed and has the access scopes README lists`
            : `Shopify refused the access token (HTTP ${status}); check SHOPIFY_ADMIN_TOKEN and the app's access scopes`,
          status,
          undefined,
        );
      }
      const detail =
        ((errors.graphQLErrors ?? []) as GraphQLErrorLike[]).map((e) => e.message).join('; ') || errors.message || `HTTP ${status}`;
      throw new ShopUnavailableError(`Shopify rejected the request: ${detail}`);
    }
  }

  return {
    /**
     * Sends a GraphQL document. `idempotent: false` (a mutation that would act twice) is not
     * repeated after a 5xx or timeout, where Shopify may already have acted: the caller gets a
     * ShopTransientError and repeats a larger step that is safe as a whole.
     * 429 and THROTTLED are always retried: Shopify ran nothing.
     */
    request: <T>(document: string, variables: Record<string, unknown>, { idempotent = true }: { idempotent?: boolean } = {}): Promise<T> =>
      withRetries(
        () => once<T>(document, variables),
        (e) => idempotent || e.status === 429,
      ),
    withRetries,
    timedFetch,
  };
}
