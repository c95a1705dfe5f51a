/**
 * How the item page and Recent uploads say who did what and when (issue 27 items 5 and 6), apart
 * from React so it is tested on its own.
 */
import { HISTORY_ACTION_TEXT, type HistoryEntry } from '../../shared/schemas/product-edit';
import { ITEM_TEXT } from './item-text';

/**
 * A time as staff read it where they are: date and time in this device's language and time zone
 * ('22 Nov 2026, 09:00'). `locale` and `timeZone` are for tests.
 */
export const whenText = (at: number, locale?: string, timeZone?: string): string =>
  new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });

/** Who, as recorded: listings made before Selvage kept who have ''. */
export const whoText = (by: string): string => (by.trim() === '' ? ITEM_TEXT.notRecorded : by);

/** One entry of the History section: what happened, when and by whom, and each field before and after. */
export interface HistoryLine {
  key: string;
  what: string;
  when: string;
  who: string;
  changes: string[];
}

/** The entries as the History section lists them, in the order the server answers (newest first). */
export function historyLines(entries: readonly HistoryEntry[], locale?: string, timeZone?: string): HistoryLine[] {
  return entries.map((e, i) => ({
    key: `${e.at}#${i}`,
    what: HISTORY_ACTION_TEXT[e.action],
    when: whenText(e.at, locale, timeZone),
    who: whoText(e.by),
    changes: e.changes.map((c) => ITEM_TEXT.change(c.label, c.before, c.after)),
  }));
}
