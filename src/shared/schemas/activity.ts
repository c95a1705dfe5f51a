import { z } from 'zod';
import { ACTIVITY_MESSAGES as M } from '../messages/activity';
import { EPOCH_MS } from './recent';

/** How many days the owner's activity page shows (issue 28 item 4), and the most one call may ask for. */
export const ACTIVITY_DAYS = 30;

const HOUR = 3_600_000;
/** A day where the browser is: 23 or 25 hours across a clock change, 23.5 or 24.5 on Lord Howe Island. */
const DAY_HOURS = { min: 20, max: 28 } as const;

/**
 * The browser's days as the query carries them: the start of each day and the end of the last,
 * oldest first, comma-separated. The browser works them out in its own time zone (clock changes
 * included), so the server's time zone never decides which day a listing falls on. A text that
 * is not such a list answers what is wrong with it.
 */
export function readDayBounds(text: string): { bounds: number[] } | { problem: 'shape' | 'order' } {
  const parts = text.split(',');
  if (parts.length < 2 || parts.length > ACTIVITY_DAYS + 1 || !parts.every((p) => EPOCH_MS.test(p))) return { problem: 'shape' };
  const bounds = parts.map(Number);
  for (let i = 1; i < bounds.length; i++) {
    const hours = (bounds[i]! - bounds[i - 1]!) / HOUR;
    if (hours < DAY_HOURS.min || hours > DAY_HOURS.max) return { problem: 'order' };
  }
  return { bounds };
}

/** The query's form of the days: what readDayBounds reads. */
export const writeDayBounds = (bounds: readonly number[]): string => bounds.join(',');

/**
 * GET /admin/activity?days=: the owner's activity over the browser's days (issue 28 item 4). `days`
 * holds the start of each day and the end of the last (readDayBounds).
 */
export const activityQuery = z.strictObject({
  days: z.string({ error: M.days(ACTIVITY_DAYS) }).transform((text, ctx) => {
    const read = readDayBounds(text);
    if ('bounds' in read) return read.bounds;
    ctx.addIssue({ code: 'custom', message: read.problem === 'shape' ? M.days(ACTIVITY_DAYS) : M.daysOrder });
    return z.NEVER;
  }),
});
export type ActivityQuery = z.output<typeof activityQuery>;

/** GET /product/activity/today?since=: since is the start of the browser's day. */
export const todayActivityQuery = z.strictObject({
  since: z.string({ error: M.since }).regex(EPOCH_MS, M.since).transform(Number),
});

/** One of the browser's days. `listed` counts items per person (their email; '' when not recorded). */
export interface ActivityDay {
  /** Epoch ms: the start of the day where the browser is. */
  start: number;
  listed: Record<string, number>;
  rollsCut: number;
  boxesMade: number;
}

export interface ActivityPerson {
  /** Their email; '' for listings made before Selvage kept who listed them. */
  who: string;
  listed: number;
  valueCents: number;
  rollsCut: number;
  boxesMade: number;
}

export interface ActivityKind {
  kind: string;
  listed: number;
  /** Price times quantity of the listings whose value is known, in cents. */
  valueCents: number;
  /** Listings made before values were kept: in `listed`, not in `valueCents`. */
  unvalued: number;
}

/** GET /admin/activity. */
export interface ActivityAnswer {
  /** Every day asked for, oldest first, with or without activity. */
  days: ActivityDay[];
  /** Everyone active in these days, most items listed first. */
  people: ActivityPerson[];
  /** Every kind listed in these days, most items first. */
  kinds: ActivityKind[];
  totals: { listed: number; valueCents: number; unvalued: number; rollsCut: number; boxesMade: number };
}

/** GET /product/activity/today: items listed since the start of the browser's day, by the caller and by everyone. */
export interface TodayActivity {
  mine: number;
  shop: number;
}
