import { contentText } from '../../../shared/labels/label-data';
import { type Product, type RecordedProduct } from '../../../shared/products';
import { listingDescriptionHtml } from '../../../shared/listing-description';
import { entryAt } from '../../../shared/rules/roll-listing';
import type { ShopProductInput } from '../../ports/shop.port';
import { DETAILS_KEY, METAFIELD_NAMESPACE, SKU_KEY, UPLOAD_KEY } from './shopify-operations';

/** Shopify's per-image limits (Admin API media docs): checked before anything is staged. */
export const SHOPIFY_IMAGE_LIMITS = { maxMegapixels: 20, maxSide: 4472 } as const;

export interface MetafieldInput {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** Fields that are not attributes of the item: photos, bookkeeping, or Shopify product fields. */
const NOT_ATTRIBUTES = new Set(['images', 'productType', 'variantedFields', 'mediaTag', 'price', 'quantity']);
/** Fields whose values make useful storefront filters. */
const TAG_FIELDS = ['productType', 'bundleOrRoll', 'sellingUnit', 'knitOrWoven', 'stretch', 'weight', 'colour', 'pattern', 'uses'];

/** The product's fields by name: tags, metafields and the description walk every field there is. */
const fieldsOf = (product: Product | RecordedProduct): ReadonlyMap<string, unknown> => new Map(Object.entries(product));

/** 'lengthM' -> 'length_m', 'widthCM' -> 'width_cm' (metafield keys are 2 to 64 of [a-z0-9_-]). */
export const metafieldKey = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .toLowerCase()
    .slice(0, 64);

const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** One typed metafield for a value, or null when there is nothing worth storing. */
function metafieldFor(key: string, value: unknown): MetafieldInput | null {
  const base = { namespace: METAFIELD_NAMESPACE, key };
  if (typeof value === 'boolean') return { ...base, type: 'boolean', value: String(value) };
  if (typeof value === 'number')
    return { ...base, type: Number.isInteger(value) ? 'number_integer' : 'number_decimal', value: String(value) };
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    return { ...base, type: text.includes('\n') ? 'multi_line_text_field' : 'single_line_text_field', value: text };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) {
    if (value.every((v) => typeof v === 'number')) {
      return {
        ...base,
        type: value.every((v) => Number.isInteger(v)) ? 'list.number_integer' : 'list.number_decimal',
        value: JSON.stringify(value.map(String)),
      };
    }
    const texts = value.map((v) => String(v).trim()).filter(Boolean);
    return texts.length ? { ...base, type: 'list.single_line_text_field', value: JSON.stringify(texts) } : null;
  }
  if (value && typeof value === 'object' && (!Array.isArray(value) || value.length > 0))
    return { ...base, type: 'json', value: JSON.stringify(value) };
  return null;
}

/** The details metafield: the whole validated product, read back by Selvage. */
export const detailsMetafield = (details: RecordedProduct): MetafieldInput => ({
  namespace: METAFIELD_NAMESPACE,
  key: DETAILS_KEY,
  type: 'json',
  value: JSON.stringify(details),
});

/** Structured attributes: one metafield per entered field, plus the details JSON. */
export function productMetafields(details: Product): MetafieldInput[] {
  const fields = [...fieldsOf(details)]
    .filter(([field]) => !NOT_ATTRIBUTES.has(field) && metafieldKey(field) !== DETAILS_KEY)
    .map(([field, value]) => metafieldFor(metafieldKey(field), value))
    .filter((m): m is MetafieldInput => m !== null);
  const extra = details.productType === 'Fabric' ? [metafieldFor('content_text', contentText(details.content))] : [];
  return [detailsMetafield(details), ...fields, ...extra.filter((m): m is MetafieldInput => m !== null)];
}

export function productTags(details: Product | RecordedProduct): string[] {
  const fields = fieldsOf(details);
  const tags = TAG_FIELDS.flatMap((field) => {
    const v = fields.get(field);
    return (Array.isArray(v) ? v : [v])
      .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
      .map((x) => x.trim().slice(0, 255));
  });
  return [...new Set(tags)];
}

