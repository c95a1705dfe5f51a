/**
 * What the buttons call. The label drawing and its PDF and SVG writers load on the first click, so
 * they never weigh on /login or the flows. Desktops print the PDF, phones the print view (open-label.ts).
 */
import { labelSourceOfRecord } from '../../shared/labels/label-data';
import type { BatchLabelSource, BatchOptions, BoxLabelInput, BundleLabelInput } from '../../shared/labels/label-pdf';
import type { ProductRecord } from '../../shared/schemas/shop-answers';
import { printLabel } from './open-label';

const labels = () => import('../../shared/labels/label-pdf');

/**
 * Every label of an uploaded product (one page per fabric variant), made from the shop's record of
 * it: the SKUs, prices, name, content and sizes the shop holds, never a draft that may have changed
 * since. Recent uploads and the upload panel both print through here. Throws 'Unexpected product type.'
 */
export async function printProductLabel(record: Pick<ProductRecord, 'details' | 'variants'>): Promise<void> {
  const { product, skus } = labelSourceOfRecord(record);
  const m = await labels();
  printLabel({ pdf: () => m.productLabelPdf(product, skus), pages: () => m.productLabelSvgs(product, skus) });
}

/**
 * The labels of several products in one document (Recent uploads' batch): one per variant, or as
 * many copies as each variant's quantity. Throws 'Unexpected product type.' if one is not Selvage's.
 */
export async function printBatchLabels(records: readonly BatchLabelSource[], options: BatchOptions): Promise<void> {
  const m = await labels();
  printLabel({ pdf: () => m.batchLabelPdf(records, options), pages: () => m.batchLabelSvgs(records, options) });
}

/** The label of a roll converted to a bundle. Without a fabric and SKU there is nothing to print: spec 001 only logs that. */
export async function printBundleLabel(bundle: BundleLabelInput | null | undefined): Promise<void> {
  if (!bundle?.sku?.trim()) {
    console.error('Bundle label not made: no fabric and SKU.');
    return;
  }
  const m = await labels();
  printLabel({ pdf: () => m.bundleLabelPdf(bundle), pages: () => m.bundleLabelSvgs(bundle) });
}

/** A storage box's letter-size label, its ID twice (the print view prints it on letter paper too). */
export async function printBoxLabel(box: BoxLabelInput): Promise<void> {
  const m = await labels();
  printLabel({ pdf: () => m.boxLabelPdf(box), pages: () => m.boxLabelSvgs(box) });
}
