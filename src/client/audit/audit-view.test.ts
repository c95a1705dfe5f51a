import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_AUDIT, auditRequest, auditViewParams, isFiltered, midnightOf, readAuditView } from './audit-view';
import { auditQuery } from '../../shared/schemas/audit';

describe('the audit page view', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('asks for whole local days: From at its midnight, To up to the next (the day the clocks went back is 25 hours)', () => {
    const query = auditRequest({ who: ' ana ', action: 'sign_in', from: '2026-11-01', to: '2026-11-01' });
    expect(query).toEqual({
      who: 'ana',
      action: 'sign_in',
      since: String(Date.UTC(2026, 10, 1, 4)),
      until: String(Date.UTC(2026, 10, 2, 5)),
    });
    // What the server accepts.
    expect(auditQuery.safeParse(query).success).toBe(true);
    expect(auditRequest(ALL_AUDIT, '1795338000000:3')).toEqual({ cursor: '1795338000000:3' });
  });

  it('keeps its filters in the address and reads back only what it wrote', () => {
    const view = { who: 'bob', action: 'upload' as const, from: '2026-11-20', to: '' };
    expect(auditViewParams(view).toString()).toBe('who=bob&action=upload&from=2026-11-20');
    expect(readAuditView(auditViewParams(view))).toEqual(view);
    expect(auditViewParams(ALL_AUDIT).toString()).toBe('');
    // A hand-typed address: an unknown action and a date that is none are no filter.
    expect(readAuditView(new URLSearchParams('action=drop&from=yesterday&to=2026-02-30'))).toEqual(ALL_AUDIT);
    expect(isFiltered(ALL_AUDIT)).toBe(false);
    expect(isFiltered({ ...ALL_AUDIT, to: '2026-11-22' })).toBe(true);
  });

  it('reads a date as a local midnight', () => {
    expect(midnightOf('2026-11-22')).toBe(Date.UTC(2026, 10, 22, 5));
    expect(midnightOf('')).toBeNull();
    expect(midnightOf('22/11/2026')).toBeNull();
    expect(midnightOf('2026-13-01')).toBeNull();
  });
});
