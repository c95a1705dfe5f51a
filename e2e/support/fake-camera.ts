import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
