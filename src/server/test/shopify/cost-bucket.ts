/**
 * Shopify's leaky bucket for the GraphQL Admin API, for the fake to throttle by.
 *
 * "Before execution begins, an app's bucket must have enough capacity for the requested cost of a
 * query. When execution is complete, the bucket is refunded the difference between the requested
 * cost and the actual cost" (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits);
 * the bucket "leaks continuously at that API's restore rate"
 * (https://shopify.dev/docs/api/usage/limits#the-leaky-bucket-algorithm). A query the bucket cannot
 * cover is answered THROTTLED and takes nothing.
 */

/** As Shopify reports it in `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** Points restored per second. */
  restoreRate: number;
}

export type Take = { ok: true; status: ThrottleStatus } | { ok: false; status: ThrottleStatus };

export interface CostBucketOptions {
  maximumAvailable?: number;
  restoreRate?: number;
  /** Milliseconds, like Date.now (the default); tests pass their own clock. */
  now?: () => number;
}

/**
 * The Standard plan. Its restore rate, 100 points a second, is on the rate-limits page (Advanced
 * Shopify 200, Plus 1000, enterprise 2000). The page gives no bucket size; 2000 is what Standard
 * stores report beside that rate (`"maximumAvailable": 2000, … "restoreRate": 100` in
 * https://community.shopify.dev/t/unexpectedly-low-graphql-query-cost-in-shopify-admin-api-seeking-clarification/23101),
 * twenty seconds of restore, the ratio of the older documented 1000 at 50 a second.
 */
export const STANDARD_PLAN = { maximumAvailable: 2000, restoreRate: 100 } as const;

export class CostBucket {
  readonly maximumAvailable: number;
  readonly restoreRate: number;
  private readonly now: () => number;
  private available: number;
  private at: number;

  constructor(options: CostBucketOptions = {}) {
    this.maximumAvailable = options.maximumAvailable ?? STANDARD_PLAN.maximumAvailable;
    this.restoreRate = options.restoreRate ?? STANDARD_PLAN.restoreRate;
    this.now = options.now ?? Date.now;
    if (!(this.maximumAvailable > 0) || !Number.isFinite(this.maximumAvailable))
      throw new RangeError(`maximumAvailable must be a positive number, not ${this.maximumAvailable}`);
    if (!(this.restoreRate >= 0) || !Number.isFinite(this.restoreRate))
      throw new RangeError(`restoreRate must be a number of points a second, not ${this.restoreRate}`);
    this.available = this.maximumAvailable;
    this.at = this.now();
  }

  /** The bucket as it stands now. */
  status(): ThrottleStatus {
    this.restore();
    return {
      maximumAvailable: this.maximumAvailable,
      // Whole points, rounded down: the status never promises a point not yet restored.
      currentlyAvailable: Math.floor(this.available),
      restoreRate: this.restoreRate,
    };
  }

  /** Takes a query's requested cost if the bucket holds it; otherwise takes nothing. */
  take(cost: number): Take {
    if (!(cost >= 0)) throw new RangeError(`A cost is a number of points, not ${cost}`);
    this.restore();
    if (this.available < cost) return { ok: false, status: this.status() };
    this.available -= cost;
    return { ok: true, status: this.status() };
  }

  /** Gives back what a query did not use (requested minus actual cost), up to the maximum. */
  refund(points: number): ThrottleStatus {
    this.restore();
    this.available = Math.min(this.maximumAvailable, this.available + Math.max(0, points));
    return this.status();
  }

  /** For tests: empties the bucket by this many points (not below zero), as other calls would. */
  drain(points: number): ThrottleStatus {
    this.restore();
    this.available = Math.max(0, this.available - Math.max(0, points));
    return this.status();
  }

  private restore() {
    const now = this.now();
    // A clock that steps back restores nothing (and takes nothing back).
    const elapsedMs = Math.max(0, now - this.at);
    this.available = Math.min(this.maximumAvailable, this.available + (elapsedMs / 1000) * this.restoreRate);
    this.at = Math.max(this.at, now);
  }
}
