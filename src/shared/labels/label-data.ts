/**
 * What a label says (spec 000 section 9, spec 001 section 9). Data in, data out: label-pdf.ts
 * draws these.
 */
import type { ProductType, SupplyType } from '../catalogue/product-types';
import { formatPrice } from '../pricing/price-choices';
import { formatFraction } from '../rules/units';
import type { ProductRecord } from '../schemas/shop-answers';

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

type Loose = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const at = (v: unknown, i: number): unknown => (Array.isArray(v) ? (v[i] ?? v[0]) : v);
const priceText = (v: unknown) => {
  const n = num(v);
  return n === null ? MISSING.price : formatPrice(n);
};
const skuText = (sku: string | undefined) => (sku?.trim() ? sku.trim() : MISSING.sku);

/**
 * '60% Cotton, 40% Polyester', 'Cotton / Silk (estimated)', 'Natural (estimated)'. A roll read back
 * from the shop already carries its content as text, which prints as is.
 */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content.trim() || MISSING.content;
  const c = (content ?? {}) as Loose;
  switch (c.contentType) {
    case 'Known': {
      const list = Array.isArray(c.knownContent) ? (c.knownContent as Loose[]) : [];
      const text = list.map((e) => `${str(e.amount)}% ${str(e.content)}`).join(', ');
      return text || MISSING.content;
    }
    case 'EstimatedSpecific': {
      const e = (c.estimatedSpecificContent ?? {}) as Loose;
      const fibres = [str(e.primary), str(e.secondary)].filter(Boolean).join(' / ');
      return fibres ? `${fibres} (estimated)` : MISSING.content;
    }
    case 'EstimatedGeneral':
      return str(c.estimatedGeneralContent) ? `${str(c.estimatedGeneralContent)} (estimated)` : MISSING.content;
    default:
      return MISSING.content;
  }
}


/** One label per variant: sku, price, name, content, width in cm, and length in m for bundles. */
export function fabricLabels(product: Loose, skus: readonly string[]): FabricLabel[] {
  const variants = Math.max(1, skus.length, ...['lengthM', 'widthCM', 'price'].map((f) => (Array.isArray(product[f]) ? (product[f] as unknown[]).length : 1)));
  const bundle = product.bundleOrRoll === 'Bundle';
  return Array.from({ length: variants }, (_, i) => {
    const sku = skuText(skus[i]);
    const width = num(at(product.widthCM, i));
    const length = num(at(product.lengthM, i));
    return {
      kind: 'fabric',
      sku,
      price: priceText(at(product.price, i)),
      name: str(product.name),
      content: contentText(product.content),
      width: width === null ? MISSING.width : `${width} CM`,
      length: bundle ? (length === null ? MISSING.length : `${length} M`) : null,
      skuFontSize: fontSizeForSku(sku, 'Fabric'),
    };
  });
}

const inches = (v: unknown) => {
  const n = num(v);
  return n === null ? '' : `${formatFraction(n)} in`;
};
const join = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** A short description per supply kind, short enough for a 2-inch label. */
const DESCRIPTIONS: Record<SupplyType, (p: Loose) => string> = {
  Zippers: (p) =>
    p.sellingUnit === 'Hardware' ? join('Zipper', p.zipperHardwareType, `(${str(p.zipperHardwareMaterial)})`) : join(p.zipperType, 'Zipper', num(p.lengthIn) === null ? '' : `${str(p.lengthIn)} in`, p.closure),
  Buttons: (p) => join(p.buttonType, Array.isArray(p.materials) ? p.materials[0] : '', 'Buttons', num(p.widthMM) === null ? '' : `${str(p.widthMM)} mm`),
  Elastic: (p) => join(p.elasticType, 'Elastic', inches(p.widthIn)),
  'Sewing Patterns': (p) => join(p.brand, p.patternNumber, 'Pattern'),
  Thread: (p) => join(p.threadType, 'Thread', p.material),
  Trim: (p) => join(p.trimType, 'Trim', inches(p.widthIn)),
  Ribbing: (p) => join(p.material, 'Ribbing', p.size),
  'Bias Tape': (p) => join(p.biasTapeType, 'Bias Tape', inches(p.widthIn)),
  'Other Supply': (p) => join(str(p.name) || str(p.otherSupplyType)),
};

