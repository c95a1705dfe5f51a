import type { ActionCounter } from './counter';
import { answer, answers, button, choice, flaws, pick, takePhotos, textbox, toggles } from './staff-steps';
import { inShop, skuShown, uploaded } from './outcomes';

/** What differs between zippers of one kind: the length, the colours, a flaw. */
export interface ZipperPiece {
  lengthIn: number;
  colours: readonly string[];
  /** One of the zipper's flaws ('Sticky Slider'), or none. */
  flaw?: string;
}

const BLACK_22: ZipperPiece = { lengthIn: 22, colours: ['Black'] };

/** Issue 17 task 3: a zipper sold individually (metal, separating, 22 in, black, no brand), 3 photos, to upload. */
export async function zipperIndividual(c: ActionCounter, photos: readonly string[]): Promise<void> {
  await describeZipper(c, photos, BLACK_22);
  await c.tap(c.page.getByRole('button', { name: 'Upload', exact: true }), 'Upload');
  await uploaded(c.page);
  const sku = await skuShown(c.page);
  await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku) && /zipper/i.test(p.title), `zipper SKU ${sku}`);
  c.end();
}

/**
 * From Home (by its button `entry`) to the zipper's Upload Product page, every page answered
 * (metal, separating, no brand, apparel, 1 piece).
 */
export async function describeZipper(
  c: ActionCounter,
  photos: readonly string[],
  piece: ZipperPiece,
  entry = 'Go To Supplies Entry',
): Promise<void> {
  await c.tap(button(c.page, entry), entry);
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
  await zipperLength(c, piece.lengthIn);

  // The slider size is optional: a flow that stops on it costs a Next.
  await c.passIfShown('zipper_size');

  await c.on('zipper_colours', () => toggles(c, piece.colours));

  // Brand and quality start at No; 'Any flaws?' has no default and is the page's last answer.
  await c.on('zipper_brand_imperfections_quality', async () => {
    const page = c.path();
    await pick(c, choice(c.page, 'No', 'Is the zipper brand known?'), 'brand known: No');
    await pick(c, choice(c.page, 'No', 'Does the zipper have any qualities?'), 'qualities: No');
    await flaws(c, piece.flaw, page);
  });

  await c.on('zipper_common_uses', async () => {
    await toggles(c, ['Apparel']);
  });

  await c.on('zipper_quantity', () => onePiece(c));

  await c.passIfShown('zipper_price');

  await c.on('zipper_additional_information', async () => {
    await answer(c, 'No', 'Is there any additional information?');
  });

  await c.at('upload_product');
}

/**
 * The length on Dimensions: a length zippers are made in is a preset, one tap that (the width being
 * optional) ends the page; any other is typed, then Enter.
 */
export async function zipperLength(c: ActionCounter, inches: number): Promise<void> {
  const dimensions = c.path();
  const preset = c.page
    .getByRole('group', { name: 'Length (in) presets', exact: true })
    .getByRole('button', { name: String(inches), exact: true });
  // The page drawn first: counting the presets as the address changes found none, and typed instead.
  await textbox(c.page, 'Length (in)').waitFor();
  if ((await preset.count()) > 0) {
    await c.tap(preset, `Length (in) preset ${inches}`);
    await c.nextIfNeeded(dimensions);
  } else {
    await c.fill(textbox(c.page, 'Length (in)'), String(inches), 'Length (in)');
    await c.enter();
  }
}

/** One piece is the common case: a quantity that already reads 1 costs only the Next. */
export async function onePiece(c: ActionCounter): Promise<void> {
  if (await c.fillUnlessSet(textbox(c.page, 'Quantity'), '1', 'Quantity')) await c.enter();
  else await c.next();
}
