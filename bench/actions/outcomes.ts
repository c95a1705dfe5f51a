import type { Page } from 'playwright-core';
import { captureLabel } from '../../e2e/support/labels';
import type { ActionCounter } from './counter';
import { button } from './staff-steps';

/** What the shop lists, read with the page's session as Recent uploads reads it. */
interface Listed {
  title: string;
  variants: { sku: string; price: string; quantity: number }[];
}
export const shopListing = (page: Page): Promise<Listed[]> =>
  page.evaluate(async () => ((await (await fetch('/product/recent')).json()) as { products: Listed[] }).products);

/** Fails unless the shop lists a product whose title contains `name` (or that `match` accepts); returns it. */
export async function inShop(page: Page, name: string): Promise<Listed>;
export async function inShop(page: Page, match: (p: Listed) => boolean, what: string): Promise<Listed>;
export async function inShop(page: Page, match: string | ((p: Listed) => boolean), what?: string): Promise<Listed> {
  const accepts = typeof match === 'string' ? (p: Listed) => p.title.toLowerCase().includes(match.toLowerCase()) : match;
  const found = (await shopListing(page)).find(accepts);
  if (!found) throw new Error(`The shop lists no product ${typeof match === 'string' ? `named '${match}'` : what}.`);
  return found;
}

/** The SKU an upload's success banner names. */
export async function skuShown(page: Page): Promise<string> {
  const sku = /SKU (\d+)/.exec(await page.getByTestId('upload-panel').innerText())?.[1];
  if (!sku) throw new Error('The upload success names no SKU.');
  return sku;
}

/** Waits for an upload panel (data-upload-state) to reach success, failing loudly on anything else. */
export async function uploaded(page: Page, testId = 'upload-panel'): Promise<void> {
  const panel = page.getByTestId(testId);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await panel.getAttribute('data-upload-state');
    if (state === 'success') return;
    if (state === 'failed' || state === 'partiallyFailed' || Date.now() > deadline)
      throw new Error(`Upload ended ${state ?? 'without a state'} on ${new URL(page.url()).pathname}.`);
    await page.waitForTimeout(100);
  }
}

/** A label as it left the app: a PDF (downloaded, or in a frame to print) or the print view's SVG pages. */
export interface LabelOut {
  name: string;
  text: string;
}

/**
 * Answers the app's next `print()` by reading the print view's pages. The dialog is the printer
 * here (headless Chromium has none), so it is not opened.
 */
async function armPrintView(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchPrinted?: string };
    delete w.__benchPrinted;
    window.print = () => {
      const view = document.querySelector('[data-testid="print-view"]');
      w.__benchPrinted = view ? [...view.querySelectorAll('svg')].map((svg) => svg.textContent ?? '').join('\n') : '';
    };
  });
}

/** What the print view printed after armPrintView. */
function printedView(page: Page): Promise<LabelOut> {
  return page
    .waitForFunction(() => (window as unknown as { __benchPrinted?: string }).__benchPrinted, undefined, { timeout: 20_000 })
    .then(async (printed) => ({ name: 'print view', text: String(await printed.jsonValue()) }));
}

/**
 * Taps `name` and returns the label it produces, failing if none comes or it lacks `mustSay`. A
 * phone prints from the print view (SVG pages); a browser without it downloads the PDF.
 */
export async function labelFrom(c: ActionCounter, name: string | RegExp, mustSay: readonly string[]): Promise<LabelOut> {
  const target = typeof name === 'string' ? button(c.page, name) : c.page.getByRole('button', { name }).first();
  await armPrintView(c.page);
  const label = await Promise.any([printedView(c.page), captureLabel(c.page, () => c.tap(target, String(name)))]).catch(() => {
    throw new Error(`${String(name)} gave no label (no print view, download or PDF frame).`);
  });
  const text = label.text.replace(/\s+/g, ' ');
  for (const part of mustSay) if (!text.includes(part)) throw new Error(`The label ${label.name} does not say '${part}'.`);
  return label;
}
