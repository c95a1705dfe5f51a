/**
 * Reads the label PDFs back as a printer and a scanner would: poppler for text, glyph boxes and page
 * size, zbar for the barcode on a 300 dpi rendering. Lives beside the client because it needs
 * node:fs and child processes, which src/shared's typecheck refuses.
 */
/* eslint-disable no-restricted-imports -- a test is never bundled; it needs files and child processes to run poppler and zbar */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
/* eslint-enable no-restricted-imports */
import { afterAll, describe, expect, it } from 'vitest';
import { code128 } from 'bwip-js/generic';
import { SUPPLY_TYPES } from '../../shared/catalogue/product-types';
import { supplyDescription } from '../../shared/labels/label-data';
import { recordedProduct } from '../../shared/products';
import type { FabricProduct } from '../../shared/schemas/fabric';
import type { Recorded } from '../../shared/schemas/supplies';
import { boxLabelPdf, bundleLabelPdf, productLabelPdf, type LabelPdf } from '../../shared/labels/label-pdf';
import { code128Bars } from '../../shared/labels/code128';
import { PdfDocument } from '../../shared/labels/pdf-writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-labels-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let counter = 0;
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function written(pdf: LabelPdf): string {
  counter += 1;
  const file = path.join(dir, `${counter}-${pdf.fileName}`);
  fs.writeFileSync(file, pdf.bytes);
  return file;
}

function info(file: string) {
  const out = run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)![1]), width: Number(size[1]), height: Number(size[2]) };
}

/** The page's lines as `pdftotext -layout` lays them out, trimmed, blank ones dropped. */
const pageLines = (file: string, page: number) =>
  run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'])
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  /** Poppler's glyph box is 0.925 of the font size for Helvetica. */
  size: number;
}
function words(file: string, page: number): Word[] {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[5]!.replace(/&amp;/g, '&'),
    xMin: Number(m[1]),
    xMax: Number(m[3]),
    size: Math.round((Number(m[4]) - Number(m[2])) / 0.925),
  }));
}
/**
 * The page's words in reading order, one space apart, so wrapped lines read as one. (Poppler's text
 * modes glue a lone '3' to the 'm' after it; its word boxes keep them apart.)
 */
const pageText = (file: string, page: number) =>
  words(file, page)
    .map((w) => w.text)
    .join(' ');
const sizeOf = (file: string, page: number, text: string) => words(file, page).find((w) => w.text === text)?.size;

/** Every barcode zbar finds on a 300 dpi rendering of the page (or of a region of it, in pixels). */
function barcodes(file: string, page: number, crop?: { y: number; h: number }): string[] {
  const prefix = path.join(dir, `scan-${(counter += 1)}`);
  const region = crop ? ['-x', '0', '-y', String(crop.y), '-W', '100000', '-H', String(crop.h)] : [];
  run('pdftoppm', ['-png', '-r', '300', '-f', String(page), '-l', String(page), '-singlefile', ...region, file, prefix]);
  try {
    return run('zbarimg', ['--raw', '-q', `${prefix}.png`])
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // zbarimg exits non-zero when it finds nothing.
  }
}

const COTTON_POLY: FabricProduct['content'] = {
  contentType: 'Known',
  knownContent: [
    { content: 'Cotton', amount: 60 },
    { content: 'Polyester', amount: 40 },
  ],
};
const BUNDLE: Recorded<FabricProduct> = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  name: 'Harbour Morning',
  price: [18, 31.5],
  lengthM: [2, 3.5],
  widthCM: [148, 148],
  content: COTTON_POLY,
};

