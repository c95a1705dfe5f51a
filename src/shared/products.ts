/**
 * One entry point over all ten product kinds, used by the review page, the price page and the
 * server: build the product from a draft, validate it, label its fields, suggest a price.
 */
import type { z } from 'zod';
import { isProductType, PRODUCT_TYPES, type ProductType } from './catalogue/product-types';
import { notAllowed, required } from './schemas/messages';
import { fabricTitle, supplyTitle } from './listing-title';
import {
  buildFabric,
  fabricFieldLabels,
  fabricRequiredForPrice,
  fabricSchema,
  missingFabricForPrice,
  recordedFabricSchema,
  type FabricDraft,
  type FabricProduct,
} from './schemas/fabric';
import { buildSupply, type SupplyDraft } from './schemas/supply-draft';
import { omittedFields, recordedSupplySchemaFor, supplySchemaFor, type Recorded, type SupplyProduct } from './schemas/supplies';
import { SUPPLY_FIELD_LABELS, SUPPLY_REQUIRED_FOR_PRICE } from './schemas/supply-labels';
import { validate, type FieldErrors, type Validation } from './schemas/validate';
import { suggestFabricPrice } from './pricing/fabric-price';
import { packSizeMissing, suggestSupplyPrice } from './pricing/supply-price';
import { fabricPriceInput } from './rules/fabric';

export type ProductDraft = FabricDraft | SupplyDraft;

export type { FabricProduct, SupplyProduct };

/**
 * A validated product, as its schema outputs it: what the review page shows, the server uploads,
 * the shop stores and labels print. Narrow it on `productType`.
 */
export type Product = FabricProduct | SupplyProduct;

/** A product made by something other than a Selvage upload (no details, or of no kind Selvage knows). */
export type NotUploaded = { productType?: undefined; images?: undefined };

/**
 * A product as a shop's record holds it: uploaded as a Product and read back from JSON, so its kind
 * is sure but any other field may be missing (a roll conversion rewrote it, someone edited it in
 * the shop); NotUploaded when the shop holds no Selvage product there at all.
 */
export type RecordedProduct = Recorded<FabricProduct> | Recorded<SupplyProduct> | NotUploaded;

/** A fabric's per-variant lists, complete (a product) or not yet (a draft). */
interface VariantLists {
  lengthM?: readonly unknown[] | undefined;
  widthCM?: readonly unknown[] | undefined;
  price?: readonly unknown[] | undefined;
  quantity?: readonly unknown[] | undefined;
}

/**
 * How many variants a fabric lists: its longest per-variant list, and at least one (a single
 * entry stands for every variant). The upload reserves that many SKUs and the review previews that
 * many listings, so both count here.
 */
export const fabricVariantCount = ({ lengthM, widthCM, price, quantity }: VariantLists): number =>
  Math.max(1, lengthM?.length ?? 0, widthCM?.length ?? 0, price?.length ?? 0, quantity?.length ?? 0);

export const isFabricDraft = (d: ProductDraft): d is FabricDraft => d.productType === 'Fabric';

/** The zod schema of a built product of this type. */
export function schemaFor(type: ProductType): z.ZodType<Product> {
  return type === 'Fabric' ? fabricSchema : supplySchemaFor(type);
}

/** The product the draft would upload (not yet validated). */
export function buildProduct(d: ProductDraft): unknown {
  return isFabricDraft(d) ? buildFabric(d) : buildSupply(d);
}

/** Builds and validates: what the review page shows and what the server checks again. */
export function validateDraft(d: ProductDraft): Validation<Product> {
  return validate(schemaFor(d.productType), buildProduct(d));
}

const productTypeOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'productType' in value ? value.productType : undefined;

