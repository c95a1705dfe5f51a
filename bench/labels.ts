/**
 * Label PDFs made in headless Chromium, as the browser makes them at a click: milliseconds and bytes
 * per label. The label module is bundled here as the client build loads it (the label layout, our
 * PDF writer and Code 128 encoder).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser';
import { BUDGETS } from '../scripts/budget.mjs';

const ENTRY = path.resolve(import.meta.dirname, '../src/shared/labels/label-pdf.ts');

async function bundleLabelModule(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.dirname(ENTRY),
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'selvageLabels' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('No label bundle was built.');
  return chunk.code;
}

const FABRIC = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  name: 'Harbour Morning Floral Quilting Cotton',
  price: [18, 31.5],
  lengthM: [2, 3.5],
  widthCM: [148, 148],
  content: {
    contentType: 'Known',
    knownContent: [
      { content: 'Cotton', amount: 60 },
      { content: 'Polyester', amount: 40 },
    ],
  },
};
const BIAS_TAPE = { productType: 'Bias Tape', sellingUnit: 'Package', biasTapeType: 'Double Fold', widthIn: 0.5, lengthM: 3, price: 1.5 };

interface Case {
  name: string;
  kind: 'product' | 'box';
  input: unknown;
  skus?: string[];
  labels: number;
}
const CASES: Case[] = [
  { name: 'fabric bundle, 2 variants', kind: 'product', input: FABRIC, skus: ['10234', '10235'], labels: 2 },
  { name: 'bias tape, 7-character SKU', kind: 'product', input: BIAS_TAPE, skus: ['1234567'], labels: 1 },
  {
    name: 'box, letter page',
    kind: 'box',
    input: { boxID: '9C12-3', productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools' },
    labels: 1,
  },
];

export async function benchLabels(browser?: Browser): Promise<void> {
  const own = browser ? null : await launchBrowser();
  const context = await (browser ?? own!).newContext();
  try {
    const code = await bundleLabelModule();
    const page = await context.newPage();
    // tsx names functions with a __name helper that the page does not have.
    await page.addInitScript('globalThis.__name = (f) => f;');
    await page.goto('about:blank');
    await page.addScriptTag({ content: code });
    const results = await page.evaluate((cases) => {
      type Pdf = { bytes: Uint8Array };
      const lib = (globalThis as unknown as { selvageLabels: Record<string, (...a: unknown[]) => Pdf> }).selvageLabels;
      const make = (c: (typeof cases)[number]) => (c.kind === 'box' ? lib.boxLabelPdf!(c.input) : lib.productLabelPdf!(c.input, c.skus));
      const t0 = performance.now();
      make(cases[0]!);
      const firstMs = performance.now() - t0;
      return {
        firstMs,
        rows: cases.map((c) => {
          const times: number[] = [];
          let bytes = 0;
          for (let i = 0; i < 30; i += 1) {
            const start = performance.now();
            bytes = make(c).bytes.length;
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          return {
            name: c.name,
            labels: c.labels,
            medianMs: times[Math.floor(times.length / 2)]!,
            p95Ms: times[Math.floor(times.length * 0.95)]!,
            bytes,
          };
        }),
      };
    }, CASES);
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    console.log(
      `Label PDFs in the browser (aim: < 50 ms and < 30 KB per label); label code loaded at the first click: ${(gzip / 1024).toFixed(1)} KB gzip (budget ${BUDGETS.labels.limitKb} KB, aim ${BUDGETS.labels.aimKb} KB); first label after loading: ${results.firstMs.toFixed(1)} ms`,
    );
    for (const r of results.rows) {
      console.log(
        `  ${r.name}: ${(r.medianMs / r.labels).toFixed(1)} ms per label (median; p95 ${(r.p95Ms / r.labels).toFixed(1)}), ${(r.bytes / r.labels / 1024).toFixed(1)} KB per label`,
      );
    }
  } finally {
    await context.close();
    await own?.close();
  }
}
