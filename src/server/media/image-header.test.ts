import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, imageProblem, readImageHeader } from './image-header';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../shared/schemas/media';
import { scannedJpeg, tinyJpeg as jpeg, wholePng } from '../test/images';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function webpVp8x(width: number, height: number): Uint8Array {
  const b = new Uint8Array(30);
  b.set(
    Array.from('RIFF', (c) => c.charCodeAt(0)),
    0,
  );
  b.set(
    Array.from('WEBPVP8X', (c) => c.charCodeAt(0)),
    8,
  );
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return b;
}

describe('image headers', () => {
  it('reads type and size from the bytes, whatever the name says', () => {
    expect(readImageHeader(jpeg(4000, 3000))).toEqual({
      kind: 'jpeg',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 4000,
      height: 3000,
    });
    expect(readImageHeader(png(800, 600))).toMatchObject({ mimeType: 'image/png', width: 800, height: 600 });
    expect(readImageHeader(webpVp8x(2048, 1536))).toMatchObject({ mimeType: 'image/webp', width: 2048, height: 1536 });
    expect(readImageHeader(Uint8Array.from(Buffer.from('GIF89a\x10\x00\x20\x00', 'latin1')))).toMatchObject({
      kind: 'gif',
      width: 16,
      height: 32,
    });
  });

  it('refuses what is not an image, or a truncated one', () => {
    expect(readImageHeader(Uint8Array.from(Buffer.from('%PDF-1.7 ...')))).toBeNull();
    expect(readImageHeader(jpeg(100, 100).subarray(0, 12))).toBeNull();
    expect(imageProblem('notes.pdf', Uint8Array.from(Buffer.from('%PDF-1.7')))).toBe('notes.pdf is not a JPEG, PNG, WebP or GIF image.');
  });

  it('refuses more than 25 megapixels or 8 MB without decoding, at the limits the photo routes state', () => {
    expect(imageProblem('huge.jpg', jpeg(6000, 5000))).toBe('huge.jpg is larger than 25 megapixels (6000 x 5000).');
    expect(imageProblem('ok.jpg', jpeg(5000, 5000))).toBeNull();
    // A box photo reaches this check with no part limit before it: one byte over the products'
    // limit is refused here in the products' words (Photo 2 is larger than 8 MB.), one under is not.
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(jpeg(10, 10));
    expect(imageProblem('Photo 2', big)).toBe(PHOTO_MESSAGES.tooLarge(2));
    expect(PHOTO_MESSAGES.tooLarge(2)).toBe('Photo 2 is larger than 8 MB.');
    expect(imageProblem('Photo 2', big.subarray(0, PHOTO_MAX_BYTES))).not.toBe(PHOTO_MESSAGES.tooLarge(2));
  });
});

describe('hostile photos are refused by name', () => {
  const damaged = (name: string, kind: string) =>
    `${name} is not a readable ${kind} image: it is damaged or cut short. Take or choose it again.`;
  const gif = (tail: number[]) => Uint8Array.from([...Buffer.from('GIF89a', 'latin1'), 16, 0, 32, 0, 0x80, 0, 0, ...tail]);
  const webp = (riffSize: number) => {
    const b = webpVp8x(64, 48);
    new DataView(b.buffer).setUint32(4, riffSize, true);
    return b;
  };

  it('accepts whole files of every kind', () => {
    expect(imageProblem('scan.jpg', scannedJpeg(640, 480))).toBeNull();
    expect(imageProblem('header-only.jpg', jpeg(640, 480))).toBeNull();
    expect(imageProblem('whole.png', wholePng(640, 480))).toBeNull();
    expect(imageProblem('whole.gif', gif([0x3b]))).toBeNull();
    expect(imageProblem('whole.webp', webp(30 - 8))).toBeNull();
  });

  it.each([
    ['a JPEG cut short inside its scan', scannedJpeg(640, 480).subarray(0, -20), 'JPEG'],
    ['a JPEG cut short inside its frame header', jpeg(640, 480).subarray(0, 30), 'JPEG'],
    [
      'a JPEG magic number followed by junk',
      Uint8Array.from([0xff, 0xd8, 0xff, ...Buffer.from('this is not a photo at all, only words')]),
      'JPEG',
    ],
    ['a JPEG whose segment runs past the end', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 1, 2, 3, 0xff, 0xd9]), 'JPEG'],
    ['a JPEG frame of 0 x 0', jpeg(0, 0), 'JPEG'],
    ['a JPEG with a scan but no frame header', Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 1, 2, 0xff, 0xd9]), 'JPEG'],
    ['a PNG header with 0 x 0 size', wholePng(0, 0), 'PNG'],
    ['a PNG cut short before IEND', wholePng(64, 64).subarray(0, -12), 'PNG'],
    [
      'a PNG with a damaged chunk (bad CRC)',
      (() => {
        const b = wholePng(64, 64);
        b[40] = b[40]! ^ 0xff;
        return b;
      })(),
      'PNG',
    ],
    ['a PNG declaring a side past 2^31', wholePng(0x80000000, 10), 'PNG'],
    [
      'a PNG magic number followed by junk',
      Uint8Array.from([...wholePng(8, 8).subarray(0, 8), ...Buffer.from('junk junk junk junk junk junk')]),
      'PNG',
    ],
    ['a GIF without its trailer', gif([]), 'GIF'],
    ['a WebP shorter than its RIFF size says', webp(4000), 'WebP'],
  ])('%s', (_what, bytes, kind) => {
    expect(imageProblem('IMG_7.jpg', bytes)).toBe(damaged('IMG_7.jpg', kind));
  });

  it('refuses huge declared dimensions before anything is decoded', () => {
    expect(imageProblem('wide.png', wholePng(100_000, 100_000))).toBe('wide.png is larger than 25 megapixels (100000 x 100000).');
    expect(imageProblem('max.jpg', scannedJpeg(65_535, 65_535))).toBe('max.jpg is larger than 25 megapixels (65535 x 65535).');
    expect(imageProblem('strip.png', wholePng(30_000, 10))).toBe(
      `strip.png is 30000 x 10 px; a side may be at most ${IMAGE_LIMITS.maxSide} px.`,
    );
    expect(imageProblem('edge.png', wholePng(IMAGE_LIMITS.maxSide, 10))).toBeNull();
  });
});
