import type { ActionCounter } from './counter';
import { answer, answerFromList, answers, button, choice, flaws, pick, textbox, toggles } from './staff-steps';
import { inShop, labelFrom, skuShown, uploaded } from './outcomes';
import { UPLOAD_MESSAGES } from '../../src/shared/messages/upload';

/** What differs between bundles of one lot besides their lengths: the colours, a flaw. */
export interface FabricLook {
  colours: readonly string[];
  /** One of the fabric's flaws ('Stain'), or none. */
  flaw?: string;
}

const BLUE: FabricLook = { colours: ['Blue'] };

/**
 * The fabric pages after the dimensions, as a trained staff member answers them for a woven cotton
 * poplin with an estimated natural fibre, shared by the bundle tasks: one choice per question, Enter
 * after typing, Next only where the page does not move on by itself.
 */
export async function describeWovenPoplin(c: ActionCounter, name: string, hasVariants: boolean, look: FabricLook = BLUE): Promise<void> {
  await c.at('knit_or_woven');
  await answer(c, 'Woven');

  await c.at('fiber_content');
  await answer(c, 'Estimated: Natural');

  await c.at('knit_or_weave_type');
  await answerFromList(c, 'Poplin', /^search/i);

  await c.on('quality', async () => {
    await answer(c, 'No');
  });

  await c.on('stretch', async () => {
    await answer(c, 'None', 'Stretch');
  });

  // Poplin fills in its usual looks: each already chosen costs nothing, the confirming Next one tap.
  await c.on('opacity_weight_drape', async () => {
    await answers(c, [
      ['Opacity', 'Opaque'],
      ['Weight', 'Medium'],
      ['Drape', 'Crisp'],
    ]);
  });

  await c.at('feel');
  const feel = c.path();
  await c.tap(button(c.page, 'Crisp and cool.'), 'feel Crisp and cool.');
  await c.nextIfNeeded(feel);

  await c.on('colours', async () => {
    await toggles(c, look.colours);
  });

  if (hasVariants) {
    // With variants 'Any flaws?' is answered on Variant Dimensions; this page asks the pattern only.
    await c.on('pattern', () => answer(c, 'Floral', 'Pattern'));
  } else {
    await c.on('pattern_imperfections', async () => {
      const page = c.path();
      await pick(c, choice(c.page, 'Floral', 'Pattern'), 'Pattern: Floral');
      await flaws(c, look.flaw, page);
    });
  }

  await c.on('common_uses', async () => {
    await toggles(c, ['Quilting']);
  });

  // The suggested price is already chosen: a flow that stops here costs a Next.
  await c.passIfShown(hasVariants ? 'variant_price' : 'price');

  await c.on('name', async () => {
    await c.fill(textbox(c.page, 'Name'), name, 'Name');
    await c.enter();
  });

  await c.on('unboxing', () => answer(c, 'No'));
}

/** Upload Product!: one tap uploads and prints the label; the product in the shop and its label checked. */
export async function uploadAndLabel(c: ActionCounter, name: string): Promise<void> {
  await c.at('upload_product');
  const label = await labelFrom(c, UPLOAD_MESSAGES.uploadAndPrint, []);
  await uploaded(c.page);
  // A flow that passes the name page by names the item itself: found by the SKU the success shows.
  const sku = await skuShown(c.page);
  await inShop(c.page, (p) => p.variants.some((v) => v.sku === sku) && /bundle/i.test(p.title), `bundle SKU ${sku} (${name})`);
  if (!label.text.includes(sku)) throw new Error(`The label ${label.name} does not say '${sku}'.`);
  c.end();
}
