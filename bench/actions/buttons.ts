import type { ActionCounter } from './counter';
import { answer, button, takePhotos, textbox, toggles } from './staff-steps';
import { inShop, skuShown, uploaded } from './outcomes';

/** Issue 26 item 6: buttons in a pack of 4 (15 mm, 4 hole, shell, cream, apparel), 3 photos, to upload. */
export async function buttonsPack(c: ActionCounter, photos: readonly string[]): Promise<void> {
  await c.tap(button(c.page, 'Go To Supplies Entry'), 'Go To Supplies Entry');
  await c.at('supply_type');
  await answer(c, 'Buttons', 'Supply type');

  await c.at('button_selling_unit');
  await answer(c, 'Pack', 'Selling unit');

  await c.at('button_camera');
  await takePhotos(c, photos);

  // A width preset, then Next: 'Mixed widths' below it may still be ticked.
  await c.at('button_size');
  await textbox(c.page, 'Button width (mm)').waitFor();
  await toggles(c, ['15']);

  // Quantity 1 is the start; the pack size preset is the page's last answer.
  await c.at('button_quantity');
  await toggles(c, ['4']);

  await c.at('button_type');
  await answer(c, '4 Hole', 'Button type');

  // The material, then Next: the optional opaqueness below it waits.
  await c.at('button_material');
  await toggles(c, ['Shell']);

  await c.at('button_colours');
  await toggles(c, ['Cream']);

  // The optional Button Design page is passed by (D92).
  await c.on('button_design', () => c.next());

  await c.at('button_common_uses');
  await toggles(c, ['Apparel']);

  await c.passIfShown('button_price');

  await c.at('upload_product');
  await c.tap(c.page.getByRole('button', { name: 'Upload', exact: true }), 'Upload');
  await uploaded(c.page);
  const sku = await skuShown(c.page);
  await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku) && /button/i.test(p.title), `buttons SKU ${sku}`);
  c.end();
}
