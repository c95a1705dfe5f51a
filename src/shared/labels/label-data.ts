/**
 * What a label says (spec 000 section 9, spec 001 section 9). Data in, data out: label-pdf.ts
 * draws these.
 */
import type { ProductType, SupplyType } from '../catalogue/product-types';
import { formatPrice } from '../pricing/price-choices';
import { isBundleRow } from '../rules/fabric';
import { formatFraction } from '../rules/units';
import type { ProductRecord } from '../schemas/shop-answers';
import type { FabricProduct } from '../schemas/fabric';
import type { Recorded, SupplyProduct } from '../schemas/supplies';
import type { RecordedProduct } from '../products';

export const PRODUCT_LABEL = {
  widthIn: 2,
  heightIn: 2,
  orientation: 'landscape',
  marginVerticalIn: 0.1,
  marginLeftIn: 0.0575,
  fontSizes: { large: 46, sixCharacters: 38, sevenCharacters: 32, medium: 16, small: 10 },
} as const;

export const BOX_LABEL = {
  format: 'letter',
  orientation: 'portrait',
  boxIdPt: 180,
  typeTextPt: 30,
  copies: 2,
} as const;

export const MISSING = {
  sku: 'missing sku',
  price: 'missing price',
  content: 'missing content',
  width: 'missing width',
  length: 'missing length',
} as const;

export const UNEXPECTED_PRODUCT_TYPE = 'Unexpected product type.';

/**
 * SKU font size: 46, or 38 for six characters, 32 for seven or more. Bias tape labels carry a
 * longer description, so their six- and seven-character SKUs both take the smaller 32.
 */
export function fontSizeForSku(sku: string, productType: ProductType): number {
  const f = PRODUCT_LABEL.fontSizes;
  if (productType === 'Bias Tape' && sku.length >= 6) return f.sevenCharacters;
  if (sku.length >= 7) return f.sevenCharacters;
  if (sku.length === 6) return f.sixCharacters;
  return f.large;
}

export interface FabricLabel {
  kind: 'fabric';
  sku: string;
  price: string;
  name: string;
  content: string;
  width: string;
  /** Only bundles print a length. */
  length: string | null;
  skuFontSize: number;
}

export interface SupplyLabel {
  kind: 'supply';
  sku: string;
  price: string;
  description: string;
  packOrUnit: string;
  skuFontSize: number;
}

export type ProductLabel = FabricLabel | SupplyLabel;

type RecordedFabric = Recorded<FabricProduct>;
type RecordedSupply = Recorded<SupplyProduct>;
type RecordedOf = { [K in SupplyType]: Recorded<SupplyProduct<K>> };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** One field of a value read from JSON, or undefined when it is not an object holding it. */
const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? Object.getOwnPropertyDescriptor(value, field)?.value : undefined;
/** Entry i of a per-variant list; a single entry stands for every variant. */
const at = <T>(list: readonly T[] | undefined, i: number): T | undefined => list?.[i] ?? list?.[0];
const priceText = (price: number | undefined) => (price === undefined || !Number.isFinite(price) ? MISSING.price : formatPrice(price));
const skuText = (sku: string | undefined) => (sku?.trim() ? sku.trim() : MISSING.sku);

/**
 * '60% Cotton, 40% Polyester', 'Cotton / Silk (estimated)', 'Natural (estimated)'. Reads any value
 * (the review table shows content as entered, before it validates); a roll read back from the shop
 * already carries its content as text, which prints as is.
 */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content.trim() || MISSING.content;
  switch (fieldOf(content, 'contentType')) {
    case 'Known': {
      const list: unknown = fieldOf(content, 'knownContent');
      const entries: unknown[] = Array.isArray(list) ? list : [];
      const described = entries.map((e) => `${text(fieldOf(e, 'amount'))}% ${text(fieldOf(e, 'content'))}`).join(', ');
      return described || MISSING.content;
    }
    case 'EstimatedSpecific': {
      const e = fieldOf(content, 'estimatedSpecificContent');
      const fibres = [text(fieldOf(e, 'primary')), text(fieldOf(e, 'secondary'))].filter(Boolean).join(' / ');
      return fibres ? `${fibres} (estimated)` : MISSING.content;
    }
    case 'EstimatedGeneral': {
      const general = text(fieldOf(content, 'estimatedGeneralContent'));
      return general ? `${general} (estimated)` : MISSING.content;
    }
    default:
      return MISSING.content;
  }
}

/**
 * A length as every label prints it, fabric or supply: the number, a space, the SI symbol ('2 m',
 * '10 m'; issue 42 item 1). One writer, so the two kinds of label cannot drift apart again.
 */
export const metresText = (lengthM: number | string): string => `${lengthM} m`;

