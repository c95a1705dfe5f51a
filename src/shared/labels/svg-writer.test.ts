import { describe, expect, it } from 'vitest';
import { labelsFor, batchLabels, type BatchLabelSource } from './label-data';
import { drawProductLabels, drawBoxLabel } from './label-layout';
import { batchLabelPdf, batchLabelSvgs, boxLabelSvgs, productLabelPdf, productLabelSvgs } from './label-pdf';
import type { DrawingDocument, DrawingSurface, LineStyle, TextStyle } from './surface';
import { num } from './surface';
import { textWidth } from './pdf-fonts';
import type { RecordedProduct } from '../products';

type Call =
  | { op: 'text'; text: string; x: number; baseline: number; style: TextStyle }
  | { op: 'rect'; x: number; top: number; width: number; height: number }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; style: LineStyle };

/** A surface that keeps what was drawn on it, page by page. */
class Recorder implements DrawingDocument {
  readonly pages: { width: number; height: number; calls: Call[] }[] = [];
  addPage(width: number, height: number): DrawingSurface {
    const calls: Call[] = [];
    this.pages.push({ width, height, calls });
    return {
      width,
      height,
      text: (text, x, baseline, style) => void calls.push({ op: 'text', text, x, baseline, style }),
      fillRect: (x, top, w, h) => void calls.push({ op: 'rect', x, top, width: w, height: h }),
      line: (x1, y1, x2, y2, style) => void calls.push({ op: 'line', x1, y1, x2, y2, style }),
    };
  }
}

const BUNDLE: RecordedProduct = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  name: 'Harbour <Morning> & Co',
  price: [18, 31.5],
  lengthM: [2, 3.5],
  widthCM: [148, 148],
  content: { contentType: 'Known', knownContent: [{ content: 'Cotton', amount: 100 }] },
};

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What an SVG page draws, read back from its markup. */
function svgCalls(svg: string) {
  const texts = [...svg.matchAll(/<text x="([^"]+)" y="([^"]+)" font-size="([^"]+)"( font-weight="bold")?[^>]*>([^<]*)<\/text>/g)].map(
    (m) => ({
      text: unescape(m[5]!),
      x: m[1],
      y: m[2],
      size: m[3],
      bold: Boolean(m[4]),
    }),
  );
  const rects = [...svg.matchAll(/<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"\/>/g)].map((m) => m.slice(1, 5).join(' '));
  return { texts, rects };
}

/** The rectangles of a PDF content stream, as the writer wrote them (bottom-left origin). */
const pdfRects = (bytes: Uint8Array) =>
  [
    ...Array.from(bytes, (b) => String.fromCharCode(b))
      .join('')
      .matchAll(/^(\S+) (\S+) (\S+) (\S+) re f$/gm),
  ].map((m) => m.slice(1, 5).map(Number));

describe('the SVG label', () => {
  it('draws the same texts and barcode bars at the same places as the PDF, one svg of 2 x 2 in per variant', () => {
    const recorder = new Recorder();
    drawProductLabels(recorder, labelsFor(BUNDLE, ['10234', '10235']).labels);
    const svgs = productLabelSvgs(BUNDLE, ['10234', '10235']);
    expect(svgs).toMatchObject({ widthIn: 2, heightIn: 2, fileName: 'fabric-label-harbour-morning-co.pdf' });
    expect(svgs.pages).toHaveLength(2);

    recorder.pages.forEach((page, i) => {
      const svg = svgs.pages[i]!;
      expect(svg).toMatch(/^<svg [^>]*width="2in" height="2in" viewBox="0 0 144 144"/);
      const drawn = svgCalls(svg);
      const texts = page.calls.filter((c) => c.op === 'text');
      expect(drawn.texts).toEqual(
        texts.map((c) => ({
          text: c.text,
          x: num(c.x),
          y: num(c.baseline),
          size: num(c.style.size),
          bold: c.style.font === 'Helvetica-Bold',
        })),
      );
      const rects = page.calls.filter((c) => c.op === 'rect');
      expect(rects.length).toBeGreaterThan(10);
      expect(drawn.rects).toEqual(rects.map((r) => [r.x, r.top, r.width, r.height].map(num).join(' ')));
    });
    expect(
      svgCalls(svgs.pages[0]!)
        .texts.map((t) => t.text)
        .slice(0, 3),
    ).toEqual(['10234', '$18.00', 'Harbour <Morning> & Co']);

    // The PDF draws those bars too, flipped to its bottom-left origin.
    const pdf = pdfRects(productLabelPdf(BUNDLE, ['10234', '10235']).bytes);
    const all = recorder.pages.flatMap((p) =>
      p.calls.filter((c) => c.op === 'rect').map((r) => [r.x, 144 - r.top - r.height, r.width, r.height].map(num).map(Number)),
    );
    expect(pdf).toEqual(all);
  });

  it('gives every text the width Helvetica gives it in the PDF, so a stand-in font takes the same room', () => {
    const svg = productLabelSvgs(BUNDLE, ['10234']).pages[0]!;
    const sku = /<text [^>]*font-size="46" font-weight="bold" textLength="([^"]+)"[^>]*>10234<\/text>/.exec(svg);
    expect(Number(sku?.[1])).toBeCloseTo(textWidth('10234', 'Helvetica-Bold', 46), 2);
  });

  it('prints a box label on one letter page, drawn as the PDF draws it', () => {
    const box = boxLabelSvgs({ boxID: '6C-3', productType: 'Trim', subA: 'Lace' });
    expect(box).toMatchObject({ widthIn: 8.5, heightIn: 11, fileName: 'label-6C-3.pdf' });
    expect(box.pages).toHaveLength(1);
    const recorder = new Recorder();
    drawBoxLabel(recorder, '6C-3', 'Trim - Lace');
    expect(svgCalls(box.pages[0]!).texts.map((t) => t.text)).toEqual(
      recorder.pages[0]!.calls.flatMap((c) => (c.op === 'text' ? [c.text] : [])),
    );
    expect(box.pages[0]).toContain('stroke-dasharray="6 6"');
  });
});

