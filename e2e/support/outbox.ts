import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, viaSidebar } from './journey';
import { makeJpeg, writeFixtures } from './photos';
import { FABRIC_BENCH_DRAFT } from '../../bench/fabric-draft';

/** A finished fabric draft named `name` with a photo of each colour, on its upload page. */
export async function fabricReadyToUpload(page: Page, name: string, colours: readonly string[]): Promise<void> {
  const files = writeFixtures(
    Object.fromEntries(await Promise.all(colours.map(async (c, i) => [`${name}-${i}.jpg`, await makeJpeg(page, 900, 600, c)] as const))),
  );
  await openWithDraft(page, 'fabric', { ...FABRIC_BENCH_DRAFT, name }, '/product_entry/camera');
  await page.getByTestId('photo-input').setInputFiles(Object.values(files));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(colours.length);
  await viaSidebar(page, '/product_entry/upload_product');
  await expect.poll(() => page.getByText('Ready to upload.').isVisible(), { timeout: 20_000 }).toBe(true);
}

/** The upload panel's state: 'queued' once the item is kept in the outbox. */
export const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
/** The top bar's count of items waiting; gone when none waits. */
export const outboxBadge = (page: Page) => page.getByTestId('outbox-badge');

export const RED = '#d32f2f';
export const GREEN = '#388e3c';
export const BLUE = '#1976d2';
