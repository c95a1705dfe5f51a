import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '../../test/render-app';
import { flawsAsked, next, pick, press, textbox, type, type User } from '../../test/wizard-walk';
import { at, begin, fromReview, options, photosThenNext, price, uploadReviewed, visit, WALK } from '../../test/supplies-walk';
import { lastSent } from '../../test/shop-server';

/**
 * Elastic and trim, sold by length, one item per selling unit, entered page by page as staff do,
 * up to an upload (browser journeys in e2e/supplies.test.ts until issue 42): widths in inches or
 * millimetres, lengths known or estimated, and the types each unit offers. The colour of the Price
 * page's first missing field is a browser's, and stays with the journey.
 */
const value = (name: string) => (textbox(name) as HTMLInputElement).value;

describe('elastic', WALK, () => {
  it('By Meter: width converts between Imperial and Metric; no Pre-Sewn by the metre', async () => {
    const user = await begin('Elastic', 'elastic_selling_unit');
    await pick(user, 'Selling unit', 'By Meter');
    await photosThenNext(user);
    await at('elastic_dimensions');
    await type(user, 'Width', '1 1/2');
    await user.click(screen.getByText('Metric'));
    await waitFor(() => expect(value('Width')).toBe('38.1'));
    await user.click(screen.getByText('Imperial'));
    await waitFor(() => expect(value('Width')).toBe('1 1/2'));
    await next(user);
    await at('elastic_quantity');
    await type(user, 'Metres', '5');
    await next(user);
    await at('elastic_type');
    await waitFor(() => expect(options('Elastic type')).toContain('Knitted'));
    expect(options('Elastic type')).not.toContain('Pre-Sewn');
    // A picture ends the page. No qualities (the default), but 'Any flaws?' has none: Next stops at it.
    await pick(user, 'Elastic type', 'Knitted');
    await flawsAsked('/supplies', 'elastic_qualities_imperfections', 'elastic_colours');
    await press(user, 'No flaws');
    await at('elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'White');
    await fromReview(user, 'price', 'elastic_price');
    await price(user, 'elastic_price', 'Price per meter');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({
      productType: 'Elastic',
      sellingUnit: 'By Meter',
      widthIn: 1.5,
      quantity: 5,
      elasticType: 'Knitted',
    });
  });

  it('Roll: tubular width shown doubled, length type, partially unrolled offered', async () => {
    const user = await begin('Elastic', 'elastic_selling_unit');
    await pick(user, 'Selling unit', 'Roll');
    await photosThenNext(user);
    await at('elastic_dimensions_quantity');
    await type(user, 'Width', '3/4');
    await user.click(screen.getByRole('checkbox', { name: 'Tubular' }));
    await waitFor(() => expect(screen.getByTestId('width-note').textContent).toBe('Tubular: 3/4 in (1 1/2 in flat)'));
    await type(user, 'Length (m)', '25');
    await pick(user, 'Length is', 'Known');
    await next(user);
    await at('elastic_type');
    // A picture ends the page, and Next stops at qualities and flaws: 'Any flaws?' has no default.
    await pick(user, 'Elastic type', 'Braided');
    await flawsAsked('/supplies', 'elastic_qualities_imperfections', 'elastic_colours');
    await pick(user, 'Does the elastic have any qualities?', 'Yes');
    await press(user, 'Latex Grip');
    // The flaw a roll may have, chosen: that is the answer Yes.
    await press(user, 'Partially Unrolled');
    await next(user);
    await at('elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'Black');
    await fromReview(user, 'price', 'elastic_price');
    await price(user, 'elastic_price', 'Price per roll');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Elastic', sellingUnit: 'Roll', lengthM: 25, imperfections: ['Partially Unrolled'] });
  });

  it('Bundle: Pre-Sewn asks Type of Pre-Sewn Elastic', async () => {
    const user = await begin('Elastic', 'elastic_selling_unit');
    await pick(user, 'Selling unit', 'Bundle');
    await photosThenNext(user);
    await at('elastic_dimensions_quantity');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Width' })).toHaveLength(1));
    expect(screen.queryAllByRole('radiogroup', { name: 'Length is' })).toHaveLength(0);
    await type(user, 'Width', '1');
    await type(user, 'Length (m)', '3');
    await next(user);
    await pick(user, 'Elastic type', 'Pre-Sewn');
    await press(user, 'Waistband');
    await waitFor(() => expect(screen.getAllByText('Type of Pre-Sewn Elastic')).toHaveLength(1));
    await next(user);
    await flawsAsked('/supplies', 'elastic_qualities_imperfections', 'elastic_colours');
    await press(user, 'No flaws');
    await at('elastic_colours');
    await press(user, 'Beige');
    await fromReview(user, 'price', 'elastic_price');
    await price(user, 'elastic_price', 'Price per bundle');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Elastic', sellingUnit: 'Bundle', elasticType: 'Pre-Sewn' });
  });

  it('Pack: pack size and a typed elastic type', async () => {
    const user = await begin('Elastic', 'elastic_selling_unit');
    await pick(user, 'Selling unit', 'Pack');
    await photosThenNext(user);
    await at('elastic_dimensions_quantity');
    await type(user, 'Width', '1/4');
    await type(user, 'Length (m)', '2');
    await type(user, 'Pack size', '5');
    await next(user);
    await at('elastic_type');
    await type(user, 'Elastic type (other)', 'Picot edge');
    await next(user);
    await flawsAsked('/supplies', 'elastic_qualities_imperfections', 'elastic_colours');
    await press(user, 'No flaws');
    await at('elastic_colours');
    await press(user, 'Pink');
    await fromReview(user, 'price', 'elastic_price');
    await price(user, 'elastic_price', 'Price per pack');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Elastic', sellingUnit: 'Pack', packSize: 5, elasticType: 'Picot Edge' });
  });
});

/** The trim pages after the dimensions, the same for every unit but the type. */
async function trimDetails(user: User, trimType: string, weave: string | null, content: string, colour: string, use: string) {
  await at('trim_type_weave');
  await pick(user, 'Trim type', trimType);
  const chosen = () =>
    within(screen.getByRole('radiogroup', { name: 'Trim type' })).getAllByRole('radio', { name: trimType, checked: true });
  if (weave) {
    await waitFor(() => expect(chosen()).toHaveLength(1));
    // The weave, last on the page, ends it.
    await press(user, weave);
  } else {
    // A type without a weave ends the page; Back shows it chosen and no weave asked.
    await at('trim_design_shape');
    await press(user, 'Back');
    await at('trim_type_weave');
    await waitFor(() => expect(chosen()).toHaveLength(1));
    expect(screen.queryAllByRole('group', { name: 'Weave type' })).toHaveLength(0);
    await next(user);
  }
  await at('trim_design_shape');
  // No qualities (the default): Next passes their page by.
  await next(user);
  await at('trim_content');
  await press(user, content);
  await next(user);
  await at('trim_colours');
  // The first colour ends the page.
  await press(user, colour);
  await flawsAsked('/supplies', 'trim_uses_imperfections', 'trim_price');
  await press(user, use);
  // No flaws, the last answer, ends the page: on to the price, or past a suggested one to the review.
  await press(user, 'No flaws');
}

/** The suggested price, passed by Next after the trim details, opened from the review's price row. */
async function trimPrice(user: User, label: string) {
  await fromReview(user, 'price', 'trim_price');
  await price(user, 'trim_price', label);
}

describe('trim', WALK, () => {
  it('By Meter: ribbon with a weave; an unreadable width is named at the field and on the Price page', async () => {
    let user = await begin('Trim', 'trim_selling_unit');
    await pick(user, 'Selling unit', 'By Meter');
    await photosThenNext(user);
    await at('trim_dimensions');
    // An unreadable width is named at the field, and the price page sends staff back to it.
    await type(user, 'Width', 'wide');
    await waitFor(() => expect(screen.getAllByText('Width (in) must be a number')).toHaveLength(1));
    await next(user);
    await type(user, 'Metres', '10');
    await next(user);
    await trimDetails(user, 'Ribbon', 'Grosgrain', 'Polyester', 'Navy', 'Crafts');
    await at('trim_price');
    const missing = () => within(screen.getByTestId('missing-for-price')).getAllByRole('link');
    await waitFor(() => expect(missing().map((a) => a.textContent)).toEqual(['Width (in)']));
    // The first field missing is the one marked red (the journey sees the colour a browser draws).
    expect(missing()[0]!.getAttribute('style')).toMatch(/--mantine-color-red/);
    await user.click(missing()[0]!);
    await at('trim_dimensions');
    await type(user, 'Width', '5/8');
    user = await visit('upload_product');
    await trimPrice(user, 'Price per meter');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Trim', sellingUnit: 'By Meter', widthIn: 0.625, trimType: 'Ribbon', quantity: 10 });
  });

  it('Roll: lace with a known length', async () => {
    const user = await begin('Trim', 'trim_selling_unit');
    await pick(user, 'Selling unit', 'Roll');
    await photosThenNext(user);
    await at('trim_dimensions_quantity');
    await type(user, 'Width', '1');
    await type(user, 'Length (m)', '30');
    await pick(user, 'Length is', 'Estimated');
    await next(user);
    await trimDetails(user, 'Lace', 'Chantilly', 'Cotton', 'White', 'Bridal');
    await trimPrice(user, 'Price per roll');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({
      productType: 'Trim',
      sellingUnit: 'Roll',
      lengthM: 30,
      trimLengthType: 'Estimated',
      trimType: 'Lace',
    });
  });

  it('Bundle: faux fur has no weave', async () => {
    const user = await begin('Trim', 'trim_selling_unit');
    await pick(user, 'Selling unit', 'Bundle');
    await photosThenNext(user);
    await type(user, 'Width', '2');
    await type(user, 'Length (m)', '3');
    await next(user);
    await trimDetails(user, 'Faux Fur', null, 'Acrylic', 'Brown', 'Apparel');
    await trimPrice(user, 'Price per bundle');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Trim', sellingUnit: 'Bundle', trimType: 'Faux Fur' });
  });

  it('Pack: ricrac in packs of 4', async () => {
    const user = await begin('Trim', 'trim_selling_unit');
    await pick(user, 'Selling unit', 'Pack');
    await photosThenNext(user);
    await type(user, 'Width', '3/8');
    await type(user, 'Length (m)', '2');
    await type(user, 'Pack size', '4');
    await next(user);
    await trimDetails(user, 'Ricrac', null, 'Cotton', 'Yellow', 'Crafts');
    await trimPrice(user, 'Price per pack');
    await next(user);
    await uploadReviewed(user);
    expect(lastSent()).toMatchObject({ productType: 'Trim', sellingUnit: 'Pack', packSize: 4, trimType: 'Ricrac' });
  });
});
