import { ACTIVITY_DAYS, type ActivityAnswer } from '../../shared/schemas/activity';
import { ACTIVITY_TEXT } from '../../shared/messages/activity';

/**
 * The start of each of the last `days` days where this browser is, oldest first, and the end of
 * today: what GET /admin/activity counts by. Local midnights from the calendar, not 24-hour steps,
 * so a day the clocks change on is 23 or 25 hours long, as it was lived.
 */
export function lastDays(now: Date, days: number = ACTIVITY_DAYS): number[] {
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  return Array.from({ length: days + 1 }, (_, i) => new Date(y, m, d - days + 1 + i).getTime());
}

/** A day as the chart and tables name it, in this device's language and time zone ('Sun 22 Nov'). */
export const dayText = (start: number, locale?: string, timeZone?: string): string =>
  new Date(start).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', ...(timeZone ? { timeZone } : {}) });

/** Who, as recorded: listings made before Selvage kept who have ''. */
export const personText = (who: string): string => (who.trim() === '' ? ACTIVITY_TEXT.nobody : who);

/** Cents as the shop's prices read ('$1,234.50'). */
export const valueText = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Colours of the people in the chart, in order (dark shades: the theme keeps them readable). */
const COLOURS = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'indigo.6', 'red.6', 'cyan.7', 'lime.8', 'pink.6', 'yellow.8'] as const;

export interface ActivityChart {
  /** One row per day: `day` its name, then a count under each person's key. */
  data: Record<string, string | number>[];
  /** One per person who listed, most items first: keys p0, p1, ... (an email's dots would read as a path into the row). */
  series: { name: string; label: string; color: string }[];
}

/** The chart of items listed per day, stacked per person. */
export function activityChart(answer: ActivityAnswer, locale?: string, timeZone?: string): ActivityChart {
  const listers = answer.people.filter((p) => p.listed > 0);
  const series = listers.map((p, i) => ({ name: `p${i}`, label: personText(p.who), color: COLOURS[i % COLOURS.length]! }));
  const data = answer.days.map((day) => {
    const row: Record<string, string | number> = { day: dayText(day.start, locale, timeZone) };
    listers.forEach((p, i) => (row[`p${i}`] = day.listed[p.who] ?? 0));
    return row;
  });
  return { data, series };
}

export interface DayRow {
  start: number;
  day: string;
  /** Items listed by each person, in the chart's order. */
  counts: number[];
  total: number;
}

/**
 * The table beside the chart, with the same numbers: the days anything was listed, newest first,
 * a column per person in the chart's order and the day's total.
 */
export function listedDays(answer: ActivityAnswer, locale?: string, timeZone?: string): { people: string[]; rows: DayRow[] } {
  const listers = answer.people.filter((p) => p.listed > 0);
  const rows = answer.days
    .map((d) => {
      const counts = listers.map((p) => d.listed[p.who] ?? 0);
      return { start: d.start, day: dayText(d.start, locale, timeZone), counts, total: counts.reduce((a, b) => a + b, 0) };
    })
    .filter((r) => r.total > 0)
    .reverse();
  return { people: listers.map((p) => personText(p.who)), rows };
}
