import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { screenshot, toastAtRest, VIEWPORTS } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { makeJpeg, writeFixtures } from './support/photos';
import { captureLabel } from './support/labels';
import { at, next, pick, type } from './support/supplies-walk';
import { FABRIC_BENCH_DRAFT } from '../bench/fabric-draft';
import { contentText } from '../src/shared/labels/label-data';
import type { FabricDraft } from '../src/shared/schemas/fabric';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';

/**
 * Issue 14, items 3 and 4: nothing staff enter is lost, and no label is wrong. Each product flow
 * keeps its own draft; an uploaded draft is sealed and the next visit starts the next item; labels
 * say what the shop holds. On a phone, as staff use it.
 */
const journey = useServerAndBrowser();
/** Every journey here takes the file's phone tab in turn, as a new tab of a signed-in phone. */
const phoneTab = newPageTabs(journey, 'phone');

const fabricStep = (page: Page, id: string) => page.waitForURL(`**/product_entry/${id}`);
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();
const thumbNames = (page: Page) => page.getByTestId('photo-thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { draftId: string; data: Record<string, unknown> } | null, key);
const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
const sidebarLinks = (page: Page) =>
  page
    .locator('nav[aria-label="Steps"] a')
    .evaluateAll((links) => links.map((a) => ({ label: a.textContent ?? '', disabled: a.getAttribute('aria-disabled') === 'true' })));

async function photoFiles(page: Page, names: string[], colour: string): Promise<string[]> {
  const made: Record<string, Buffer> = {};
  for (const name of names) made[name] = await makeJpeg(page, 640, 480, colour);
  return Object.values(writeFixtures(made));
}

async function addPhotos(page: Page, files: string[]) {
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(files.length);
}

/** Opens a task from Home, as staff do (the page's own link, not an address typed in). */
async function fromHome(page: Page, task: 'Go To Fabric Entry' | 'Go To Supplies Entry') {
  await page.goto('/');
  await page.getByRole('link', { name: task }).click();
}

/**
 * A finished fabric stored as a browser from before the upgrade holds it (the single key
 * 'productForm'): the app moves it to the fabric's own key on load, so nobody loses a draft.
 */
async function fabricReadyToUpload(page: Page, draft: FabricDraft) {
  await page.evaluate((data) => localStorage.setItem('productForm', JSON.stringify({ draftId: `legacy-${Date.now()}`, data })), draft);
  await page.goto('/product_entry/camera');
  await addPhotos(page, await photoFiles(page, ['front.jpg', 'back.jpg', 'edge.jpg'], '#6a1b9a'));
  await page.goto('/product_entry/upload_product');
  await expect.poll(() => uploadState(page)).toBe('ready');
}

async function upload(page: Page) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
  await toastAtRest(page);
}

const newest = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/product/recent?limit=1')).json()) as { products: ProductRecord[] }).products[0]!);

/**
 * A fabric label page line by line, as the shop's record says it must read: SKU, price, name,
 * content, then the width in cm (and for a bundle its length in m) on one line.
 */
function expectedFabricPages(record: ProductRecord): string[][] {
  const d = record.details;
  if (d.productType !== 'Fabric') throw new Error(`${record.productId} is not a fabric`);
  const at = (list: number[] | undefined, i: number) => list?.[i] ?? list?.[0];
  return record.variants.map((v, i) => {
    const width = `${at(d.widthCM, i)} CM`;
    return [
      v.sku,
      `$${Number(v.price).toFixed(2)}`,
      String(d.name),
      contentText(d.content),
      d.bundleOrRoll === 'Bundle' ? `${width} \u00b7 ${at(d.lengthM, i)} m` : width,
    ];
  });
}

/** The printed pages, each as its lines of text (pdftotext -layout, pages split at form feeds). */
const printedPages = (text: string) =>
  text
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim().replace(/\s{2,}/g, '  '))
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);

