import type { Page } from 'playwright-core';

/** A table's body rows as the text of their cells (th and td), as a person reads them. */
export const rowsOf = (page: Page, testId: string): Promise<string[][]> =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));

/** A table's header cells as their text. */
export const headersOf = (page: Page, testId: string): Promise<string[]> =>
  page
    .getByTestId(testId)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ''));