describe('fabric labels', () => {
  it('prints one 2 x 2 in page per variant with sku, price, name, content, width and length, and a barcode of the sku', () => {
    const pdf = productLabelPdf(BUNDLE, ['10234', '10235']);
    expect(pdf.fileName).toBe('fabric-label-harbour-morning.pdf');
    const file = written(pdf);
    expect(info(file)).toEqual({ pages: 2, width: 144, height: 144 });
    expect(pageText(file, 1)).toBe('10234 $18.00 Harbour Morning 60% Cotton, 40% Polyester 148 CM · 2 m');
    expect(pageText(file, 2)).toBe('10235 $31.50 Harbour Morning 60% Cotton, 40% Polyester 148 CM · 3.5 m');
    expect(pageLines(file, 1)).toEqual(['10234', '$18.00', 'Harbour Morning', '60% Cotton, 40% Polyester', '148 CM · 2 m']);
    expect(barcodes(file, 1)).toEqual(['10234']);
    expect(barcodes(file, 2)).toEqual(['10235']);
    // Spec sizes: large SKU 46, medium price 16, small text 10; nothing runs off the label.
    expect(sizeOf(file, 1, '10234')).toBe(46);
    expect(sizeOf(file, 1, '$18.00')).toBe(16);
    expect(sizeOf(file, 1, 'Harbour')).toBe(10);
    for (const w of words(file, 1)) expect(w.xMax).toBeLessThanOrEqual(144);
    expect(Math.min(...words(file, 1).map((w) => w.xMin))).toBeCloseTo(0.0575 * 72, 1);
  });

  it('prints no length on a roll', () => {
    const roll: Recorded<FabricProduct> = { ...BUNDLE, bundleOrRoll: 'Roll', price: [9], lengthM: [30], widthCM: [150] };
    const file = written(productLabelPdf(roll, ['104455']));
    expect(info(file).pages).toBe(1);
    expect(pageText(file, 1)).toBe('104455 $9.00 Harbour Morning 60% Cotton, 40% Polyester 150 CM');
    expect(sizeOf(file, 1, '104455')).toBe(38);
    expect(barcodes(file, 1)).toEqual(['104455']);
  });

  it("prints each bundle row's length on a roll listed with bundle rows (issue 26 item 5)", () => {
    const roll: Recorded<FabricProduct> = {
      ...BUNDLE,
      bundleOrRoll: 'Roll',
      price: [225, 18, 31.5],
      lengthM: [25, 2, 3.5],
      widthCM: [148],
    };
    const file = written(productLabelPdf(roll, ['2001', '2002', '2003']));
    expect(info(file).pages).toBe(3);
    expect(pageText(file, 1)).toBe('2001 $225.00 Harbour Morning 60% Cotton, 40% Polyester 148 CM');
    expect(pageText(file, 2)).toBe('2002 $18.00 Harbour Morning 60% Cotton, 40% Polyester 148 CM · 2 m');
    expect(pageText(file, 3)).toBe('2003 $31.50 Harbour Morning 60% Cotton, 40% Polyester 148 CM · 3.5 m');
  });

  it('keeps SKU, price and barcode when a long name and content must give way', () => {
    const long: Recorded<FabricProduct> = {
      ...BUNDLE,
      name: 'Harbour Morning Floral Quilting Cotton With Tiny Anchors',
      content: {
        contentType: 'Known',
        knownContent: [
          { content: 'Cotton', amount: 45 },
          { content: 'Polyester', amount: 35 },
          { content: 'Elastane', amount: 20 },
        ],
      },
    };
    const file = written(productLabelPdf(long, ['1234567']));
    const text = pageText(file, 1);
    expect(text).toMatch(/^1234567 \$18\.00 Harbour Morning/);
    expect(text).toContain('45% Cotton, 35% Polyester, 20% Elastane');
    expect(text).toContain('148 CM · 2 m');
    expect(sizeOf(file, 1, '1234567')).toBe(32);
    for (const w of words(file, 1)) expect(w.xMax).toBeLessThanOrEqual(144);
    expect(barcodes(file, 1)).toEqual(['1234567']);
  });

  it("prints 'missing ...' for absent values and no barcode without a sku", () => {
    const file = written(productLabelPdf({ productType: 'Fabric', bundleOrRoll: 'Bundle', name: 'Plain' }, []));
    expect(pageText(file, 1)).toBe('missing sku missing price Plain missing content missing width · missing length');
    expect(barcodes(file, 1)).toEqual([]);
  });

  it('makes the roll-to-bundle label from what the conversion answered', () => {
    const pdf = bundleLabelPdf({ sku: '20417', name: 'Navy Twill', length: 2.5, price: '22.50', width: 150, content: '100% Cotton' });
    expect(pdf.fileName).toBe('fabric-label-navy-twill.pdf');
    const file = written(pdf);
    expect(info(file)).toEqual({ pages: 1, width: 144, height: 144 });
    expect(pageText(file, 1)).toBe('20417 $22.50 Navy Twill 100% Cotton 150 CM · 2.5 m');
    expect(barcodes(file, 1)).toEqual(['20417']);
  });
});

