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
}

/**
 * The label PDF a click produces: handed to a hidden frame to print where the browser can print
 * PDFs, downloaded otherwise (phones). Either way the bytes are read back and opened with poppler.
 */
export async function captureLabel(page: Page, click: () => Promise<void>): Promise<CapturedLabel> {
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
  await click();
  const { bytes, name } = await Promise.any([download, frame]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-label-')), 'label.pdf');
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { name, bytes, text, pages };
}