const SUPPLY: BatchLabelSource = {
  details: { productType: 'Zippers', sellingUnit: 'Individual', zipperType: 'Invisible', lengthIn: 9, price: 2 },
  variants: [{ sku: '30001', price: '2.50', quantity: 3 }],
};
const FABRIC: BatchLabelSource = {
  details: BUNDLE,
  variants: [
    { sku: '10234', price: '18.00', quantity: 2 },
    { sku: '10235', price: '31.50', quantity: 1 },
  ],
};
const skusOf = (labels: { sku: string }[]) => labels.map((l) => l.sku);

describe('batch labels', () => {
  it('prints one label per variant of every chosen product, in the order chosen', () => {
    const set = batchLabels([SUPPLY, FABRIC], { copiesPerQuantity: false });
    expect(skusOf(set.labels)).toEqual(['30001', '10234', '10235']);
    expect(set.fileName).toBe('labels-30001-and-1-more.pdf');
    expect(batchLabelSvgs([SUPPLY, FABRIC], { copiesPerQuantity: false }).pages).toHaveLength(3);
    const pdf = Array.from(batchLabelPdf([SUPPLY, FABRIC], { copiesPerQuantity: false }).bytes, (b) => String.fromCharCode(b)).join('');
    expect(pdf).toContain('/Count 3');
  });

  it('prints as many copies of each variant as its quantity when asked, and at least one of a variant with none left', () => {
    const soldOut: BatchLabelSource = { ...SUPPLY, variants: [{ sku: '30001', price: '2.50', quantity: 0 }] };
    expect(skusOf(batchLabels([SUPPLY, FABRIC], { copiesPerQuantity: true }).labels)).toEqual([
      '30001',
      '30001',
      '30001',
      '10234',
      '10234',
      '10235',
    ]);
    expect(skusOf(batchLabels([soldOut], { copiesPerQuantity: true }).labels)).toEqual(['30001']);
    const svgs = batchLabelSvgs([SUPPLY, FABRIC], { copiesPerQuantity: true }).pages;
    expect(svgs).toHaveLength(6);
    expect(svgs.map((s) => svgCalls(s).texts[0]!.text)).toEqual(['30001', '30001', '30001', '10234', '10234', '10235']);
  });

  it('prints the price the shop sells each variant at now', () => {
    const svgs = batchLabelSvgs([FABRIC], { copiesPerQuantity: false }).pages;
    expect(svgCalls(svgs[1]!).texts[1]!.text).toBe('$31.50');
  });

  it("refuses a product Selvage did not upload with 'Unexpected product type.'", () => {
    expect(() => batchLabels([SUPPLY, { details: {}, variants: [] }], { copiesPerQuantity: false })).toThrow('Unexpected product type.');
  });
});