/** One plausible product per supply kind, as a shop's record holds it (read back through recordedProduct). */
const SUPPLIES: Record<(typeof SUPPLY_TYPES)[number], Record<string, unknown>> = {
  Zippers: { sellingUnit: 'Individual', zipperType: 'Invisible', lengthIn: 9, closure: 'Closed End', price: 1.25 },
  Buttons: { sellingUnit: 'Pack', packSize: 4, buttonType: '4 Hole', materials: ['Shell'], widthMM: 15, price: 2.25 },
  Elastic: { sellingUnit: 'By Meter', elasticType: 'Braided', widthIn: 0.25, price: 0.6 },
  'Sewing Patterns': { brand: 'Simplicity', patternNumber: '8137', price: 3.5 },
  Thread: { sellingUnit: 'Pack', packSize: 2, threadType: 'All Purpose', material: 'Polyester', price: 2 },
  Trim: { sellingUnit: 'Bundle', trimType: 'Lace', widthIn: 1.5, lengthM: 3, price: 4.5 },
  Ribbing: { sellingUnit: 'Individual', material: 'Cotton', size: 'Single Width', price: 0.5 },
  'Bias Tape': { sellingUnit: 'Package', biasTapeType: 'Double Fold', widthIn: 0.5, lengthM: 3, price: 1.5 },
  'Other Supply': { sellingUnit: 'Individual', otherSupplyType: 'Craft', name: 'Felt Squares', price: 3 },
};

describe('supply labels', () => {
  it.each(SUPPLY_TYPES.map((type, i) => [type, String(3001 + i)] as const))(
    '%s: sku, description, pack size or unit, price and a barcode on one 2 x 2 in page',
    (type, sku) => {
      const product = recordedProduct({ productType: type, ...SUPPLIES[type] });
      if (product.productType !== type) throw new Error(`${type} fixture is not a ${type}`);
      const pdf = productLabelPdf(product, [sku]);
      expect(pdf.fileName).toMatch(new RegExp(`^[a-z-]+-label-${sku}\\.pdf$`));
      const file = written(pdf);
      expect(info(file)).toEqual({ pages: 1, width: 144, height: 144 });
      const text = pageText(file, 1);
      const price = `$${product.price?.toFixed(2)}`;
      expect(text.startsWith(`${sku} ${price} ${supplyDescription(product)} `)).toBe(true);
      expect(text).toMatch(/ (Pack of \d+|\d+(\.\d+)? m|Individual|By Meter|Bundle|Package)$/);
      expect(sizeOf(file, 1, sku)).toBe(46);
      expect(barcodes(file, 1)).toEqual([sku]);
    },
  );

  it('prints a 7-character bias tape SKU at 32 pt and reads it back from the barcode', () => {
    const pdf = productLabelPdf(recordedProduct({ productType: 'Bias Tape', ...SUPPLIES['Bias Tape'] }), ['1234567']);
    expect(pdf.fileName).toBe('bias-tape-label-1234567.pdf');
    const file = written(pdf);
    expect(pageText(file, 1)).toBe('1234567 $1.50 Double Fold Bias Tape 1/2 in 3 m');
    expect(sizeOf(file, 1, '1234567')).toBe(32);
    expect(barcodes(file, 1)).toEqual(['1234567']);
  });

  it("refuses an unknown product type with 'Unexpected product type.'", () => {
    expect(() => productLabelPdf(recordedProduct({ productType: 'Widgets' }), ['1'])).toThrow('Unexpected product type.');
  });
});

