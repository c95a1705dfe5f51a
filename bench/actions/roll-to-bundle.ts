import type { Page } from 'playwright-core';
import { buildFabric } from '../../src/shared/schemas/fabric';
import { ROLL } from '../../e2e/support/rolls';
import { validateProduct } from '../../src/shared/products';
import type { ActionCounter } from './counter';
import { button, textbox } from './staff-steps';
import { inShop, labelFrom, uploaded } from './outcomes';
import { UPLOAD_MESSAGES } from '../../src/shared/messages/upload';

/** Lists the roll through the API from the signed-in page, as the fabric flow would; returns its SKU. */
export async function seedRoll(page: Page): Promise<string> {
  // The condition and pattern are asked of every fabric (issue 26): a roll with no flaws and no pattern.
  const checked = validateProduct(buildFabric({ imperfectionExists: 'No', pattern: 'None', ...ROLL, name: 'low tide' }));
  if (!checked.success) throw new Error(`the bench roll is invalid: ${JSON.stringify(checked.errors)}`);
  return page.evaluate(async (product) => {
    const res = await fetch('/product/product_upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(product),
    });
    if (!res.ok) throw new Error(`product_upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { skus: string[] }).skus[0]!;
  }, checked.data);
}

/** Where staff who convert several rolls in a row already are (the tab opened there, not counted). */
export const ROLL_PAGE = '/roll_to_bundle';

/**
 * Issue 17 task 4: a roll found by SKU, 2.35 m of it made a bundle, to its label; from Home (its
 * tile costs a tap) or, `fromHome: false`, from the roll page the tab was opened on.
 */
export async function rollToBundle(c: ActionCounter, sku: string, { fromHome = true } = {}): Promise<void> {
  if (fromHome) await c.tap(button(c.page, 'Convert A Roll Into A Bundle'), 'Convert A Roll Into A Bundle');
  await c.at('search');
  await c.fill(textbox(c.page, 'SKU'), sku, 'SKU');
  // A SKU that matches exactly one roll may be picked without a tap.
  const result = c.page
    .getByRole('listitem')
    .filter({ hasText: `SKU ${sku}` })
    .getByRole('button');
  const picked = await Promise.race([
    c.page.waitForURL('**/roll_to_bundle/length', { timeout: 15_000 }).then(() => true),
    result.waitFor({ timeout: 15_000 }).then(() => false),
  ]);
  if (!picked) {
    await c.tap(result, `roll SKU ${sku}`);
  }

  await convertOpenRoll(c, sku);
}

/** From the open roll's Length page: 2.35 m of it made a bundle and its label printed in one tap, the shop checked. */
export async function convertOpenRoll(c: ActionCounter, sku: string): Promise<void> {
  await c.at('length');
  await c.fill(textbox(c.page, 'Length in metres'), '2.35', 'Length in metres');
  // Converting may sit on the length page; otherwise Enter leads to the upload page.
  const convertHere = button(c.page, UPLOAD_MESSAGES.uploadAndPrint);
  if ((await convertHere.count()) === 0) {
    await c.enter();
    await c.at('upload');
  }
  // One tap converts and prints the bundle's label.
  await labelFrom(c, UPLOAD_MESSAGES.uploadAndPrint, [sku, '2.35 m']);
  await uploaded(c.page, 'roll-upload');
  const listed = await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku), `SKU ${sku}`);
  if (!/bundle/i.test(listed.title)) throw new Error(`SKU ${sku} is still '${listed.title}'.`);
  c.end();
}
