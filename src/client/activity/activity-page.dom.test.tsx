import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { shopServer } from '../test/shop-server';
import { activityHandler, auditHandler, OWNER_EMAIL, sessionAs } from '../test/owner-server';
import { todayHandler } from '../test/home-server';
import { startOfDay } from '../recent/recent-view';
import { ACTIVITY_TEXT } from '../../shared/messages/activity';
import { AUDIT_ACTION_TEXT, AUDIT_TEXT } from '../../shared/messages/audit';
import type { AuditPage } from '../../shared/schemas/audit';

/**
 * Who listed what (issue 28 items 4 and 5) as the owner reads it: Home's line, the activity's
 * tables beside the chart, and the audit trail with its filters in the address. What the server
 * counts, values and records is its own tests' (activity.routes.test.ts, audit.routes.test.ts) and
 * e2e/activity.test.ts's; the chart's drawing and the pages at 320 px stay with that journey.
 */

/** Each row of a table's body: its cells' text, the row's own heading first. */
const rowsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
const headersOf = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('thead th')].map((c) => c.textContent);

const today = startOfDay(new Date());

describe('who listed what, and the audit trail (issue 28 items 4 and 5)', () => {
  it("Home says what this person and the shop listed since this device's midnight", async () => {
    const asked: string[] = [];
    shopServer.use(
      http.get('*/product/activity/today', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('since') ?? '');
      }),
      todayHandler(2, 5),
    );
    await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('today-line').textContent).toBe(ACTIVITY_TEXT.today(2, 5)));
    expect(asked).toEqual([String(today)]);
  });

  it("the activity's table holds the chart's numbers: per day and person, by kind with the value listed, by person; its link opens the audit trail", async () => {
    shopServer.use(
      sessionAs(OWNER_EMAIL, 'owner'),
      activityHandler({
        days: [{ start: today, listed: { [OWNER_EMAIL]: 2 }, rollsCut: 0, boxesMade: 0 }],
        people: [{ who: OWNER_EMAIL, listed: 2, valueCents: 2250, rollsCut: 0, boxesMade: 0 }],
        kinds: [
          { kind: 'Fabric', listed: 1, valueCents: 1800, unvalued: 0 },
          { kind: 'Zippers', listed: 1, valueCents: 450, unvalued: 0 },
        ],
        totals: { listed: 2, valueCents: 2250, unvalued: 0, rollsCut: 0, boxesMade: 0 },
      }),
      auditHandler([]),
    );
    const { user } = await renderApp('/activity');
    await waitFor(() => expect(screen.getByTestId('activity-days')).toBeTruthy());
    expect(headersOf('activity-days')).toEqual([ACTIVITY_TEXT.day, OWNER_EMAIL, ACTIVITY_TEXT.total]);
    const rows = rowsOf('activity-days');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1)).toEqual(['2', '2']);
    expect(screen.getByTestId('total-listed').textContent).toBe('2');
    expect(rowsOf('activity-kinds')).toEqual([
      ['Fabric', '1', '$18.00'],
      ['Zippers', '1', '$4.50'],
    ]);
    expect(rowsOf('activity-people')).toEqual([[OWNER_EMAIL, '2', '$22.50', '0', '0']]);

    await user.click(screen.getByRole('link', { name: ACTIVITY_TEXT.auditLink }));
    await waitFor(() => expect(window.location.pathname).toBe('/audit'));
  });

  it('the audit trail lists each entry with who and what; filtered by action, in the address, a reload keeps it; Clear filters shows all again', async () => {
    const entry = (id: number, action: AuditPage['entries'][number]['action'], what: string) => ({
      id,
      at: today + id * 60_000,
      who: OWNER_EMAIL,
      action,
      what,
      address: '192.168.1.20',
      ok: true,
    });
    const asked: URLSearchParams[] = [];
    shopServer.use(
      sessionAs(OWNER_EMAIL, 'owner'),
      auditHandler(
        [entry(3, 'upload', 'SKU 10011, product local:2'), entry(2, 'upload', 'SKU 10001, product local:1'), entry(1, 'sign_in', '')],
        asked,
      ),
    );
    const entries = () => screen.queryAllByTestId('audit-entry');
    const { user } = await renderApp('/audit');
    await waitFor(() => expect(entries()).toHaveLength(3));
    const uploads = entries().filter((e) => e.textContent?.includes(AUDIT_ACTION_TEXT.upload));
    expect(uploads.map((e) => within(e).getByTestId('audit-what').textContent)).toEqual([
      expect.stringContaining('SKU 10011'),
      expect.stringContaining('SKU 10001'),
    ]);
    const signIn = entries().find((e) => e.textContent?.includes(AUDIT_ACTION_TEXT.sign_in))!;
    expect(within(signIn).getByTestId('audit-who').textContent).toBe(OWNER_EMAIL);

    await user.selectOptions(screen.getByLabelText(AUDIT_TEXT.action), 'sign_in');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(new URLSearchParams(window.location.search).get('action')).toBe('sign_in');
    expect(asked.at(-1)?.get('action')).toBe('sign_in');

    // A reload keeps the filter.
    await renderApp(window.location.pathname + window.location.search);
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(screen.getByLabelText<HTMLSelectElement>(AUDIT_TEXT.action).value).toBe('sign_in');

    await user.click(screen.getByRole('button', { name: AUDIT_TEXT.clear }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(new URLSearchParams(window.location.search).get('action')).toBeNull();
  });
});
