/**
 * The title a supply is listed under in the shop (docs/decisions.md D80). A listing title is read
 * by customers on a product page and in search, so it says in words what the item is: the kind
 * with its type (and brand where the kind has one), then its main attributes, then how much one
 * listing sells. It is its own rule, not the 2-inch label's description (labels/label-data.ts),
 * which may abbreviate to fit the sticker; changing one never changes the other.
 */
import { PRODUCT_TYPE_DISPLAY, type SupplyType } from './catalogue/product-types';
import { formatFraction } from './rules/units';
import type { FabricProduct } from './schemas/fabric';
import type { Recorded, SupplyProduct } from './schemas/supplies';

type RecordedSupply = Recorded<SupplyProduct>;
type RecordedOf = { [K in SupplyType]: Recorded<SupplyProduct<K>> };

const words = (...parts: (string | undefined)[]): string =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
const list = (v: readonly string[] | undefined): string =>
  words(...(v ?? [])).length === 0
    ? ''
    : (v ?? [])
        .map((x) => x.trim())
        .filter(Boolean)
        .join(' and ');

/** Inches in words, as a fraction a sewist reads: '1 1/2 inch'. Never the label's 'in'. */
const inch = (n: number | undefined, after = ''): string => (n === undefined || !(n > 0) ? '' : words(`${formatFraction(n)} inch`, after));
/** Metric sizes keep their SI symbol, which is a unit and not an abbreviation of one: '15 mm'. */
const metric = (n: number | undefined, symbol: 'mm' | 'cm' | 'm', after = ''): string =>
  n === undefined || !(n > 0) ? '' : words(`${n} ${symbol}`, after);

/** How much one listing sells: 'Pack of 3', 'by the Meter', '5 m Roll'; nothing for a single item. */
function amount(p: RecordedSupply): string {
  const pack = 'packSize' in p ? p.packSize : undefined;
  if (pack !== undefined && pack > 1) return `Pack of ${pack}`;
  const unit = 'sellingUnit' in p ? p.sellingUnit : undefined;
  switch (unit) {
    case 'By Meter':
    case 'Tape By The Meter':
      return 'by the Meter';
    case 'By Weight':
      return 'by Weight';
    case 'Roll':
    case 'Bundle':
    case 'Package':
      return words(metric('lengthM' in p ? p.lengthM : undefined, 'm'), unit);
    default:
      return '';
  }
}

/** Per kind: what the item is (the head of the title) and its main attributes, in order. */
const TITLE_PARTS: { [K in SupplyType]: (p: RecordedOf[K]) => { head: string; attributes: string[] } } = {
  Zippers: (p) =>
    p.sellingUnit === 'Hardware'
      ? { head: words(p.brand, 'Zipper', p.zipperHardwareType), attributes: [words(p.zipperHardwareMaterial)] }
      : p.sellingUnit === 'Tape By The Meter'
        ? { head: words(p.brand, p.zipperType, 'Zipper Tape'), attributes: [metric(p.widthMM, 'mm', 'wide')] }
        : { head: words(p.brand, p.zipperType, 'Zipper'), attributes: [inch(p.lengthIn, 'long'), words(p.closure)] },
  Buttons: (p) => ({ head: words(p.buttonType, 'Buttons'), attributes: [list(p.materials), metric(p.widthMM, 'mm')] }),
  Elastic: (p) => ({ head: words(p.elasticType, 'Elastic'), attributes: [inch(p.widthIn, 'wide')] }),
  'Sewing Patterns': (p) => ({ head: words(p.brand, p.patternNumber, 'Sewing Pattern'), attributes: [words(p.patternType)] }),
  Thread: (p) => ({ head: words(p.brand, p.threadType, 'Thread'), attributes: [words(p.material)] }),
  Trim: (p) => ({ head: words(p.trimType, 'Trim'), attributes: [list(p.trimContent), inch(p.widthIn, 'wide')] }),
  Ribbing: (p) => ({ head: words(p.material, 'Ribbing'), attributes: [words(p.size)] }),
  'Bias Tape': (p) => ({ head: words(p.biasTapeType, 'Bias Tape'), attributes: [words(p.material), inch(p.widthIn, 'wide')] }),
  'Other Supply': (p) => ({
    head: words(p.name) || words(p.otherSupplyType),
    attributes: [words(p.name) ? words(p.otherSupplyType) : '', words(p.osSize)],
  }),
};

/** The kind's own rule, looked up by the kind the product names. */
const partsOf = <K extends SupplyType>(type: K, p: RecordedOf[K]) => TITLE_PARTS[type](p);

/**
 * 'Metal Zipper - 9 inch long, Closed End, Pack of 3': the kind's head, then ' - ' and its main
 * attributes and amount, comma separated; the kind's shop name alone when the record says nothing.
 */
export function supplyTitle(product: RecordedSupply): string {
  const { head, attributes } = partsOf(product.productType, product);
  const rest = [...attributes, amount(product)].filter(Boolean);
  const name = head || PRODUCT_TYPE_DISPLAY[product.productType];
  return rest.length > 0 ? `${name} - ${rest.join(', ')}` : name;
}

/**
 * A fabric's title: its name (when staff gave one) with its colour, weave or knit type and
 * construction: 'Harbour Morning - Blue Poplin Bundle'. Unnamed, it says what tells it apart from
 * its neighbours instead, including how long a piece is when every row is one length:
 * 'Blue Poplin Bundle 2 m' (issue 26; a roll with bundle rows of other lengths says none).
 */
export function fabricTitle(product: Recorded<FabricProduct>): string {
  const colour = product.colour?.[0] ?? '';
  const kind = product.knitWeaveType || product.knitOrWoven || 'Fabric';
  const name = product.name?.trim() ?? '';
  const base = words(colour, kind);
  const construction = product.bundleOrRoll === 'Roll' ? 'Roll' : 'Bundle';
  if (name) return `${name} - ${base} ${construction}`;
  const lengths = new Set((product.lengthM ?? []).filter((n) => n > 0));
  const [length] = lengths;
  return words(base, construction, lengths.size === 1 ? metric(length, 'm') : '');
}