describe('drafts and labels', () => {
  it('keeps a half-entered fabric while a supply is started, and both (with their photos) when going back and forth', async () => {
    const { page } = await phoneTab();
    const fabricPhotos = await photoFiles(page, ['bolt.jpg', 'selvage.jpg', 'drape.jpg'], '#00695c');
    const supplyPhotos = await photoFiles(page, ['card.jpg', 'back-of-card.jpg'], '#ef6c00');

    await fromHome(page, 'Go To Fabric Entry');
    await fabricStep(page, 'bundle_or_roll');
    await radio(page, 'Bundle');
    await fabricStep(page, 'has_variants');
    await radio(page, 'No');
    await fabricStep(page, 'camera');
    await addPhotos(page, fabricPhotos);
    const fabric = await page.evaluate(() => localStorage.getItem('productForm.fabric'));

    // Opening Supplies and entering part of a button card does not touch the fabric.
    await fromHome(page, 'Go To Supplies Entry');
    await at(page, 'supply_type');
    await page.getByRole('radiogroup', { name: 'Supply type' }).getByRole('radio', { name: 'Buttons', exact: true }).click();
    await at(page, 'button_selling_unit');
    await pick(page, 'Selling unit', 'Individual');
    await addPhotos(page, supplyPhotos);
    await next(page);
    await at(page, 'button_size');
    await type(page, 'Button width (mm)', '15');

    // Back to the fabric: its answers and its three photos, in order.
    await fromHome(page, 'Go To Fabric Entry');
    await fabricStep(page, 'bundle_or_roll');
    expect(await page.getByRole('radio', { name: 'Bundle', exact: true }).getAttribute('aria-checked')).toBe('true');
    await page.goto('/product_entry/camera');
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual(['bolt.jpg', 'selvage.jpg', 'drape.jpg']);

    // And back to the supply: still Buttons, its width and its two photos.
    await fromHome(page, 'Go To Supplies Entry');
    await at(page, 'supply_type');
    expect(await page.getByRole('radio', { name: 'Buttons', exact: true }).getAttribute('aria-checked')).toBe('true');
    await page.goto('/supplies/button_size');
    expect(await page.getByRole('textbox', { name: 'Button width (mm)', exact: true }).inputValue()).toBe('15');
    await page.goto('/supplies/button_camera');
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual(['card.jpg', 'back-of-card.jpg']);
    // Each under its own key: the fabric's exactly as it was before Supplies opened.
    expect((await stored(page, 'productForm.supplies'))?.data).toMatchObject({
      productType: 'Buttons',
      sellingUnit: 'Individual',
      widthMM: '15',
    });
    expect(await page.evaluate(() => localStorage.getItem('productForm.fabric'))).toBe(fabric);
    expect((await stored(page, 'productForm.fabric'))?.data).toMatchObject({
      productType: 'Fabric',
      bundleOrRoll: 'Bundle',
      hasVariants: 'No',
    });
  });

  it('shows an uploaded fabric read-only, and coming back to fabric entry starts the next item keeping type and unboxing date', async () => {
    const { page } = await phoneTab();
    const draft: FabricDraft = {
      ...FABRIC_BENCH_DRAFT,
      name: 'old item',
      unboxingDateExists: 'Yes',
      unboxingDate: '2026-12-05',
      mediaTag: 'Unboxing',
    };
    await fabricReadyToUpload(page, draft);
    await upload(page);

    // The success view: the spec's banner and buttons, the item as the shop holds it, nothing to edit.
    const panel = page.getByTestId('upload-panel');
    await expect.poll(() => panel.getByText('Upload Success').isVisible()).toBe(true);
    for (const name of ['Print Product Label', 'Next item', 'Same as last'])
      expect(await panel.getByRole('button', { name }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Start New Product' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    await expect.poll(() => page.locator('tr[data-field="name"] [data-column="value"]').textContent()).toBe('Old Item');
    expect(await page.getByRole('table', { name: 'Review' }).getByRole('link').count()).toBe(0);
    expect(await page.locator('main input, main textarea').count()).toBe(0);
    const sidebar = await sidebarLinks(page);
    expect(sidebar.filter((l) => !l.disabled).map((l) => l.label)).toEqual(['Upload Product']);
    expect(await page.getByTestId('uploaded-item').count()).toBe(1);
    await screenshot(page, 'drafts-sealed-success-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'drafts-sealed-success-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // A reload still shows it, sealed.
    await page.reload();
    await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-sealed')).toBe('true');
    // The draft stored under the old single key was moved to the fabric's own key and uploaded from there.
    expect(await page.evaluate(() => localStorage.getItem('productForm'))).toBeNull();
    const uploadedId = (await stored(page, 'productForm.fabric'))!.draftId;

    // Home -> Go To Fabric Entry: the next item, not the uploaded one again.
    await fromHome(page, 'Go To Fabric Entry');
    await fabricStep(page, 'bundle_or_roll');
    await expect.poll(() => page.getByRole('radio', { name: 'Bundle', exact: true }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await stored(page, 'productForm.fabric'))?.draftId).not.toBe(uploadedId);
    const next = (await stored(page, 'productForm.fabric'))!.data;
    expect(next).toMatchObject({ productType: 'Fabric', unboxingDate: '2026-12-05', unboxingDateExists: 'Yes' });
    for (const field of ['name', 'price', 'priceOther', 'bundleOrRoll', 'images']) expect(next[field]).toBeUndefined();
    await radio(page, 'Bundle');
    await fabricStep(page, 'has_variants');
    await radio(page, 'No');
    await fabricStep(page, 'camera');
    expect(await page.getByTestId('photo-thumb').count()).toBe(0);
    await page.goto('/product_entry/upload_product');
    await expect.poll(() => uploadState(page)).toBe('invalid');
    expect(await page.locator('tr[data-field="unboxingDate"] [data-column="value"]').textContent()).toBe('December 5');
  });

  it("prints the label the shop's record says, also after the draft was changed behind the page's back", async () => {
    const { page } = await phoneTab();
    await fabricReadyToUpload(page, { ...FABRIC_BENCH_DRAFT, name: 'old item', price: ['20', '27'] });
    await upload(page);
    const record = await newest(page);
    const expected = expectedFabricPages(record);
    expect(expected[0]!.slice(1, 3)).toEqual(['$20.00', 'Old Item']);

    const print = async () =>
      printedPages((await captureLabel(page, () => page.getByRole('button', { name: 'Print Product Label' }).click())).text);
    expect(await print()).toEqual(expected);

    // Someone edits the stored draft (wherever it is kept): a new name, price and sizes, as the old
    // tool let staff do after an upload.
    const edited = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('productForm'))
        .filter((key) => {
          const form = JSON.parse(localStorage.getItem(key)!) as { data?: Record<string, unknown> };
          if (form.data?.name !== 'old item') return false;
          form.data = { ...form.data, name: 'new item', price: ['3', '3'], widthCM: ['90', '90'], lengthM: ['1', '1.5'] };
          localStorage.setItem(key, JSON.stringify(form));
          return true;
        }),
    );
    expect(edited).toHaveLength(1);
    expect(await print()).toEqual(expected);
    await page.reload();
    await expect.poll(() => uploadState(page)).toBe('success');
    const pages = await print();
    expect(pages).toEqual(expected);
    expect(pages.flat().join(' ')).not.toMatch(/New Item|\$3\.00/i);
    // What the page shows is the shop's item as well, not the edited draft.
    await expect.poll(() => page.locator('tr[data-field="name"] [data-column="value"]').textContent()).toBe('Old Item');
  });

  it('Same as last: the next colourway asks only what differs, and Back still shows every copied page', async () => {
    const { page } = await phoneTab();
    await fabricReadyToUpload(page, { ...FABRIC_BENCH_DRAFT, name: 'first colour' });
    await upload(page);
    await page.getByTestId('upload-panel').getByRole('button', { name: 'Same as last' }).click();

    // Every page the new item stops at, in order, as staff move on with Next or an answer.
    const stops: string[] = [];
    const at = () => {
      const step = new URL(page.url()).pathname.split('/').pop()!;
      // The flow's own address only redirects to its first open page.
      if (step !== 'product_entry' && stops.at(-1) !== step) stops.push(step);
      return step;
    };
    await expect.poll(at).toBe('has_variants');
    await radio(page, 'No');
    await fabricStep(page, 'camera');
    at();
    await addPhotos(page, await photoFiles(page, ['second-front.jpg', 'second-back.jpg', 'second-edge.jpg'], '#00695c'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await fabricStep(page, 'dimensions');
    at();
    await page.getByRole('textbox', { name: 'Length (m)', exact: true }).fill('3');
    await page.keyboard.press('Enter');
    // The fibre, weave, stretch, colours and the pattern were copied; the flaws belong to the piece
    // and have no default (issue 26 item 1), so the new piece stops there, and No flaws is one tap.
    await fabricStep(page, 'pattern_imperfections');
    at();
    await expect.poll(() => page.getByRole('button', { name: 'No flaws', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'No flaws', exact: true }).click();
    // The rest was copied: straight to the upload.
    await fabricStep(page, 'upload_product');
    at();
    expect(stops).toEqual(['has_variants', 'camera', 'dimensions', 'pattern_imperfections', 'upload_product']);
    await expect.poll(() => uploadState(page)).toBe('ready');
    await expect.poll(() => page.locator('tr[data-field="knitOrWoven"] [data-column="value"]').textContent()).toBe('Knit');

    // Back stops at every page, copied ones included, so any answer can still be changed.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(at).not.toBe('upload_product');
    expect(stops.at(-1)).not.toBe('dimensions');
  });
});
