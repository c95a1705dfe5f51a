import { ConflictError, InvalidInputError, UpstreamUnavailableError } from '../errors';
import type { BundleResult, ProductRecord, RecentProduct, RollListing } from '../../shared/schemas/shop-answers';
import type { Product } from '../../shared/products';
import type { ProductType } from '../../shared/catalogue/product-types';

export type { BundleResult, ProductRecord, RecentProduct, RollListing };

/**
 * The shop a product is listed in: the embedded catalogue by default, Shopify when configured.
 * The upload service speaks only this interface.
 */
export interface ShopVariantInput {
  sku: string;
  /** Decimal text, e.g. '18.00'. */
  price: string;
  quantity: number;
}

export interface ShopProductInput {
  /**
   * The upload's own key, derived from the idempotency key, so a retry after a lost answer finds the
   * same product: the embedded shop keeps it as the handle, Shopify as the product's custom ID
   * (its storefront handle comes from the title).
   */
  handle: string;
  title: string;
  productType: ProductType;
  /** The validated product as entered: the shop keeps it as structured attributes. */
  details: Product;
  variants: ShopVariantInput[];
}

/** An uploaded product's answers as edited (issue 27): the same product, the same SKUs. */
export interface ShopProductUpdate {
  productId: string;
  /**
   * The version (recordVersion) of the record the edit started from: a shop holding another one
   * refuses with ShopVersionConflictError and changes nothing.
   */
  ifVersion: string;
  title: string;
  details: Product;
  /** One per variant the shop holds, in its order, with the SKUs it holds. */
  variants: ShopVariantInput[];
}

export interface ShopPort extends ShopMediaPort, ShopCatalogPort {
  /**
   * Creates the product (as a draft listing) or returns the one already made for this handle, with
   * the SKUs the shop holds for it in variant order: a retry after a crash must answer those.
   */
  createProduct(input: ShopProductInput): Promise<{ productId: string; skus: string[] }>;
  /**
   * Changes an uploaded product in place: title, details, and each variant's price and stock (the
   * SKUs stay). Answers the record after it. NotFoundError when there is no such product;
   * ShopVersionConflictError when it changed since `ifVersion` (nothing is written then).
   */
  updateProduct(input: ShopProductUpdate): Promise<ProductRecord>;
  /**
   * Takes a product off sale (listed: false; the embedded shop's DRAFT, Shopify's DRAFT or
   * ARCHIVED as configured) or puts it back (ACTIVE). Nothing is deleted. Answers the record after
   * it; NotFoundError when there is no such product. Listing one with no photos is refused
   * (ShopRefusedError): the shop never lists a product without them.
   */
  setListed(productId: string, listed: boolean): Promise<ProductRecord>;
}

/** The product changed since the version an edit started from: answered 409 with the record as it is now. */
export class ShopVersionConflictError extends ConflictError {
  constructor(
    message: string,
    readonly current: ProductRecord,
  ) {
    super(message);
  }
}

/** A shop refused what it was given (its own words), answered as a 400. */
export class ShopRefusedError extends InvalidInputError {
  constructor(message: string) {
    super(null, message);
  }
}

/**
 * The shop could not be reached or failed on its side (after the adapter's own retries): answered
 * as a 502 with these words, so staff see why and its own status (a 401) never signs them out.
 */
export class ShopUnavailableError extends UpstreamUnavailableError {
  constructor(message: string, options?: ErrorOptions) {
    super('shop', message, options);
  }
}

export interface StagedImage {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ShopMediaPort {
  /** Puts the photos where the shop can fetch them; answers one resourceUrl per photo, in order. */
  stageImages(images: StagedImage[]): Promise<{ resourceUrl: string }[]>;
  /**
   * Attaches staged photos in order (the first is the main image), replacing any earlier set, then
   * publishes the listing; with `publish: false` (an edit's new photos) its listing state is left
   * as it is, so an item taken off sale stays off.
   */
  attachImages(productId: string, media: { originalSource: string; alt: string }[], options?: { publish?: boolean }): Promise<void>;
}

/** Reads and roll conversions: implemented by every shop adapter. */
export interface ShopCatalogPort {
  /** Roll products with a variant of exactly this SKU (empty when none). */
  findRollsBySku(sku: string): Promise<RollListing[]>;
  /**
   * Turns the roll variant with this SKU into a bundle of `lengthM` at `price`: the listing's
   * length, price and inventory change; the SKU stays. Throws ShopRefusedError when the SKU is
   * not a roll (any more).
   */
  convertRollToBundle(input: { sku: string; lengthM: number; price: string }): Promise<BundleResult>;
  /** The newest products, newest first. */
  recentProducts(limit: number): Promise<RecentProduct[]>;
  /**
   * One product as the shop holds it now (the id createProduct answered), or null when the shop has
   * none by that id, including ids that are not of this shop's form. Labels are printed from this.
   */
  getProduct(productId: string): Promise<ProductRecord | null>;
  /** The product one of whose variants has exactly this SKU (a scanned label), or null. */
  findProductBySku(sku: string): Promise<ProductRecord | null>;
  /**
   * The titles of live listings (any the shop has not archived or deleted; a draft whose photos
   * are still on their way is live) that start with `prefix`, ignoring case: at most
   * LIVE_TITLES_MAX of them, in no particular order. No two listings may share a title (issue 26).
   */
  liveTitles(prefix: string): Promise<string[]>;
}

/** Enough for every '#n' of the busiest title: beyond it a shop has bigger problems than a repeated title. */
export const LIVE_TITLES_MAX = 500;
