import zlib from 'node:zlib';

/** A minimal JPEG (SOI, APP0, a baseline frame header with the size, EOI) for header tests. */
export function tinyJpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from('JFIF\0', (c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

export const dataUrl = (bytes: Uint8Array, type = 'image/jpeg') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A JPEG with a scan: tinyJpeg's headers, then a start-of-scan header, entropy-coded bytes and EOI. */
export function scannedJpeg(width: number, height: number): Uint8Array {
  const head = tinyJpeg(width, height).subarray(0, -2);
  const sos = [0xff, 0xda, 0x00, 0x0c, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0];
  // Entropy-coded data never holds a bare 0xFF: it is stuffed as FF 00.
  const scan = Array.from({ length: 64 }, (_, i) => (i % 16 === 15 ? [0xff, 0x00] : [(i * 37) & 0x7f])).flat();
  return Uint8Array.from([...head, ...sos, ...scan, 0xff, 0xd9]);
}

/** A PNG with good CRCs: IHDR with this size, one IDAT, IEND. */
export function wholePng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const body = Buffer.from([...Buffer.from(type, 'latin1'), ...data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return [...out];
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width >>> 0, 0);
  ihdr.writeUInt32BE(height >>> 0, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = [...zlib.deflateSync(Buffer.alloc(Math.min(height, 4) * (1 + Math.min(width, 4) * 3)))];
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...ihdr]),
    ...chunk('IDAT', idat),
    ...chunk('IEND', []),
  ]);
}
