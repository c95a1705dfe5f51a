import type { SupplyType } from '../catalogue/product-types';
import type { SupplyDraft } from '../schemas/supply-draft';
import { widthInches } from '../schemas/supply-draft';
import {
  BIAS_TAPE_PRICES,
  BUTTON_PRICES,
  ELASTIC_PRICES,
  RIBBING_PRICES,
  SEWING_PATTERN_PRICE,
  SUPPLY_PRICE_RULES,
  THREAD_PRICES,
  TRIM_PRICES,
  ZIPPER_PRICES,
} from './pricing-tables';
import { formatPrice, priceChoices, roundUpTo } from './price-choices';
import { ownValue } from '../own-key';

/** A number as the form holds it (typed text or a number set by a rule); null when it is not one. */
const num = (v: string | number | undefined): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const list = (v: readonly string[] | undefined): readonly string[] => v ?? [];
const hasImperfections = (d: SupplyDraft) => d.imperfectionExists !== 'No' && (list(d.imperfections).length > 0 || (d.imperfectionsOther?.trim() ?? '') !== '');
const band = (table: readonly (readonly [number, number])[], inches: number) => table.find(([limit]) => inches < limit)![1];
const packSizeOf = (d: SupplyDraft) => num(d.packSize) ?? 1;

/** Price of a length-sold supply (trim, elastic, bias tape) for its unit. */
function byLength(d: SupplyDraft, perMeter: number): number | null {
  if (d.sellingUnit === 'By Meter') return perMeter;
  const length = num(d.lengthM);
  if (length === null) return null;
  switch (d.sellingUnit) {
    case 'Roll':
      return perMeter * length * SUPPLY_PRICE_RULES.rollFactor(length);
    case 'Pack':
      return perMeter * length * packSizeOf(d) * SUPPLY_PRICE_RULES.packFactor;
    default:
      return perMeter * length;
  }
}

/** The unrounded base for a kind, or null while required fields are missing. */
function rawBase(d: SupplyDraft): number | null {
  const pack = d.sellingUnit === 'Pack' ? packSizeOf(d) * SUPPLY_PRICE_RULES.packFactor : 1;
  switch (d.productType) {
    case 'Zippers': {
      if (d.sellingUnit === 'Hardware') {
        const part = ownValue(ZIPPER_PRICES.hardware, d.zipperHardwareType);
        if (part === undefined) return null;
        return d.zipperHardwareSU === 'Pack' ? part * packSizeOf(d) * SUPPLY_PRICE_RULES.packFactor : part;
      }
      const type = ownValue(ZIPPER_PRICES.byType, d.zipperType);
      if (type === undefined) return null;
      const tape = d.sellingUnit === 'Tape By The Meter';
      const premium = list(d.quality).some((q) => ZIPPER_PRICES.premiumQualities.includes(q)) ? (tape ? ZIPPER_PRICES.premiumAddTape : ZIPPER_PRICES.premiumAdd) : 0;
      const length = tape ? 0 : ZIPPER_PRICES.lengthAdd(num(d.lengthIn) ?? 0);
      return (type + premium + length) * pack;
    }
    case 'Ribbing': {
      const uses = list(d.uses);
      const key = uses.includes('Waistbands') ? 'Waistbands' : 'other';
      const table = d.sellingUnit === 'By Meter' ? RIBBING_PRICES.meter : RIBBING_PRICES.piece;
      const doubled = d.size === 'Double Width' ? RIBBING_PRICES.doubleFactor : 1;
      return table[key]! * doubled * pack;
    }
    case 'Buttons': {
      const mm = num(d.widthMM);
      const material = list(d.materials)[0];
      if (mm === null || !material) return null;
      const tiers = ownValue(BUTTON_PRICES.byMaterial, material);
      return (tiers ? tiers[BUTTON_PRICES.tier(mm)] : SUPPLY_PRICE_RULES.fallback) * pack;
    }
    case 'Thread': {
      const spool = ownValue(THREAD_PRICES.bySpool, d.spoolSize);
      if (spool === undefined) return null;
      const heavy = d.spoolSize === 'Industrial' && d.indusWeight === 'Heavy' ? THREAD_PRICES.heavyIndustrialAdd : 0;
      const fill = d.threadOnSpool === 'Less Than Full' ? THREAD_PRICES.lessThanFullFactor : 1;
      return (spool + heavy) * fill * pack;
    }
    case 'Trim': {
      const inches = widthInches(d);
      if (inches === null) return null;
      return byLength(d, band(TRIM_PRICES.perMeterByWidth, inches) * (ownValue(TRIM_PRICES.typeFactor, d.trimType) ?? 1));
    }
    case 'Elastic': {
      const inches = widthInches(d);
      if (inches === null) return null;
      return byLength(d, band(ELASTIC_PRICES.perMeterByWidth, inches) * (ownValue(ELASTIC_PRICES.typeFactor, d.elasticType) ?? 1));
    }
    case 'Bias Tape': {
      const inches = widthInches(d);
      if (inches === null) return null;
      const perMeter = band(BIAS_TAPE_PRICES.perMeterByWidth, inches) * (ownValue(BIAS_TAPE_PRICES.typeFactor, d.biasTapeType) ?? 1);
      if (d.sellingUnit === 'Package') {
        const length = num(d.lengthM);
        return length === null ? null : perMeter * length * BIAS_TAPE_PRICES.packageFactor;
      }
      return byLength(d, perMeter);
    }
    case 'Sewing Patterns':
      return SEWING_PATTERN_PRICE;
    case 'Other Supply':
      return null;
  }
}

