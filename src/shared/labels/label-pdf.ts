/**
 * Label PDFs (spec 000 section 9, spec 001 section 9): data in, bytes out, so the browser makes them
 * and the tests read them back with poppler and zbar. Every label carries a Code 128 barcode drawn
 * as vector rectangles from code128.ts's bar widths: sharp at any printer resolution, and a few
 * hundred bytes. Layout choices are recorded in docs/decisions.md (label barcode, box ID size).
 */
import { jsPDF } from 'jspdf';
import {
  BOX_LABEL,
  MISSING,
  PRODUCT_LABEL,
  boxLabelData,
  boxTypeText,
  bundleLabels,
  labelsFor,
  type BundleLabelInput,
  type ProductLabel,
} from './label-data';
import type { RecordedProduct } from '../products';
import { code128Bars } from './code128';

export interface LabelPdf {
  bytes: Uint8Array;
  fileName: string;
}

const PT_PER_IN = 72;
/** Helvetica's cap height and descender, per point of font size. */
const CAP = 0.718;
const DESCENT = 0.207;
/** Code 128 wants ten modules of white on either side. */
const QUIET_MODULES = 10;
const ELLIPSIS = '\u2026';

const SIZES = PRODUCT_LABEL.fontSizes;
const LABEL_PT = PRODUCT_LABEL.widthIn * PT_PER_IN;
const LEFT = PRODUCT_LABEL.marginLeftIn * PT_PER_IN;
const TOP = PRODUCT_LABEL.marginVerticalIn * PT_PER_IN;
const TEXT_WIDTH = LABEL_PT - 2 * LEFT;
const GAP = 4;
const SMALL_LEADING = SIZES.small * 1.15;
/** A third of an inch: short enough to leave four lines of small text, tall enough for a hand scanner or a phone. */
const BAR_MIN_PT = 24;
const BAR_MAX_PT = 40;
const BAR_MAX_MODULE_PT = 2;

const LETTER = { width: 8.5 * PT_PER_IN, height: 11 * PT_PER_IN };
const BOX_MARGIN = 0.5 * PT_PER_IN;
const BOX_BAR_PT = PT_PER_IN;
const BOX_MAX_MODULE_PT = 3;
const BOX_TYPE_MAX_LINES = 2;

/** Draws `text` as a barcode centred on `centerX`, its quiet zones inside `maxWidth`. */
function drawBarcode(doc: jsPDF, text: string, centerX: number, top: number, height: number, maxWidth: number, maxModule: number): void {
  const code = code128Bars(text);
  if (!code) return;
  const module = Math.min(maxModule, maxWidth / (code.modules + 2 * QUIET_MODULES));
  const left = centerX - (code.modules * module) / 2;
  doc.setFillColor(0, 0, 0);
  for (const bar of code.bars) doc.rect(left + bar.x * module, top, bar.width * module, height, 'F');
}

/** The standard PDF fonts speak WinAnsi only; anything else would print as gibberish. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

/**
 * The largest size up to `max` at which `text` fits `width` in the current font. jsPDF's widths run
 * about 1% short of the real Helvetica-Bold ones (poppler measures '9C12-3' at 3.28 em, jsPDF at
 * 3.25), so a shrunk text keeps 2% in hand.
 */
function fitSize(doc: jsPDF, text: string, max: number, width: number): number {
  const em = doc.getStringUnitWidth(text) * 1.02;
  return em * max <= width ? max : Math.floor((width / em) * 2) / 2;
}

