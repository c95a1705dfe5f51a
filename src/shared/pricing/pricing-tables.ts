/**
 * THE FILE A SHOP OWNER EDITS to change suggested prices. Values the spec gives are marked
 * 'spec'; the rest were filled in by us (docs/decisions.md) and are meant to be tuned.
 * Amounts are dollars per metre for fabric.
 */
import type { EstimatedGeneral, FabricWeight, FibreGroup, KnitOrWoven, WeightClass } from '../catalogue/fabric';

// ---- Fabric ----------------------------------------------------------------------------------

/** Base price per metre by fibre group, construction and the knit/weave type's weight class (spec: values 2 to 18). */
export const FABRIC_BASE: Record<FibreGroup, Record<KnitOrWoven, Record<WeightClass, number>>> = {
  natural: { Woven: { light: 10, standard: 9, heavy: 12 }, Knit: { light: 9, standard: 10, heavy: 12 } },
  naturalBlend: { Woven: { light: 8, standard: 8, heavy: 10 }, Knit: { light: 8, standard: 9, heavy: 10 } },
  synthetic: { Woven: { light: 5, standard: 6, heavy: 8 }, Knit: { light: 6, standard: 7, heavy: 8 } },
};

/** Estimated general content (spec). */
export const FABRIC_GENERAL_CONTENT_BASE: Record<EstimatedGeneral, number> = {
  Natural: 10,
  'Natural Blend': 8,
  Synthetic: 8,
  'Synthetic Blend': 6,
};

/** Used when the fibre is known but the knit or weave type is not in the table (spec weight values). */
export const FABRIC_WEIGHT_BASE: Record<FabricWeight, number> = { Light: 4, Medium: 8, Heavy: 10 };

export const FABRIC_PRICE_RULES = {
  unknownGeneralContent: 7, // spec
  fibreNotFound: 8, // spec: 'falls back to 8 per unit when the fibre is not found'
  premiumFibreFactor: 1.1, // spec
  heavyWeightAdd: 2, // spec
  patternAdd: 1, // spec: a pattern other than None
  roundTo: 0.5, // spec
  /** Step a: 2, or 1 when the base is 4 or less; offsets -2a, -a, 0, +2, +4 (spec). */
  step: (base: number) => (base <= 4 ? 1 : 2),
  offsets: (a: number) => [-2 * a, -a, 0, 2, 4],
} as const;

// ---- Supplies --------------------------------------------------------------------------------
// Dollars per piece unless the name says per metre. Packs and lengths multiply these.

export const SUPPLY_PRICE_RULES = {
  roundTo: 0.05, // spec
  fallback: 8, // spec: 'Fallback 8 per unit applies where the fibre is not found'
  packFactor: 0.8, // spec (zipper, ribbing); used for every pack
  imperfectionFactor: 0.85, // spec zipper x0.85; within the spec's 0.8-0.9 for the rest
  elasticRollShare: 0.85, // spec: 'roll uses 85% of the base'
  /** Roll discounts by length in metres (spec): x0.6 at 30 or more, x0.7 at 11 or more, else x0.8. */
  rollFactor: (lengthM: number) => (lengthM >= 30 ? 0.6 : lengthM >= 11 ? 0.7 : 0.8),
  /** Offsets around the base for every supply kind (spec: 'not shown'; ours). */
  offsets: (a: number) => [-2 * a, -a, 0, a, 2 * a],
} as const;

export const ZIPPER_PRICES = {
  byType: { Coil: 1, 'Molded Plastic': 1.25, Invisible: 1.25, Metal: 1.5 } as Record<string, number>, // spec
  premiumQualities: ['Designer', 'Heavy Duty'],
  premiumAdd: 0.5, // spec
  premiumAddTape: 0.25, // spec
  /** Length bands in inches (spec): 3-9, 10-18, 19-24, 25-30 add 0.5 per band; over 30 adds 2. */
  lengthAdd: (inches: number) => (inches > 30 ? 2 : inches >= 25 ? 2 : inches >= 19 ? 1.5 : inches >= 10 ? 1 : inches >= 3 ? 0.5 : 0),
  /** Hardware per part, within the spec's 0.05 to 0.5. */
  hardware: { Slider: 0.5, Pull: 0.25, Ender: 0.1, Stopper: 0.05 } as Record<string, number>,
};

export const RIBBING_PRICES = {
  /** Spec: 0.35 or 0.5 (collar, cuff, other), 0.75 or 1 waistband; ours: first per piece, second per metre. */
  piece: { other: 0.35, Waistbands: 0.75 } as Record<string, number>,
  meter: { other: 0.5, Waistbands: 1 } as Record<string, number>,
  doubleFactor: 2, // spec: doubled for double size
};

export const BUTTON_PRICES = {
  /** Width tiers in mm (spec break points 15, 30, 49, 50): under 15, 15-30, 31-49, 50 and over. */
  tier: (mm: number) => (mm >= 50 ? 3 : mm > 30 ? 2 : mm >= 15 ? 1 : 0),
  byMaterial: {
    Plastic: [0.1, 0.15, 0.25, 0.5],
    Wood: [0.1, 0.15, 0.25, 0.5],
    Paper: [0.05, 0.1, 0.15, 0.25],
    'Fabric Covered': [0.25, 0.35, 0.5, 0.75],
    'Leather Covered': [0.25, 0.35, 0.5, 0.75],
    Metal: [0.25, 0.5, 0.75, 1],
    Brass: [0.25, 0.5, 0.75, 1],
    Shell: [0.35, 0.5, 0.75, 1.25],
    Glass: [0.25, 0.5, 0.75, 1],
    Resin: [0.15, 0.25, 0.35, 0.5],
  } as Record<string, readonly [number, number, number, number]>,
};

export const THREAD_PRICES = {
  bySpool: { 'Home Sewing': 1, Serger: 2, Industrial: 4, Skein: 0.5 } as Record<string, number>,
  heavyIndustrialAdd: 1,
  lessThanFullFactor: 0.7,
};

/** Per-metre price by width in inches: the first band whose upper limit exceeds the width. */
export const TRIM_PRICES = {
  perMeterByWidth: [
    [0.5, 0.5],
    [1, 0.75],
    [2, 1],
    [4, 1.5],
    [Infinity, 2],
  ] as readonly (readonly [number, number])[],
  typeFactor: { Lace: 1.5, 'Faux Fur': 2, Webbing: 1.2, Piping: 1.2 } as Record<string, number>,
};

export const ELASTIC_PRICES = {
  perMeterByWidth: [
    [0.5, 0.25],
    [1, 0.4],
    [2, 0.6],
    [Infinity, 1],
  ] as readonly (readonly [number, number])[],
  typeFactor: { Lingerie: 1.2, Swim: 1.2, 'Plush-Back': 1.2, Foldover: 1.2, 'Pre-Sewn': 1.5 } as Record<string, number>,
};

export const BIAS_TAPE_PRICES = {
  perMeterByWidth: [
    [0.5, 0.3],
    [1, 0.4],
    [Infinity, 0.6],
  ] as readonly (readonly [number, number])[],
  typeFactor: { Fusible: 1.3, Blanket: 1.5 } as Record<string, number>,
  packageFactor: 0.9,
};

export const SEWING_PATTERN_PRICE = 3.5; // spec
