import type { ActionCounter } from './counter';
import { answer, button, takePhotos, textbox } from './staff-steps';
import { describeWovenPoplin, uploadAndLabel, type FabricLook } from './fabric-description';

/** Issue 17 task 1: a fabric bundle, no variants, woven, estimated fibre, 3 photos, to upload and label. */
export async function fabricBundle(c: ActionCounter, photos: readonly string[], name = 'harbour morning'): Promise<void> {
  await describeBundle(c, photos, name, '2', { colours: ['Blue'] });
  await uploadAndLabel(c, name);
}

/** From Home (by its button `entry`) to a bundle's Upload Product page (148 cm wide, one piece), every page answered. */
export async function describeBundle(
  c: ActionCounter,
  photos: readonly string[],
  name: string,
  lengthM: string,
  look: FabricLook,
  entry = 'Go To Fabric Entry',
): Promise<void> {
  await c.tap(button(c.page, entry), entry);
  await startBundle(c, 'No');
  await takePhotos(c, photos);

  await c.at('dimensions');
  await c.fill(textbox(c.page, 'Length (m)'), lengthM, 'Length (m)');
  await c.fill(textbox(c.page, 'Width (cm)'), '148', 'Width (cm)');
  await c.fillUnlessSet(textbox(c.page, 'Quantity'), '1', 'Quantity');
  await c.enter();

  await describeWovenPoplin(c, name, false, look);
  await c.at('upload_product');
}

/** Bundle or Roll, then Has Variants: one answer each. */
export async function startBundle(c: ActionCounter, variants: 'Yes' | 'No'): Promise<void> {
  await c.at('bundle_or_roll');
  await answer(c, 'Bundle');
  await c.at('has_variants');
  await answer(c, variants);
  await c.at('camera');
}
