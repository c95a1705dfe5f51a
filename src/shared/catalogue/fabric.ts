/**
 * Fabric option lists (spec 000 section 3). The spec shows only part of the fibre, knit, weave,
 * pattern, imperfection, quality and use lists; the completions are recorded in docs/decisions.md.
 */
export const BUNDLE_OR_ROLL = ['Bundle', 'Roll'] as const;
export type BundleOrRoll = (typeof BUNDLE_OR_ROLL)[number];

export const KNIT_OR_WOVEN = ['Knit', 'Woven'] as const;
export type KnitOrWoven = (typeof KNIT_OR_WOVEN)[number];

/** How the content is known. The old upload schema spelled these Known/Estimated/General. */
export const CONTENT_TYPES = ['Known', 'EstimatedSpecific', 'EstimatedGeneral'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  Known: 'Known',
  EstimatedSpecific: 'Estimated (specific fibres)',
  EstimatedGeneral: 'Estimated (natural or synthetic)',
};
export const CONTENT_TYPE_HINTS: Record<ContentType, string> = {
  Known: 'Add percentage of fibres',
  EstimatedSpecific: 'Add primary + secondary fibre',
  EstimatedGeneral: 'Add synthetic or natural',
};

export const ESTIMATED_GENERAL = ['Natural', 'Natural Blend', 'Synthetic', 'Synthetic Blend'] as const;
export type EstimatedGeneral = (typeof ESTIMATED_GENERAL)[number];

/** The price table's fibre groups. Regenerated cellulose fibres count as 'natural blend'. */
export const FIBRE_GROUPS = ['natural', 'naturalBlend', 'synthetic'] as const;
export type FibreGroup = (typeof FIBRE_GROUPS)[number];

export const FIBRES: Record<FibreGroup, readonly string[]> = {
  natural: ['Cotton', 'Organic Cotton', 'Linen', 'Hemp', 'Silk', 'Wool', 'Cashmere', 'Alpaca', 'Mohair', 'Ramie', 'Jute'],
  naturalBlend: ['Rayon', 'Rayon From Bamboo', 'Viscose', 'Modal', 'Tencel', 'Lyocell', 'Cupro', 'Acetate', 'Triacetate'],
  synthetic: ['Polyester', 'Nylon', 'Acrylic', 'Spandex', 'Polypropylene', 'Metallic', 'Polyurethane', 'Vinyl'],
};
export const ALL_FIBRES = FIBRE_GROUPS.flatMap((g) => FIBRES[g]);

/** Spandex is never the primary or secondary fibre of an estimate (spec 000 section 2). */
export const SPECIFIC_FIBRES = ALL_FIBRES.filter((f) => f !== 'Spandex');

/** Fibres that multiply the suggested price by 1.1 (spec 000 section 9). */
export const PREMIUM_FIBRES = ['Rayon From Bamboo', 'Hemp', 'Linen', 'Modal', 'Tencel', 'Lyocell', 'Organic Cotton', 'Wool', 'Silk', 'Cashmere'] as const;

