import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Photo fixtures made at test time in the browser (no binary files in the repository): a JPEG of
 * a given size with a coloured band at the top, so orientation can be checked from the pixels.
 */
export async function makeJpeg(
  page: Page,
  width: number,
  height: number,
  colour: string,
  options: { texture?: boolean } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour, texture }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, width, height);
      if (texture) {
        // Woven-looking stripes plus grain, so the file compresses like a photo of fabric.
        const image = ctx.getImageData(0, 0, width, height);
        const d = image.data;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            const weave = ((x >> 3) + (y >> 3)) % 2 === 0 ? 18 : -18;
            const grain = ((x * 7919 + y * 104729) % 23) - 11;
            d[i] = d[i]! + weave + grain;
            d[i + 1] = d[i + 1]! + weave + grain;
            d[i + 2] = d[i + 2]! + weave + grain;
          }
        }
        ctx.putImageData(image, 0, 0);
      }
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, width, Math.max(2, Math.round(height / 8)));
      return canvas.toDataURL('image/jpeg', 0.92);
    },
    { width, height, colour, texture: options.texture ?? false },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Inserts an EXIF block with an orientation and a camera make ('SELVAGE-CAMERA'), as a phone
 * would write, so tests can see the photo turned upright and the metadata gone.
 */
export function withExif(jpeg: Buffer, orientation: number): Buffer {
  const make = Buffer.from('SELVAGE-CAMERA\0', 'ascii');
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(8 + ifdSize + make.length);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  let o = 8;
  tiff.writeUInt16BE(entries, o);
  o += 2;
  tiff.writeUInt16BE(0x010f, o);
  tiff.writeUInt16BE(2, o + 2);
  tiff.writeUInt32BE(make.length, o + 4);
  tiff.writeUInt32BE(8 + ifdSize, o + 8);
  o += 12;
  tiff.writeUInt16BE(0x0112, o);
  tiff.writeUInt16BE(3, o + 2);
  tiff.writeUInt32BE(1, o + 4);
  tiff.writeUInt16BE(orientation, o + 8);
  o += 12;
  tiff.writeUInt32BE(0, o);
  make.copy(tiff, 8 + ifdSize);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** Writes fixtures to a temporary folder and returns their paths. */
export function writeFixtures(files: Record<string, Buffer>): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-photos-'));
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, data);
      return [name, file];
    }),
  );
}

/**
 * The main colour of each photo at these URLs (red, green or blue), read from its pixels in the
 * page, just above the bottom edge (below the black band the fixtures carry), to check their order.
 */
export function photoColours(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const out: string[] = [];
    for (const url of list) {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const [r, g, b] = ctx.getImageData(bitmap.width / 2, bitmap.height - 5, 1, 1).data;
      out.push(r! > g! && r! > b! ? 'red' : g! > b! ? 'green' : 'blue');
    }
    return out;
  }, urls);
}

/** Drags one photo thumbnail onto another with real pointer moves, as a finger or mouse would. */
export async function dragThumb(page: Page, from: number, to: number): Promise<void> {
  await page.getByTestId('photo-thumb').nth(from).scrollIntoViewIfNeeded();
  const a = (await page.getByTestId('photo-thumb').nth(from).boundingBox())!;
  const b = (await page.getByTestId('photo-thumb').nth(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 - 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
  // dnd-kit swallows clicks for 50 ms after a drop (so the drop is not also a click); a person's
  // next tap comes later than that, a script's may not, so wait as a person would.
  await page.waitForTimeout(250);
}
