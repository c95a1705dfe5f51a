import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { boxHistory, productHistory, productListings } from '../db/schema';
import type { ActivityAnswer, ActivityDay, ActivityKind, ActivityPerson, TodayActivity } from '../../shared/schemas/activity';

export interface ActivityService {
  /**
   * Who listed what (issue 28 item 4) over the browser's days: `bounds` holds the start of each
   * day and the end of the last, oldest first (activityQuery). Read from Selvage's own records, so
   * it is the same on both shops: listings (product_listings), rolls cut (product_history
   * 'converted') and boxes made (box_history creations).
   */
  activity(bounds: readonly number[]): Promise<ActivityAnswer>;
  /** Items listed at or after `since`, by `me` and by everyone. */
  today(since: number, me: string): Promise<TodayActivity>;
}

const asNumber = (value: unknown): number => Number(value ?? 0);

export function createActivityService(db: Database): ActivityService {
  /**
   * Which day each row falls on: 1 for [bounds[0], bounds[1]), up to bounds.length - 1. Done in SQL
   * so a month of listings comes back as a few counted rows, not one row per item.
   */
  const dayOf = (column: AnyPgColumn, bounds: readonly number[]): SQL<number> =>
    sql<number>`width_bucket(${column}, array[${sql.join(
      bounds.map((b) => sql`${b}::bigint`),
      sql`, `,
    )}])`.mapWith(Number);
  const within = (column: AnyPgColumn, bounds: readonly number[]) => and(gte(column, bounds[0]!), lt(column, bounds.at(-1)!));

  return {
    async activity(bounds) {
      const l = productListings;
      const [listed, cut, boxes] = await Promise.all([
        db
          .select({
            day: dayOf(l.listedAt, bounds),
            who: l.listedBy,
            kind: l.productType,
            n: count(),
            valueCents: sql<number>`coalesce(sum(${l.valueCents}), 0)::bigint`.mapWith(Number),
            valued: count(l.valueCents),
          })
          .from(l)
          .where(within(l.listedAt, bounds))
          .groupBy(sql`1`, l.listedBy, l.productType),
        db
          .select({ day: dayOf(productHistory.at, bounds), who: productHistory.byEmail, n: count() })
          .from(productHistory)
          .where(and(eq(productHistory.action, 'converted'), within(productHistory.at, bounds)))
          .groupBy(sql`1`, productHistory.byEmail),
        db
          .select({ day: dayOf(boxHistory.at, bounds), who: boxHistory.byEmail, n: count() })
          .from(boxHistory)
          .where(and(isNull(boxHistory.fromStatus), within(boxHistory.at, bounds)))
          .groupBy(sql`1`, boxHistory.byEmail),
      ]);

      const days: ActivityDay[] = bounds.slice(0, -1).map((start) => ({ start, listed: {}, rollsCut: 0, boxesMade: 0 }));
      const people = new Map<string, ActivityPerson>();
      const person = (who: string) => {
        let p = people.get(who);
        if (!p) people.set(who, (p = { who, listed: 0, valueCents: 0, rollsCut: 0, boxesMade: 0 }));
        return p;
      };
      const kinds = new Map<string, ActivityKind>();
      const totals = { listed: 0, valueCents: 0, unvalued: 0, rollsCut: 0, boxesMade: 0 };

      for (const row of listed) {
        const day = days[row.day - 1]!;
        const n = asNumber(row.n);
        const value = asNumber(row.valueCents);
        const unvalued = n - asNumber(row.valued);
        day.listed[row.who] = (day.listed[row.who] ?? 0) + n;
        const p = person(row.who);
        p.listed += n;
        p.valueCents += value;
        const k = kinds.get(row.kind) ?? { kind: row.kind, listed: 0, valueCents: 0, unvalued: 0 };
        k.listed += n;
        k.valueCents += value;
        k.unvalued += unvalued;
        kinds.set(row.kind, k);
        totals.listed += n;
        totals.valueCents += value;
        totals.unvalued += unvalued;
      }
      for (const row of cut) {
        const n = asNumber(row.n);
        days[row.day - 1]!.rollsCut += n;
        person(row.who).rollsCut += n;
        totals.rollsCut += n;
      }
      for (const row of boxes) {
        const n = asNumber(row.n);
        days[row.day - 1]!.boxesMade += n;
        person(row.who).boxesMade += n;
        totals.boxesMade += n;
      }

      const byCount =
        <T extends { listed: number }>(key: (t: T) => string) =>
        (a: T, b: T) =>
          b.listed - a.listed || key(a).localeCompare(key(b));
      return {
        days,
        people: [...people.values()].sort(byCount((p) => p.who)),
        kinds: [...kinds.values()].sort(byCount((k) => k.kind)),
        totals,
      };
    },

    async today(since, me) {
      const l = productListings;
      const [row] = await db
        .select({ mine: sql<number>`count(*) filter (where ${l.listedBy} = ${me})`.mapWith(Number), shop: count() })
        .from(l)
        .where(gte(l.listedAt, since));
      return { mine: asNumber(row?.mine), shop: asNumber(row?.shop) };
    },
  };
}
