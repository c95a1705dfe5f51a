/** A minimal JPEG (SOI, APP0, a baseline frame header with the size, EOI) for header tests. */
export function tinyJpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from('JFIF\0', (c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

export const dataUrl = (bytes: Uint8Array, type = 'image/jpeg') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