export const WEIGHT_CLASSES = ['light', 'standard', 'heavy'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

export const KNIT_TYPES: Record<WeightClass, readonly string[]> = {
  light: ['Jersey', 'Slinky', 'Mesh', 'Tricot', 'Power Mesh', 'Pointelle'],
  standard: ['Interlock', 'Rib Knit', 'Ponte', 'Double Knit', 'French Terry', 'Waffle Knit', 'Velour', 'Jacquard Knit'],
  heavy: ['Sweatshirt Fleece', 'Polar Fleece', 'Sherpa', 'Sweater Knit', 'Scuba', 'Minky', 'Boiled Wool'],
};

export const WEAVE_TYPES: Record<WeightClass, readonly string[]> = {
  light: ['Voile', 'Lawn', 'Batiste', 'Chiffon', 'Georgette', 'Organza', 'Gauze', 'Charmeuse', 'Habotai', 'Crepe De Chine'],
  standard: ['Poplin', 'Broadcloth', 'Quilting Cotton', 'Chambray', 'Twill', 'Sateen', 'Shirting', 'Flannel', 'Crepe', 'Taffeta', 'Dobby', 'Seersucker'],
  heavy: ['Denim', 'Canvas', 'Duck', 'Corduroy', 'Drill', 'Upholstery', 'Tweed', 'Melton', 'Boucle', 'Velvet', 'Brocade', 'Gabardine'],
};

/** Knit or weave names offered for a construction; natural wool and silk have no sweatshirt fleece etc. */
export function knitWeaveTypesFor(knitOrWoven: KnitOrWoven): readonly string[] {
  const table = knitOrWoven === 'Knit' ? KNIT_TYPES : WEAVE_TYPES;
  return WEIGHT_CLASSES.flatMap((c) => table[c]);
}

export function weightClassOf(knitOrWoven: KnitOrWoven, type: string | undefined): WeightClass | null {
  if (!type) return null;
  const table = knitOrWoven === 'Knit' ? KNIT_TYPES : WEAVE_TYPES;
  const wanted = type.trim().toLowerCase();
  return WEIGHT_CLASSES.find((c) => table[c].some((t) => t.toLowerCase() === wanted)) ?? null;
}

export const DRAPES = ['Structured', 'Crisp', 'Moderate', 'Relaxed', 'Fluid'] as const;
export const OPACITIES = ['Sheer', 'Semi-Sheer', 'Semi-Opaque', 'Opaque'] as const;
export const WEIGHTS = ['Light', 'Medium', 'Heavy'] as const;
export type FabricWeight = (typeof WEIGHTS)[number];
export const STRETCHES = ['None', '2-way', '4-way'] as const;
export type Stretch = (typeof STRETCHES)[number];

export const PATTERNS = [
  'None', 'Stripes', 'Plaid', 'Check', 'Gingham', 'Floral', 'Polka Dots', 'Paisley', 'Geometric',
  'Abstract', 'Animal Print', 'Camouflage', 'Novelty', 'Tie Dye', 'Batik', 'Houndstooth',
] as const;

/** Fabric imperfections with the share they cut from the price (spec 000 section 9; others 0.2). */
export const FABRIC_IMPERFECTIONS = {
  Discoloration: 0.3,
  Scented: 0.2,
  'Small Holes': 0.2,
  Run: 0.2,
  Stain: 0.2,
  Fading: 0.2,
  Pilling: 0.2,
  Snag: 0.2,
} as const;
export const DEFAULT_IMPERFECTION_FACTOR = 0.2;

/** Fabric qualities with their price adjustment (spec 000 section 9; unlisted ones adjust 0). */
export const FABRIC_QUALITIES = {
  'Quilted Top': 6,
  'Long Hair': 2,
  'Short Hair': -2,
  'Unbleached/Undyed': -1,
  Vintage: 0,
  Designer: 0,
  Deadstock: 0,
  Brushed: 0,
  Embroidered: 0,
  'Water Resistant': 0,
} as const;

/** Common uses grouped by category (spec 000 section 3: 'uses (list)', not fully shown). */
export const FABRIC_USES = {
  Apparel: ['Dresses', 'Shirts & Blouses', 'Pants', 'Skirts', 'Activewear', 'Swimwear', 'Lingerie', 'Outerwear', 'Childrenswear'],
  Home: ['Quilting', 'Home Decor', 'Upholstery', 'Curtains', 'Bedding', 'Table Linens'],
  Craft: ['Bags', 'Accessories', 'Costumes', 'Doll Clothes', 'Crafts', 'Lining'],
} as const;

export const FABRIC_WIDTH_PRESETS_CM = [88, 115, 136, 142, 148, 152, 156, 160, 300] as const;

/** Fields that become per-variant arrays when a fabric has variants (spec 000 section 4). */
export const VARIANTED_FIELDS = ['lengthM', 'widthCM', 'imperfections', 'price', 'quantity'] as const;
export type VariantedField = (typeof VARIANTED_FIELDS)[number];

export const FABRIC_LIMITS = {
  bundleMaxLengthM: 9.99,
  rollMaxLengthM: 999,
  widthMaxCM: 999,
  feel: { min: 1, max: 3 },
  qualities: 3,
  qualityChars: 30,
  colours: 2,
  stretchThreshold: 10,
  stretchStep: 10,
  bundleQuantityNeedingStretch: 10,
  customContentStep: 5,
  customContentMax: 2,
} as const;