/** Validates a product sent by a browser: the server never trusts the client's own check. */
export function validateProduct(product: unknown): Validation<Product> {
  const type = productTypeOf(product);
  // One of the list, never a key some table happens to answer to ('constructor' once priced NaN).
  if (!isProductType(type)) {
    const message =
      type === undefined || type === null || type === '' ? required('Product type') : notAllowed('Product type', PRODUCT_TYPES);
    return { success: false, errors: { productType: [message] } };
  }
  return validate(schemaFor(type), product);
}

/**
 * Reads a shop's record of a product (JSON it keeps) back as a product: each field that still
 * reads as its schema says is kept, any other is left out, so one field someone edited in the shop
 * costs that field and never the whole record (a label then prints 'missing ...' for it).
 */
export function recordedProduct(details: unknown): RecordedProduct {
  const type = productTypeOf(details);
  if (typeof details !== 'object' || details === null || !isProductType(type)) return {};
  const schema: z.ZodType<Exclude<RecordedProduct, NotUploaded>> = type === 'Fabric' ? recordedFabricSchema : recordedSupplySchemaFor(type);
  let fields: [string, unknown][] = Object.entries(details);
  // Each round leaves out the fields that failed, so it ends within as many rounds as there are fields.
  for (;;) {
    const parsed = schema.safeParse(Object.fromEntries(fields));
    if (parsed.success) return parsed.data;
    const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (failed.has('') || failed.has('productType')) return {};
    fields = fields.filter(([field]) => !failed.has(field));
  }
}

export function fieldErrorsOf(d: ProductDraft): FieldErrors {
  const r = validateDraft(d);
  return r.success ? {} : r.errors;
}

/** Field path -> label, in review-table order. */
export function fieldLabelsFor(type: ProductType): Readonly<Record<string, string>> {
  return type === 'Fabric' ? fabricFieldLabels : SUPPLY_FIELD_LABELS;
}

export function requiredForPrice(type: ProductType): readonly string[] {
  return type === 'Fabric' ? fabricRequiredForPrice : SUPPLY_REQUIRED_FOR_PRICE[type];
}

/** Required-for-price fields still missing, in order; the first is shown red. */
export function missingForPrice(d: ProductDraft): { field: string; label: string }[] {
  if (isFabricDraft(d)) return missingFabricForPrice(d);
  const built = buildSupply(d);
  // A field the selling unit leaves out (a by-the-metre length) is never missing.
  const omitted = new Set(omittedFields(d.productType, d.sellingUnit));
  return (
    SUPPLY_REQUIRED_FOR_PRICE[d.productType]
      .filter((f) => {
        if (omitted.has(f)) return false;
        const v = built[f];
        return v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'number' && Number.isNaN(v));
      })
      // A pack is priced per pack: its size is needed only when the unit is a pack.
      .concat(packSizeMissing(d) ? ['packSize'] : [])
      .map((field) => ({ field, label: SUPPLY_FIELD_LABELS[field] ?? field }))
  );
}

/** The suggested price and its '$X.XX' choices. */
export function suggestPrice(d: ProductDraft): { base: number | null; choices: string[] } {
  if (isFabricDraft(d)) {
    return suggestFabricPrice(fabricPriceInput(d));
  }
  const { base, choices } = suggestSupplyPrice(d);
  return { base, choices };
}

/** Why a supply has no suggestion although nothing it needs is missing (a typed zipper type, Everything Else); null otherwise. */
export function noSuggestionReason(d: ProductDraft): string | null {
  return isFabricDraft(d) ? null : suggestSupplyPrice(d).reason;
}

/**
 * The listing title the shop shows (Shopify and the local shop alike), as built from the product: a
 * fabric's rule (fabricTitle); a supply's own (supplyTitle, D80), never the 2-inch label's
 * abbreviated description. Empty for a product Selvage did not upload. When staff gave no name,
 * the shop lists it under distinctTitle of this (distinct-title.ts).
 */
export function productTitle(product: RecordedProduct): string {
  switch (product.productType) {
    case undefined:
      return '';
    case 'Fabric':
      return fabricTitle(product);
    default:
      return supplyTitle(product);
  }
}