/** One fabric label: the length is printed for bundles only. */
function fabricLabel(v: {
  sku: string | undefined;
  price: number | undefined;
  name: string | undefined;
  content: unknown;
  widthCM: number | undefined;
  lengthM: number | undefined;
  bundle: boolean;
}): FabricLabel {
  const sku = skuText(v.sku);
  return {
    kind: 'fabric',
    sku,
    price: priceText(v.price),
    name: text(v.name),
    content: contentText(v.content),
    width: v.widthCM === undefined ? MISSING.width : `${v.widthCM} CM`,
    length: v.bundle ? (v.lengthM === undefined ? MISSING.length : metresText(v.lengthM)) : null,
    skuFontSize: fontSizeForSku(sku, 'Fabric'),
  };
}

/**
 * One label per variant: sku, price, name, content, width in cm, and length in m for every bundle,
 * a roll's bundle rows included (the rows after its own first one are sold as bundles).
 */
export function fabricLabels(product: RecordedFabric, skus: readonly string[]): FabricLabel[] {
  const variants = Math.max(1, skus.length, ...[product.lengthM, product.widthCM, product.price].map((list) => list?.length ?? 1));
  return Array.from({ length: variants }, (_, i) =>
    fabricLabel({
      sku: skus[i],
      price: at(product.price, i),
      name: product.name,
      content: product.content,
      widthCM: at(product.widthCM, i),
      lengthM: at(product.lengthM, i),
      bundle: isBundleRow(product.bundleOrRoll, i),
    }),
  );
}

/** What a roll became after conversion (spec 001: a fabric bundle label with one variant). */
export interface BundleLabelInput {
  sku: string;
  name: string;
  /** Metres. */
  length: number | string;
  price: number | string;
  /** Centimetres. */
  width: number | string;
  /** Content as text ('60% Cotton, 40% Polyester') or the fabric form's content object. */
  content: unknown;
}