/** Shortens the text with an ellipsis until it fits the width in the current font and size. */
function clip(doc: jsPDF, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.getTextWidth(`${cut.trimEnd()}${ELLIPSIS}`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

function wrap(doc: jsPDF, text: string, width: number, maxLines: number): string[] {
  const lines = (doc.splitTextToSize(text, width) as string[]).filter((l) => l.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(doc, `${kept[maxLines - 1]!} ${lines.slice(maxLines).join(' ')}`, width);
  return kept;
}

/** Small-text blocks, in the order printed, each with how many lines it may take and its rank when lines run short. */
function smallBlocks(label: ProductLabel): { text: string; maxLines: number; rank: number }[] {
  if (label.kind === 'fabric') {
    return [
      { text: label.name, maxLines: 2, rank: 2 },
      { text: label.content, maxLines: 2, rank: 1 },
      { text: label.length === null ? label.width : `${label.width} \u00b7 ${label.length}`, maxLines: 1, rank: 0 },
    ];
  }
  return [
    { text: label.description, maxLines: 3, rank: 1 },
    { text: label.packOrUnit, maxLines: 1, rank: 0 },
  ];
}

/** Gives every block one line, then the spare lines to blocks by rank; blocks that get none are left out. */
function allotLines(counts: number[], ranks: number[], budget: number): number[] {
  const order = counts.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!);
  const given = counts.map(() => 0);
  let left = budget;
  for (const i of order) {
    if (left === 0 || counts[i] === 0) continue;
    given[i] = 1;
    left -= 1;
  }
  for (const i of order) {
    const more = Math.max(0, Math.min(left, counts[i]! - given[i]!));
    given[i] = given[i]! + more;
    left -= more;
  }
  return given;
}

function drawProductLabel(doc: jsPDF, label: ProductLabel): void {
  const bottom = LABEL_PT - TOP;
  let y = TOP;

  doc.setFont('helvetica', 'bold');
  const skuMissing = label.sku === MISSING.sku;
  // The placeholder is a warning, not a code: it prints at the medium size so it fits.
  const skuSize = skuMissing ? SIZES.medium : fitSize(doc, label.sku, label.skuFontSize, TEXT_WIDTH);
  doc.setFontSize(skuSize);
  y += CAP * skuSize;
  doc.text(printable(label.sku), LEFT, y);

  doc.setFontSize(SIZES.medium);
  y += GAP + CAP * SIZES.medium;
  doc.text(printable(label.price), LEFT, y);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(SIZES.small);
  const firstBaseline = y + GAP + CAP * SIZES.small;
  // Lines that fit above the barcode's minimum height; the barcode and SKU never give way, small text does.
  const room = bottom - BAR_MIN_PT - GAP - DESCENT * SIZES.small - firstBaseline;
  const budget = Math.max(0, Math.floor(room / SMALL_LEADING) + 1);
  const blocks = smallBlocks(label).map((b) => ({ ...b, lines: wrap(doc, printable(b.text), TEXT_WIDTH, b.maxLines) }));
  const given = allotLines(
    blocks.map((b) => b.lines.length),
    blocks.map((b) => b.rank),
    budget,
  );
  let baseline = firstBaseline - SMALL_LEADING;
  blocks.forEach((block, i) => {
    const n = given[i]!;
    if (n === 0) return;
    const lines = block.lines.slice(0, n);
    if (n < block.lines.length) lines[n - 1] = clip(doc, `${lines[n - 1]!} ${block.lines.slice(n).join(' ')}`, TEXT_WIDTH);
    for (const line of lines) {
      baseline += SMALL_LEADING;
      doc.text(line, LEFT, baseline);
    }
  });

  if (skuMissing) return;
  const textBottom = baseline + DESCENT * SIZES.small;
  const height = Math.min(BAR_MAX_PT, bottom - textBottom - GAP);
  drawBarcode(doc, label.sku, LABEL_PT / 2, bottom - height, height, LABEL_PT, BAR_MAX_MODULE_PT);
}

function newProductDoc(): jsPDF {
  return new jsPDF({
    unit: 'pt',
    format: [LABEL_PT, PRODUCT_LABEL.heightIn * PT_PER_IN],
    orientation: PRODUCT_LABEL.orientation,
    compress: true,
  });
}

const bytesOf = (doc: jsPDF) => new Uint8Array(doc.output('arraybuffer'));

/**
 * A product's label PDF: one 2 x 2 in page per fabric variant, one page for a supply. Throws
 * 'Unexpected product type.' for any other product type.
 */
export function productLabelPdf(product: RecordedProduct, skus: readonly string[]): LabelPdf {
  return labelsPdf(labelsFor(product, skus));
}

function labelsPdf({ labels, fileName }: { labels: ProductLabel[]; fileName: string }): LabelPdf {
  const doc = newProductDoc();
  labels.forEach((label, i) => {
    if (i > 0) doc.addPage([LABEL_PT, PRODUCT_LABEL.heightIn * PT_PER_IN], PRODUCT_LABEL.orientation);
    drawProductLabel(doc, label);
  });
  doc.setProperties({ title: fileName.replace(/\.pdf$/, '') });
  return { bytes: bytesOf(doc), fileName };
}

export type { BundleLabelInput };

/** A roll converted to a bundle: one fabric bundle label (spec 001). */
export function bundleLabelPdf(bundle: BundleLabelInput): LabelPdf {
  return labelsPdf(bundleLabels(bundle));
}

export interface BoxLabelInput {
  boxID: string;
  productType: string;
  subA?: string;
  subB?: string;
}

/** One copy in the half page starting at `top`: the ID, what the box holds, and the ID's barcode. */
function drawBoxCopy(doc: jsPDF, boxID: string, typeText: string, top: number): void {
  const width = LETTER.width - 2 * BOX_MARGIN;
  const center = LETTER.width / 2;
  doc.setFont('helvetica', 'bold');
  // 180 pt unless the ID is too wide for the page: then just as small as it must be.
  const idSize = fitSize(doc, boxID, BOX_LABEL.boxIdPt, width);
  doc.setFontSize(idSize);
  let y = top + BOX_MARGIN + CAP * BOX_LABEL.boxIdPt;
  doc.text(boxID, center, y, { align: 'center' });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(BOX_LABEL.typeTextPt);
  const lines = wrap(doc, typeText, width, BOX_TYPE_MAX_LINES);
  y += GAP * 4;
  for (const line of lines) {
    y += BOX_LABEL.typeTextPt * 1.15;
    doc.text(line, center, y, { align: 'center' });
  }
  const barTop = y + DESCENT * BOX_LABEL.typeTextPt + GAP * 4;
  const height = Math.min(BOX_BAR_PT, top + LETTER.height / 2 - BOX_MARGIN - barTop);
  drawBarcode(doc, boxID, center, barTop, height, width, BOX_MAX_MODULE_PT);
}

/** The box label: letter portrait, the ID at 180 pt and its type at 30 pt, twice; file 'label-{boxID}'. */
export function boxLabelPdf(box: BoxLabelInput): LabelPdf {
  const boxID = printable(box.boxID.trim());
  if (!boxID) throw new Error('Box ID is missing: a box label needs one.');
  const { typeText, fileName } = boxLabelData(boxID, printable(boxTypeText(box.productType, box.subA, box.subB)));
  const doc = new jsPDF({ unit: 'pt', format: BOX_LABEL.format, orientation: BOX_LABEL.orientation, compress: true });
  for (let copy = 0; copy < BOX_LABEL.copies; copy += 1) drawBoxCopy(doc, boxID, typeText, (copy * LETTER.height) / BOX_LABEL.copies);
  // A faint fold-and-cut guide between the copies.
  doc.setDrawColor(190, 190, 190);
  doc.setLineDashPattern([6, 6], 0);
  doc.setLineWidth(0.5);
  doc.line(BOX_MARGIN / 2, LETTER.height / 2, LETTER.width - BOX_MARGIN / 2, LETTER.height / 2);
  doc.setProperties({ title: fileName.replace(/\.pdf$/, '') });
  return { bytes: bytesOf(doc), fileName };
}
