import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { screenshot } from './support/browser';
import { at, chooseKind, flawsAsked, fromReview, next, pick, press, suppliesPhone, type, uploadReviewed } from './support/supplies-walk';

/**
 * Issue 16, supplies items 14-23, as staff meet them on a phone: a typed zipper type on the Price
 * page, a Yes answer with nothing chosen, the unboxing tag, typed elastic types and metres with
 * decimals.
 */
const journey = useServerAndBrowser();

const phone = suppliesPhone(journey);
const addPhotos = phone.addPhotos;

async function begin(kind: string, firstStep: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await phone.tab();
  await chooseKind(page, kind, firstStep);
  return { context, page };
}

describe('supplies conformance (issue 16)', () => {
  it('zipper: a typed type is kept and the Price page says why it has no suggestion; a Yes brand needs one; the unboxing tag needs a date', async () => {
    const { context, page } = await begin('Zippers', 'zipper_selling_unit');
    await pick(page, 'Selling unit', 'Individual');
    await addPhotos(page);
    await at(page, 'zipper_type_closure');
    // Item 16: zipper type and closure have their 'other' box; typing disables the buttons.
    await type(page, 'Zipper type (other)', 'Horn');
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Zipper type', exact: true }).getByRole('radio', { name: 'Coil' }).isDisabled())
      .toBe(true);
    expect(await page.getByRole('textbox', { name: 'Closure (other)', exact: true }).count()).toBe(1);
    // Type and closure both set end the page.
    await pick(page, 'Closure', 'Separating');
    await at(page, 'zipper_dimensions');
    await type(page, 'Length (in)', '9');
    // The optional slider size is passed by Next.
    await next(page);
    await at(page, 'zipper_colours');
    // The first colour ends the page. Brand and quality start at No, but 'Any flaws?' has no default: Next stops at it.
    await press(page, 'Black');
    await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    // Item 22: Yes with nothing chosen is an error.
    await pick(page, 'Is the zipper brand known?', 'Yes');
    await expect.poll(() => page.getByText('Brand is required').count()).toBe(1);
    await type(page, 'Brand (other)', 'Riri');
    await expect.poll(() => page.getByText('Brand is required').count()).toBe(0);
    await pick(page, 'Does the zipper have any qualities?', 'No');
    // The last answer ends the page.
    await press(page, 'No flaws');
    await at(page, 'zipper_common_uses');
    // The first use ends the page. Quantity 1 is passed by; a typed zipper type has no suggested price, so its page is a stop.
    await press(page, 'Apparel');
    await at(page, 'zipper_price');
    // Item 14: nothing is missing, no rule prices a 'Horn' zipper, and the page says so.
    await expect
      .poll(() => page.getByTestId('no-suggestion').textContent())
      .toBe("No price rule for the zipper type 'Horn': type the price.");
    expect(await page.getByTestId('missing-for-price').count()).toBe(0);
    await type(page, 'Price per piece', '4.5');
    // Item 19: the unboxing tag, then its date.
    await pick(page, 'Is this supply for the Unboxing Collection?', 'Yes');
    await page.getByLabel('Select a date.').fill('2026-12-05');
    await page.getByLabel('Select a date.').press('Tab');
    await screenshot(page, 'supplies-conformance-zipper-price-typed-unboxing-phone');
    // No additional information (the default) is passed by Next.
    await next(page);
    await at(page, 'upload_product');
    await expect.poll(() => page.locator('tr[data-field="zipperType"]').textContent()).toContain('Horn');
    await expect.poll(() => page.locator('tr[data-field="unboxingDate"]').textContent()).toContain('December 5');
    await uploadReviewed(page);
    await context.close();
  });

  it('elastic by the metre: typed type disables the pictures and survives a tap; 2.5 m can be listed', async () => {
    const { context, page } = await begin('Elastic', 'elastic_selling_unit');
    await pick(page, 'Selling unit', 'By Meter');
    await addPhotos(page);
    await at(page, 'elastic_dimensions');
    // Item 17: a decimal inch width is shown as the fraction it is read as.
    await type(page, 'Width', '1.5');
    await expect.poll(() => page.getByTestId('width-note').textContent()).toContain('1.5 in = 1 1/2 in');
    await next(page);
    await at(page, 'elastic_quantity');
    // Item 23: metres with a decimal.
    await type(page, 'Metres', '2.5');
    await next(page);
    await at(page, 'elastic_type');
    // Item 16: typed text disables the pictures; a tap does not erase it.
    await type(page, 'Elastic type (other)', 'Picot edge');
    const knitted = page
      .getByRole('radiogroup', { name: 'Elastic type', exact: true })
      .getByRole('radio', { name: 'Knitted', exact: true });
    await expect.poll(() => knitted.isDisabled()).toBe(true);
    await knitted.click({ force: true });
    expect(await page.getByRole('textbox', { name: 'Elastic type (other)', exact: true }).inputValue()).toBe('Picot edge');
    // No qualities (the default), but 'Any flaws?' has none: Next stops at it.
    await next(page);
    await flawsAsked(page, 'elastic_qualities_imperfections', 'elastic_colours');
    await press(page, 'No flaws');
    await at(page, 'elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(page, 'White');
    await fromReview(page, 'price', 'elastic_price');
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Suggested prices' }).getByRole('radio', { checked: true }).count())
      .toBe(1);
    await next(page);
    await at(page, 'upload_product');
    await expect.poll(() => page.locator('tr[data-field="quantity"]').textContent()).toContain('2.5');
    await expect.poll(() => page.locator('tr[data-field="elasticType"]').textContent()).toContain('Picot Edge');
    // The review accepts it; the upload itself waits on the server, whose shop inventory holds whole
    // numbers only (src/server/services/upload.service.ts, not changed here).
    expect(await page.locator('tr[data-error]').allTextContents()).toEqual([]);
    await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready');
    await context.close();
  });

  it('sewing patterns: the type is picked from pictures', async () => {
    const { context, page } = await begin('Sewing Patterns', 'pattern_camera');
    await next(page);
    await at(page, 'pattern_type');
    const types = page.getByRole('radiogroup', { name: 'Sewing pattern type', exact: true });
    await expect.poll(() => types.locator('svg[data-picture]').count()).toBe(7);
    await pick(page, 'Sewing pattern type', 'Menswear');
    await expect.poll(() => types.getByRole('radio', { name: 'Menswear', checked: true }).count()).toBe(1);
    await screenshot(page, 'supplies-conformance-pattern-type-phone');
    await context.close();
  });

  it('everything else: Notions and Applique are listed under Other, as in the inventory', async () => {
    const { context, page } = await begin('Everything Else', 'other_supply_type');
    const other = page.getByRole('radiogroup', { name: 'Other', exact: true });
    await expect
      .poll(() => other.getByRole('radio').allTextContents())
      .toEqual(['Tools', 'Books', 'Bridal Wear', 'Notions', 'Costume Jewelry', 'Clothing', 'Applique', 'Accessories']);
    await context.close();
  });
});
