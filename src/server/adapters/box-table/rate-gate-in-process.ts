import pThrottle from 'p-throttle';
import type { RateGate } from '../../services/rate-gate';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `perSecond` request starts in any one-second window, in call order: p-throttle's strict
 * (sliding window) mode, on the real clock (its tests use vitest's fake timers).
 */
export function rateLimiter(perSecond: number): () => Promise<void> {
  return pThrottle({ limit: perSecond, interval: 1000, strict: true })(() => Promise.resolve());
}

export interface InProcessRateGateOptions {
  /** Airtable allows 5 requests per second per base. */
  perSecond?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A rate gate for one app server alone: rateLimiter's pace, and a hold kept in memory. Where several
 * app servers share one base, each would keep its own pace and its own hold, so their sum can pass
 * Airtable's limit and a 429 one meets does not stop the others: they need the shared gate.
 */
export function inProcessRateGate({ perSecond = 5, now = () => Date.now(), sleep = realSleep }: InProcessRateGateOptions = {}): RateGate {
  const pace = rateLimiter(perSecond);
  let heldUntil = -Infinity;
  return {
    async take() {
      for (;;) {
        while (now() < heldUntil) await sleep(heldUntil - now());
        await pace();
        // A hold set while this request waited its turn (a 429 to another one) sends it round again.
        if (now() >= heldUntil) return;
      }
    },
    holdUntil(atMs) {
      heldUntil = Math.max(heldUntil, atMs);
      return Promise.resolve();
    },
  };
}
