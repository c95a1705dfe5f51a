/**
 * `npm run bench`: prints figures, asserts nothing. Times `npm start` on the built dist/ first (on a
 * quiet machine, before the browser starts), then runs the built client against a real server on
 * the embedded default, in headless Chromium on this machine, and ends with the staff action counts
 * of issue 17 (bench/actions/: each task walked on a phone, its actions and pages beside the goal).
 *
 * `npm run bench -- actions` (or BENCH_ONLY=actions) runs only the action counts; BENCH_ACTIONS_LOG=1
 * lists every counted action. `npm run bench -- lighthouse` (or BENCH_ONLY=lighthouse) runs only the
 * Lighthouse accessibility scores of /login and the fabric flow's first page (bench/lighthouse.ts).
 * `npm run bench -- memory` (or BENCH_ONLY=memory) runs only the servers' memory, idle and busy, on
 * PGlite and PostgreSQL (bench/memory.ts). CLIENT_DIR=<a vite build> measures that build instead of dist/client.
 */
import os from 'node:os';
import zlib from 'node:zlib';
import { startServer } from '../e2e/support/server';
import { launchBrowser, newPage, signIn } from '../e2e/support/browser';
import { makeJpeg, writeFixtures } from '../e2e/support/photos';
import { FABRIC_BENCH_DRAFT } from './fabric-draft';
import { PRODUCT_FORM_KEYS } from '../src/client/wizard/draft-store';
import { benchProductUpload, bytesPerProduct } from './upload';
import { benchLabels } from './labels';
import { benchStartup } from './startup';
import { BUDGETS, formatFigure, measureBudgets } from '../scripts/budget.mjs';
import { benchActions } from './actions/run-actions';
import { benchLighthouse } from './lighthouse';
import { benchMemory } from './memory';

const actionsOnly = process.argv.includes('actions') || process.env.BENCH_ONLY === 'actions';
const lighthouseOnly = process.argv.includes('lighthouse') || process.env.BENCH_ONLY === 'lighthouse';
const memoryOnly = process.argv.includes('memory') || process.env.BENCH_ONLY === 'memory';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const fmt = (n: number) => n.toFixed(1);

/** tsx names functions with a __name helper that the page does not have. */
async function page$(viewport: 'desktop' | 'phone' = 'desktop') {
  const opened = await newPage(browser, server.url, viewport);
  await opened.context.addInitScript('globalThis.__name = (f) => f;');
  return opened;
}

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (lighthouseOnly) {
  // Lighthouse brings its own server and browser; nothing below is wanted.
  await benchLighthouse();
  process.exit();
}
// 0. Start-up time of the compiled server (npm run bench builds dist/ first when it is stale).
if (!actionsOnly && !memoryOnly) await benchStartup();
// 0b. The server's memory, idle and taking uploads, on both engines (issue 29 item 5).
if (!actionsOnly) await benchMemory();
if (memoryOnly) process.exit();

