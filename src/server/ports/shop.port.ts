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
  /** Derived from the idempotency key, so a retry after a lost answer finds the same product. */
  handle: string;
  title: string;
  productType: string;
  /** The validated product as entered: the shop keeps it as structured attributes. */
  details: Record<string, unknown>;
  variants: ShopVariantInput[];
}

export interface ShopPort extends ShopMediaPort {
  /** Creates the product (as a draft listing) or returns the one already made for this handle. */
  createProduct(input: ShopProductInput): Promise<{ productId: string }>;
}

/** A shop refused what it was given (its own words), answered as a 400. */
export class ShopRefusedError extends Error {}

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
  /** Attaches staged photos in order (the first is the main image), then publishes the listing. */
  attachImages(productId: string, media: { originalSource: string; alt: string }[]): Promise<void>;
}
