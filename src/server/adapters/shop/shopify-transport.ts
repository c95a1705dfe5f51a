import { createAdminApiClient } from '@shopify/admin-api-client';

/** Pinned: the contract tests check every operation against this version's schema. */
export const SHOPIFY_API_VERSION = '2026-10';

import { ShopUnavailableError } from '../../ports/shop.port';

export { ShopUnavailableError };

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
  accessToken: string;
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
const DEFAULT_THROTTLE_WAIT_MS = 1000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (Shopify's form) or as an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

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

  const client = createAdminApiClient({
    storeDomain: options.storeDomain,
    apiVersion: SHOPIFY_API_VERSION,
    accessToken: options.accessToken,
    retries: 0,
    userAgentPrefix: 'Selvage',
    // The client always builds https://{domain}; a configured store URL (tests) takes its place.
    customFetchApi: (url, init) => fetchImpl(storeUrl ? url.replace(/^https:\/\/[^/]+/, storeUrl) : url, init),
    // Without a logger the client prints version notices to the console.
    logger: () => undefined,
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

  /** One GraphQL request: THROTTLED is waited out here; other failures are classified. */
  async function once<T>(document: string, variables: Record<string, unknown>): Promise<T> {
    for (let throttles = 0; ; throttles++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let outcome: Awaited<ReturnType<typeof client.request>>;
      try {
        outcome = await client.request(document, { variables, signal: controller.signal });
      } finally {
        clearTimeout(timer);
      }
      const { errors, extensions } = outcome;
      if (!errors) return outcome.data as T;

      const graphQLErrors = (errors.graphQLErrors ?? []) as GraphQLErrorLike[];
      if (graphQLErrors.some((e) => e.extensions?.code === 'THROTTLED')) {
        if (throttles >= maxThrottleWaits) throw new ShopUnavailableError(`Shopify kept throttling after ${maxThrottleWaits} waits`);
        await sleep(throttleWaitMs((extensions as { cost?: CostExtension } | undefined)?.cost));
        continue;
      }
      const status = errors.networkStatusCode;
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
        throw new ShopUnavailableError(
          `Shopify refused the access token (HTTP ${status}); check SHOPIFY_ADMIN_TOKEN and the app's access scopes`,
        );
      }
      const detail = graphQLErrors.map((e) => e.message).join('; ') || errors.message || `HTTP ${status}`;
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
