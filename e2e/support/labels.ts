import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface CapturedLabel {
  name: string;
  bytes: Buffer;
  /** `pdftotext -layout` of the whole PDF. */
  text: string;
  pages: number;
  /** pdfinfo's 'Page size' of the first page, e.g. '144 x 144 pts'. */
  pageSize: string;
}

/**
 * What Chromium's print dialog would print: the app's print() is answered here (headless Chromium
 * has no dialog), and the page is printed to PDF by Chromium itself with the print view's @page
 * size, so the label is read back exactly as the printer gets it.
 */
async function printedView(page: Page): Promise<{ bytes: Buffer; name: string }> {
  await page.waitForFunction(() => (window as unknown as { __labelPrinted?: boolean }).__labelPrinted === true, undefined, {
    timeout: 20_000,
  });
  const name = (await page.getByTestId('print-view').getAttribute('data-file-name')) ?? 'print view';
  const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // The dialog closed: the app takes its print view away.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  return { bytes, name };
}

/**
 * The label PDF a click produces: the print view printed (Chromium), the PDF handed to a hidden
 * frame to print where the browser can print PDFs, or downloaded. Either way the bytes are read
 * back and opened with poppler.
 */
export async function captureLabel(page: Page, click: () => Promise<void>): Promise<CapturedLabel> {
  await page.evaluate(() => {
    const w = window as unknown as { __labelPrinted?: boolean };
    w.__labelPrinted = false;
    window.print = () => void (w.__labelPrinted = true);
  });
  const printed = printedView(page);
  const download = page
    .waitForEvent('download', { timeout: 20_000 })
    .then(async (d) => ({ bytes: fs.readFileSync(await d.path()), name: d.suggestedFilename() }));
  const frame = page.waitForSelector('iframe[title$=".pdf"]', { state: 'attached', timeout: 20_000 }).then(async (el) => {
    const [src, name] = [(await el.getAttribute('src'))!, (await el.getAttribute('title'))!];
    const base64 = await page.evaluate(async (u) => {
      const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    }, src);
    return { bytes: Buffer.from(base64, 'base64'), name };
  });
  download.catch(() => undefined);
  frame.catch(() => undefined);
  printed.catch(() => undefined);
  await click();
  const { bytes, name } = await Promise.any([download, frame, printed]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-label-')), 'label.pdf');
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const pageSize = /Page size:\s+(.+)/.exec(info)?.[1]?.trim() ?? '';
  return { name, bytes, text, pages, pageSize };
}
