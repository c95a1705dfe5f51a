import type { Page } from 'playwright-core';
import { captureLabel, type CapturedLabel } from '../../e2e/support/labels';
import { RECENT_LIMIT } from '../../src/shared/schemas/recent';
import type { ActionCounter } from './counter';
import { button } from './staff-steps';

/** What the shop lists, read with the page's session as Recent uploads reads it. */
export interface Listed {
  productId: string;
  title: string;
  media: string[];
  variants: { sku: string; price: string; quantity: number }[];
}
/** The newest `limit` listings, newest first. */
export const shopListing = (page: Page, limit: number = RECENT_LIMIT.default): Promise<Listed[]> =>
  page.evaluate(async (n) => ((await (await fetch(`/product/recent?limit=${n}`)).json()) as { products: Listed[] }).products, limit);

/** The product as the shop holds it (the validated product as uploaded), by its id. */
export const recorded = (page: Page, productId: string): Promise<Record<string, unknown>> =>
  page.evaluate(async (id) => {
    const res = await fetch(`/product/record?productId=${encodeURIComponent(id)}`);
    if (!res.ok) throw new Error(`GET /product/record answered ${res.status}`);
    return ((await res.json()) as { product: { details: Record<string, unknown> } }).product.details;
  }, productId);

/**
 * Fails unless each product, in order, holds what was entered for it: each field's value as
 * recorded, written out, names the value (a number not as part of a longer one: 2 is not 2.5 or 22).
 */
export async function holdsWhatWasEntered(
  page: Page,
  listed: readonly Listed[],
  entered: readonly Readonly<Record<string, string | number>>[],
): Promise<void> {
  for (const [i, product] of listed.entries()) {
    const details = await recorded(page, product.productId);
    for (const [field, value] of Object.entries(entered[i] ?? {})) {
      const text = JSON.stringify(details[field] ?? null);
      const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(^|[^\\w.])${escaped}([^\\w.]|$)`).test(text))
        throw new Error(`Item ${i + 1} ('${product.title}') has ${field} ${text}, not ${String(value)}.`);
    }
  }
}

/**
 * Waits (not counted: nobody acts while the shop answers) until `count` products listed since
 * `before` was read are in the shop, each with `photos` photos; returns them in the order listed.
 */
export async function allInShop(page: Page, before: ReadonlySet<string>, count: number, photos: number): Promise<Listed[]> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const listed = (await shopListing(page, RECENT_LIMIT.max)).filter((p) => !before.has(p.productId)).reverse();
    const complete = listed.filter((p) => p.media.length === photos);
    if (listed.length > count)
      throw new Error(`The shop lists ${listed.length} new products, not ${count}: ${listed.map((p) => p.title).join('; ')}.`);
    if (complete.length === count) return complete;
    if (Date.now() > deadline)
      throw new Error(`After 3 minutes the shop lists ${complete.length} of the ${count} products with their ${photos} photos.`);
    await page.waitForTimeout(250);
  }
}

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

/**
 * Taps `name` and returns the label it produces, failing if none comes or it lacks `mustSay`:
 * captureLabel reads a phone's print view as the printer gets it, or the PDF a computer makes.
 */
export async function labelFrom(c: ActionCounter, name: string | RegExp, mustSay: readonly string[]): Promise<CapturedLabel> {
  const target = typeof name === 'string' ? button(c.page, name) : c.page.getByRole('button', { name }).first();
  const label = await captureLabel(c.page, () => c.tap(target, String(name))).catch(() => {
    throw new Error(`${String(name)} gave no label (no print view, download or PDF frame).`);
  });
  const text = label.text.replace(/\s+/g, ' ');
  for (const part of mustSay) if (!text.includes(part)) throw new Error(`The label ${label.name} does not say '${part}'.`);
  return label;
}
