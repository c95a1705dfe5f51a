import { describe, expect, it } from 'vitest';
import { historyLines, whenText, whoText } from './item-history';

const at = Date.UTC(2026, 10, 22, 14, 5);

describe("the item's history as staff read it", () => {
  it("says when in the reader's own time zone, to the minute", () => {
    expect(whenText(at, 'en-GB', 'UTC')).toBe('22 Nov 2026, 14:05');
    // The same moment in Vancouver is the morning.
    expect(whenText(at, 'en-GB', 'America/Vancouver')).toBe('22 Nov 2026, 06:05');
  });

  it('names who, or says it was not recorded', () => {
    expect(whoText('ana@selvage.test')).toBe('ana@selvage.test');
    expect(whoText('')).toBe('not recorded');
  });

  it('lists each entry newest first as the server answers: what, when, who, and each field before -> after', () => {
    const lines = historyLines(
      [
        {
          at,
          by: 'ana@selvage.test',
          action: 'edited',
          changes: [
            { field: 'variants.0.price', label: 'Price', before: '$18.00', after: '$20.00' },
            { field: 'lengthM', label: 'Length', before: '2 m', after: '2.5 m' },
          ],
        },
        {
          at: at - 60_000,
          by: '',
          action: 'unlisted',
          changes: [{ field: 'status', label: 'Listing', before: 'Listed', after: 'Not listed' }],
        },
        { at: at - 120_000, by: 'bo@selvage.test', action: 'listed', changes: [] },
      ],
      'en-GB',
      'UTC',
    );
    expect(lines.map(({ what, when, who, changes }) => ({ what, when, who, changes }))).toEqual([
      { what: 'Edited', when: '22 Nov 2026, 14:05', who: 'ana@selvage.test', changes: ['Price: $18.00 → $20.00', 'Length: 2 m → 2.5 m'] },
      { what: 'Taken off sale', when: '22 Nov 2026, 14:04', who: 'not recorded', changes: ['Listing: Listed → Not listed'] },
      { what: 'Listed', when: '22 Nov 2026, 14:03', who: 'bo@selvage.test', changes: [] },
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });
});
