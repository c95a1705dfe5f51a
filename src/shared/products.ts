/**
 * One entry point over all ten product kinds, used by the review page, the price page and the
 * server: build the product from a draft, validate it, label its fields, suggest a price.
 */
import type { z } from 'zod';
import { isProductType, PRODUCT_TYPES, type ProductType } from './catalogue/product-types';
import { notAllowed, required } from './schemas/messages';
import { supplyTitle } from './listing-title';
import { buildFabric, fabricFieldLabels, fabricRequiredForPrice, fabricSchema, missingFabricForPrice, type FabricDraft } from './schemas/fabric';
import { buildSupply, type SupplyDraft } from './schemas/supply-draft';
import { omittedFields, supplySchemaFor } from './schemas/supplies';
import { SUPPLY_FIELD_LABELS, SUPPLY_REQUIRED_FOR_PRICE } from './schemas/supply-labels';
import { validate, type FieldErrors, type Validation } from './schemas/validate';
import { suggestFabricPrice } from './pricing/fabric-price';
import { suggestSupplyPrice } from './pricing/supply-price';
import { fabricPriceInput } from './rules/fabric';

export type ProductDraft = FabricDraft | SupplyDraft;

export const isFabricDraft = (d: ProductDraft): d is FabricDraft => d.productType === 'Fabric';

/** The zod schema of a built product of this type. */
export function schemaFor(type: ProductType): z.ZodType {
  return type === 'Fabric' ? fabricSchema : supplySchemaFor(type);
}

/** The product the draft would upload (not yet validated). */
export function buildProduct(d: ProductDraft): unknown {
  return isFabricDraft(d) ? buildFabric(d) : buildSupply(d);
}

/** Builds and validates: what the review page shows and what the server checks again. */
export function validateDraft(d: ProductDraft): Validation<Record<string, unknown>> {
  return validate(schemaFor(d.productType), buildProduct(d)) as Validation<Record<string, unknown>>;
}

/** Validates a product sent by a browser: the server never trusts the client's own check. */
export function validateProduct(product: unknown): Validation<Record<string, unknown>> {
  const type = (product as { productType?: unknown } | null)?.productType;
  // One of the list, never a key some table happens to answer to ('constructor' once priced NaN).
  if (!isProductType(type)) {
    const message = type === undefined || type === null || type === '' ? required('Product type') : notAllowed('Product type', PRODUCT_TYPES);
    return { success: false, errors: { productType: [message] } };
  }
  return validate(schemaFor(type), product) as Validation<Record<string, unknown>>;
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
  return SUPPLY_REQUIRED_FOR_PRICE[d.productType]
    .filter((f) => {
      if (omitted.has(f)) return false;
      const v = built[f];
      return v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'number' && Number.isNaN(v));
    })
    .map((field) => ({ field, label: SUPPLY_FIELD_LABELS[field] ?? field }));
}

/** The suggested price and its '$X.XX' choices. */
export function suggestPrice(d: ProductDraft): { base: number | null; choices: string[] } {
  if (isFabricDraft(d)) {
    return suggestFabricPrice(fabricPriceInput(d));
  }
  const { base, choices } = suggestSupplyPrice(d);
  return { base, choices };
}

/**
 * The listing title the shop shows (Shopify and the local shop alike): a fabric's name (or colour
 * and type when unnamed) with its construction; a supply's own title rule (supplyTitle, D80), never
 * the 2-inch label's abbreviated description.
 */
export function productTitle(product: Record<string, unknown>): string {
  const type = product.productType;
  if (!isProductType(type)) return '';
  if (type === 'Fabric') {
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const colour = Array.isArray(product.colour) ? text(product.colour[0]) : '';
    const kind = text(product.knitWeaveType) || text(product.knitOrWoven) || 'Fabric';
    const name = typeof product.name === 'string' && product.name.trim() ? product.name.trim() : '';
    const base = [colour, kind].filter(Boolean).join(' ');
    return name ? `${name} - ${base} ${product.bundleOrRoll === 'Roll' ? 'Roll' : 'Bundle'}` : `${base} ${product.bundleOrRoll === 'Roll' ? 'Roll' : 'Bundle'}`;
  }
  return supplyTitle(product, type);
}
