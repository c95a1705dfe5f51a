import type { ActionCounter } from './counter';
import { answer, button, takePhotos, textbox, toggles } from './staff-steps';
import { inShop, skuShown, uploaded } from './outcomes';

/** Issue 26 item 6: Everything Else, a single piece of Velcro, named, with no flaws, priced by hand (no rule prices it), to upload. */
export async function velcroIndividual(c: ActionCounter, photos: readonly string[], name = 'black hook and loop strip'): Promise<void> {
  await c.tap(button(c.page, 'Go To Supplies Entry'), 'Go To Supplies Entry');
  await c.at('supply_type');
  await answer(c, 'Everything Else', 'Supply type');

  await c.at('other_supply_type');
  await answer(c, 'Velcro', 'Sewing');

  await c.at('other_supply_selling_unit');
  await answer(c, 'Individual', 'Selling unit');

  await c.at('other_supply_camera');
  await takePhotos(c, photos);

  // The name is the item's own words (D92 keeps this page a stop).
  await c.at('other_supply_name');
  await c.fill(textbox(c.page, 'Name (optional)'), name, 'Name');
  await c.enter();

  // Every dimension, the weight and the size are optional: Next where the flow stops on them.
  await c.passIfShown('other_supply_dimensions');
  await c.passIfShown('other_supply_weight_size');

  await c.on('other_supply_imperfections', async () => {
    const page = c.path();
    await c.tap(button(c.page, 'No flaws'), 'No flaws');
    await c.nextIfNeeded(page);
  });

  await c.at('other_supply_colours');
  await toggles(c, ['Black']);

  // No rule prices Everything Else: the price is typed.
  await c.at('other_supply_price');
  await c.fill(textbox(c.page, 'Price per piece'), '3', 'Price per piece');
  await c.enter();

  await c.at('upload_product');
  await c.tap(c.page.getByRole('button', { name: 'Upload', exact: true }), 'Upload');
  await uploaded(c.page);
  const sku = await skuShown(c.page);
  await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku) && /hook and loop/i.test(p.title), `Velcro SKU ${sku} (${name})`);
  c.end();
}
