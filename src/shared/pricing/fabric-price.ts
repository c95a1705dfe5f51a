import {
  DEFAULT_IMPERFECTION_FACTOR,
  FABRIC_IMPERFECTIONS,
  FABRIC_QUALITIES,
  FIBRES,
  FIBRE_GROUPS,
  PREMIUM_FIBRES,
  weightClassOf,
  type ContentType,
  type EstimatedGeneral,
  type FibreGroup,
  type KnitOrWoven,
} from '../catalogue/fabric';
import { FABRIC_BASE, FABRIC_GENERAL_CONTENT_BASE, FABRIC_PRICE_RULES, FABRIC_WEIGHT_BASE } from './pricing-tables';
import { formatPrice, priceChoices, roundToCents, roundUpTo } from './price-choices';
import { ownValue } from '../own-key';

/** What the fabric price needs; both a draft and a built product provide it. */
export interface FabricPriceInput {
  bundleOrRoll?: 'Bundle' | 'Roll' | undefined;
  knitOrWoven?: KnitOrWoven | undefined;
  knitWeaveType?: string | undefined;
  weight?: 'Light' | 'Medium' | 'Heavy' | undefined;
  contentType?: ContentType | undefined;
  /** The fibre with the largest share (known content) or the primary fibre (specific estimate). */
  primaryFibre?: string | undefined;
  estimatedGeneral?: EstimatedGeneral | undefined;
  pattern?: string | undefined;
  qualities?: readonly string[] | undefined;
  imperfections?: readonly string[] | undefined;
  lengthM?: number | undefined;
}

const lower = (s: string) => s.trim().toLowerCase();

function groupOf(fibre: string): FibreGroup | null {
  return FIBRE_GROUPS.find((g) => FIBRES[g].some((f) => lower(f) === lower(fibre))) ?? null;
}

/**
 * The base per metre before adjustments (spec 000 section 9 and docs/decisions.md D10). The
 * answers come from a draft, so any of them may be a name the tables do not hold (or one every
 * object inherits, like 'constructor'): those fall back like a missing answer, never to NaN.
 */
export function fabricBase(input: FabricPriceInput): number {
  if (input.contentType === 'EstimatedGeneral') {
    return ownValue(FABRIC_GENERAL_CONTENT_BASE, input.estimatedGeneral) ?? FABRIC_PRICE_RULES.unknownGeneralContent;
  }
  const group = input.primaryFibre ? groupOf(input.primaryFibre) : null;
  const byConstruction = group ? ownValue(FABRIC_BASE[group], input.knitOrWoven) : undefined;
  if (!byConstruction || !input.knitOrWoven) return FABRIC_PRICE_RULES.fibreNotFound;
  const weightClass = weightClassOf(input.knitOrWoven, input.knitWeaveType);
  if (weightClass) return byConstruction[weightClass];
  return ownValue(FABRIC_WEIGHT_BASE, input.weight) ?? FABRIC_PRICE_RULES.fibreNotFound;
}

/** The largest price cut among the listed imperfections (0 when there are none). */
export function imperfectionCut(imperfections: readonly string[] | undefined): number {
  if (!imperfections?.length) return 0;
  const factors = imperfections.map((name) => {
    const known = Object.entries(FABRIC_IMPERFECTIONS).find(([k]) => lower(k) === lower(name));
    return known ? known[1] : DEFAULT_IMPERFECTION_FACTOR;
  });
  return Math.max(...factors);
}

function qualityAdjustment(qualities: readonly string[] | undefined): number {
  return (qualities ?? []).reduce((sum, q) => {
    const known = Object.entries(FABRIC_QUALITIES).find(([k]) => lower(k) === lower(q));
    return sum + (known ? known[1] : 0);
  }, 0);
}

/**
 * Suggested price for one fabric listing (spec 000 section 9): base, +quality adjustments,
 * x1.1 for premium fibres, +2 for heavy, +1 for a pattern, minus the largest imperfection cut,
 * times the length for bundles, rounded up to 0.5. Null when the length of a bundle is unknown.
 */
export function suggestFabricBase(input: FabricPriceInput): number | null {
  let price = fabricBase(input) + qualityAdjustment(input.qualities);
  if (input.primaryFibre && PREMIUM_FIBRES.some((f) => lower(f) === lower(input.primaryFibre!)))
    price *= FABRIC_PRICE_RULES.premiumFibreFactor;
  if (input.weight === 'Heavy') price += FABRIC_PRICE_RULES.heavyWeightAdd;
  if (input.pattern && lower(input.pattern) !== 'none') price += FABRIC_PRICE_RULES.patternAdd;
  price *= 1 - imperfectionCut(input.imperfections);
  if (input.bundleOrRoll === 'Bundle') {
    if (!input.lengthM || input.lengthM <= 0) return null;
    price *= input.lengthM;
  }
  return roundUpTo(Math.max(price, FABRIC_PRICE_RULES.roundTo), FABRIC_PRICE_RULES.roundTo);
}

/** The price buttons: base + (-2a, -a, 0, +2, +4), as '$X.XX'. */
export function fabricPriceChoices(base: number): string[] {
  return priceChoices(base, FABRIC_PRICE_RULES.offsets(FABRIC_PRICE_RULES.step(base))).map(formatPrice);
}

export function suggestFabricPrice(input: FabricPriceInput): { base: number | null; choices: string[] } {
  const base = suggestFabricBase(input);
  return { base, choices: base === null ? [] : fabricPriceChoices(roundToCents(base)) };
}
