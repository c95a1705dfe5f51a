import type { RecordedProduct } from '../products';

/**
 * What the shop answers to the browser: roll search, roll conversion, Recent uploads. One set of
 * types for the server's shop port and the client's calls.
 */

/** POST /product/product_upload: the product the shop made (or had made for this key) and its SKUs in variant order. */
export interface UploadedProduct {
  productId: string;
  title: string;
  skus: string[];
}

/** A fabric roll variant found by SKU (roll to bundle search). */
export interface RollListing {
  productId: string;
  title: string;
  sku: string;
  name: string;
  /** Metres the roll holds now. */
  lengthM: number;
  widthCM: number;
  /** Content as the label prints it, e.g. '60% Cotton, 40% Polyester'. */
  content: string;
  /** The roll's price per metre, e.g. '9.00'. */
  price: string;
}

/** What a roll became after conversion (answered to the browser and printed on its label). */
export interface BundleResult {
  sku: string;
  name: string;
  /** Metres. */
  length: number;
  price: string;
  /** Centimetres. */
  width: number;
  content: string;
}

/**
 * One product as the shop holds it now: Recent uploads lists these, the product record route answers
 * one, and labels are printed from them (never from a draft that may have changed since).
 */
export interface ProductRecord {
  productId: string;
  title: string;
  productType: string;
  status: 'DRAFT' | 'ACTIVE';
  createdAt: string;
  variants: { sku: string; price: string; quantity: number }[];
  /** Photo URLs in order; the first is the main image. */
  media: string[];
  /** The validated product as uploaded (for reprinting labels), as the shop holds it now; `{}` for one Selvage did not upload. */
  details: RecordedProduct;
}

/** A product as the Recent uploads page lists it, newest first. */
export type RecentProduct = ProductRecord;
