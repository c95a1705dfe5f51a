import { describe, expect, it, onTestFinished } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser } from './support/journey';
import { screenshot, VIEWPORTS } from './support/browser';
import { captureLabel } from './support/labels';
import { supplyDraft } from '../src/shared/test/product-factory';
import {
  at,
  chooseKind,
  flawsAsked,
  follow,
  fromReview,
  next,
  pick,
  press,
  suppliesPhone,
  type,
  uploadReviewed,
  visit,
} from './support/supplies-walk';

/**
 * The supplies wizard, one realistic item per kind (and per selling unit of Zippers, Trim and
 * Elastic), entered page by page on a phone as staff would, up to a successful upload on the
 * embedded shop. Each journey also checks a rule of its kind where staff would see it.
 */
const journey = useServerAndBrowser();

const phone = suppliesPhone(journey);
const addPhotos = phone.addPhotos;
let pickerShot = false;

/** A fresh phone tab (empty draft) of a signed-in staff member, on the Supplies step with a kind chosen. */
async function begin(kind: string, firstStep: string): Promise<Page> {
  const page = await phone.sharedTab();
  // With no kind chosen the sidebar holds only the Supplies step.
  await expect.poll(() => sidebar(page)).toEqual(['Supplies']);
  if (!pickerShot) {
    pickerShot = true;
    await screenshot(page, 'supplies-type-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'supplies-type-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
  }
  await chooseKind(page, kind, firstStep);
  return page;
}

const options = (page: Page, group: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio').allTextContents();
const multiOptions = (page: Page, group: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('button').allTextContents();
const sidebar = (page: Page) => page.locator('nav[aria-label="Steps"] a').evaluateAll((links) => links.map((a) => a.textContent ?? ''));
/** The sidebar once it shows `label` (every kind lists Camera), so a missing step is not read off an empty sidebar. */
async function sidebarWith(page: Page, label = 'Camera'): Promise<string[]> {
  await expect.poll(() => sidebar(page)).toContain(label);
  return sidebar(page);
}
const topBar = (page: Page) => page.getByTestId('product-type').textContent();

/** Price page: the label for the unit, a suggestion picked (or a typed price), a phone screenshot. */
async function price(page: Page, id: string, label: string, shot: string, typed?: string) {
  await at(page, id);
  await expect.poll(() => page.getByRole('textbox', { name: label, exact: true }).count()).toBe(1);
  if (typed) {
    expect(await page.getByRole('radiogroup', { name: 'Suggested prices' }).count()).toBe(0);
    await type(page, label, typed);
  } else {
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Suggested prices' }).getByRole('radio', { checked: true }).count())
      .toBe(1);
  }
  expect(await page.getByTestId('missing-for-price').count()).toBe(0);
  await screenshot(page, `supplies-price-${shot}-phone`);
}

/** The Price page Next passed by, opened from its row on the review. */
const priceFromReview = (page: Page, id: string) => fromReview(page, 'price', id);

/** The step ids the page links to as passed by Next. */
const passedBy = (page: Page) =>
  page
    .getByTestId('passed-by')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop() ?? ''));

/** Review page with no errors, then a successful upload to the embedded shop. */
async function upload(page: Page, after?: () => Promise<void>) {
  await uploadReviewed(page);
  await after?.();
}

describe('zippers', () => {
  it('Individual: type and closure, length, brand, quality, uses', async () => {
    const page = await begin('Zippers', 'zipper_selling_unit');
    expect(await topBar(page)).toBe('Zippers');
    await pick(page, 'Selling unit', 'Individual');
    await at(page, 'zipper_camera');
    expect(await sidebarWith(page)).not.toContain('Hardware Type');
    await addPhotos(page);
    await at(page, 'zipper_type_closure');
    await pick(page, 'Zipper type', 'Metal');
    // Type and closure both set end the page.
    await pick(page, 'Closure', 'Separating');
    await at(page, 'zipper_dimensions');
    // A length under 3 inches is refused with the field's message once touched.
    await type(page, 'Length (in)', '2');
    await expect.poll(() => page.getByText('Length (in) must be at least 3').count()).toBe(1);
    await type(page, 'Length (in)', '22');
    // The optional slider size is passed by Next.
    await next(page);
    await at(page, 'zipper_colours');
    // The first colour ends the page. Brand and quality start at No, but 'Any flaws?' has no default: Next stops at it.
    await press(page, 'Black');
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await pick(page, 'Is the zipper brand known?', 'Yes');
    await pick(page, 'Brand', 'YKK');
    await pick(page, 'Does the zipper have any qualities?', 'Yes');
    await press(page, 'Heavy Duty');
    // No flaws, the last answer, ends the page.
    await press(page, 'No flaws');
    await at(page, 'zipper_common_uses');
    // The first use ends the page; quantity 1, the suggested price and no additional information are
    // passed by, so the review follows: Quantity is opened from its row.
    await press(page, 'Apparel');
    await fromReview(page, 'quantity', 'zipper_quantity');
    await type(page, 'Quantity', '2');
    await follow(page, 'zipper_price');
    await price(page, 'zipper_price', 'Price per piece', 'zipper-individual');
    await follow(page, 'zipper_additional_information');
    await pick(page, 'Is there any additional information?', 'Yes');
    await page.getByRole('textbox', { name: 'Additional information' }).fill('two metal pulls included.');
    await page.getByRole('textbox', { name: 'Additional information' }).press('Tab');
    await next(page);
    await upload(page);
  });

  it('an item whose flaws nobody answered is refused: the review links to its flaws page', async () => {
    // A zipper with every other answer given (the factory's), 'Any flaws?' left open.
    const page = await phone.sharedTab();
    await openWithDraft(page, 'supplies', supplyDraft('Zippers', { imperfectionExists: undefined, images: [] }), '/supplies/zipper_camera');
    await at(page, 'zipper_camera');
    await addPhotos(page);
    await visit(page, 'upload_product');
    const errors = page.getByTestId('review-errors').getByRole('link');
    await expect.poll(() => errors.allTextContents()).toEqual(['Imperfections is required']);
    expect(await page.getByText('Fix all errors to upload.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'supplies-flaws-required-phone');
    await errors.first().click();
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await press(page, 'No flaws');
    await at(page, 'zipper_common_uses');
    await visit(page, 'upload_product');
    await upload(page);
  });

  it('Same as last: the next zipper opens at its photos, stops only where it asks, in order, with no toast of the last upload over it', async () => {
    const page = await phone.sharedTab();
    await openWithDraft(page, 'supplies', supplyDraft('Zippers', { images: [] }), '/supplies/zipper_camera');
    await at(page, 'zipper_camera');
    await addPhotos(page);
    await visit(page, 'upload_product');
    await uploadReviewed(page);
    const toasts = page.locator('.mantine-Notification-root');
    expect(await toasts.count()).toBeGreaterThan(0);

    // Every page the next zipper shows, as staff move on with Next or an answer (issue 43).
    const stops: string[] = [];
    const stopAt = (frame: Frame) => {
      const step = new URL(frame.url()).pathname.split('/').pop() ?? '';
      // The flow's own address only redirects to the page it opens at.
      if (frame === page.mainFrame() && step !== 'supplies' && stops.at(-1) !== step) stops.push(step);
    };
    // The file's journeys share the page (suppliesPhone): the next one is not followed.
    page.on('framenavigated', stopAt);
    onTestFinished(() => void page.off('framenavigated', stopAt));
    await page.getByTestId('upload-panel').getByRole('button', { name: 'Same as last', exact: true }).click();
    // Its own photos first: the Photos page comes before every page the copy left open.
    await at(page, 'zipper_camera');
    // The last upload's toast is gone, well before its 9 s would end it.
    await expect.poll(() => toasts.count(), { timeout: 3_000 }).toBe(0);
    expect(await page.getByTestId('photo-thumb').count()).toBe(0);
    await addPhotos(page);
    // Selling unit, type and closure, colours were copied; the length is the piece's own.
    await at(page, 'zipper_dimensions');
    await type(page, 'Length (in)', '18');
    await next(page);
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await press(page, 'No flaws');
    // Nothing else asks: Upload Product, with no error.
    await at(page, 'upload_product');
    expect(stops).toEqual(['zipper_camera', 'zipper_dimensions', 'zipper_brand_imperfections_quality', 'upload_product']);
    await upload(page);
  });

  it('Pack: pack size from the presets', async () => {
    const page = await begin('Zippers', 'zipper_selling_unit');
    await pick(page, 'Selling unit', 'Pack');
    await at(page, 'zipper_camera');
    await addPhotos(page);
    await at(page, 'zipper_type_closure');
    await pick(page, 'Zipper type', 'Coil');
    await pick(page, 'Closure', 'Closed End');
    await at(page, 'zipper_dimensions');
    await type(page, 'Length (in)', '9');
    await next(page);
    await at(page, 'zipper_colours');
    await press(page, 'Navy');
    // No brand or quality (the defaults), and No flaws in one tap: it ends the page.
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    await press(page, 'No flaws');
    await at(page, 'zipper_common_uses');
    // The first use ends the page.
    await press(page, 'Apparel');
    await at(page, 'zipper_quantity');
    await type(page, 'Quantity', '1');
    await type(page, 'Pack size', '10');
    await follow(page, 'zipper_price');
    await price(page, 'zipper_price', 'Price per pack', 'zipper-pack');
    await next(page);
    await upload(page);
  });

  it('Tape By The Meter: no closure, length or uses; no sticky imperfections', async () => {
    const page = await begin('Zippers', 'zipper_selling_unit');
    await pick(page, 'Selling unit', 'Tape By The Meter');
    await addPhotos(page);
    await at(page, 'zipper_type');
    expect(await sidebarWith(page)).not.toContain('Common Uses');
    expect(await sidebarWith(page)).not.toContain('Zipper Type + Closure');
    await pick(page, 'Zipper type', 'Coil');
    await pick(page, 'Zipper material', 'Plastic');
    await at(page, 'zipper_dimensions');
    await page.getByRole('textbox', { name: 'Width (mm), optional' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Length (in)' }).count()).toBe(0);
    await type(page, 'Width (mm), optional', '5');
    await next(page);
    await at(page, 'zipper_colours');
    await press(page, 'White');
    // The flaws of zipper tape are right there: no sticky slider on tape.
    await flawsAsked(page, 'zipper_imperfections_quality', 'zipper_quantity');
    expect(await page.getByRole('button', { name: 'Frayed Tape', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sticky Slider', exact: true }).count()).toBe(0);
    // The quality answered leaves the flaws to answer, so the page stays.
    await pick(page, 'Does the zipper have any qualities?', 'No');
    // A flaw chosen is the answer Yes; more may follow, so Next moves on.
    await press(page, 'Frayed Tape');
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'No flaws', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await next(page);
    await at(page, 'zipper_quantity');
    await type(page, 'Quantity', '10');
    await follow(page, 'zipper_price');
    await price(page, 'zipper_price', 'Price per meter', 'zipper-tape');
    await next(page);
    await upload(page);
  });

  it('Hardware: auto-advancing hardware choices, single hardware forced to pack size 1', async () => {
    const page = await begin('Zippers', 'zipper_selling_unit');
    await pick(page, 'Selling unit', 'Hardware');
    await addPhotos(page);
    await at(page, 'zipper_hardware_type');
    await pick(page, 'Hardware type', 'Slider');
    await at(page, 'zipper_hardware_unit');
    await pick(page, 'Sold as', 'Individual');
    await at(page, 'zipper_hardware_material');
    await pick(page, 'Hardware material', 'Metal');
    await at(page, 'zipper_size');
    expect(await sidebarWith(page)).not.toContain('Zipper Dimensions');
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByText('Slider size: 3').count()).toBe(1);
    await next(page);
    await at(page, 'zipper_colours');
    await press(page, 'Silver');
    // Hardware's own flaws: discolouration, no stain.
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_quantity');
    await pick(page, 'Is the zipper brand known?', 'No');
    expect(await page.getByRole('button', { name: 'Discolouration', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Stain', exact: true }).count()).toBe(0);
    // The quality answered leaves the flaws to answer, so the page stays.
    await pick(page, 'Does the zipper have any qualities?', 'No');
    await press(page, 'Sticky');
    await follow(page, 'zipper_quantity');
    await expect.poll(() => page.getByText('Pack size 1 (single hardware)').count()).toBe(1);
    await type(page, 'Quantity', '4');
    await follow(page, 'zipper_price');
    await price(page, 'zipper_price', 'Price per piece', 'zipper-hardware');
    await next(page);
    await upload(page);
  });
});

describe('buttons, patterns, thread, ribbing', () => {
  it('Buttons: a unique shape forces a pack of 2; snaps only in metal or brass', async () => {
    const page = await begin('Buttons', 'button_selling_unit');
    await pick(page, 'Selling unit', 'Individual');
    await addPhotos(page);
    await at(page, 'button_size');
    await type(page, 'Button width (mm)', '15');
    // A single button is the default: its Quantity page is passed by Next, reached by its link.
    await follow(page, 'button_quantity');
    await type(page, 'Quantity', '3');
    await page.getByRole('checkbox', { name: 'Unique shape (sold in packs of 2)' }).check();
    await expect.poll(() => page.getByText('Pack size 2').count()).toBe(1);
    await next(page);
    await at(page, 'button_type');
    await pick(page, 'Button type', 'Sew-on Snap');
    await at(page, 'button_material');
    await expect.poll(() => multiOptions(page, 'Button material')).toEqual(['Metal', 'Brass']);
    await press(page, 'Brass');
    await next(page);
    await at(page, 'button_colours');
    // The first colour ends the page, and Next passes the optional design by: Back, then its link.
    await press(page, 'Gold');
    await at(page, 'button_common_uses');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await at(page, 'button_colours');
    await follow(page, 'button_design');
    await pick(page, 'Design (optional)', 'Engraved');
    await at(page, 'button_common_uses');
    // The one use ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'Outerwear');
    await priceFromReview(page, 'button_price');
    await price(page, 'button_price', 'Price per pack', 'buttons');
    await next(page);
    // The unique shape moved the buttons to a pack (shown in the review).
    await at(page, 'upload_product');
    expect(await page.locator('tr[data-field="sellingUnit"]').textContent()).toContain('Pack');
    await upload(page);
  });

  it('Sewing Patterns: no selling unit, fixed base price 3.50', async () => {
    const page = await begin('Sewing Patterns', 'pattern_camera');
    expect(await sidebarWith(page)).not.toContain('Selling Unit');
    await addPhotos(page);
    await at(page, 'pattern_type');
    // Upload Product is always reachable: it lists what is missing, links back, and refuses to upload.
    await page.goto('/supplies/upload_product');
    await expect.poll(() => page.getByText('Fix all errors to upload.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await page.getByTestId('review-errors').getByRole('link', { name: 'Sewing Pattern Type' }).click();
    await at(page, 'pattern_type');
    await pick(page, 'Sewing pattern type', 'Womenswear');
    await expect.poll(() => page.getByText('Vintage: 25 years or older').count()).toBe(1);
    await press(page, 'Vintage');
    await pick(page, 'Condition', 'Sealed');
    await at(page, 'pattern_brand_number');
    await pick(page, 'Brand', 'Simplicity');
    await type(page, 'Pattern number (optional)', 's9142');
    // Quantity starts at 1 and the price at its suggestion: both passed by Next, reached by their links.
    await follow(page, 'pattern_quantity');
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('1');
    await follow(page, 'pattern_price');
    await price(page, 'pattern_price', 'Price per piece', 'sewing-patterns');
    await expect.poll(() => page.getByRole('radio', { name: '$3.50', checked: true }).count()).toBe(1);
    await next(page);
    await at(page, 'upload_product');
    expect(await page.locator('tr[data-field="patternNumber"]').textContent()).toContain('S9142');
    await upload(page, async () => {
      await screenshot(page, 'supplies-upload-success-phone');
      // The supply's label: its SKU, description and price; Start New Supply is offered for supplies.
      // The SKU the shop gave, as the success banner shows it.
      const sku = /SKU (\d+)/.exec((await page.getByTestId('upload-panel').textContent()) ?? '')![1]!;
      const label = await captureLabel(page, () => page.getByRole('button', { name: 'Print Product Label' }).click());
      expect(label.pages).toBe(1);
      expect(label.text).toContain(sku);
      expect(label.text).toContain('$3.50');
      expect(label.text).toContain('Simplicity');
      expect(await page.getByRole('button', { name: 'Start New Supply' }).count()).toBe(1);
    });
  });

  it('Thread: silk forces its material and hides Thread Material; no Various for single spools', async () => {
    const page = await begin('Thread', 'thread_selling_unit');
    await pick(page, 'Selling unit', 'Individual');
    await addPhotos(page);
    await at(page, 'thread_type');
    await pick(page, 'Thread type', 'Silk');
    await at(page, 'thread_colours');
    expect(await sidebarWith(page)).not.toContain('Thread Material');
    // The first colour ends the page.
    await press(page, 'Purple');
    await at(page, 'thread_size');
    await expect.poll(() => options(page, 'Thread on spool')).toEqual(['Full', 'Less Than Full']);
    await pick(page, 'Spool size', 'Home Sewing');
    await pick(page, 'Is the thread brand known?', 'Yes');
    // The brand ends the page, and Next passes Quantity (1) by: it is opened to change it.
    await pick(page, 'Brand', 'Gutermann');
    await at(page, 'thread_uses_imperfections');
    await visit(page, 'thread_quantity');
    await type(page, 'Quantity', '2');
    await next(page);
    await flawsAsked(page, 'thread_uses_imperfections', 'thread_price');
    await press(page, 'Embroidery');
    // No flaws, the last answer, ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'No flaws');
    await priceFromReview(page, 'thread_price');
    await price(page, 'thread_price', 'Price per piece', 'thread');
    await next(page);
    await at(page, 'upload_product');
    expect(await page.locator('tr[data-field="material"]').textContent()).toContain('Silk');
    await upload(page);
  });

  it('Ribbing: a pack with double width; stretch offers no 4-way', async () => {
    const page = await begin('Ribbing', 'ribbing_selling_unit');
    await pick(page, 'Selling unit', 'Pack');
    await addPhotos(page);
    await at(page, 'ribbing_material_stretch');
    await pick(page, 'Material', 'Cotton Spandex');
    await expect.poll(() => options(page, 'Stretch')).toEqual(['None', '2-way']);
    await pick(page, 'Stretch', '2-way');
    await at(page, 'ribbing_colours');
    // The first colour ends the page; the optional pattern waits on the page of 'Any flaws?'.
    await press(page, 'Grey');
    await flawsAsked(page, 'ribbing_pattern_imperfections', 'ribbing_dimensions');
    await press(page, 'No flaws');
    await at(page, 'ribbing_dimensions');
    await type(page, 'Width (cm)', '10');
    await type(page, 'Length (cm)', '60');
    await pick(page, 'Size', 'Double Width');
    await at(page, 'ribbing_common_use');
    // The first use ends the page.
    await press(page, 'Cuffs');
    await at(page, 'ribbing_quantity');
    await type(page, 'Quantity', '1');
    // The pack size preset ends the page; the suggested price is passed by, so the review follows.
    await press(page, '4');
    await priceFromReview(page, 'ribbing_price');
    await price(page, 'ribbing_price', 'Price per pack', 'ribbing');
    await next(page);
    await upload(page);
  });
});

describe('elastic', () => {
  it('By Meter: width converts between Imperial and Metric; no Pre-Sewn by the metre', async () => {
    const page = await begin('Elastic', 'elastic_selling_unit');
    await pick(page, 'Selling unit', 'By Meter');
    await addPhotos(page);
    await at(page, 'elastic_dimensions');
    const width = page.getByRole('textbox', { name: 'Width', exact: true });
    await type(page, 'Width', '1 1/2');
    await page.getByText('Metric', { exact: true }).click();
    await expect.poll(() => width.inputValue()).toBe('38.1');
    await page.getByText('Imperial', { exact: true }).click();
    await expect.poll(() => width.inputValue()).toBe('1 1/2');
    await next(page);
    await at(page, 'elastic_quantity');
    await type(page, 'Metres', '5');
    await next(page);
    await at(page, 'elastic_type');
    await expect.poll(() => options(page, 'Elastic type')).toContain('Knitted');
    expect(await options(page, 'Elastic type')).not.toContain('Pre-Sewn');
    // A picture ends the page. No qualities (the default), but 'Any flaws?' has none: Next stops at it.
    await pick(page, 'Elastic type', 'Knitted');
    await flawsAsked(page, 'elastic_qualities_imperfections', 'elastic_colours');
    await press(page, 'No flaws');
    await at(page, 'elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'White');
    await priceFromReview(page, 'elastic_price');
    await price(page, 'elastic_price', 'Price per meter', 'elastic-by-meter');
    await next(page);
    await upload(page);
  });

  it('Roll: tubular width shown doubled, length type, partially unrolled offered', async () => {
    const page = await begin('Elastic', 'elastic_selling_unit');
    await pick(page, 'Selling unit', 'Roll');
    await addPhotos(page);
    await at(page, 'elastic_dimensions_quantity');
    await type(page, 'Width', '3/4');
    await page.getByRole('checkbox', { name: 'Tubular' }).check();
    await expect.poll(() => page.getByTestId('width-note').textContent()).toBe('Tubular: 3/4 in (1 1/2 in flat)');
    await type(page, 'Length (m)', '25');
    await pick(page, 'Length is', 'Known');
    await screenshot(page, 'supplies-elastic-dimensions-phone');
    await next(page);
    await at(page, 'elastic_type');
    await screenshot(page, 'supplies-elastic-type-phone');
    // A picture ends the page, and Next stops at qualities and flaws: 'Any flaws?' has no default.
    await pick(page, 'Elastic type', 'Braided');
    await flawsAsked(page, 'elastic_qualities_imperfections', 'elastic_colours');
    await pick(page, 'Does the elastic have any qualities?', 'Yes');
    await press(page, 'Latex Grip');
    // The flaw a roll may have, chosen: that is the answer Yes.
    await press(page, 'Partially Unrolled');
    await next(page);
    await at(page, 'elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'Black');
    await priceFromReview(page, 'elastic_price');
    await price(page, 'elastic_price', 'Price per roll', 'elastic-roll');
    await next(page);
    await upload(page);
  });

  it('Bundle: Pre-Sewn asks Type of Pre-Sewn Elastic', async () => {
    const page = await begin('Elastic', 'elastic_selling_unit');
    await pick(page, 'Selling unit', 'Bundle');
    await addPhotos(page);
    await at(page, 'elastic_dimensions_quantity');
    await page.getByRole('textbox', { name: 'Width', exact: true }).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Length is' }).count()).toBe(0);
    await type(page, 'Width', '1');
    await type(page, 'Length (m)', '3');
    await next(page);
    await pick(page, 'Elastic type', 'Pre-Sewn');
    await press(page, 'Waistband');
    await expect.poll(() => page.getByText('Type of Pre-Sewn Elastic', { exact: true }).count()).toBe(1);
    await next(page);
    await flawsAsked(page, 'elastic_qualities_imperfections', 'elastic_colours');
    await press(page, 'No flaws');
    await at(page, 'elastic_colours');
    await press(page, 'Beige');
    await priceFromReview(page, 'elastic_price');
    await price(page, 'elastic_price', 'Price per bundle', 'elastic-bundle');
    await next(page);
    await upload(page);
  });

  it('Pack: pack size and a typed elastic type', async () => {
    const page = await begin('Elastic', 'elastic_selling_unit');
    await pick(page, 'Selling unit', 'Pack');
    await addPhotos(page);
    await at(page, 'elastic_dimensions_quantity');
    await type(page, 'Width', '1/4');
    await type(page, 'Length (m)', '2');
    await type(page, 'Pack size', '5');
    await next(page);
    await at(page, 'elastic_type');
    await type(page, 'Elastic type (other)', 'Picot edge');
    await next(page);
    await flawsAsked(page, 'elastic_qualities_imperfections', 'elastic_colours');
    await press(page, 'No flaws');
    await at(page, 'elastic_colours');
    await press(page, 'Pink');
    await priceFromReview(page, 'elastic_price');
    await price(page, 'elastic_price', 'Price per pack', 'elastic-pack');
    await next(page);
    await upload(page);
  });
});

/** The trim pages after the dimensions, the same for every unit but the type. */
async function trimDetails(page: Page, trimType: string, weave: string | null, content: string, colour: string, use: string) {
  await at(page, 'trim_type_weave');
  await pick(page, 'Trim type', trimType);
  if (weave) {
    await expect.poll(() => page.getByRole('radio', { name: trimType, checked: true }).count()).toBe(1);
    // The weave, last on the page, ends it.
    await press(page, weave);
  } else {
    // A type without a weave ends the page; Back shows it chosen and no weave asked.
    await at(page, 'trim_design_shape');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await at(page, 'trim_type_weave');
    await expect.poll(() => page.getByRole('radio', { name: trimType, checked: true }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Weave type' }).count()).toBe(0);
    await next(page);
  }
  await at(page, 'trim_design_shape');
  // No qualities (the default): Next passes their page by.
  await next(page);
  await at(page, 'trim_content');
  await press(page, content);
  await next(page);
  await at(page, 'trim_colours');
  // The first colour ends the page.
  await press(page, colour);
  await flawsAsked(page, 'trim_uses_imperfections', 'trim_price');
  await press(page, use);
  // No flaws, the last answer, ends the page: on to the price, or past a suggested one to the review.
  await press(page, 'No flaws');
}

/** The suggested price, passed by Next after the trim details, opened from the review's price row. */
async function trimPrice(page: Page, label: string, shot: string) {
  await priceFromReview(page, 'trim_price');
  await price(page, 'trim_price', label, shot);
}

describe('trim', () => {
  it('By Meter: ribbon with a weave', async () => {
    const page = await begin('Trim', 'trim_selling_unit');
    await pick(page, 'Selling unit', 'By Meter');
    await addPhotos(page);
    await at(page, 'trim_dimensions');
    // An unreadable width is named at the field, and the price page sends staff back to it.
    await type(page, 'Width', 'wide');
    await expect.poll(() => page.getByText('Width (in) must be a number').count()).toBe(1);
    await next(page);
    await type(page, 'Metres', '10');
    await next(page);
    await trimDetails(page, 'Ribbon', 'Grosgrain', 'Polyester', 'Navy', 'Crafts');
    await at(page, 'trim_price');
    const missing = page.getByTestId('missing-for-price').getByRole('link');
    await expect.poll(() => missing.allTextContents()).toEqual(['Width (in)']);
    const [r, g] = (await missing.first().evaluate((a) => getComputedStyle(a).color)).match(/\d+/g)!.map(Number);
    expect(r! > 150 && g! < 120).toBe(true);
    await screenshot(page, 'supplies-price-missing-phone');
    await missing.first().click();
    await at(page, 'trim_dimensions');
    await type(page, 'Width', '5/8');
    await visit(page, 'upload_product');
    await priceFromReview(page, 'trim_price');
    await price(page, 'trim_price', 'Price per meter', 'trim-by-meter');
    await next(page);
    await upload(page);
  });

  it('Roll: lace with a known length', async () => {
    const page = await begin('Trim', 'trim_selling_unit');
    await pick(page, 'Selling unit', 'Roll');
    await addPhotos(page);
    await at(page, 'trim_dimensions_quantity');
    await type(page, 'Width', '1');
    await type(page, 'Length (m)', '30');
    await pick(page, 'Length is', 'Estimated');
    await next(page);
    await trimDetails(page, 'Lace', 'Chantilly', 'Cotton', 'White', 'Bridal');
    await trimPrice(page, 'Price per roll', 'trim-roll');
    await next(page);
    await upload(page);
  });

  it('Bundle: faux fur has no weave', async () => {
    const page = await begin('Trim', 'trim_selling_unit');
    await pick(page, 'Selling unit', 'Bundle');
    await addPhotos(page);
    await type(page, 'Width', '2');
    await type(page, 'Length (m)', '3');
    await next(page);
    await trimDetails(page, 'Faux Fur', null, 'Acrylic', 'Brown', 'Apparel');
    await trimPrice(page, 'Price per bundle', 'trim-bundle');
    await next(page);
    await upload(page);
  });

  it('Pack: ricrac in packs of 4', async () => {
    const page = await begin('Trim', 'trim_selling_unit');
    await pick(page, 'Selling unit', 'Pack');
    await addPhotos(page);
    await type(page, 'Width', '3/8');
    await type(page, 'Length (m)', '2');
    await type(page, 'Pack size', '4');
    await next(page);
    await trimDetails(page, 'Ricrac', null, 'Cotton', 'Yellow', 'Crafts');
    await trimPrice(page, 'Price per pack', 'trim-pack');
    await next(page);
    await upload(page);
  });
});

describe('bias tape and everything else', () => {
  it('Bias Tape: a package has brand and additional info, and may be Extra Wide', async () => {
    const page = await begin('Bias Tape', 'bias_tape_selling_unit');
    await pick(page, 'Selling unit', 'Package');
    await addPhotos(page);
    await at(page, 'bias_tape_dimensions_quantity');
    await page.getByRole('textbox', { name: 'Width', exact: true }).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Length is' }).count()).toBe(0);
    await type(page, 'Width', '1/2');
    await type(page, 'Length (m)', '3');
    await type(page, 'Quantity', '2');
    await next(page);
    await at(page, 'bias_tape_material_type');
    await pick(page, 'Material', 'Woven');
    // Both set end the page. Brand and information start at No and are passed by; 'Any flaws?' has no
    // default, so Next stops at its page, and the page before links only to the brand page it passes.
    await pick(page, 'Bias tape type', 'Double Fold');
    await flawsAsked(page, 'bias_tape_qualities_imperfections', 'bias_tape_colours');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await at(page, 'bias_tape_material_type');
    await expect.poll(() => passedBy(page)).toEqual(['bias_tape_brand_info']);
    await follow(page, 'bias_tape_brand_info');
    await pick(page, 'Is the bias tape brand known?', 'Yes');
    await type(page, 'Brand (other)', 'wrights');
    // The last answer ends the page, on to the flaws still to answer.
    await pick(page, 'Is there any additional information?', 'No');
    await flawsAsked(page, 'bias_tape_qualities_imperfections', 'bias_tape_colours');
    await pick(page, 'Does the bias tape have any qualities?', 'Yes');
    await press(page, 'Extra Wide');
    await press(page, 'No flaws');
    await at(page, 'bias_tape_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'Red');
    await priceFromReview(page, 'bias_tape_price');
    await price(page, 'bias_tape_price', 'Price per pack', 'bias-tape');
    await next(page);
    await at(page, 'upload_product');
    expect(await page.locator('tr[data-field="brand"]').textContent()).toContain('Wrights');
    await upload(page, async () => {
      // Next item (no confirmation after an upload) keeps the kind: a fresh bias tape draft at its first step.
      await page.getByRole('button', { name: 'Next item', exact: true }).click();
      await at(page, 'bias_tape_selling_unit');
      expect(await topBar(page)).toBe('Bias Tape');
      await page.getByRole('radiogroup', { name: 'Selling unit' }).waitFor();
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    });
  });

  it('Everything Else: sequins are always a pack, typed price only, top bar shows the type', async () => {
    const page = await begin('Everything Else', 'other_supply_type');
    expect(await topBar(page)).toBe('Everything Else');
    await pick(page, 'Craft', 'Sequins');
    await at(page, 'other_supply_camera');
    expect(await topBar(page)).toBe('Sequins');
    expect(await sidebarWith(page)).not.toContain('Selling Unit');
    await addPhotos(page);
    await at(page, 'other_supply_name');
    await expect.poll(() => page.getByRole('heading', { name: 'Add a name' }).count()).toBe(1);
    await type(page, 'Name (optional)', 'iridescent cup');
    // The optional dimensions, weight and size, with nothing given, are passed by Next: reached by their links.
    await follow(page, 'other_supply_dimensions');
    await type(page, 'Width (cm), optional', '20');
    await pick(page, 'These dimensions describe', 'The Package');
    await at(page, 'other_supply_quantity');
    await visit(page, 'other_supply_weight_size');
    await type(page, 'Weight (g), optional', '50');
    await next(page);
    await at(page, 'other_supply_quantity');
    await type(page, 'Quantity', '1');
    // The pack size preset ends the page, and Next stops at 'Any flaws?' (no default). No flaws ends
    // it, and additional information (No) is passed by.
    await press(page, '20');
    await flawsAsked(page, 'other_supply_imperfections', 'other_supply_additional_info');
    await press(page, 'No flaws');
    await at(page, 'other_supply_colours');
    await visit(page, 'other_supply_additional_info');
    await pick(page, 'Is there any additional information?', 'Yes');
    await expect.poll(() => page.getByText('Use complete sentences.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Additional information' }).fill('about 500 sequins in the pack.');
    await page.getByRole('textbox', { name: 'Additional information' }).press('Tab');
    await next(page);
    await at(page, 'other_supply_colours');
    // The first colour ends the page.
    await press(page, 'Multi');
    await price(page, 'other_supply_price', 'Price per pack', 'everything-else', '4.50');
    await next(page);
    await at(page, 'upload_product');
    expect(await page.locator('tr[data-field="sellingUnit"]').textContent()).toContain('Pack');
    await upload(page, async () => {
      // Start New Supply goes back to the picker with nothing chosen.
      await page.getByRole('button', { name: 'Start New Supply' }).click();
      await at(page, 'supply_type');
      await expect.poll(() => sidebar(page)).toEqual(['Supplies']);
      expect(await topBar(page)).toBe('Supplies');
    });
  });
});
