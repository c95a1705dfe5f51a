import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../test/render-app';
import { flawsAsked, next, pick, press, type } from '../../test/wizard-walk';
import {
  at,
  begin,
  follow,
  fromReview,
  multiOptions,
  options,
  passedBy,
  photosThenNext,
  price,
  reviewText,
  sidebar,
  sidebarWith,
  topBar,
  uploadReviewed,
  visit,
  WALK,
} from '../../test/supplies-walk';
import { lastSent } from '../../test/shop-server';

/**
 * Buttons, thread, ribbing, bias tape and everything else, one realistic item each, entered page
 * by page as staff do, up to an upload (browser journeys in e2e/supplies.test.ts until issue 42):
 * each checks a rule of its kind where staff would see it. Sewing patterns are walked by the
 * journey, which prints the label.
 */

describe('buttons, thread, ribbing', WALK, () => {
  it('Buttons: a unique shape forces a pack of 2; snaps only in metal or brass', async () => {
    const user = await begin('Buttons', 'button_selling_unit');
    await pick(user, 'Selling unit', 'Individual');
    await photosThenNext(user);
    await at('button_size');
    await type(user, 'Button width (mm)', '15');
    // A single button is the default: its Quantity page is passed by Next, reached by its link.
    await follow(user, 'button_quantity');
    await type(user, 'Quantity', '3');
    await user.click(screen.getByRole('checkbox', { name: 'Unique shape (sold in packs of 2)' }));
    await waitFor(() => expect(screen.getAllByText('Pack size 2')).toHaveLength(1));
    await next(user);
    await at('button_type');
    await pick(user, 'Button type', 'Sew-on Snap');
    await at('button_material');
    await waitFor(() => expect(multiOptions('Button material')).toEqual(['Metal', 'Brass']));
    await press(user, 'Brass');
    await next(user);
    await at('button_colours');
    // The first colour ends the page, and Next passes the optional design by: Back, then its link.
    await press(user, 'Gold');
    await at('button_common_uses');
    await press(user, 'Back');
    await at('button_colours');
    await follow(user, 'button_design');
    await pick(user, 'Design (optional)', 'Engraved');
    await at('button_common_uses');
    // The one use ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'Outerwear');
    await fromReview(user, 'price', 'button_price');
    await price(user, 'button_price', 'Price per pack');
    await next(user);
    // The unique shape moved the buttons to a pack (shown in the review).
    await at('upload_product');
    await waitFor(() => expect(reviewText('sellingUnit')).toContain('Pack'));
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Buttons', sellingUnit: 'Pack', packSize: 2, quantity: 3, buttonType: 'Sew-on Snap' });
  });

  it('Thread: silk forces its material and hides Thread Material; no Various for single spools', async () => {
    let user = await begin('Thread', 'thread_selling_unit');
    await pick(user, 'Selling unit', 'Individual');
    await photosThenNext(user);
    await at('thread_type');
    await pick(user, 'Thread type', 'Silk');
    await at('thread_colours');
    expect(await sidebarWith()).not.toContain('Thread Material');
    // The first colour ends the page.
    await press(user, 'Purple');
    await at('thread_size');
    await waitFor(() => expect(options('Thread on spool')).toEqual(['Full', 'Less Than Full']));
    await pick(user, 'Spool size', 'Home Sewing');
    await pick(user, 'Is the thread brand known?', 'Yes');
    // The brand ends the page, and Next passes Quantity (1) by: it is opened to change it.
    await pick(user, 'Brand', 'Gutermann');
    await at('thread_uses_imperfections');
    user = await visit('thread_quantity');
    await type(user, 'Quantity', '2');
    await next(user);
    await flawsAsked('/supplies', 'thread_uses_imperfections', 'thread_price');
    await press(user, 'Embroidery');
    // No flaws, the last answer, ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'No flaws');
    await fromReview(user, 'price', 'thread_price');
    await price(user, 'thread_price', 'Price per piece');
    await next(user);
    await at('upload_product');
    await waitFor(() => expect(reviewText('material')).toContain('Silk'));
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Thread', threadType: 'Silk', material: 'Silk', quantity: 2 });
  });

  it('Ribbing: a pack with double width; stretch offers no 4-way', async () => {
    const user = await begin('Ribbing', 'ribbing_selling_unit');
    await pick(user, 'Selling unit', 'Pack');
    await photosThenNext(user);
    await at('ribbing_material_stretch');
    await pick(user, 'Material', 'Cotton Spandex');
    await waitFor(() => expect(options('Stretch')).toEqual(['None', '2-way']));
    await pick(user, 'Stretch', '2-way');
    await at('ribbing_colours');
    // The first colour ends the page; the optional pattern waits on the page of 'Any flaws?'.
    await press(user, 'Grey');
    await flawsAsked('/supplies', 'ribbing_pattern_imperfections', 'ribbing_dimensions');
    await press(user, 'No flaws');
    await at('ribbing_dimensions');
    await type(user, 'Width (cm)', '10');
    await type(user, 'Length (cm)', '60');
    await pick(user, 'Size', 'Double Width');
    await at('ribbing_common_use');
    // The first use ends the page.
    await press(user, 'Cuffs');
    await at('ribbing_quantity');
    await type(user, 'Quantity', '1');
    // The pack size preset ends the page; the suggested price is passed by, so the review follows.
    await press(user, '4');
    await fromReview(user, 'price', 'ribbing_price');
    await price(user, 'ribbing_price', 'Price per pack');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Ribbing', sellingUnit: 'Pack', packSize: 4, size: 'Double Width', stretch: '2-way' });
  });
});

