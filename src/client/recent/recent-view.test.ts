import { describe, expect, it } from 'vitest';
import { recentQuery } from '../../shared/schemas/recent';
import { ALL_RECENT, isNarrowed, readRecentView, recentRequest, recentViewParams, startOfDay, type RecentView } from './recent-view';

const view = (overrides: Partial<RecentView>): RecentView => ({ ...ALL_RECENT, ...overrides });

describe("Recent uploads' search and filters in the address", () => {
  it.each([
    ['', ALL_RECENT],
    ['?q=harbour%20poplin', view({ q: 'harbour poplin' })],
    ['?mine=1&today=1&kind=Sewing+Patterns', view({ mine: true, today: true, kind: 'Sewing Patterns' })],
    // An old or hand-typed address never breaks the page: what it cannot read is no filter.
    ['?mine=yes&today=0&kind=Velvet', ALL_RECENT],
    ['?kind=fabric', ALL_RECENT],
  ])('%j reads as %j', (search, expected) => {
    expect(readRecentView(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what differs from showing everything, and reads back the same', () => {
    expect(recentViewParams(ALL_RECENT).toString()).toBe('');
    expect(recentViewParams(view({ q: '   ' })).toString()).toBe('');
    const narrowed = view({ q: 'Poplin 2 m', mine: true, today: true, kind: 'Fabric' });
    expect(readRecentView(recentViewParams(narrowed))).toEqual(narrowed);
  });

  it('knows when anything is hidden', () => {
    expect(isNarrowed(ALL_RECENT)).toBe(false);
    expect(isNarrowed(view({ q: ' ' }))).toBe(false);
    for (const narrowed of [view({ q: 'x' }), view({ mine: true }), view({ today: true }), view({ kind: 'Thread' })])
      expect(isNarrowed(narrowed)).toBe(true);
  });
});

describe('the request a view makes', () => {
  it("Today sends this device's midnight, not a 24-hour window", () => {
    const late = new Date(2026, 10, 22, 23, 59, 30);
    const since = startOfDay(late);
    const midnight = new Date(since);
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours(), midnight.getMinutes()]).toEqual([
      2026, 10, 22, 0, 0,
    ]);
    expect(startOfDay(new Date(2026, 10, 22, 0, 0))).toBe(since);
    expect(recentRequest(view({ today: true }), late)).toEqual({ since: String(since) });
  });

  it('sends the search folded, the filters, and the cursor, and nothing for what is not asked', () => {
    const now = new Date(2026, 10, 22, 9);
    expect(recentRequest(ALL_RECENT, now)).toEqual({});
    expect(recentRequest(view({ q: '  harbour   MORNING ', mine: true, kind: 'Fabric' }), now, '1795:local:3')).toEqual({
      q: 'harbour MORNING',
      mine: 'true',
      kind: 'Fabric',
      cursor: '1795:local:3',
    });
  });

  it('every request a view makes is one the server accepts', () => {
    const now = new Date(2026, 10, 22, 9);
    for (const v of [ALL_RECENT, view({ q: 'x'.repeat(500), mine: true, today: true, kind: 'Other Supply' })]) {
      const read = readRecentView(recentViewParams(v));
      expect(recentQuery.safeParse(recentRequest(read, now, '1795338000000:local:1')).success).toBe(true);
    }
  });
});
