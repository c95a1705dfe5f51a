// @ts-check
/**
 * Selvage's app icon, drawn from one list of shapes into both an SVG and PNGs at build time
 * (vite.config.ts emits them): a swatch of fabric with a stitched selvage and a pinked edge on the
 * app's teal. No image library is needed (sharp is not installed): the PNGs are rasterised here,
 * 4 x 4 samples a pixel, and written with node:zlib. Drawn on a 512 grid.
 */
import zlib from 'node:zlib';

export const THEME_COLOR = '#00897b';
export const BACKGROUND_COLOR = '#ffffff';

/** @typedef {[number, number, number]} Rgb */
/** @typedef {{ kind: 'rect', x: number, y: number, w: number, h: number, r: number, color: string }} Rect */
/** @typedef {{ kind: 'poly', points: [number, number][], color: string }} Poly */
/** @typedef {Rect | Poly} Shape */

const GRID = 512;
const SWATCH = { left: 136, top: 128, right: 384, bottom: 384 };
const PINK = 16;

/** The swatch's outline, with the right edge cut in zigzags as pinking shears cut it. */
function swatchOutline() {
  /** @type {[number, number][]} */
  const points = [[SWATCH.left, SWATCH.top]];
  const teeth = 8;
  const step = (SWATCH.bottom - SWATCH.top) / teeth;
  for (let i = 0; i < teeth; i += 1) {
    points.push([SWATCH.right, SWATCH.top + i * step], [SWATCH.right - PINK, SWATCH.top + (i + 0.5) * step]);
  }
  points.push([SWATCH.right, SWATCH.bottom], [SWATCH.left, SWATCH.bottom]);
  return points;
}

/**
 * The shapes, back to front. `maskable` fills the whole square (the launcher cuts its own shape and
 * keeps the middle 80%); otherwise the background is a rounded square on transparency.
 * @param {{ maskable: boolean }} options
 * @returns {Shape[]}
 */
export function iconShapes({ maskable }) {
  /** @type {Shape[]} */
  const shapes = [{ kind: 'rect', x: 0, y: 0, w: GRID, h: GRID, r: maskable ? 0 : 112, color: THEME_COLOR }];
  shapes.push({ kind: 'poly', points: swatchOutline(), color: '#ffffff' });
  // The selvage: a band along the left edge, and a line of stitches beside it.
  shapes.push({ kind: 'rect', x: SWATCH.left, y: SWATCH.top, w: 28, h: SWATCH.bottom - SWATCH.top, r: 0, color: '#b2dfdb' });
  for (let y = SWATCH.top + 14; y + 22 <= SWATCH.bottom - 8; y += 36) {
    shapes.push({ kind: 'rect', x: SWATCH.left + 48, y, w: 10, h: 22, r: 5, color: THEME_COLOR });
  }
  return shapes;
}

/** @param {{ maskable: boolean }} options */
export function iconSvg(options) {
  const body = iconShapes(options)
    .map((s) =>
      s.kind === 'rect'
        ? `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}"${s.r ? ` rx="${s.r}"` : ''} fill="${s.color}"/>`
        : `<polygon points="${s.points.map((p) => p.join(',')).join(' ')}" fill="${s.color}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}">${body}</svg>\n`;
}

/** @param {string} hex @returns {Rgb} */
const rgb = (hex) => /** @type {Rgb} */ ([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));

/** @param {Shape} s @param {number} x @param {number} y */
function covers(s, x, y) {
  if (s.kind === 'rect') {
    if (x < s.x || y < s.y || x >= s.x + s.w || y >= s.y + s.h) return false;
    if (!s.r) return true;
    // Only the corners are round: the distance to the nearest corner circle's centre.
    const cx = Math.min(Math.max(x, s.x + s.r), s.x + s.w - s.r);
    const cy = Math.min(Math.max(y, s.y + s.r), s.y + s.h - s.r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= s.r ** 2;
  }
  let inside = false;
  const p = s.points;
  for (let i = 0, j = p.length - 1; i < p.length; j = i, i += 1) {
    const [xi, yi] = /** @type {[number, number]} */ (p[i]);
    const [xj, yj] = /** @type {[number, number]} */ (p[j]);
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = /** @type {number} */ (CRC_TABLE[(c ^ b) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The icon as an RGBA PNG of `size` x `size` pixels.
 * @param {number} size
 * @param {{ maskable: boolean }} options
 */
export function iconPng(size, options) {
  const shapes = iconShapes(options).map((s) => ({ shape: s, color: rgb(s.color) }));
  const SAMPLES = 4;
  const scale = GRID / size;
  /** The front shape at a point, -1 for none. @param {number} x @param {number} y */
  const front = (x, y) => {
    for (let i = shapes.length - 1; i >= 0; i -= 1) if (covers(/** @type {{ shape: Shape }} */ (shapes[i]).shape, x, y)) return i;
    return -1;
  };
  // The front shape at every pixel corner: a pixel whose four corners agree is one colour (no
  // shape is thinner than a pixel at these sizes), only the others are sampled 4 x 4.
  const corners = new Int8Array((size + 1) ** 2);
  for (let y = 0; y <= size; y += 1) for (let x = 0; x <= size; x += 1) corners[y * (size + 1) + x] = front(x * scale, y * scale);
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let py = 0; py < size; py += 1) {
    const row = py * (1 + size * 4);
    rows[row] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      const c = py * (size + 1) + px;
      const same = corners[c] === corners[c + 1] && corners[c] === corners[c + size + 1] && corners[c] === corners[c + size + 2];
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      const samples = same ? 1 : SAMPLES;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const i = same
            ? /** @type {number} */ (corners[c])
            : front((px + (sx + 0.5) / samples) * scale, (py + (sy + 0.5) / samples) * scale);
          if (i < 0) continue;
          const color = /** @type {{ color: Rgb }} */ (shapes[i]).color;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 1;
        }
      }
      const at = row + 1 + px * 4;
      // Colours are averaged over the covered samples (not premultiplied), alpha over all of them.
      rows[at] = a ? Math.round(r / a) : 0;
      rows[at + 1] = a ? Math.round(g / a) : 0;
      rows[at + 2] = a ? Math.round(b / a) : 0;
      rows[at + 3] = Math.round((255 * a) / samples ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every icon file the build emits, by its path in dist/client. */
export const ICON_FILES = {
  'icons/icon.svg': () => Buffer.from(iconSvg({ maskable: false })),
  'icons/icon-192.png': () => iconPng(192, { maskable: false }),
  'icons/icon-512.png': () => iconPng(512, { maskable: false }),
  'icons/icon-maskable-512.png': () => iconPng(512, { maskable: true }),
  // iOS ignores the manifest's icons and fills transparency with black: a full square.
  'icons/apple-touch-icon-180.png': () => iconPng(180, { maskable: true }),
};
