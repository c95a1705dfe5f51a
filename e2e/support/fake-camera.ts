import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { code128Bars } from '../../src/shared/labels/code128';

/**
 * A video of a label's barcode for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * Y4M frames, white with the Code 128 bars of `text` drawn black, as a phone held over a label sees it.
 */
export function labelVideo(text: string, { width = 640, height = 480, module = 3, frames = 5 } = {}): string {
  const code = code128Bars(text);
  if (!code) throw new Error(`cannot encode ${text}`);
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - code.modules * module) / 2);
  const top = Math.floor(height * 0.3);
  const bottom = Math.floor(height * 0.7);
  for (const bar of code.bars)
    for (let y = top; y < bottom; y++) luma.fill(16, y * width + left + bar.x * module, y * width + left + (bar.x + bar.width) * module);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-camera-')), 'label.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]),
  );
  return file;
}

/** Chromium flags that make the camera a video of `file` and grant it without asking. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * The camera of a page in a browser launched without the flags above (the bench's): from now on the
 * page's getUserMedia answers with a canvas stream of the Code 128 bars of `text`, drawn as
 * labelVideo draws them. Lasts until the page loads again (a route change in the app keeps it).
 */
export async function fakeCameraOnPage(page: Page, text: string, { width = 640, height = 480, module = 3 } = {}): Promise<void> {
  const code = code128Bars(text);
  if (!code) throw new Error(`cannot encode ${text}`);
  await page.evaluate(
    ({ bars, modules, width, height, module }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const left = Math.floor((width - modules * module) / 2);
      const draw = () => {
        context.fillStyle = 'rgb(235, 235, 235)';
        context.fillRect(0, 0, width, height);
        context.fillStyle = 'rgb(16, 16, 16)';
        for (const bar of bars) context.fillRect(left + bar.x * module, height * 0.3, bar.width * module, height * 0.4);
      };
      draw();
      // A canvas stream sends a frame only when the canvas is drawn: keep drawing, as a camera keeps filming.
      window.setInterval(draw, 100);
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        configurable: true,
        value: () => Promise.resolve(canvas.captureStream(10)),
      });
    },
    { bars: code.bars, modules: code.modules, width, height, module },
  );
}