/** A number the conversion answered, as a number or as decimal text. */
const amountOf = (v: number | string): number | undefined => {
  const n = typeof v === 'number' ? v : v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** The label of a roll converted to a bundle: one fabric bundle label. */
export function bundleLabels(bundle: BundleLabelInput): LabelSet {
  const label = fabricLabel({
    sku: bundle.sku,
    price: amountOf(bundle.price),
    name: bundle.name,
    content: bundle.content,
    widthCM: amountOf(bundle.width),
    lengthM: amountOf(bundle.length),
    bundle: true,
  });
  return { labels: [label], fileName: `fabric-label-${slug(text(bundle.name) || bundle.sku)}.pdf` };
}

const inches = (n: number | undefined) => (n === undefined ? '' : `${formatFraction(n)} in`);
const join = (...parts: (string | number | undefined)[]) => parts.map(text).filter(Boolean).join(' ');

/** A short description per supply kind, short enough for a 2-inch label. */
const DESCRIPTIONS: { [K in SupplyType]: (p: RecordedOf[K]) => string } = {
  Zippers: (p) =>
    p.sellingUnit === 'Hardware'
      ? join('Zipper', p.zipperHardwareType, `(${text(p.zipperHardwareMaterial)})`)
      : join(p.zipperType, 'Zipper', p.lengthIn === undefined ? '' : `${p.lengthIn} in`, p.closure),
  Buttons: (p) => join(p.buttonType, p.materials?.[0], 'Buttons', p.widthMM === undefined ? '' : `${p.widthMM} mm`),
  Elastic: (p) => join(p.elasticType, 'Elastic', inches(p.widthIn)),
  'Sewing Patterns': (p) => join(p.brand, p.patternNumber, 'Pattern'),
  Thread: (p) => join(p.threadType, 'Thread', p.material),
  Trim: (p) => join(p.trimType, 'Trim', inches(p.widthIn)),
  Ribbing: (p) => join(p.material, 'Ribbing', p.size),
  'Bias Tape': (p) => join(p.biasTapeType, 'Bias Tape', inches(p.widthIn)),
  'Other Supply': (p) => join(text(p.name) || text(p.otherSupplyType)),
};

const describe = <K extends SupplyType>(type: K, p: RecordedOf[K]) => DESCRIPTIONS[type](p);

/** The short description of a supply, as its label prints it. */
export function supplyDescription(product: RecordedSupply): string {
  return describe(product.productType, product);
}

function packOrUnit(p: RecordedSupply): string {
  const pack = 'packSize' in p ? p.packSize : undefined;
  if (pack !== undefined && pack > 1) return `Pack of ${pack}`;
  const unit = 'sellingUnit' in p ? p.sellingUnit : undefined;
  const length = 'lengthM' in p ? p.lengthM : undefined;
  if (length !== undefined && unit !== 'By Meter') return metresText(length);
  return text(unit) || 'Individual';
}

/** sku, description, pack size or unit, price. */
export function supplyLabel(product: RecordedSupply, sku: string | undefined): SupplyLabel {
  const s = skuText(sku);
  return {
    kind: 'supply',
    sku: s,
    price: priceText(product.price),
    description: supplyDescription(product),
    packOrUnit: packOrUnit(product),
    skuFontSize: fontSizeForSku(s, product.productType),
  };
}

const SUPPLY_FILE_PREFIX: Record<SupplyType, string> = {
  Zippers: 'zipper',
  Buttons: 'button',
  Elastic: 'elastic',
  'Sewing Patterns': 'sewing-pattern',
  Thread: 'thread',
  Trim: 'trim',
  Ribbing: 'ribbing',
  'Bias Tape': 'bias-tape',
  'Other Supply': 'other-supply',
};

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unnamed';

/**
 * What a product's labels are made from, read off the shop's record of it: the product as uploaded
 * (name, content, sizes), the SKUs its variants hold, in order, and each variant's price as the shop
 * sells it now (a roll conversion or an edit in the shop wins over the uploaded price). Recent
 * uploads and the upload panel both print through this, never from a draft that may have changed.
 */
export function labelSourceOfRecord(record: Pick<ProductRecord, 'details' | 'variants'>): { product: RecordedProduct; skus: string[] } {
  const skus = record.variants.map((v) => v.sku);
  const prices = record.variants.map((v) => (v.price.trim() && Number.isFinite(Number(v.price)) ? Number(v.price) : null));
  const shopPrices = prices.length > 0 && prices.every((p) => p !== null) ? prices : null;
  const product = record.details;
  if (shopPrices === null) return { product, skus };
  switch (product.productType) {
    case undefined:
      return { product, skus };
    case 'Fabric':
      return { product: { ...product, price: shopPrices }, skus };
    default:
      return { product: { ...product, price: shopPrices[0] }, skus };
  }
}

/** Labels to print in one document, in order, and the file's name. */
export interface LabelSet {
  labels: ProductLabel[];
  fileName: string;
}

/** Labels for an uploaded product; throws 'Unexpected product type.' for anything else. */
export function labelsFor(product: RecordedProduct, skus: readonly string[]): LabelSet {
  switch (product.productType) {
    case 'Fabric':
      return { labels: fabricLabels(product, skus), fileName: `fabric-label-${slug(text(product.name) || skus[0] || '')}.pdf` };
    case undefined:
      throw new Error(UNEXPECTED_PRODUCT_TYPE);
    default:
      return {
        labels: [supplyLabel(product, skus[0])],
        fileName: `${SUPPLY_FILE_PREFIX[product.productType]}-label-${slug(skus[0] ?? MISSING.sku)}.pdf`,
      };
  }
}

/** A product of Recent uploads whose labels go into a batch. */
export type BatchLabelSource = Pick<ProductRecord, 'details' | 'variants'>;

export interface BatchOptions {
  /** As many copies of each variant's label as its quantity, instead of one. */
  copiesPerQuantity: boolean;
}

/**
 * The labels of several products in one document (issue 19 item 4), products in the order given:
 * one label per variant, or `quantity` copies of it when asked. A variant with no stock left still
 * prints once: staff chose the product, so they want its label. Throws 'Unexpected product type.'
 * when one product is not Selvage's.
 */
export function batchLabels(records: readonly BatchLabelSource[], { copiesPerQuantity }: BatchOptions): LabelSet {
  const labels = records.flatMap((record) => {
    const { product, skus } = labelSourceOfRecord(record);
    return labelsFor(product, skus).labels.flatMap((label, i) => {
      const quantity = record.variants[i]?.quantity ?? 1;
      const copies = copiesPerQuantity && Number.isInteger(quantity) && quantity > 1 ? quantity : 1;
      return Array.from({ length: copies }, () => label);
    });
  });
  const first = records[0]?.variants[0]?.sku ?? MISSING.sku;
  return { labels, fileName: `labels-${slug(first)}-and-${Math.max(0, records.length - 1)}-more.pdf` };
}

/** 'Trim - Lace', 'Everything Else - Craft - Yarn and Yarn Tools': what a box holds, as its label says. */
export function boxTypeText(productType: string, subA?: string, subB?: string): string {
  return [productType, subA, subB]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' - ');
}

/** The box label: its ID big, its type below, twice on a letter page; file 'label-{boxID}'. */
export function boxLabelData(boxID: string, typeText: string): { boxID: string; typeText: string; fileName: string } {
  return { boxID, typeText, fileName: `label-${boxID}.pdf` };
}
