import { fakeCameraOnPage } from '../../e2e/support/fake-camera';
import { SCAN_MESSAGES } from '../../src/shared/messages/scan';
import type { ActionCounter } from './counter';
import { button } from './staff-steps';
import { convertOpenRoll } from './roll-to-bundle';

/**
 * Issue 19 (goal 3): a roll found by scanning its label with the phone's camera, 2.35 m of it made
 * a bundle, to its label; from the roll page, where staff who convert rolls in a row already are
 * (open the tab on ROLL_PAGE of roll-to-bundle.ts). Holding the phone over the label is not a tap:
 * the Scan button is the one action, and the single roll the label names opens by itself.
 * The bench's browser has no camera: the page's is a canvas filming the roll's barcode (setup, not counted).
 */
export async function rollByScan(c: ActionCounter, sku: string): Promise<void> {
  await c.at('search');
  await fakeCameraOnPage(c.page, sku);
  await c.tap(button(c.page, SCAN_MESSAGES.button), SCAN_MESSAGES.button);
  try {
    await c.page.waitForURL('**/roll_to_bundle/length', { timeout: 30_000 });
  } catch {
    throw new Error(`The scan of SKU ${sku} did not open its roll.`);
  }
  c.note(`camera read SKU ${sku}; its roll opened by itself`);

  await convertOpenRoll(c, sku);
}
