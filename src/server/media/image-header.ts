import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_MESSAGES } from '../../shared/schemas/media';

/**
 * What an uploaded image really is. The type and size are decoded from the header by `image-size`
 * (a kept library, not our own parser), and must agree with the file's magic number; then the file's
 * structure is walked from its first byte to its end marker, so a photo cut short in transit, a
 * header followed by junk or a declared size of 0 x 0 is refused by name before it reaches a shop.
 * Pixels are never decoded here (a hostile file never reaches a decoder). The old tool labelled every
 * photo PNG whatever it was (docs/decisions.md).
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ImageHeader {
  kind: ImageKind;
  mimeType: `image/${ImageKind}`;
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

const EXTENSIONS: Record<ImageKind, ImageHeader['extension']> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
/** image-size's name for each kind we accept. */
const LIBRARY_TYPE: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const KIND_NAME: Record<ImageKind, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', gif: 'GIF' };

/** Limits for one uploaded image: the shared photo limits, which the browser's words and the routes read too. */
export const IMAGE_LIMITS = { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS, maxSide: PHOTO_MAX_SIDE } as const;

const ascii = (b: Uint8Array, o: number, n: number) => String.fromCharCode(...b.subarray(o, o + n));
const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
const u32le = (b: Uint8Array, o: number) => b[o]! + (b[o + 1]! << 8) + (b[o + 2]! << 16) + ((b[o + 3]! << 24) >>> 0);

/** The kind the magic number claims, before anything else is believed. */
function magicKind(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 7) === 'PNG\r\n\x1a\n') return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/**
 * JPEG: every segment from SOI to the first scan (or to EOI) well formed and inside the file, a
 * frame header (SOF) among them, and the file ending with EOI. A photo cut short has no EOI.
 */
function jpegIntact(b: Uint8Array): boolean {
  let i = 2;
  let frame = false;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return frame && i + 2 === b.length;
    if (marker < 0xc0 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) return false;
    if (i + 4 > b.length) return false;
    const length = u16be(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return false;
    if (marker === 0xda) return frame && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8) return false;
      frame = true;
    }
    i += 2 + length;
  }
  return false;
}

/** PNG: chunks with good CRCs from IHDR (13 bytes, sides below 2^31) through IDAT to IEND at the very end. */
function pngIntact(b: Uint8Array): boolean {
  let i = 8;
  let first = true;
  let data = false;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (length > 0x7fffffff || i + 12 + length > b.length) return false;
    if (crc32(b.subarray(i + 4, i + 8 + length)) !== u32be(b, i + 8 + length)) return false;
    if (first && (type !== 'IHDR' || length !== 13 || u32be(b, i + 8) > 0x7fffffff || u32be(b, i + 12) > 0x7fffffff)) return false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data && i + 12 + length === b.length;
    first = false;
    i += 12 + length;
  }
  return false;
}

/** WebP: the RIFF size covers exactly the file. GIF: the trailer byte ends it. */
const webpIntact = (b: Uint8Array) => u32le(b, 4) + 8 === b.length;
const gifIntact = (b: Uint8Array) => b[b.length - 1] === 0x3b;

const INTACT: Record<ImageKind, (b: Uint8Array) => boolean> = { jpeg: jpegIntact, png: pngIntact, webp: webpIntact, gif: gifIntact };

type Inspection = { header: ImageHeader } | { unknown: true } | { damaged: ImageKind };

function inspect(bytes: Uint8Array, whole: boolean): Inspection {
  const kind = magicKind(bytes);
  if (!kind) return { unknown: true };
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { damaged: kind };
  }
  if (size.type !== LIBRARY_TYPE[kind] || !(size.width > 0 && size.height > 0)) return { damaged: kind };
  if (whole && !INTACT[kind](bytes)) return { damaged: kind };
  return { header: { kind, mimeType: `image/${kind}`, extension: EXTENSIONS[kind], width: size.width, height: size.height } };
}

/**
 * The image's real type and size, read from its header; null when the bytes are not an image we
 * accept or its header cannot be read. `imageProblem` also checks that the whole file is there.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const result = inspect(bytes, false);
  return 'header' in result ? result.header : null;
}

/** Why an image is refused, in words for the step message (naming it); null when it is acceptable. */
export function imageProblem(name: string, bytes: Uint8Array): string | null {
  if (bytes.length > IMAGE_LIMITS.maxBytes) return PHOTO_MESSAGES.fileTooLarge(name);
  const result = inspect(bytes, true);
  if ('unknown' in result) return `${name} is not a JPEG, PNG, WebP or GIF image.`;
  if ('damaged' in result)
    return `${name} is not a readable ${KIND_NAME[result.damaged]} image: it is damaged or cut short. Take or choose it again.`;
  const { width, height } = result.header;
  if (width * height > IMAGE_LIMITS.maxPixels) return PHOTO_MESSAGES.tooManyPixels(name, width, height);
  if (width > IMAGE_LIMITS.maxSide || height > IMAGE_LIMITS.maxSide) return PHOTO_MESSAGES.sideTooLong(name, width, height);
  return null;
}
