import { describe, expect, it } from 'vitest';
import { atStep, renderApp, screen, waitFor } from '../../test/render-app';
import { fill, next, pick } from '../../test/wizard-walk';
import { fabricUpToStretchDraft, fabricVariantsDraft } from '../../../shared/test/product-factory';
import { DUPLICATE_VARIANTS } from '../../../shared/schemas/messages';

/**
 * Issue 26 item 4: the rules across fields show on the page where the mistake is made, while the
 * later pages are still unanswered, and Next does not pass them silently (browser journeys in
 * e2e/fabric-errors.test.ts until issue 42).
 */

const FOUR_WAY = 'Both width and length stretch must be entered with 4-way stretch';

const at = (id: string) => atStep('/product_entry', id);
const shown = (text: string) => screen.queryAllByText(text).length > 0;

/** Moves a stretch slider `steps` steps up by keyboard, as staff do with the thumb focused. */
async function raise(user: Parameters<typeof next>[0], which: 'width' | 'length', steps: number): Promise<void> {
  const slider = screen.getByRole('slider', { name: `${which} stretch` });
  slider.focus();
  for (let i = 0; i < steps; i++) await user.keyboard('{ArrowRight}');
}

describe('errors where the mistake is made (issue 26 item 4)', () => {
  it('4-way stretch: Next stays on Stretch Percentage and says why, until both stretches are entered', async () => {
    const { user } = await renderApp('/product_entry/stretch', { draft: { flow: 'fabric', data: fabricUpToStretchDraft() } });
    // 4-way waits on its page for the slight-stretch box: Next.
    await at('stretch');
    await pick(user, 'Stretch', '4-way');
    await next(user);
    await at('stretch_percentage');
    // Untouched, the page is quiet; Next is the touch that shows the rule, and it stays.
    expect(shown(FOUR_WAY)).toBe(false);
    await next(user);
    await waitFor(() => expect(shown(FOUR_WAY)).toBe(true));
    expect(window.location.pathname).toBe('/product_entry/stretch_percentage');

    // Width alone is not enough for 4-way; with length too the message goes and Next goes on.
    await raise(user, 'width', 2);
    await next(user);
    expect(window.location.pathname).toBe('/product_entry/stretch_percentage');
    expect(shown(FOUR_WAY)).toBe(true);
    await raise(user, 'length', 1);
    await waitFor(() => expect(shown(FOUR_WAY)).toBe(false));
    await next(user);
    await at('opacity_weight_drape');
  });

  it('duplicate variants: said on Variant Dimensions as the row is typed, before any later page is answered', async () => {
    // A bundle with two rows answered as far as the variant table: nothing from Knit or Woven on.
    const { productType, bundleOrRoll, hasVariants, widthCM } = fabricVariantsDraft();
    const draft = {
      productType,
      bundleOrRoll,
      hasVariants,
      variantedFields: ['lengthM', 'imperfections', 'price', 'quantity'],
      sameForAll: { widthCM: true },
      lengthM: ['2', ''],
      widthCM,
      quantity: ['1', '1'],
      price: ['', ''],
      imperfections: [[], []],
      imperfectionExists: 'No',
    };
    const { user } = await renderApp('/product_entry/variant_dimensions', { draft: { flow: 'fabric', data: draft } });
    await at('variant_dimensions');
    const length2 = () => screen.getByRole('textbox', { name: 'Length (m) 2' });
    await fill(user, length2(), '2');
    await user.tab();
    await waitFor(() => expect(shown(DUPLICATE_VARIANTS)).toBe(true));
    await next(user);
    expect(window.location.pathname).toBe('/product_entry/variant_dimensions');

    await fill(user, length2(), '3.5');
    await user.tab();
    await waitFor(() => expect(shown(DUPLICATE_VARIANTS)).toBe(false));
    await next(user);
    await at('knit_or_woven');
  });
});
