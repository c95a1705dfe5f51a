/**
 * Fabric option lists (spec 000 section 3). The spec shows only part of the fibre, knit, weave,
 * pattern, imperfection, quality and use lists; the completions are recorded in docs/decisions.md.
 */
import { COLOUR_TONES } from './common';

export const BUNDLE_OR_ROLL = ['Bundle', 'Roll'] as const;
export type BundleOrRoll = (typeof BUNDLE_OR_ROLL)[number];

export const KNIT_OR_WOVEN = ['Knit', 'Woven'] as const;
export type KnitOrWoven = (typeof KNIT_OR_WOVEN)[number];

/** How the content is known. The old upload schema spelled these Known/Estimated/General. */
export const CONTENT_TYPES = ['Known', 'EstimatedSpecific', 'EstimatedGeneral'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
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
export const PREMIUM_FIBRES = [
  'Rayon From Bamboo',
  'Hemp',
  'Linen',
  'Modal',
  'Tencel',
  'Lyocell',
  'Organic Cotton',
  'Wool',
  'Silk',
  'Cashmere',
] as const;

export const WEIGHT_CLASSES = ['light', 'standard', 'heavy'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

export const KNIT_TYPES: Record<WeightClass, readonly string[]> = {
  light: ['Jersey', 'Slinky', 'Mesh', 'Tricot', 'Power Mesh', 'Pointelle'],
  standard: ['Interlock', 'Rib Knit', 'Ponte', 'Double Knit', 'French Terry', 'Waffle Knit', 'Velour', 'Jacquard Knit'],
  heavy: ['Sweatshirt Fleece', 'Polar Fleece', 'Sherpa', 'Sweater Knit', 'Scuba', 'Minky', 'Boiled Wool'],
};

export const WEAVE_TYPES: Record<WeightClass, readonly string[]> = {
  light: ['Voile', 'Lawn', 'Batiste', 'Chiffon', 'Georgette', 'Organza', 'Gauze', 'Charmeuse', 'Habotai', 'Crepe De Chine'],
  standard: [
    'Poplin',
    'Broadcloth',
    'Quilting Cotton',
    'Chambray',
    'Twill',
    'Sateen',
    'Shirting',
    'Flannel',
    'Crepe',
    'Taffeta',
    'Dobby',
    'Seersucker',
  ],
  heavy: ['Denim', 'Canvas', 'Duck', 'Corduroy', 'Drill', 'Upholstery', 'Tweed', 'Melton', 'Boucle', 'Velvet', 'Brocade', 'Gabardine'],
};

const WOOL_FIBRES = ['Wool', 'Cashmere', 'Alpaca', 'Mohair'] as const;
const ACETATES = ['Acetate', 'Triacetate'] as const;

/**
 * Knit and weave names made from some fibres only (D8's completion); a name not listed is made from
 * every fibre that is knit or woven at all. Fleece, minky, scuba and power mesh are synthetic
 * constructions, slinky and tricot also acetate; quilting cotton is cotton; boiled wool and melton are wool.
 */
export const KNIT_WEAVE_TYPE_FIBRES: Readonly<Record<string, readonly string[]>> = {
  'Polar Fleece': FIBRES.synthetic,
  Minky: FIBRES.synthetic,
  Scuba: FIBRES.synthetic,
  'Power Mesh': FIBRES.synthetic,
  Slinky: [...FIBRES.synthetic, ...ACETATES],
  Tricot: [...FIBRES.synthetic, ...ACETATES],
  'Quilting Cotton': ['Cotton', 'Organic Cotton'],
  'Boiled Wool': WOOL_FIBRES,
  Melton: WOOL_FIBRES,
};

/**
 * Fibres whose fabrics come in a few names only, or none: vinyl is a sheet, neither knit nor woven;
 * jute is never knit and woven only into coarse, heavy cloth.
 */
export const FIBRE_KNIT_WEAVE_TYPES: Readonly<Record<string, Readonly<Record<KnitOrWoven, readonly string[]>>>> = {
  Vinyl: { Knit: [], Woven: [] },
  Jute: { Knit: [], Woven: ['Canvas', 'Duck', 'Upholstery'] },
};

/**
 * Knit or weave names offered for a construction made of `fibre` (the primary fibre). Without a
 * fibre of the lists (no content yet, estimated general content, a typed fibre) every name is offered.
 */
export function knitWeaveTypesFor(knitOrWoven: KnitOrWoven, fibre?: string): readonly string[] {
  const table = knitOrWoven === 'Knit' ? KNIT_TYPES : WEAVE_TYPES;
  const all = WEIGHT_CLASSES.flatMap((c) => table[c]);
  const wanted = fibre?.trim().toLowerCase();
  const known = ALL_FIBRES.find((f) => f.toLowerCase() === wanted);
  if (!known) return all;
  const own = Object.hasOwn(FIBRE_KNIT_WEAVE_TYPES, known) ? FIBRE_KNIT_WEAVE_TYPES[known] : undefined;
  if (own) return own[knitOrWoven];
  return all.filter((t) => !Object.hasOwn(KNIT_WEAVE_TYPE_FIBRES, t) || (KNIT_WEAVE_TYPE_FIBRES[t] ?? []).includes(known));
}

export function weightClassOf(knitOrWoven: KnitOrWoven, type: string | undefined): WeightClass | null {
  if (!type) return null;
  const table = knitOrWoven === 'Knit' ? KNIT_TYPES : WEAVE_TYPES;
  const wanted = type.trim().toLowerCase();
  return WEIGHT_CLASSES.find((c) => table[c].some((t) => t.toLowerCase() === wanted)) ?? null;
}

/**
 * Colour tone as staff see it: Light, Dark and a visible None (spec 000 section 3 'colourTone
 * (Light, Dark, none)'). None is stored as no tone, so the uploaded value is one of COLOUR_TONES or absent.
 */
export const COLOUR_TONE_NONE = 'None';
export const COLOUR_TONE_CHOICES = [...COLOUR_TONES, COLOUR_TONE_NONE] as const;

/** The two yes/no facts of spec 000 section 3 (`border`, `bulky`, default false), as staff tick them. */
export const FABRIC_FLAGS = {
  border: { label: 'Border', description: 'The pattern has a border along one edge (a border print).' },
  bulky: { label: 'Bulky', description: 'Thick or heavy for its size: it needs a larger parcel to ship.' },
} as const;

export const DRAPES = ['Structured', 'Crisp', 'Moderate', 'Relaxed', 'Fluid'] as const;
export const OPACITIES = ['Sheer', 'Semi-Sheer', 'Semi-Opaque', 'Opaque'] as const;
export const WEIGHTS = ['Light', 'Medium', 'Heavy'] as const;
export type FabricWeight = (typeof WEIGHTS)[number];
export const STRETCHES = ['None', '2-way', '4-way'] as const;
export type Stretch = (typeof STRETCHES)[number];

export const PATTERNS = [
  'None',
  'Stripes',
  'Plaid',
  'Check',
  'Gingham',
  'Floral',
  'Polka Dots',
  'Paisley',
  'Geometric',
  'Abstract',
  'Animal Print',
  'Camouflage',
  'Novelty',
  'Tie Dye',
  'Batik',
  'Houndstooth',
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