describe('the PDF file', () => {
  /** What poppler says on stderr while reading every page: a broken cross-reference or stream shows up as a Syntax Error. */
  const complaints = (file: string) =>
    ['pdfinfo', 'pdftotext', 'pdffonts']
      .map((cmd) =>
        execFileSync(cmd, [file, ...(cmd === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] }),
      )
      .join('');

  it('is read by poppler without a complaint, in the two standard fonts, and with the label as its title', () => {
    for (const pdf of [productLabelPdf(BUNDLE, ['10234', '10235']), boxLabelPdf({ boxID: '6C-1', productType: 'Trim', subA: 'Lace' })]) {
      const file = written(pdf);
      expect(complaints(file)).toBe('');
      expect(run('pdfinfo', [file])).toMatch(new RegExp(`^Title:\\s+${pdf.fileName.replace(/\.pdf$/, '')}$`, 'm'));
      const fonts = run('pdffonts', [file]);
      expect(fonts).toMatch(/^Helvetica-Bold\s+Type 1\s+WinAnsi\s+no/m);
    }
  });

  it("prints every WinAnsi character as typed, and what Helvetica cannot print as '?'", () => {
    const name = '\u201cCaf\u00e9\u201d (Sale) \u2013 50\u20ac \u0152uvre \\ \u{1f9f5}';
    const file = written(bundleLabelPdf({ sku: '20417', name, length: 2.5, price: '22.50', width: 150, content: '100% Cotton' }));
    expect(complaints(file)).toBe('');
    expect(pageLines(file, 1)).toContain('\u201cCaf\u00e9\u201d (Sale) \u2013 50\u20ac \u0152uvre \\ ?');
  });
});

