import type { ActionCounter } from './counter';
import { button, takePhotos, textbox } from './staff-steps';
import { describeWovenPoplin, uploadAndLabel } from './fabric-description';
import { startBundle } from './fabric-bundle';

/** Issue 17 task 2: the same bundle with 2 variants (2 m and 3 m of the same 148 cm fabric), to upload and label. */
export async function fabricVariants(c: ActionCounter, photos: readonly string[], name = 'harbour evening'): Promise<void> {
  await c.tap(button(c.page, 'Go To Fabric Entry'), 'Go To Fabric Entry');
  await startBundle(c, 'Yes');
  await takePhotos(c, photos);

  await c.at('variant_dimensions');
  await c.fill(textbox(c.page, 'Length (m) 1'), '2', 'Length (m) 1');
  await c.fill(textbox(c.page, 'Width (cm) 1'), '148', 'Width (cm) 1');
  await c.fillUnlessSet(c.page.getByRole('textbox', { name: /^(Qty|Quantity) 1$/ }), '1', 'Quantity 1');
  await c.tap(button(c.page, 'Add variant'), 'Add variant');
  await c.fill(textbox(c.page, 'Length (m) 2'), '3', 'Length (m) 2');
  // The same width for all is the common case: a width already copied costs nothing.
  await c.fillUnlessSet(textbox(c.page, 'Width (cm) 2'), '148', 'Width (cm) 2');
  await c.fillUnlessSet(c.page.getByRole('textbox', { name: /^(Qty|Quantity) 2$/ }), '1', 'Quantity 2');
  // 'Any flaws?' closes the page: No flaws is its last answer and moves on.
  const dimensions = c.path();
  await c.tap(button(c.page, 'No flaws'), 'No flaws');
  await c.nextIfNeeded(dimensions);

  await describeWovenPoplin(c, name, true);
  await uploadAndLabel(c, name);
}
