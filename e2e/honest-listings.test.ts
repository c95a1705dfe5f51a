import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { newPage, screenshot, signIn, toastAtRest, VIEWPORTS } from './support/browser';
import { buttonsUnderToast } from './support/layout';
import { makeJpeg, writeFixtures } from './support/photos';
import { fabricVariantsDraft, supplyDraft } from '../src/shared/test/product-factory';
import { FLAWS_TEXT } from '../src/shared/rules/flaws';

/**
 * Issue 26 'Done when', on a phone (320 px): for a fabric with variants, a zipper and a Velcro, an
 * item whose condition nobody gave cannot be uploaded (the review names it and links to the page
 * asking 'Any flaws?', answered in one tap), the price shows on the review before upload, and two
 * identical items reach the shop under two titles. The fabric bundle walks the same pages in
 * fabric.test.ts, price-before-upload.test.ts and distinct-titles.test.ts.
 */
const journey = useServerAndBrowser();

interface Kind {
  name: string;
  flow: 'fabric' | 'supplies';
  root: string;
  camera: string;
  /** The item as staff leave it, but for 'Any flaws?', which nobody answered. */
  draft: object;
  /** What the review's price block says of it. */
  price: string;
}

const KINDS: readonly Kind[] = [
  {
    name: 'a fabric with variants',
    flow: 'fabric',
    root: '/product_entry',
    camera: 'camera',
    draft: { ...fabricVariantsDraft({ name: undefined }), imperfectionExists: undefined },
    // With variants each row's price is on the listing; the review's block is for a single price.
    price: '',
  },
  {
    name: 'a zipper',
    flow: 'supplies',
    root: '/supplies',
    camera: 'zipper_camera',
    draft: { ...supplyDraft('Zippers'), imperfectionExists: undefined },
    price: 'Price per piece: $3.50',
  },
  {
    name: 'a Velcro',
    flow: 'supplies',
    root: '/supplies',
    camera: 'other_supply_camera',
    draft: { ...supplyDraft('Other Supply'), imperfectionExists: undefined },
    price: 'Price per meter: $4.00',
  },
];

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
const title = (page: Page) => page.getByTestId('listing-title').textContent();

/** The item entered again (the same answers), with three photos of its own, on its review. */
async function enter(page: Page, kind: Kind, shade: string): Promise<void> {
  await openWithDraft(page, kind.flow, kind.draft, `${kind.root}/${kind.camera}`);
  const made: Record<string, Buffer> = {};
  for (const side of ['front', 'back', 'edge']) made[`honest-${shade.slice(1)}-${side}.jpg`] = await makeJpeg(page, 640, 480, shade);
  await page.getByTestId('photo-input').setInputFiles(Object.values(writeFixtures(made)));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
  await viaSidebar(page, `${kind.root}/upload_product`);
}

/** The review refuses the item until 'Any flaws?' is answered; its link opens the question, No flaws is one tap. */
async function answerFlawsFromReview(page: Page, kind: Kind): Promise<void> {
  const errors = page.getByTestId('review-errors');
  const link = errors.getByRole('link', { name: 'Imperfections is required', exact: true });
  await link.waitFor();
  expect(await uploadState(page)).toBe('invalid');
  await link.click();
  const question = page.getByRole('group', { name: FLAWS_TEXT.question, exact: true });
  await question.waitFor();
  await screenshot(page, `honest-${kind.camera}-flaws`);
  const asked = new URL(page.url()).pathname;
  await question.getByRole('button', { name: FLAWS_TEXT.none, exact: true }).click();
  // The question was the page's last answer: No flaws moves on by itself.
  await page.waitForURL((url) => url.pathname !== asked);
  await viaSidebar(page, `${kind.root}/upload_product`);
  await expect.poll(() => uploadState(page), { timeout: 20_000 }).toBe('ready');
}

async function upload(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
  // The success toast shows at the foot of the phone's screen; the panel's buttons move up clear of it.
  await toastAtRest(page);
  await expect.poll(() => buttonsUnderToast(page, '[data-testid=upload-panel]')).toEqual([]);
  return (await title(page)) ?? '';
}

describe('every listing tells the truth (issue 26, on a phone)', () => {
  it.each(KINDS)('$name: the condition is asked, the price shows before upload, and two identical items get two titles', async (kind) => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);

    await enter(page, kind, '#2e7d32');
    await answerFlawsFromReview(page, kind);
    if (kind.price) await expect.poll(() => page.getByTestId('review-price-listed').textContent()).toBe(kind.price);
    else await expect.poll(() => page.getByTestId('listing-price').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    const first = await upload(page);

    await enter(page, kind, '#1b5e20');
    await answerFlawsFromReview(page, kind);
    // The shop has this title already: the review says so and shows the title it will carry instead.
    const warning = page.getByTestId('title-taken');
    await expect.poll(() => warning.isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, `honest-${kind.camera}-duplicate`);
    const second = await upload(page);
    expect(second).not.toBe(first);
    expect(second.startsWith(first)).toBe(true);

    await page.goto('/recent');
    const cards = page.getByTestId('recent-product');
    for (const listed of [first, second]) await expect.poll(() => cards.getByText(listed, { exact: true }).count()).toBe(1);
    await context.close();
  });
});
