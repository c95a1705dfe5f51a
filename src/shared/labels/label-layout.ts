/**
 * The label layout (spec 000 section 9, spec 001 section 9), drawn onto any DrawingSurface: a PDF
 * page or an SVG page, so the PDF a desktop prints and the print view a phone prints are one
 * drawing. Every label carries a Code 128 barcode drawn as vector rectangles from code128.ts's bar
 * widths: sharp at any printer resolution. Layout choices are recorded in docs/decisions.md (label
 * barcode, box ID size).
 */
import { BOX_LABEL, MISSING, PRODUCT_LABEL, type ProductLabel } from './label-data';
import { code128Bars } from './code128';
import { textWidth, winAnsiText, type PdfFont } from './pdf-fonts';
import type { DrawingDocument, DrawingSurface, TextStyle } from './surface';

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

export const LETTER = { width: 8.5 * PT_PER_IN, height: 11 * PT_PER_IN };
const BOX_MARGIN = 0.5 * PT_PER_IN;
const BOX_BAR_PT = PT_PER_IN;
const BOX_MAX_MODULE_PT = 3;
const BOX_TYPE_MAX_LINES = 2;

/** Draws `text` as a barcode centred on `centerX`, its quiet zones inside `maxWidth`. */
function drawBarcode(
  page: DrawingSurface,
  text: string,
  centerX: number,
  top: number,
  height: number,
  maxWidth: number,
  maxModule: number,
): void {
  const code = code128Bars(text);
  if (!code) return;
  const module = Math.min(maxModule, maxWidth / (code.modules + 2 * QUIET_MODULES));
  const left = centerX - (code.modules * module) / 2;
  for (const bar of code.bars) page.fillRect(left + bar.x * module, top, bar.width * module, height);
}

/** The standard PDF fonts speak WinAnsi only; anything else would print as gibberish, so it prints as '?'. */
export const printable = winAnsiText;

const BOLD: PdfFont = 'Helvetica-Bold';
const REGULAR: PdfFont = 'Helvetica';
const widthIn = (text: string, style: TextStyle) => textWidth(text, style.font, style.size);

/** The largest size up to `max`, in half points, at which `text` fits `width` in `font`. */
function fitSize(text: string, font: PdfFont, max: number, width: number): number {
  const em = textWidth(text, font, 1);
  return em * max <= width ? max : Math.floor((width / em) * 2) / 2;
}

/** Shortens the text with an ellipsis until it fits the width in the style. */
function clip(text: string, style: TextStyle, width: number): string {
  if (widthIn(text, style) <= width) return text;
  let cut = text;
  while (cut.length > 1 && widthIn(`${cut.trimEnd()}${ELLIPSIS}`, style) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** Breaks the text into lines at spaces, and a word longer than a line between its letters. */
function splitLines(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (!line || widthIn(joined, style) <= width) line = joined;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > 1 && widthIn(line, style) > width) {
      let cut = line.length - 1;
      while (cut > 1 && widthIn(line.slice(0, cut), style) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function wrap(text: string, style: TextStyle, width: number, maxLines: number): string[] {
  const lines = splitLines(text, style, width);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]!} ${lines.slice(maxLines).join(' ')}`, style, width);
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

export function drawProductLabel(page: DrawingSurface, label: ProductLabel): void {
  const bottom = LABEL_PT - TOP;
  let y = TOP;

  const skuMissing = label.sku === MISSING.sku;
  // The placeholder is a warning, not a code: it prints at the medium size so it fits.
  const skuSize = skuMissing ? SIZES.medium : fitSize(label.sku, BOLD, label.skuFontSize, TEXT_WIDTH);
  y += CAP * skuSize;
  page.text(printable(label.sku), LEFT, y, { font: BOLD, size: skuSize });

  y += GAP + CAP * SIZES.medium;
  page.text(printable(label.price), LEFT, y, { font: BOLD, size: SIZES.medium });

  const small: TextStyle = { font: REGULAR, size: SIZES.small };
  const firstBaseline = y + GAP + CAP * SIZES.small;
  // Lines that fit above the barcode's minimum height; the barcode and SKU never give way, small text does.
  const room = bottom - BAR_MIN_PT - GAP - DESCENT * SIZES.small - firstBaseline;
  const budget = Math.max(0, Math.floor(room / SMALL_LEADING) + 1);
  const blocks = smallBlocks(label).map((b) => ({ ...b, lines: wrap(printable(b.text), small, TEXT_WIDTH, b.maxLines) }));
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
    if (n < block.lines.length) lines[n - 1] = clip(`${lines[n - 1]!} ${block.lines.slice(n).join(' ')}`, small, TEXT_WIDTH);
    for (const line of lines) {
      baseline += SMALL_LEADING;
      page.text(line, LEFT, baseline, small);
    }
  });

  if (skuMissing) return;
  const textBottom = baseline + DESCENT * SIZES.small;
  const height = Math.min(BAR_MAX_PT, bottom - textBottom - GAP);
  drawBarcode(page, label.sku, LABEL_PT / 2, bottom - height, height, LABEL_PT, BAR_MAX_MODULE_PT);
}

/** A product label's page: 2 x 2 in, in points. */
export const PRODUCT_PAGE = { width: LABEL_PT, height: PRODUCT_LABEL.heightIn * PT_PER_IN };

/** One product label per page, in order. */
export function drawProductLabels(doc: DrawingDocument, labels: readonly ProductLabel[]): void {
  for (const label of labels) drawProductLabel(doc.addPage(PRODUCT_PAGE.width, PRODUCT_PAGE.height), label);
}

/** One copy in the half page starting at `top`: the ID, what the box holds, and the ID's barcode. */
function drawBoxCopy(page: DrawingSurface, boxID: string, typeText: string, top: number): void {
  const width = LETTER.width - 2 * BOX_MARGIN;
  const center = LETTER.width / 2;
  // 180 pt unless the ID is too wide for the page: then just as small as it must be.
  const idSize = fitSize(boxID, BOLD, BOX_LABEL.boxIdPt, width);
  let y = top + BOX_MARGIN + CAP * BOX_LABEL.boxIdPt;
  page.text(boxID, center, y, { font: BOLD, size: idSize, align: 'center' });

  const type: TextStyle = { font: REGULAR, size: BOX_LABEL.typeTextPt, align: 'center' };
  const lines = wrap(typeText, type, width, BOX_TYPE_MAX_LINES);
  y += GAP * 4;
  for (const line of lines) {
    y += BOX_LABEL.typeTextPt * 1.15;
    page.text(line, center, y, type);
  }
  const barTop = y + DESCENT * BOX_LABEL.typeTextPt + GAP * 4;
  const height = Math.min(BOX_BAR_PT, top + LETTER.height / 2 - BOX_MARGIN - barTop);
  drawBarcode(page, boxID, center, barTop, height, width, BOX_MAX_MODULE_PT);
}

/** The box label on one letter page: the ID and type twice, a faint fold-and-cut guide between the copies. */
export function drawBoxLabel(doc: DrawingDocument, boxID: string, typeText: string): void {
  const page = doc.addPage(LETTER.width, LETTER.height);
  for (let copy = 0; copy < BOX_LABEL.copies; copy += 1) drawBoxCopy(page, boxID, typeText, (copy * LETTER.height) / BOX_LABEL.copies);
  page.line(BOX_MARGIN / 2, LETTER.height / 2, LETTER.width - BOX_MARGIN / 2, LETTER.height / 2, {
    width: 0.5,
    gray: 190 / 255,
    dash: [6, 6],
  });
}