describe('bias tape and everything else', WALK, () => {
  it('Bias Tape: a package has brand and additional info, and may be Extra Wide', async () => {
    const user = await begin('Bias Tape', 'bias_tape_selling_unit');
    await pick(user, 'Selling unit', 'Package');
    await photosThenNext(user);
    await at('bias_tape_dimensions_quantity');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Width' })).toHaveLength(1));
    expect(screen.queryAllByRole('radiogroup', { name: 'Length is' })).toHaveLength(0);
    await type(user, 'Width', '1/2');
    await type(user, 'Length (m)', '3');
    await type(user, 'Quantity', '2');
    await next(user);
    await at('bias_tape_material_type');
    await pick(user, 'Material', 'Woven');
    // Both set end the page. Brand and information start at No and are passed by; 'Any flaws?' has no
    // default, so Next stops at its page, and the page before links only to the brand page it passes.
    await pick(user, 'Bias tape type', 'Double Fold');
    await flawsAsked('/supplies', 'bias_tape_qualities_imperfections', 'bias_tape_colours');
    await press(user, 'Back');
    await at('bias_tape_material_type');
    await waitFor(() => expect(passedBy()).toEqual(['bias_tape_brand_info']));
    await follow(user, 'bias_tape_brand_info');
    await pick(user, 'Is the bias tape brand known?', 'Yes');
    await type(user, 'Brand (other)', 'wrights');
    // The last answer ends the page, on to the flaws still to answer.
    await pick(user, 'Is there any additional information?', 'No');
    await flawsAsked('/supplies', 'bias_tape_qualities_imperfections', 'bias_tape_colours');
    await pick(user, 'Does the bias tape have any qualities?', 'Yes');
    await press(user, 'Extra Wide');
    await press(user, 'No flaws');
    await at('bias_tape_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'Red');
    await fromReview(user, 'price', 'bias_tape_price');
    await price(user, 'bias_tape_price', 'Price per pack');
    await next(user);
    await at('upload_product');
    await waitFor(() => expect(reviewText('brand')).toContain('Wrights'));
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Bias Tape', brand: 'Wrights', quantity: 2 });
    // Next item (no confirmation after an upload) keeps the kind: a fresh bias tape draft at its first step.
    await press(user, 'Next item');
    await at('bias_tape_selling_unit');
    expect(topBar()).toBe('Bias Tape');
    await waitFor(() => expect(screen.getAllByRole('radiogroup', { name: 'Selling unit' })).toHaveLength(1));
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('Everything Else: sequins are always a pack, typed price only, top bar shows the type', async () => {
    let user = await begin('Everything Else', 'other_supply_type');
    expect(topBar()).toBe('Everything Else');
    await pick(user, 'Craft', 'Sequins');
    await at('other_supply_camera');
    expect(topBar()).toBe('Sequins');
    expect(await sidebarWith()).not.toContain('Selling Unit');
    await photosThenNext(user);
    await at('other_supply_name');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Add a name' })).toHaveLength(1));
    await type(user, 'Name (optional)', 'iridescent cup');
    // The optional dimensions, weight and size, with nothing given, are passed by Next: reached by their links.
    await follow(user, 'other_supply_dimensions');
    await type(user, 'Width (cm), optional', '20');
    await pick(user, 'These dimensions describe', 'The Package');
    await at('other_supply_quantity');
    user = await visit('other_supply_weight_size');
    await type(user, 'Weight (g), optional', '50');
    await next(user);
    await at('other_supply_quantity');
    await type(user, 'Quantity', '1');
    // The pack size preset ends the page, and Next stops at 'Any flaws?' (no default). No flaws ends
    // it, and additional information (No) is passed by.
    await press(user, '20');
    await flawsAsked('/supplies', 'other_supply_imperfections', 'other_supply_additional_info');
    await press(user, 'No flaws');
    await at('other_supply_colours');
    user = await visit('other_supply_additional_info');
    await pick(user, 'Is there any additional information?', 'Yes');
    await waitFor(() => expect(screen.getAllByText('Use complete sentences.')).toHaveLength(1));
    await type(user, 'Additional information', 'about 500 sequins in the pack.');
    await next(user);
    await at('other_supply_colours');
    // The first colour ends the page.
    await press(user, 'Multi');
    await price(user, 'other_supply_price', 'Price per pack', '4.50');
    await next(user);
    await at('upload_product');
    await waitFor(() => expect(reviewText('sellingUnit')).toContain('Pack'));
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({
      productType: 'Other Supply',
      otherSupplyType: 'Sequins',
      sellingUnit: 'Pack',
      packSize: 20,
      price: 4.5,
    });
    // Start New Supply goes back to the picker with nothing chosen.
    await press(user, 'Start New Supply');
    await at('supply_type');
    await waitFor(() => expect(sidebar()).toEqual(['Supplies']));
    expect(topBar()).toBe('Supplies');
  });
});
