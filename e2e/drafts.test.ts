import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { screenshot, toastAtRest } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { makeJpeg, writeFixtures } from './support/photos';
import { captureLabel } from './support/labels';
import { FABRIC_BENCH_DRAFT } from '../bench/fabric-draft';
import { contentText } from '../src/shared/labels/label-data';
import type { FabricDraft } from '../src/shared/schemas/fabric';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';

/**
 * Issue 14, item 4: no label is wrong. Labels say what the shop holds, read back from the real
 * shop and printed, whatever became of the draft. On a phone, as staff use it. Each flow keeping its
 * own draft, the sealed upload, the next item and Same as last are component tests
 * (src/client/wizard/drafts.dom.test.tsx).
 */
const journey = useServerAndBrowser();
const phoneTab = newPageTabs(journey, 'phone');

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');

async function photoFiles(page: Page, names: string[], colour: string): Promise<string[]> {
  const made: Record<string, Buffer> = {};
  for (const name of names) made[name] = await makeJpeg(page, 640, 480, colour);
  return Object.values(writeFixtures(made));
}

async function addPhotos(page: Page, files: string[]) {
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(files.length);
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

describe('labels', () => {
  it("prints the label the shop's record says, also after the draft was changed behind the page's back", async () => {
    const { page } = await phoneTab();
    await fabricReadyToUpload(page, { ...FABRIC_BENCH_DRAFT, name: 'old item', price: ['20', '27'] });
    await upload(page);
    await screenshot(page, 'drafts-sealed-success-phone');
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
});
