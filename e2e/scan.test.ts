import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/journey';
import { launchBrowser, newPage, signIn } from './support/browser';
import { fakeCameraArgs, labelVideo } from './support/fake-camera';
import { ROLL, uploadRoll } from './support/rolls';

const journey = useServerAndBrowser();

describe('scanning a label with the camera (issue 19)', () => {
  it('opens the roll whose label the camera reads, with no typing and no tap on the roll', async () => {
    const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
    await signIn(seeding.page);
    const sku = await uploadRoll(seeding.page, ROLL);
    await seeding.context.close();

    // A phone whose camera films that roll's label.
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(sku)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page);
      await page.goto('/roll_to_bundle');
      await page.waitForURL('**/roll_to_bundle/search');
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await expect.poll(() => page.getByLabel('Camera preview').count()).toBe(1);
      // Headless Chromium on Linux has no BarcodeDetector: zxing-wasm reads the camera's frames.
      await page.waitForURL('**/roll_to_bundle/length', { timeout: 30_000 });
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