/** The listing's description: the one builder every shop uses (shared/listing-description.ts). */
export const productDescriptionHtml = (details: Product): string => listingDescriptionHtml(details);

/** Option value names per variant: the size for fabric, unique in any case (Shopify requires it). */
export function variantOptionNames(input: ShopProductInput): { option: string; values: string[] } {
  if (input.variants.length === 1) return { option: 'Title', values: ['Default Title'] };
  const d = input.details;
  const names = input.variants.map((v, i) => {
    const length = d.productType === 'Fabric' ? entryAt(d.lengthM, i) : undefined;
    const width = d.productType === 'Fabric' ? entryAt(d.widthCM, i) : undefined;
    return length !== undefined && width !== undefined ? `${length} m x ${width} cm` : `SKU ${v.sku}`;
  });
  return {
    option: d.productType === 'Fabric' ? 'Size' : 'Variant',
    values: names.map((n, i) => (names.indexOf(n) === i ? n : `${n} (SKU ${input.variants[i]!.sku})`)),
  };
}

/** Per-variant length and width, so a roll's variant can be converted on its own. */
export function variantMetafields(details: Product, i: number): MetafieldInput[] {
  if (details.productType !== 'Fabric') return [];
  return [
    ['length_m', entryAt(details.lengthM, i)],
    ['width_cm', entryAt(details.widthCM, i)],
  ]
    .filter((e): e is [string, number] => e[1] !== undefined)
    .map(([key, value]) => ({ namespace: METAFIELD_NAMESPACE, key, type: 'number_decimal', value: String(value) }));
}

/** A custom ID metafield (type `id`: unique in the shop). */
const customId = (key: string, value: string): MetafieldInput => ({ namespace: METAFIELD_NAMESPACE, key, type: 'id', value });

/** productSet's identifier: the upload's key as the product's custom ID, so a retry finds its product. */
export const uploadIdentifier = (input: ShopProductInput) => ({
  customId: { namespace: METAFIELD_NAMESPACE, key: UPLOAD_KEY, value: input.handle },
});

/**
 * The ProductSetInput for a new product: a draft, with its variants stocked at the location. No
 * handle: Shopify makes the storefront address from the title, as customers read it.
 */
export function productSetInput(input: ShopProductInput, locationId: string) {
  const { option, values } = variantOptionNames(input);
  return {
    title: input.title,
    productType: input.productType,
    status: 'DRAFT',
    descriptionHtml: productDescriptionHtml(input.details),
    tags: productTags(input.details),
    metafields: [...productMetafields(input.details), customId(UPLOAD_KEY, input.handle)],
    productOptions: [{ name: option, position: 1, values: values.map((name) => ({ name })) }],
    variants: input.variants.map((v, i) => ({
      optionValues: [{ optionName: option, name: values[i]! }],
      sku: v.sku,
      price: v.price,
      inventoryItem: { tracked: true },
      inventoryQuantities: [{ locationId, name: 'available', quantity: v.quantity }],
      metafields: [...variantMetafields(input.details, i), customId(SKU_KEY, v.sku)],
    })),
  };
}

/**
 * The product fields an edit rewrites from the edited details, as a new upload of them would hold
 * them: the description, Selvage's attribute metafields (the details JSON is written on its own,
 * compared) and the tags. Tags staff added in Shopify's admin stay: only those the earlier details
 * gave are replaced.
 */
export function productEditFields(before: RecordedProduct, after: Product, tags: readonly string[]) {
  const earlier = new Set(productTags(before));
  return {
    descriptionHtml: productDescriptionHtml(after),
    tags: [...new Set([...tags.filter((t) => !earlier.has(t)), ...productTags(after)])],
    metafields: productMetafields(after).filter((m) => m.key !== DETAILS_KEY),
  };
}