/** The short description of a supply, as its label prints it. */
export function supplyDescription(product: Loose, type: SupplyType): string {
  return DESCRIPTIONS[type](product);
}

function packOrUnit(p: Loose): string {
  const pack = num(p.packSize);
  if (pack !== null && pack > 1) return `Pack of ${pack}`;
  const length = num(p.lengthM);
  if (length !== null && p.sellingUnit !== 'By Meter') return `${length} m`;
  return str(p.sellingUnit) || 'Individual';
}

/** sku, description, pack size or unit, price. */
export function supplyLabel(product: Loose, sku: string | undefined, type: SupplyType): SupplyLabel {
  const s = skuText(sku);
  return { kind: 'supply', sku: s, price: priceText(product.price), description: DESCRIPTIONS[type](product), packOrUnit: packOrUnit(product), skuFontSize: fontSizeForSku(s, type) };
}

const SUPPLY_FILE_PREFIX: Record<SupplyType, string> = {
  Zippers: 'zipper', Buttons: 'button', Elastic: 'elastic', 'Sewing Patterns': 'sewing-pattern', Thread: 'thread',
  Trim: 'trim', Ribbing: 'ribbing', 'Bias Tape': 'bias-tape', 'Other Supply': 'other-supply',
};

const slug = (text: string) => text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'unnamed';

/**
 * What a product's labels are made from, read off the shop's record of it: the product as uploaded
 * (name, content, sizes), the SKUs its variants hold, in order, and each variant's price as the shop
 * sells it now (a roll conversion or an edit in the shop wins over the uploaded price). Recent
 * uploads and the upload panel both print through this, never from a draft that may have changed.
 */
export function labelSourceOfRecord(record: Pick<ProductRecord, 'details' | 'variants'>): { product: Loose; skus: string[] } {
  const prices = record.variants.map((v) => num(v.price));
  const shopPrices = prices.length > 0 && prices.every((p) => p !== null) ? prices : null;
  const price = shopPrices === null ? record.details.price : record.details.productType === 'Fabric' ? shopPrices : shopPrices[0];
  return { product: { ...record.details, price }, skus: record.variants.map((v) => v.sku) };
}

/** Labels for an uploaded product; throws 'Unexpected product type.' for anything else. */
export function labelsFor(product: Loose, skus: readonly string[]): { labels: ProductLabel[]; fileName: string } {
  const type = product.productType as ProductType;
  switch (type) {
    case 'Fabric':
      return { labels: fabricLabels(product, skus), fileName: `fabric-label-${slug(str(product.name) || skus[0] || '')}.pdf` };
    case 'Zippers':
    case 'Buttons':
    case 'Elastic':
    case 'Sewing Patterns':
    case 'Thread':
    case 'Trim':
    case 'Ribbing':
    case 'Bias Tape':
    case 'Other Supply':
      return { labels: [supplyLabel(product, skus[0], type)], fileName: `${SUPPLY_FILE_PREFIX[type]}-label-${slug(skus[0] ?? MISSING.sku)}.pdf` };
    default:
      throw new Error(UNEXPECTED_PRODUCT_TYPE);
  }
}

/** 'Trim - Lace', 'Everything Else - Craft - Yarn and Yarn Tools': what a box holds, as its label says. */
export function boxTypeText(productType: string, subA?: string, subB?: string): string {
  return [productType, subA, subB].map((part) => part?.trim() ?? '').filter(Boolean).join(' - ');
}

/** The box label: its ID big, its type below, twice on a letter page; file 'label-{boxID}'. */
export function boxLabelData(boxID: string, typeText: string): { boxID: string; typeText: string; fileName: string } {
  return { boxID, typeText, fileName: `label-${boxID}.pdf` };
}
