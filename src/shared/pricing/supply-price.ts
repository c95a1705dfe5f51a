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
import { mergeMulti, otherWins } from '../rules/multi-value';
import { ownValue } from '../own-key';

/** A number as the form holds it (typed text or a number set by a rule); null when it is not one. */
const num = (v: string | number | undefined): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const list = (v: readonly string[] | undefined): readonly string[] => v ?? [];

/*
 * Pricing reads what the product will hold: a typed 'other' twin wins over the choice and lists
 * take their typed values too (spec 001 section 3), so 'Horn' buttons or a typed 'heavy duty'
 * quality are priced like any other value (issue 16, item 14). Typed text is matched to the
 * tables without regard to case.
 */
const one = (choice: string | undefined, typed: string | undefined): string | undefined => otherWins(choice, typed);
const many = (chosen: readonly string[] | undefined, typed: string | undefined): readonly string[] => mergeMulti(chosen, typed);
/** A table's value for a name typed in any case; undefined when the table has no such name. */
function lookup<T>(table: Readonly<Record<string, T>>, name: string | undefined): T | undefined {
  if (name === undefined) return undefined;
  const exact = ownValue(table, name);
  if (exact !== undefined) return exact;
  const key = Object.keys(table).find((k) => k.toLowerCase() === name.trim().toLowerCase());
  return key === undefined ? undefined : table[key];
}
const includesName = (names: readonly string[], values: readonly string[]) =>
  values.some((v) => names.some((n) => n.toLowerCase() === v.trim().toLowerCase()));
const hasImperfections = (d: SupplyDraft) =>
  d.imperfectionExists !== 'No' && (list(d.imperfections).length > 0 || (d.imperfectionsOther?.trim() ?? '') !== '');
const band = (table: readonly (readonly [number, number])[], inches: number) => table.find(([limit]) => inches < limit)![1];
/** Whether the price is per pack: a pack unit, or zipper hardware sold in packs. */
const soldInPacks = (d: SupplyDraft) =>
  d.productType !== 'Other Supply' && (d.sellingUnit === 'Pack' || (d.sellingUnit === 'Hardware' && d.zipperHardwareSU === 'Pack'));

/**
 * The pack multiplier: 1 for a unit sold singly, size x 0.8 for a pack, and null while a pack has
 * no size, since a price per pack reckoned for a pack of 1 is no suggestion (issue 26 item 2).
 */
function packMultiplier(d: SupplyDraft): number | null {
  if (!soldInPacks(d)) return 1;
  const size = num(d.packSize);
  return size !== null && size > 0 ? size * SUPPLY_PRICE_RULES.packFactor : null;
}

/** A pack with no size yet: the Price page and the review name Pack Size as missing for the price. */
export const packSizeMissing = (d: SupplyDraft): boolean => soldInPacks(d) && packMultiplier(d) === null;

/** Price of a length-sold supply (trim, elastic, bias tape) for its unit; `pack` is the pack multiplier. */
function byLength(d: SupplyDraft, perMeter: number, pack: number): number | null {
  if (d.sellingUnit === 'By Meter') return perMeter;
  const length = num(d.lengthM);
  if (length === null) return null;
  switch (d.sellingUnit) {
    case 'Roll':
      return perMeter * length * SUPPLY_PRICE_RULES.rollFactor(length);
    case 'Pack':
      return perMeter * length * pack;
    default:
      return perMeter * length;
  }
}

