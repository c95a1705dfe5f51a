/**
 * The title a supply is listed under in the shop (docs/decisions.md D80). A listing title is read
 * by customers on a product page and in search, so it says in words what the item is: the kind
 * with its type (and brand where the kind has one), then its main attributes, then how much one
 * listing sells. It is its own rule, not the 2-inch label's description (labels/label-data.ts),
 * which may abbreviate to fit the sticker; changing one never changes the other.
 */
import { PRODUCT_TYPE_DISPLAY, type SupplyType } from './catalogue/product-types';
import { formatFraction } from './rules/units';

type Loose = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null);
const words = (...parts: unknown[]): string => parts.map(str).filter(Boolean).join(' ');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).filter(Boolean).join(' and ') : str(v));

/** Inches in words, as a fraction a sewist reads: '1 1/2 inch'. Never the label's 'in'. */
const inch = (v: unknown, after = ''): string => {
  const n = num(v);
  return n === null || n <= 0 ? '' : words(`${formatFraction(n)} inch`, after);
};
/** Metric sizes keep their SI symbol, which is a unit and not an abbreviation of one: '15 mm'. */
const metric = (v: unknown, symbol: 'mm' | 'cm' | 'm', after = ''): string => {
  const n = num(v);
  return n === null || n <= 0 ? '' : words(`${n} ${symbol}`, after);
};

/** How much one listing sells: 'Pack of 3', 'by the Meter', '5 m Roll'; nothing for a single item. */
function amount(p: Loose): string {
  const pack = num(p.packSize);
  if (pack !== null && pack > 1) return `Pack of ${pack}`;
  switch (p.sellingUnit) {
    case 'By Meter':
    case 'Tape By The Meter':
      return 'by the Meter';
    case 'By Weight':
      return 'by Weight';
    case 'Roll':
    case 'Bundle':
    case 'Package':
      return words(metric(p.lengthM, 'm'), p.sellingUnit);
    default:
      return '';
  }
}

/** Per kind: what the item is (the head of the title) and its main attributes, in order. */
const TITLE_PARTS: Record<SupplyType, (p: Loose) => { head: string; attributes: string[] }> = {
  Zippers: (p) =>
    p.sellingUnit === 'Hardware'
      ? { head: words(p.brand, 'Zipper', p.zipperHardwareType), attributes: [str(p.zipperHardwareMaterial)] }
      : p.sellingUnit === 'Tape By The Meter'
        ? { head: words(p.brand, p.zipperType, 'Zipper Tape'), attributes: [metric(p.widthMM, 'mm', 'wide')] }
        : { head: words(p.brand, p.zipperType, 'Zipper'), attributes: [inch(p.lengthIn, 'long'), str(p.closure)] },
  Buttons: (p) => ({ head: words(p.buttonType, 'Buttons'), attributes: [list(p.materials), metric(p.widthMM, 'mm')] }),
  Elastic: (p) => ({ head: words(p.elasticType, 'Elastic'), attributes: [inch(p.widthIn, 'wide')] }),
  'Sewing Patterns': (p) => ({ head: words(p.brand, p.patternNumber, 'Sewing Pattern'), attributes: [str(p.patternType)] }),
  Thread: (p) => ({ head: words(p.brand, p.threadType, 'Thread'), attributes: [str(p.material)] }),
  Trim: (p) => ({ head: words(p.trimType, 'Trim'), attributes: [list(p.trimContent), inch(p.widthIn, 'wide')] }),
  Ribbing: (p) => ({ head: words(p.material, 'Ribbing'), attributes: [str(p.size)] }),
  'Bias Tape': (p) => ({ head: words(p.biasTapeType, 'Bias Tape'), attributes: [str(p.material), inch(p.widthIn, 'wide')] }),
  'Other Supply': (p) => ({ head: str(p.name) || str(p.otherSupplyType), attributes: [str(p.name) ? str(p.otherSupplyType) : '', str(p.osSize)] }),
};

/**
 * 'Metal Zipper - 9 inch long, Closed End, Pack of 3': the kind's head, then ' - ' and its main
 * attributes and amount, comma separated; the kind's shop name alone when the record says nothing.
 */
export function supplyTitle(product: Loose, type: SupplyType): string {
  const { head, attributes } = TITLE_PARTS[type](product);
  const rest = [...attributes, amount(product)].filter(Boolean);
  const name = head || PRODUCT_TYPE_DISPLAY[type];
  return rest.length > 0 ? `${name} - ${rest.join(', ')}` : name;
}
