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
