import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './dates';

describe('display dates', () => {
  it('shows long month and day in English (Canada)', () => {
    expect(formatDisplayDate('2026-12-05')).toBe('December 5');
    expect(formatDisplayDate('2027-01-31')).toBe('January 31');
    expect(formatDisplayDate('soon')).toBe('soon');
  });
});