/** The unrounded base for a kind, or null while required fields are missing. */
function rawBase(d: SupplyDraft): number | null {
  const pack = packMultiplier(d);
  if (pack === null) return null;
  switch (d.productType) {
    case 'Zippers': {
      if (d.sellingUnit === 'Hardware') {
        const part = lookup(ZIPPER_PRICES.hardware, d.zipperHardwareType);
        if (part === undefined) return null;
        return part * pack;
      }
      const type = lookup(ZIPPER_PRICES.byType, one(d.zipperType, d.zipperTypeOther));
      if (type === undefined) return null;
      const tape = d.sellingUnit === 'Tape By The Meter';
      const qualities = d.qualityExists === 'No' ? [] : many(d.quality, d.qualityOther);
      const premium = includesName(ZIPPER_PRICES.premiumQualities, qualities)
        ? tape
          ? ZIPPER_PRICES.premiumAddTape
          : ZIPPER_PRICES.premiumAdd
        : 0;
      const inches = num(d.lengthIn);
      // A zipper's length band is part of its price: none is reckoned for a length not given.
      if (!tape && inches === null) return null;
      const length = tape ? 0 : ZIPPER_PRICES.lengthAdd(inches ?? 0);
      return (type + premium + length) * pack;
    }
    case 'Ribbing': {
      const uses = many(d.uses, d.usesOther);
      if (uses.length === 0 || (d.sellingUnit !== 'By Meter' && !d.size)) return null;
      const key = includesName(['Waistbands'], uses) ? 'Waistbands' : 'other';
      const table = d.sellingUnit === 'By Meter' ? RIBBING_PRICES.meter : RIBBING_PRICES.piece;
      const doubled = d.size === 'Double Width' ? RIBBING_PRICES.doubleFactor : 1;
      return table[key]! * doubled * pack;
    }
    case 'Buttons': {
      const mm = num(d.widthMM);
      const material = many(d.materials, d.materialsOther)[0];
      if (mm === null || !material) return null;
      // A material the table does not list ('Horn') takes the spec's fallback of 8 per unit.
      const tiers = lookup(BUTTON_PRICES.byMaterial, material);
      return (tiers ? tiers[BUTTON_PRICES.tier(mm)] : SUPPLY_PRICE_RULES.fallback) * pack;
    }
    case 'Thread': {
      const spool = lookup(THREAD_PRICES.bySpool, one(d.spoolSize, d.spoolSizeOther));
      if (spool === undefined) return null;
      const heavy = d.spoolSize === 'Industrial' && d.indusWeight === 'Heavy' ? THREAD_PRICES.heavyIndustrialAdd : 0;
      const fill = d.threadOnSpool === 'Less Than Full' ? THREAD_PRICES.lessThanFullFactor : 1;
      return (spool + heavy) * fill * pack;
    }
    case 'Trim': {
      const inches = widthInches(d);
      if (inches === null || !one(d.trimType, d.trimTypeOther)) return null;
      return byLength(
        d,
        band(TRIM_PRICES.perMeterByWidth, inches) * (lookup(TRIM_PRICES.typeFactor, one(d.trimType, d.trimTypeOther)) ?? 1),
        pack,
      );
    }
    case 'Elastic': {
      const inches = widthInches(d);
      if (inches === null) return null;
      return byLength(
        d,
        band(ELASTIC_PRICES.perMeterByWidth, inches) * (lookup(ELASTIC_PRICES.typeFactor, one(d.elasticType, d.elasticTypeOther)) ?? 1),
        pack,
      );
    }
    case 'Bias Tape': {
      const inches = widthInches(d);
      if (inches === null) return null;
      const perMeter =
        band(BIAS_TAPE_PRICES.perMeterByWidth, inches) *
        (lookup(BIAS_TAPE_PRICES.typeFactor, one(d.biasTapeType, d.biasTapeTypeOther)) ?? 1);
      if (d.sellingUnit === 'Package') {
        const length = num(d.lengthM);
        return length === null ? null : perMeter * length * BIAS_TAPE_PRICES.packageFactor;
      }
      return byLength(d, perMeter, pack);
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
      const material = many(d.materials, d.materialsOther)[0] ?? '';
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
        // Spec 001 section 9, among the steps: 'roll uses 85% of the base'. Read as the amount the
        // roll's step is picked by, never a second discount on the price (D139).
        const r = b * SUPPLY_PRICE_RULES.elasticRollShare;
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
export function suggestSupplyPrice(d: SupplyDraft): { base: number | null; step: number; choices: string[]; reason: string | null } {
  const base = suggestSupplyBase(d);
  const step = supplyPriceStep(d, base);
  // An elastic roll's 85% picks its step only (supplyPriceStep, D139): the suggestion is its base,
  // rounded up to 0.05 as every supply's is, with the roll discount by length applied once.
  const centre = base;
  const choices = centre === null ? [] : priceChoices(centre, SUPPLY_PRICE_RULES.offsets(step)).map(formatPrice);
  return { base: centre, step, choices, reason: centre === null ? noSuggestionReason(d) : null };
}

/** Why the Price page has no suggestion although nothing it needs is missing (shown on the page). */
export const NO_SUGGESTION = {
  otherSupply: 'Everything Else has no suggested price: type the price.',
  zipperType: (type: string) => `No price rule for the zipper type '${type}': type the price.`,
  spoolSize: (spool: string) => `No price rule for the spool size '${spool}': type the price.`,
} as const;

/**
 * The reason no rule gives a price for this draft, or null when the draft only lacks fields (the
 * page lists those as links instead). Typed button materials take the fallback of 8 and always
 * have a price; a typed zipper type or spool size has no rule of the spec to follow.
 */
export function noSuggestionReason(d: SupplyDraft): string | null {
  switch (d.productType) {
    case 'Other Supply':
      return NO_SUGGESTION.otherSupply;
    case 'Zippers': {
      const type = one(d.zipperType, d.zipperTypeOther);
      return d.sellingUnit !== 'Hardware' && type && lookup(ZIPPER_PRICES.byType, type) === undefined
        ? NO_SUGGESTION.zipperType(type)
        : null;
    }
    case 'Thread': {
      const spool = one(d.spoolSize, d.spoolSizeOther);
      return spool && lookup(THREAD_PRICES.bySpool, spool) === undefined ? NO_SUGGESTION.spoolSize(spool) : null;
    }
    default:
      return null;
  }
}