/** Suggested base price of a supply, rounded up to 0.05 (spec 001 section 9); null when it can't be known. */
export function suggestSupplyBase(d: SupplyDraft): number | null {
  const base = rawBase(d);
  if (base === null) return null;
  const discounted = d.productType === 'Sewing Patterns' || !hasImperfections(d) ? base : base * SUPPLY_PRICE_RULES.imperfectionFactor;
  return roundUpTo(Math.max(discounted, SUPPLY_PRICE_RULES.roundTo), SUPPLY_PRICE_RULES.roundTo);
}

/** The step 'a' between price choices, by kind and unit (spec 001 section 9). */
export function supplyPriceStep(d: SupplyDraft, base: number | null): number {
  const type: SupplyType = d.productType;
  switch (type) {
    case 'Ribbing':
      return d.sellingUnit === 'Pack' ? 0.25 : 0.1;
    case 'Sewing Patterns':
      return 2;
    case 'Buttons': {
      if (d.uniqueShape === true) return 0.25;
      const material = list(d.materials)[0] ?? '';
      if (['Plastic', 'Wood', 'Paper'].includes(material)) return 0.05;
      if (['Fabric Covered', 'Leather Covered'].includes(material)) return 0.1;
      if (['Metal', 'Brass', 'Shell'].includes(material)) return 0.25;
      return 0.1;
    }
    case 'Thread':
      if (base === null) return 0.1;
      return base < 1.5 ? 0.25 : 0.5;
    case 'Trim': {
      const b = base ?? 0;
      if (d.sellingUnit === 'By Meter') return b < 2 ? 0.25 : 0.5;
      if (d.sellingUnit === 'Roll') return b <= 10 ? 1 : b <= 20 ? 2 : 4;
      return b <= 4 ? 0.5 : b <= 10 ? 1 : 2; // bundle, and pack as bundle
    }
    case 'Elastic': {
      const b = base ?? 0;
      if (d.sellingUnit === 'Roll') {
        const r = b * 0.85;
        return r <= 10 ? 1 : r <= 20 ? 2 : 4;
      }
      if (d.sellingUnit === 'Bundle') return b <= 0.25 ? 0.05 : 0.25;
      if (d.sellingUnit === 'Pack') return b > 0.5 ? 0.25 : 0.1;
      return 0.1;
    }
    case 'Bias Tape': {
      const b = base ?? 0;
      if (d.sellingUnit === 'Roll') return b > 20 ? 4 : b > 10 ? 2 : 1;
      if (d.sellingUnit === 'Bundle' || d.sellingUnit === 'Package') return b >= 6.5 ? 1 : b > 2.5 ? 0.5 : 0.25;
      return 0.1;
    }
    case 'Zippers':
    case 'Other Supply':
      return 0.1;
  }
}

/** Base, step and the '$X.XX' choices for the price page; Other Supply has none (typed only). */
export function suggestSupplyPrice(d: SupplyDraft): { base: number | null; step: number; choices: string[] } {
  const base = suggestSupplyBase(d);
  const step = supplyPriceStep(d, base);
  // Elastic rolls centre their choices on 85% of the base (spec 001 section 9).
  const centre = base !== null && d.productType === 'Elastic' && d.sellingUnit === 'Roll' ? roundUpTo(base * 0.85, SUPPLY_PRICE_RULES.roundTo) : base;
  return { base: centre, step, choices: centre === null ? [] : priceChoices(centre, SUPPLY_PRICE_RULES.offsets(step)).map(formatPrice) };
}
