import type { RecentEntry, RecentHeld, RecentPage } from '../../shared/schemas/recent';
import { recentPageAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { RecentEntry, RecentHeld, RecentPage };
/** A card whose product the shop holds: what labels print from and the batch counts. */
export type RecentProduct = RecentHeld;

/** The query key of every Recent uploads read: a change to a listing invalidates them all. */
export const RECENT_QUERY = ['recent'] as const;

/**
 * GET /product/recent: one page of Selvage's listings, filtered and searched on the server (the
 * query's fields are recentQuery's, src/shared/schemas/recent.ts); the signal ends it when the page leaves.
 */
export const recentPage = (query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<RecentPage> =>
  apiCall('Recent uploads', 'GET', `/product/recent?${new URLSearchParams(query).toString()}`, recentPageAnswer, signal ? { signal } : {});
