import type { ActionCounter } from './counter';
import { answer, answers, button, choice, pick, takePhotos, textbox, toggles } from './staff-steps';
import { inShop, skuShown, uploaded } from './outcomes';

/** Issue 17 task 3: a zipper sold individually (metal, separating, 22 in, black, no brand), 3 photos, to upload. */
export async function zipperIndividual(c: ActionCounter, photos: readonly string[]): Promise<void> {
  await c.tap(button(c.page, 'Go To Supplies Entry'), 'Go To Supplies Entry');
  await c.at('supply_type');
  await answer(c, 'Zippers', 'Supply type');

  await c.at('zipper_selling_unit');
  await answer(c, 'Individual', 'Selling unit');

  await c.at('zipper_camera');
  await takePhotos(c, photos);

  await c.at('zipper_type_closure');
  await answers(c, [
    ['Zipper type', 'Metal'],
    ['Closure', 'Separating'],
  ]);

  await c.at('zipper_dimensions');
  // 22 in is a common length: its preset is one tap and, the width being optional, ends the page.
  const dimensions = c.path();
  const preset = c.page.getByRole('group', { name: 'Length (in) presets', exact: true }).getByRole('button', { name: '22', exact: true });
  // The page drawn first: counting the presets as the address changes found none, and typed instead.
  await textbox(c.page, 'Length (in)').waitFor();
  if ((await preset.count()) > 0) {
    await c.tap(preset, 'Length (in) preset 22');
    await c.nextIfNeeded(dimensions);
  } else {
    await c.fill(textbox(c.page, 'Length (in)'), '22', 'Length (in)');
    await c.enter();
  }

  // The slider size is optional: a flow that stops on it costs a Next.
  await c.passIfShown('zipper_size');

  await c.on('zipper_colours', async () => {
    await toggles(c, ['Black']);
  });

  // Brand and quality start at No; 'Any flaws?' has no default and is the page's last answer.
  await c.on('zipper_brand_imperfections_quality', async () => {
    const page = c.path();
    await pick(c, choice(c.page, 'No', 'Is the zipper brand known?'), 'brand known: No');
    await pick(c, choice(c.page, 'No', 'Does the zipper have any qualities?'), 'qualities: No');
    await c.tap(button(c.page, 'No flaws'), 'No flaws');
    await c.nextIfNeeded(page);
  });

  await c.on('zipper_common_uses', async () => {
    await toggles(c, ['Apparel']);
  });

  // One piece is the common case: a quantity that already reads 1 costs only the Next.
  await c.on('zipper_quantity', async () => {
    if (await c.fillUnlessSet(textbox(c.page, 'Quantity'), '1', 'Quantity')) await c.enter();
    else await c.next();
  });

  await c.passIfShown('zipper_price');

  await c.on('zipper_additional_information', async () => {
    await answer(c, 'No', 'Is there any additional information?');
  });

  await c.at('upload_product');
  await c.tap(c.page.getByRole('button', { name: 'Upload', exact: true }), 'Upload');
  await uploaded(c.page);
  const sku = await skuShown(c.page);
  await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku) && /zipper/i.test(p.title), `zipper SKU ${sku}`);
  c.end();
}
