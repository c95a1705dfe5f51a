/**
 * Label files (spec 000 section 9, spec 001 section 9): data in, a PDF or a set of SVG pages out.
 * The browser makes them (the PDF for desktops, the SVG pages for the print view on phones) and the
 * tests read the PDFs back with poppler and zbar. Both come from one drawing, label-layout.ts, onto
 * pdf-writer.ts or svg-writer.ts. This module is what the first Print click loads (scripts/budget.mjs).
 */
import {
  batchLabels,
  boxLabelData,
  boxTypeText,
  bundleLabels,
  labelsFor,
  type BatchLabelSource,
  type BatchOptions,
  type BundleLabelInput,
  type LabelSet,
} from './label-data';
import type { RecordedProduct } from '../products';
import { LETTER, PRODUCT_PAGE, drawBoxLabel, drawProductLabels, printable } from './label-layout';
import { PdfDocument } from './pdf-writer';
import { SvgDocument } from './svg-writer';
import type { DrawingDocument } from './surface';

export interface LabelPdf {
  bytes: Uint8Array;
  fileName: string;
}

/** The same labels as SVG, one `<svg>` per printed page, every page `widthIn` x `heightIn`. */
export interface LabelSvgs {
  pages: string[];
  fileName: string;
  widthIn: number;
  heightIn: number;
}

const PT_PER_IN = 72;

/** The document's title, as a viewer shows it: the file name without '.pdf'. */
const titleOf = (fileName: string) => fileName.replace(/\.pdf$/, '');

/** A drawing, to be made into a PDF or SVG pages. */
interface Drawing {
  fileName: string;
  page: { width: number; height: number };
  draw: (doc: DrawingDocument) => void;
}

function pdfOf({ fileName, draw }: Drawing): LabelPdf {
  const doc = new PdfDocument(titleOf(fileName));
  draw(doc);
  return { bytes: doc.bytes(), fileName };
}

function svgsOf({ fileName, page, draw }: Drawing): LabelSvgs {
  const doc = new SvgDocument();
  draw(doc);
  return { pages: doc.pages(), fileName, widthIn: page.width / PT_PER_IN, heightIn: page.height / PT_PER_IN };
}

const productDrawing = ({ labels, fileName }: LabelSet): Drawing => ({
  fileName,
  page: PRODUCT_PAGE,
  draw: (doc) => drawProductLabels(doc, labels),
});

/**
 * A product's label PDF: one 2 x 2 in page per fabric variant, one page for a supply. Throws
 * 'Unexpected product type.' for any other product type.
 */
export function productLabelPdf(product: RecordedProduct, skus: readonly string[]): LabelPdf {
  return pdfOf(productDrawing(labelsFor(product, skus)));
}

/** The pages of productLabelPdf as SVG. */
export function productLabelSvgs(product: RecordedProduct, skus: readonly string[]): LabelSvgs {
  return svgsOf(productDrawing(labelsFor(product, skus)));
}

/**
 * Several products' labels in one document (issue 19 item 4): one page per variant, or as many
 * copies of each variant's page as its quantity when asked. Throws 'Unexpected product type.'
 */
export function batchLabelPdf(records: readonly BatchLabelSource[], options: BatchOptions): LabelPdf {
  return pdfOf(productDrawing(batchLabels(records, options)));
}

/** The pages of batchLabelPdf as SVG. */
export function batchLabelSvgs(records: readonly BatchLabelSource[], options: BatchOptions): LabelSvgs {
  return svgsOf(productDrawing(batchLabels(records, options)));
}

export type { BatchLabelSource, BatchOptions, BundleLabelInput };

/** A roll converted to a bundle: one fabric bundle label (spec 001). */
export function bundleLabelPdf(bundle: BundleLabelInput): LabelPdf {
  return pdfOf(productDrawing(bundleLabels(bundle)));
}

/** The page of bundleLabelPdf as SVG. */
export function bundleLabelSvgs(bundle: BundleLabelInput): LabelSvgs {
  return svgsOf(productDrawing(bundleLabels(bundle)));
}

export interface BoxLabelInput {
  boxID: string;
  productType: string;
  subA?: string;
  subB?: string;
}

function boxDrawing(box: BoxLabelInput): Drawing {
  const boxID = printable(box.boxID.trim());
  if (!boxID) throw new Error('Box ID is missing: a box label needs one.');
  const { typeText, fileName } = boxLabelData(boxID, printable(boxTypeText(box.productType, box.subA, box.subB)));
  return { fileName, page: LETTER, draw: (doc) => drawBoxLabel(doc, boxID, typeText) };
}

/** The box label: letter portrait, the ID at 180 pt and its type at 30 pt, twice; file 'label-{boxID}'. */
export function boxLabelPdf(box: BoxLabelInput): LabelPdf {
  return pdfOf(boxDrawing(box));
}

/** The page of boxLabelPdf as SVG: one letter-size page. */
export function boxLabelSvgs(box: BoxLabelInput): LabelSvgs {
  return svgsOf(boxDrawing(box));
}
