/**
 * What an uploaded image really is, read from its first bytes: the type from the magic number and
 * the size from the header, without decoding pixels (a hostile file never reaches a decoder here).
 * The old tool labelled every photo PNG whatever it was (docs/decisions.md).
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

function header(kind: ImageKind, width: number, height: number): ImageHeader | null {
  if (!(width > 0 && height > 0)) return null;
  return { kind, mimeType: `image/${kind}`, extension: EXTENSIONS[kind], width, height };
}

/** JPEG: walk the segments to the first start-of-frame marker, which holds the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u24le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
const ascii = (b: Uint8Array, o: number, n: number) => String.fromCharCode(...b.subarray(o, o + n));

/** The image's real type and size, or null when the bytes are not an image we accept. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const b = bytes;
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size ? header('jpeg', size.width, size.height) : null;
  }
  if (b.length >= 24 && ascii(b, 1, 3) === 'PNG' && b[0] === 0x89 && ascii(b, 12, 4) === 'IHDR') {
    return header('png', u32be(b, 16), u32be(b, 20));
  }
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) {
    return header('gif', u16le(b, 6), u16le(b, 8));
  }
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8X') return header('webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
    if (chunk === 'VP8 ') return header('webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
    if (chunk === 'VP8L') {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      return header('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
  }
  return null;
}

/** Limits for one uploaded image (issue 5): at most 20 MB and 25 megapixels. */
export const IMAGE_LIMITS = { maxBytes: 20 * 1024 * 1024, maxPixels: 25_000_000 } as const;

/** Why an image is refused, in words for the step message; null when it is acceptable. */
export function imageProblem(name: string, bytes: Uint8Array): string | null {
  if (bytes.length > IMAGE_LIMITS.maxBytes) return `${name} is larger than 20 MB.`;
  const h = readImageHeader(bytes);
  if (!h) return `${name} is not a JPEG, PNG, WebP or GIF image.`;
  if (h.width * h.height > IMAGE_LIMITS.maxPixels) return `${name} is larger than 25 megapixels (${h.width} x ${h.height}).`;
  return null;
}
