/**
 * What the buttons call. The label drawing and its PDF writer load on the first click, so they
 * never weigh on /login or the flows.
 */
import { labelSourceOfRecord } from '../../shared/labels/label-data';
import type { BoxLabelInput, BundleLabelInput } from '../../shared/labels/label-pdf';
import type { ProductRecord } from '../../shared/schemas/shop-answers';
import { openLabel } from './open-label';

const pdfs = () => import('../../shared/labels/label-pdf');

/**
 * Every label of an uploaded product (one page per fabric variant), made from the shop's record of
 * it: the SKUs, prices, name, content and sizes the shop holds, never a draft that may have changed
 * since. Recent uploads and the upload panel both print through here. Throws 'Unexpected product type.'
 */
export async function printProductLabel(record: Pick<ProductRecord, 'details' | 'variants'>): Promise<void> {
  const { product, skus } = labelSourceOfRecord(record);
  openLabel((await pdfs()).productLabelPdf(product, skus));
}

/** The label of a roll converted to a bundle. Without a fabric and SKU there is nothing to print: spec 001 only logs that. */
export async function printBundleLabel(bundle: BundleLabelInput | null | undefined): Promise<void> {
  if (!bundle?.sku?.trim()) {
    console.error('Bundle label not made: no fabric and SKU.');
    return;
  }
  openLabel((await pdfs()).bundleLabelPdf(bundle));
}

/** A storage box's letter-size label, its ID twice. */
export async function printBoxLabel(box: BoxLabelInput): Promise<void> {
  openLabel((await pdfs()).boxLabelPdf(box));
}
