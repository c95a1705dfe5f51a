import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, screen, seedPhotos, storedDraft, waitFor, within } from '../../test/render-app';
import { PRODUCT_FORM_KEYS } from '../../wizard/draft-store';
import { flawsAsked, isDisabled, next, nextButton, pick, press, type } from '../../test/wizard-walk';
import {
  at,
  begin,
  follow,
  fromReview,
  openWithDraft,
  photosThenNext,
  price,
  sidebarWith,
  topBar,
  uploadReviewed,
  visit,
  WALK,
} from '../../test/supplies-walk';
import { lastSent } from '../../test/shop-server';
import { supplyDraft } from '../../../shared/test/product-factory';

/**
 * Zippers, one item per selling unit, entered page by page as staff do, up to an upload (browser
 * journeys in e2e/supplies.test.ts until issue 42): each checks a rule of the unit where staff
 * would see it. What the real server and shop then do with the item stays with the journeys.
 */

describe('zippers', WALK, () => {
  it('Individual: type and closure, length, brand, quality, uses', async () => {
    const user = await begin('Zippers', 'zipper_selling_unit');
    expect(topBar()).toBe('Zippers');
    await pick(user, 'Selling unit', 'Individual');
    await at('zipper_camera');
    expect(await sidebarWith()).not.toContain('Hardware Type');
    await photosThenNext(user);
    await at('zipper_type_closure');
    await pick(user, 'Zipper type', 'Metal');
    // Type and closure both set end the page.
    await pick(user, 'Closure', 'Separating');
    await at('zipper_dimensions');
    // A length under 3 inches is refused with the field's message once touched.
    await type(user, 'Length (in)', '2');
    await waitFor(() => expect(screen.getAllByText('Length (in) must be at least 3')).toHaveLength(1));
    await type(user, 'Length (in)', '22');
    // The optional slider size is passed by Next.
    await next(user);
    await at('zipper_colours');
    // The first colour ends the page. Brand and quality start at No, but 'Any flaws?' has no default: Next stops at it.
    await press(user, 'Black');
    await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await pick(user, 'Is the zipper brand known?', 'Yes');
    await pick(user, 'Brand', 'YKK');
    await pick(user, 'Does the zipper have any qualities?', 'Yes');
    await press(user, 'Heavy Duty');
    // No flaws, the last answer, ends the page.
    await press(user, 'No flaws');
    await at('zipper_common_uses');
    // The first use ends the page; quantity 1, the suggested price and no additional information are
    // passed by, so the review follows: Quantity is opened from its row.
    await press(user, 'Apparel');
    await fromReview(user, 'quantity', 'zipper_quantity');
    await type(user, 'Quantity', '2');
    await follow(user, 'zipper_price');
    await price(user, 'zipper_price', 'Price per piece');
    await follow(user, 'zipper_additional_information');
    await pick(user, 'Is there any additional information?', 'Yes');
    await type(user, 'Additional information', 'two metal pulls included.');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({
      productType: 'Zippers',
      sellingUnit: 'Individual',
      zipperType: 'Metal',
      closure: 'Separating',
      lengthIn: 22,
      brand: 'YKK',
      quantity: 2,
    });
  });

  it('an item whose flaws nobody answered is refused: the review links to its flaws page', async () => {
    // A zipper with every other answer given (the factory's), 'Any flaws?' left open.
    await openWithDraft('/supplies/zipper_camera', supplyDraft('Zippers', { imperfectionExists: undefined }));
    await at('zipper_camera');
    await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3));
    let user = await visit('upload_product');
    const errors = () => within(screen.getByTestId('review-errors')).getAllByRole('link');
    await waitFor(() => expect(errors().map((a) => a.textContent)).toEqual(['Imperfections is required']));
    expect(screen.getAllByText('Fix all errors to upload.')).toHaveLength(1);
    expect(isDisabled(screen.getByRole('button', { name: 'Upload' }))).toBe(true);
    await user.click(errors()[0]!);
    await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await press(user, 'No flaws');
    await at('zipper_common_uses');
    user = await visit('upload_product');
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Zippers', imperfections: [] });
  });

  describe('Same as last', () => {
    afterEach(() => vi.restoreAllMocks());

    it('the next zipper opens at its photos, stops only where it asks, in order, with no toast of the last upload over it', async () => {
      await openWithDraft('/supplies/zipper_camera', supplyDraft('Zippers'));
      await at('zipper_camera');
      await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3));
      let user = await visit('upload_product');
      await uploadReviewed(user);
      const toasts = () => document.querySelectorAll('.mantine-Notification-root').length;
      await waitFor(() => expect(toasts()).toBeGreaterThan(0));
      const uploaded = lastSent() as Record<string, unknown>;

      // Every page the next zipper shows, as staff move on with Next or an answer (issue 43).
      const stops: string[] = [];
      const stopAt = (url: string | URL | null | undefined) => {
        const step = new URL(String(url ?? ''), window.location.href).pathname.split('/').pop() ?? '';
        // The flow's own address only redirects to the page it opens at.
        if (step !== 'supplies' && stops.at(-1) !== step) stops.push(step);
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = window.history[method].bind(window.history);
        vi.spyOn(window.history, method).mockImplementation((data: unknown, unused: string, url?: string | URL | null) => {
          original(data, unused, url);
          stopAt(url);
        });
      }
      await user.click(within(screen.getByTestId('upload-panel')).getByRole('button', { name: 'Same as last' }));
      // Its own photos first: the Photos page comes before every page the copy left open.
      await at('zipper_camera');
      // The last upload's toast is gone, well before its 9 s would end it.
      await waitFor(() => expect(toasts()).toBe(0), { timeout: 3_000 });
      expect(screen.queryAllByTestId('photo-thumb')).toHaveLength(0);
      // Photos taken for the new item (kept in the photo store under its draft, as the Camera step
      // keeps them), and the page opened again to show them: the copy is kept with the draft.
      const draftId = (JSON.parse(localStorage.getItem(PRODUCT_FORM_KEYS.supplies) ?? '{}') as { draftId?: string }).draftId;
      expect(draftId, 'the next zipper has a draft of its own').toBeTruthy();
      const images = await seedPhotos(draftId!);
      const stored = JSON.parse(localStorage.getItem(PRODUCT_FORM_KEYS.supplies)!) as { data: object };
      localStorage.setItem(PRODUCT_FORM_KEYS.supplies, JSON.stringify({ ...stored, data: { ...stored.data, images } }));
      ({ user } = await renderApp('/supplies/zipper_camera'));
      await photosThenNext(user);
      expect(storedDraft('supplies')).toMatchObject({ sellingUnit: uploaded.sellingUnit });
      // Selling unit, type and closure, colours were copied; the length is the piece's own.
      await at('zipper_dimensions');
      await type(user, 'Length (in)', '18');
      await next(user);
      await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_common_uses');
      await press(user, 'No flaws');
      // Nothing else asks: Upload Product, with no error.
      await at('upload_product');
      expect(stops).toEqual(['zipper_camera', 'zipper_dimensions', 'zipper_brand_imperfections_quality', 'upload_product']);
      await uploadReviewed(user);
      expect(lastSent()).toMatchObject({
        productType: 'Zippers',
        lengthIn: 18,
        zipperType: uploaded.zipperType,
        closure: uploaded.closure,
      });
    });
  });

  it('Pack: pack size from the presets', async () => {
    const user = await begin('Zippers', 'zipper_selling_unit');
    await pick(user, 'Selling unit', 'Pack');
    await at('zipper_camera');
    await photosThenNext(user);
    await at('zipper_type_closure');
    await pick(user, 'Zipper type', 'Coil');
    await pick(user, 'Closure', 'Closed End');
    await at('zipper_dimensions');
    await type(user, 'Length (in)', '9');
    await next(user);
    await at('zipper_colours');
    await press(user, 'Navy');
    // No brand or quality (the defaults), and No flaws in one tap: it ends the page.
    await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await press(user, 'No flaws');
    await at('zipper_common_uses');
    // The first use ends the page.
    await press(user, 'Apparel');
    await at('zipper_quantity');
    await type(user, 'Quantity', '1');
    await type(user, 'Pack size', '10');
    await follow(user, 'zipper_price');
    await price(user, 'zipper_price', 'Price per pack');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ sellingUnit: 'Pack', packSize: 10, quantity: 1 });
  });

  it('Tape By The Meter: no closure, length or uses; no sticky imperfections', async () => {
    const user = await begin('Zippers', 'zipper_selling_unit');
    await pick(user, 'Selling unit', 'Tape By The Meter');
    await photosThenNext(user);
    await at('zipper_type');
    expect(await sidebarWith()).not.toContain('Common Uses');
    expect(await sidebarWith()).not.toContain('Zipper Type + Closure');
    await pick(user, 'Zipper type', 'Coil');
    await pick(user, 'Zipper material', 'Plastic');
    await at('zipper_dimensions');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Width (mm), optional' })).toHaveLength(1));
    expect(screen.queryAllByRole('textbox', { name: 'Length (in)' })).toHaveLength(0);
    await type(user, 'Width (mm), optional', '5');
    await next(user);
    await at('zipper_colours');
    await press(user, 'White');
    // The flaws of zipper tape are right there: no sticky slider on tape.
    await flawsAsked('/supplies', 'zipper_imperfections_quality', 'zipper_quantity');
    expect(screen.getAllByRole('button', { name: 'Frayed Tape' })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'Sticky Slider' })).toHaveLength(0);
    // The quality answered leaves the flaws to answer, so the page stays.
    await pick(user, 'Does the zipper have any qualities?', 'No');
    // A flaw chosen is the answer Yes; more may follow, so Next moves on.
    await press(user, 'Frayed Tape');
    await waitFor(() => expect(isDisabled(nextButton())).toBe(false));
    expect(screen.getByRole('button', { name: 'No flaws' }).getAttribute('aria-pressed')).toBe('false');
    await next(user);
    await at('zipper_quantity');
    await type(user, 'Quantity', '10');
    await follow(user, 'zipper_price');
    await price(user, 'zipper_price', 'Price per meter');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ sellingUnit: 'Tape By The Meter', zipperType: 'Coil', quantity: 10 });
  });

  it('Hardware: auto-advancing hardware choices, single hardware forced to pack size 1', async () => {
    const user = await begin('Zippers', 'zipper_selling_unit');
    await pick(user, 'Selling unit', 'Hardware');
    await photosThenNext(user);
    await at('zipper_hardware_type');
    await pick(user, 'Hardware type', 'Slider');
    await at('zipper_hardware_unit');
    await pick(user, 'Sold as', 'Individual');
    await at('zipper_hardware_material');
    await pick(user, 'Hardware material', 'Metal');
    await at('zipper_size');
    expect(await sidebarWith()).not.toContain('Zipper Dimensions');
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getAllByText('Slider size: 3')).toHaveLength(1));
    await next(user);
    await at('zipper_colours');
    await press(user, 'Silver');
    // Hardware's own flaws: discolouration, no stain.
    await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_quantity');
    await pick(user, 'Is the zipper brand known?', 'No');
    expect(screen.getAllByRole('button', { name: 'Discolouration' })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'Stain' })).toHaveLength(0);
    // The quality answered leaves the flaws to answer, so the page stays.
    await pick(user, 'Does the zipper have any qualities?', 'No');
    await press(user, 'Sticky');
    await follow(user, 'zipper_quantity');
    await waitFor(() => expect(screen.getAllByText('Pack size 1 (single hardware)')).toHaveLength(1));
    await type(user, 'Quantity', '4');
    await follow(user, 'zipper_price');
    await price(user, 'zipper_price', 'Price per piece');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ sellingUnit: 'Hardware', zipperHardwareSU: 'Individual', packSize: 1, quantity: 4 });
  });
});
