import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityChart, lastDays, listedDays, personText, valueText } from './activity-view';
import { readDayBounds } from '../../shared/schemas/activity';
import type { ActivityAnswer } from '../../shared/schemas/activity';

const HOUR = 3_600_000;

describe('lastDays in New York', () => {
  // The browser's own time zone decides the days; this worker's is set for the test and put back.
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('answers the last 30 local midnights and the next one, the day the clocks went back 25 hours long', () => {
    const bounds = lastDays(new Date(Date.UTC(2026, 10, 22, 15, 30)));
    expect(bounds).toHaveLength(31);
    expect(bounds[0]).toBe(Date.UTC(2026, 9, 24, 4));
    expect(bounds.at(-2)).toBe(Date.UTC(2026, 10, 22, 5));
    expect(bounds.at(-1)).toBe(Date.UTC(2026, 10, 23, 5));
    const hours = bounds.slice(1).map((b, i) => (b - bounds[i]!) / HOUR);
    expect(hours.filter((h) => h !== 24)).toEqual([25]);
    // What the server accepts.
    expect(readDayBounds(bounds.join(','))).toEqual({ bounds });
  });

  it('counts a minute before midnight as the day before', () => {
    expect(lastDays(new Date(Date.UTC(2026, 10, 22, 4, 59)), 2)).toEqual([
      Date.UTC(2026, 10, 20, 5),
      Date.UTC(2026, 10, 21, 5),
      Date.UTC(2026, 10, 22, 5),
    ]);
  });
});

const answer: ActivityAnswer = {
  days: [
    { start: Date.UTC(2026, 10, 20), listed: {}, rollsCut: 0, boxesMade: 1 },
    { start: Date.UTC(2026, 10, 21), listed: { 'ana@selvage.test': 2, '': 1 }, rollsCut: 1, boxesMade: 0 },
    { start: Date.UTC(2026, 10, 22), listed: { 'bo.b@selvage.test': 3, 'ana@selvage.test': 1 }, rollsCut: 0, boxesMade: 0 },
  ],
  people: [
    { who: 'bo.b@selvage.test', listed: 3, valueCents: 5400, rollsCut: 0, boxesMade: 0 },
    { who: 'ana@selvage.test', listed: 3, valueCents: 100, rollsCut: 1, boxesMade: 0 },
    { who: '', listed: 1, valueCents: 0, rollsCut: 0, boxesMade: 0 },
    { who: 'cy@selvage.test', listed: 0, valueCents: 0, rollsCut: 0, boxesMade: 1 },
  ],
  kinds: [],
  totals: { listed: 7, valueCents: 5500, unvalued: 1, rollsCut: 1, boxesMade: 1 },
};

describe('the activity chart and the table beside it', () => {
  it('stacks each day per person under keys of their own, everyone who listed named, nobody who only made a box', () => {
    const { data, series } = activityChart(answer, 'en-GB', 'UTC');
    expect(series.map((s) => [s.name, s.label])).toEqual([
      ['p0', 'bo.b@selvage.test'],
      ['p1', 'ana@selvage.test'],
      ['p2', 'Not recorded'],
    ]);
    expect(data).toEqual([
      { day: 'Fri 20 Nov', p0: 0, p1: 0, p2: 0 },
      { day: 'Sat 21 Nov', p0: 0, p1: 2, p2: 1 },
      { day: 'Sun 22 Nov', p0: 3, p1: 1, p2: 0 },
    ]);
  });

  it('tables the days anything was listed, newest first, with the same numbers and a total', () => {
    expect(listedDays(answer, 'en-GB', 'UTC')).toEqual({
      people: ['bo.b@selvage.test', 'ana@selvage.test', 'Not recorded'],
      rows: [
        { start: Date.UTC(2026, 10, 22), day: 'Sun 22 Nov', counts: [3, 1, 0], total: 4 },
        { start: Date.UTC(2026, 10, 21), day: 'Sat 21 Nov', counts: [0, 2, 1], total: 3 },
      ],
    });
  });

  it('words values and people', () => {
    expect(valueText(123450)).toBe('$1,234.50');
    expect(valueText(0)).toBe('$0.00');
    expect(personText('  ')).toBe('Not recorded');
  });
});
