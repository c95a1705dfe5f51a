import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, imageProblem, readImageHeader } from './image-header';
import { tinyJpeg as jpeg } from '../test/images';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function webpVp8x(width: number, height: number): Uint8Array {
  const b = new Uint8Array(30);
  b.set(Array.from('RIFF', (c) => c.charCodeAt(0)), 0);
  b.set(Array.from('WEBPVP8X', (c) => c.charCodeAt(0)), 8);
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return b;
}

describe('image headers', () => {
  it('reads type and size from the bytes, whatever the name says', () => {
    expect(readImageHeader(jpeg(4000, 3000))).toEqual({ kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', width: 4000, height: 3000 });
    expect(readImageHeader(png(800, 600))).toMatchObject({ mimeType: 'image/png', width: 800, height: 600 });
    expect(readImageHeader(webpVp8x(2048, 1536))).toMatchObject({ mimeType: 'image/webp', width: 2048, height: 1536 });
    expect(readImageHeader(Uint8Array.from(Buffer.from('GIF89a\x10\x00\x20\x00', 'latin1')))).toMatchObject({ kind: 'gif', width: 16, height: 32 });
  });

  it('refuses what is not an image, or a truncated one', () => {
    expect(readImageHeader(Uint8Array.from(Buffer.from('%PDF-1.7 ...')))).toBeNull();
    expect(readImageHeader(jpeg(100, 100).subarray(0, 12))).toBeNull();
    expect(imageProblem('notes.pdf', Uint8Array.from(Buffer.from('%PDF-1.7')))).toBe('notes.pdf is not a JPEG, PNG, WebP or GIF image.');
  });

  it('refuses more than 25 megapixels or 20 MB without decoding', () => {
    expect(imageProblem('huge.jpg', jpeg(6000, 5000))).toBe('huge.jpg is larger than 25 megapixels (6000 x 5000).');
    expect(imageProblem('ok.jpg', jpeg(5000, 5000))).toBeNull();
    const big = new Uint8Array(IMAGE_LIMITS.maxBytes + 1);
    big.set(jpeg(10, 10));
    expect(imageProblem('big.jpg', big)).toBe('big.jpg is larger than 20 MB.');
  });
});