const server = await startServer({}, { asShipped: true });
const browser = await launchBrowser();
try {
  if (!actionsOnly) await benchPagesAndUploads();
  // 6. Staff actions per task on a phone (issue 17).
  await benchActions(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}

/** Figures 1 to 5: page weight, step paint, photo pipeline, upload throughput, labels. */
async function benchPagesAndUploads(): Promise<void> {
  // 1. JavaScript loaded for /login (gzip), and that flows are not part of it.
  {
    const { context, page } = await page$();
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    const total = scripts.reduce((s, x) => s + x.gzip, 0);
    const { limitKb, aimKb } = BUDGETS.login;
    console.log(
      `/login JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} file(s) (budget ${limitKb} KB, aim ${aimKb} KB); flows loaded: ${scripts.some((s) => /flow/.test(s.url)) ? 'yes' : 'no'}`,
    );
    // The same budgets as `npm run build` enforces, weighed from the build's manifest.
    for (const figure of measureBudgets(process.env.CLIENT_DIR ?? 'dist/client')) console.log(`  build: ${formatFigure(figure)}`);
    await context.close();
  }

  // 2. Next click to the next step painted, across the whole fabric flow.
  {
    const { context, page } = await page$();
    await signIn(page);
    await page.evaluate(
      (draft) => localStorage.setItem('productForm', JSON.stringify({ draftId: 'bench-draft', data: draft })),
      FABRIC_BENCH_DRAFT,
    );
    const samples: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await page.goto('/product_entry/bundle_or_roll');
      await page.waitForSelector('[data-step="bundle_or_roll"]');
      for (;;) {
        const before = await page.getAttribute('[data-step]', 'data-step');
        const next = page.getByRole('button', { name: 'Next', exact: true });
        if ((await next.count()) === 0 || (await next.isDisabled())) break;
        const ms = await page.evaluate(
          (from) =>
            new Promise<number>((resolve) => {
              const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next')!;
              const t0 = performance.now();
              button.click();
              const check = () => {
                const now = document.querySelector('[data-step]')?.getAttribute('data-step');
                if (now && now !== from) requestAnimationFrame(() => resolve(performance.now() - t0));
                else requestAnimationFrame(check);
              };
              check();
            }),
          before,
        );
        samples.push(ms);
      }
    }
    console.log(
      `Next click to next step painted: median ${fmt(quantile(samples, 0.5))} ms, p95 ${fmt(quantile(samples, 0.95))} ms over ${samples.length} steps (aim: median < 50, p95 < 100)`,
    );
    await context.close();
  }

  // 3. A 12-megapixel JPEG through the photo pipeline (worker decode, upright, scale, re-encode, store).
  {
    const { context, page } = await page$();
    await signIn(page);
    const times: number[] = [];
    const processed: number[] = [];
    const sizes: number[] = [];
    const original = await makeJpeg(page, 4000, 3000, '#8e6b3a', { texture: true });
    const files = writeFixtures({ 'big.jpg': original });
    for (let run = 0; run < 5; run += 1) {
      await page.evaluate((key) => localStorage.removeItem(key), PRODUCT_FORM_KEYS.fabric);
      await page.goto('/product_entry/bundle_or_roll');
      await page.getByRole('radio', { name: 'Bundle', exact: true }).click();
      await page.getByRole('radio', { name: 'No', exact: true }).click();
      await page.waitForURL('**/camera');
      const t0 = Date.now();
      await page.getByTestId('photo-input').setInputFiles(files['big.jpg']!);
      await page.getByTestId('photo-thumb').first().waitFor();
      times.push(Date.now() - t0);
      const size = await page.evaluate(
        (key) =>
          new Promise<number>((resolve, reject) => {
            // The fabric's own draft key (D74): the draft id its photos are kept under.
            const id = (JSON.parse(localStorage.getItem(key) ?? '{}') as { draftId?: string }).draftId;
            if (!id) return reject(new Error(`no fabric draft under ${key}`));
            // wizard/photo-store.ts: the list under the draft id, each photo's bytes under [draft id, photo id]
            // once it is processed. A throw inside a callback would leave this promise waiting forever.
            const read = () => {
              const open = indexedDB.open('selvage');
              open.onerror = () => reject(new Error('no db'));
              open.onsuccess = () => {
                const store = open.result.transaction('photos').objectStore('photos');
                const list = store.get(id);
                list.onsuccess = () => {
                  const first = (list.result as { id: string; state?: string }[] | undefined)?.[0];
                  if (!first) return reject(new Error(`no photo listed for ${id}`));
                  if (first.state === 'processing') return void setTimeout(read, 50);
                  const bytes = store.get([id, first.id]);
                  bytes.onsuccess = () => {
                    const blob = bytes.result as Blob | undefined;
                    if (blob instanceof Blob) resolve(blob.size);
                    else reject(new Error(`no bytes kept for photo ${first.id}`));
                  };
                };
              };
            };
            read();
          }),
        PRODUCT_FORM_KEYS.fabric,
      );
      processed.push(Date.now() - t0);
      sizes.push(size);
    }
    console.log(
      `12 MP JPEG (${(original.length / 1024).toFixed(0)} KB in): median ${quantile(times, 0.5)} ms to thumbnail (aim < 1500), ${quantile(processed, 0.5)} ms to processed and kept (within 50 ms), written ${(quantile(sizes, 0.5) / 1024).toFixed(0)} KB (aim <= 800 KB)`,
    );
    bytesPerProduct(original.length, quantile(sizes, 0.5));
    await context.close();
  }

  // 4. product_upload throughput and latency on the embedded default.
  await benchProductUpload(server.url);

  // 5. Label PDFs made in the browser: time and size per label.
  await benchLabels(browser);
}
