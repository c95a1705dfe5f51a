import { z } from 'zod';
import { PRODUCT_TYPES } from '../catalogue/product-types';
import { RECENT_QUERY_MESSAGES as M } from '../messages/recent';
import { PRODUCT_ID_MAX } from './product-record';
import type { ProductRecord } from './shop-answers';

/** How many listings one page of Recent uploads holds by default, and at most. */
export const RECENT_LIMIT = { default: 20, max: 100 } as const;

/** Longer than any title Selvage builds (a supply's reaches about 150 characters). */
export const RECENT_SEARCH_MAX = 200;

/** Epoch ms up to the year 2286: more digits than that is no time this shop will see. */
export const EPOCH_MS = /^\d{1,13}$/;

/**
 * Where the next page starts: the last listing shown, by when it was listed and its id (unique), so
 * a page never repeats or skips a listing, even when one is uploaded between two pages.
 */
export interface RecentCursor {
  listedAt: number;
  productId: string;
}

/** The cursor as it rides in the query: `<listedAt>:<productId>` (the id may hold colons itself). */
export const writeRecentCursor = (cursor: RecentCursor): string => `${cursor.listedAt}:${cursor.productId}`;

export function readRecentCursor(text: string): RecentCursor | null {
  const colon = text.indexOf(':');
  const at = text.slice(0, colon);
  const productId = text.slice(colon + 1);
  if (colon < 0 || !EPOCH_MS.test(at) || productId.length === 0 || productId.length > PRODUCT_ID_MAX) return null;
  return { listedAt: Number(at), productId };
}

/**
 * What Search holds, as the server compares it: trimmed, runs of spaces as one (a scanner's stray
 * tab, a double space typed on a phone). Empty means no search.
 */
export const foldSearch = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * GET /product/recent: one page of Selvage's listings, newest first. Filters: `mine` (listed by the
 * signed-in staff member), `since` (listed at or after this time: the browser sends the start of its
 * own day, so "today" is the shop's day whatever the server's time zone), `kind`, and `q` (part of a
 * title in any case, or one SKU exactly). `cursor` is the `next` of the page before.
 */
export const recentQuery = z.strictObject({
  limit: z.coerce
    .number({ error: M.limitWhole })
    .int(M.limitWhole)
    .min(1, M.limitMin)
    .max(RECENT_LIMIT.max, M.limitMax(RECENT_LIMIT.max))
    .default(RECENT_LIMIT.default),
  cursor: z
    .string({ error: M.cursor })
    .transform((text, ctx) => {
      const cursor = readRecentCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: M.cursor });
      return cursor ?? z.NEVER;
    })
    .optional(),
  mine: z
    .enum(['true', 'false'], { error: M.mine })
    .transform((v) => v === 'true')
    .optional(),
  since: z.string({ error: M.since }).regex(EPOCH_MS, M.since).transform(Number).optional(),
  kind: z.enum(PRODUCT_TYPES, { error: M.kind(PRODUCT_TYPES) }).optional(),
  q: z.string({ error: M.q }).max(RECENT_SEARCH_MAX, M.qTooLong(RECENT_SEARCH_MAX)).transform(foldSearch).optional(),
});
export type RecentQuery = z.output<typeof recentQuery>;

/** What Selvage recorded of a listing: who listed it and when, and whether its printed label is out of date. */
export interface ListingFacts {
  productId: string;
  /** Epoch ms. */
  listedAt: number;
  /** The staff member's email; '' for a listing made before Selvage kept who (not recorded). */
  listedBy: string;
  labelOutOfDate: boolean;
}

/** A card of Recent uploads: the shop's record of the listing as it is now. */
export type RecentHeld = ProductRecord & ListingFacts & { held: true };

/** A listing the shop no longer holds (deleted in the shop's own admin): what Selvage recorded of it. */
export type RecentGone = ListingFacts & { held: false; title: string; productType: string; skus: string[] };

export type RecentEntry = RecentHeld | RecentGone;

/** One page of GET /product/recent. */
export interface RecentPage {
  products: RecentEntry[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
  /** How many listings match the filters and search, over every page. */
  total: number;
}