describe('box labels', () => {
  it('prints the box ID at 180 pt and its type at 30 pt twice on a letter page, each copy with a barcode', () => {
    const pdf = boxLabelPdf({ boxID: '6C-1', productType: 'Trim', subA: 'Lace' });
    expect(pdf.fileName).toBe('label-6C-1.pdf');
    const file = written(pdf);
    expect(info(file)).toEqual({ pages: 1, width: 612, height: 792 });
    expect(pageText(file, 1)).toBe('6C-1 Trim - Lace 6C-1 Trim - Lace');
    const ids = words(file, 1).filter((w) => w.text === '6C-1');
    expect(ids.map((w) => w.size)).toEqual([180, 180]);
    expect(sizeOf(file, 1, 'Lace')).toBe(30);
    // 300 dpi: the page is 3300 px tall; each half holds one copy.
    expect(barcodes(file, 1, { y: 0, h: 1650 })).toEqual(['6C-1']);
    expect(barcodes(file, 1, { y: 1650, h: 1650 })).toEqual(['6C-1']);
  });

  it('shrinks a long box ID only as far as the page width needs, and wraps a long type', () => {
    const file = written(boxLabelPdf({ boxID: '9C12-3', productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools' }));
    expect(pageText(file, 1)).toBe(
      '9C12-3 Everything Else - Craft - Yarn and Yarn Tools 9C12-3 Everything Else - Craft - Yarn and Yarn Tools',
    );
    const ids = words(file, 1).filter((w) => w.text === '9C12-3');
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id.xMin).toBeGreaterThanOrEqual(36);
      expect(id.xMax).toBeLessThanOrEqual(612 - 36);
      // As large as fits: within 3% of the 540 pt between the margins.
      expect(id.xMax - id.xMin).toBeGreaterThan(0.97 * 540);
      expect(id.size).toBeLessThan(180);
    }
    expect(sizeOf(file, 1, 'Yarn')).toBe(30);
    expect(barcodes(file, 1, { y: 0, h: 1650 })).toEqual(['9C12-3']);
    expect(barcodes(file, 1, { y: 1650, h: 1650 })).toEqual(['9C12-3']);
  });

  it('refuses a box label without an ID', () => {
    expect(() => boxLabelPdf({ boxID: '  ', productType: 'Trim' })).toThrow('Box ID is missing');
  });
});

/** bwip-js's Code 128 bars in modules, as label-pdf.ts drew them before it had its own encoder. */
function bwipBars(text: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  const noop = () => undefined;
  code128(
    { bcid: 'code128', text, scale: 1 },
    {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: noop,
      // bwip-js strokes each bar as a line `lw` wide around x, nudged half a module right for odd widths.
      line: (x0: number, _y0: number, _x1: number, _y1: number, lw: number) => void bars.push({ x: Math.floor(x0 - lw / 2), width: lw }),
      polygon: noop,
      hexagon: noop,
      ellipse: noop,
      fill: noop,
      text: noop,
      end: () => bars,
    },
  );
  return bars;
}

/** One barcode per page, 1 pt modules, with quiet zones: what zbar reads is what the encoder meant. */
function barcodePages(texts: readonly string[]): string {
  const doc = new PdfDocument('code128');
  for (const text of texts) {
    const code = code128Bars(text)!;
    const page = doc.addPage(code.modules + 40, 100);
    for (const bar of code.bars) page.fillRect(20 + bar.x, 20, bar.width, 60);
  }
  return written({ bytes: doc.bytes(), fileName: 'code128.pdf' });
}

describe('Code 128', () => {
  // Texts bwip-js and ours must encode alike: set B only, or digits in even runs from the start.
  const SAME_AS_BWIP = [
    'A',
    'a-b',
    '6C-1',
    '9C12-3',
    'Harbour Morning',
    ' !"#$%&()*+,-./:;<=>?@[\\]^_`{|}~',
    'Zz09',
    '12',
    '1234',
    '10234',
    '123456',
    '1234567890',
  ];
  it.each(SAME_AS_BWIP)('draws %j bar for bar as bwip-js does', (text) => {
    expect(code128Bars(text)!.bars).toEqual(bwipBars(text));
  });

  // Set switches both ways, odd digit runs at the start, middle and end, every printable character.
  const READ_BACK = [
    '1',
    '123',
    '12345',
    '1234567',
    'AB1234',
    'AB12345',
    'AB123456CD',
    'A1234567B',
    '12345A',
    '1234567A89',
    '9C-12345678',
    ' !"#$%&\'()*+,-./0123456789:;<=>?@',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`',
    'abcdefghijklmnopqrstuvwxyz{|}~',
  ];
  it('is read back by zbar for set switches, odd digit runs and every printable character', () => {
    const file = barcodePages(READ_BACK);
    READ_BACK.forEach((text, page) => expect(barcodes(file, page + 1)).toEqual([text]));
  });

  it('never draws a longer symbol than bwip-js', () => {
    for (const text of [...SAME_AS_BWIP, ...READ_BACK]) {
      const ours = code128Bars(text)!;
      const theirs = bwipBars(text).at(-1)!;
      expect(ours.modules).toBeLessThanOrEqual(theirs.x + theirs.width);
    }
  });

  it('refuses what Code 128 B and C cannot say', () => {
    expect(code128Bars('')).toBeNull();
    expect(code128Bars('caf\u00e9')).toBeNull();
    expect(code128Bars('a\tb')).toBeNull();
  });
});
