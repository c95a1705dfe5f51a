/**
 * The one-tap answers the fabric pages offer beside their full questions (issue 26 item 6): the
 * fibre content as one list, common feels, and the opacity, weight and drape a knit or weave
 * usually has. Each is a starting point staff see and may change; none is a rule of the spec.
 */
import type { DRAPES, OPACITIES } from './fabric';
import {
  ESTIMATED_GENERAL,
  KNIT_TYPES,
  WEAVE_TYPES,
  WEIGHT_CLASSES,
  type ContentType,
  type EstimatedGeneral,
  type FabricWeight,
  type KnitOrWoven,
  type WeightClass,
} from './fabric';

/**
 * Fibre content as one list: each estimated general content is its own choice (one tap answers the
 * page, as most second-hand fabric is estimated by hand), then the two that open a sub-form.
 */
export interface ContentChoice {
  readonly label: string;
  readonly contentType: ContentType;
  readonly estimatedGeneral?: EstimatedGeneral;
}
export const CONTENT_CHOICES: readonly ContentChoice[] = [
  ...ESTIMATED_GENERAL.map((g) => ({ label: `Estimated: ${g}`, contentType: 'EstimatedGeneral' as const, estimatedGeneral: g })),
  { label: 'Estimated: Specific fibres', contentType: 'EstimatedSpecific' },
  { label: 'Known', contentType: 'Known' },
];

/** Feels staff most often write, offered as taps beside the boxes; each is a valid feel sentence. */
export const FEEL_PHRASES = [
  'Soft and smooth.',
  'Crisp and cool.',
  'Silky and fluid.',
  'Light and airy.',
  'Soft and stretchy.',
  'Warm and cosy.',
  'Sturdy and firm.',
  'Plush and fuzzy.',
] as const;

type Opacity = (typeof OPACITIES)[number];
type Drape = (typeof DRAPES)[number];
export interface Looks {
  readonly opacity: Opacity;
  readonly weight: FabricWeight;
  readonly drape: Drape;
}

/** The weight follows the spec's class of the knit or weave (light, standard, heavy). */
export const CLASS_WEIGHT: Readonly<Record<WeightClass, FabricWeight>> = { light: 'Light', standard: 'Medium', heavy: 'Heavy' };

/** Opacity and drape a class usually has, where a name below says nothing more. */
export const CLASS_LOOKS: Readonly<Record<WeightClass, Omit<Looks, 'weight'>>> = {
  light: { opacity: 'Semi-Sheer', drape: 'Fluid' },
  standard: { opacity: 'Opaque', drape: 'Moderate' },
  heavy: { opacity: 'Opaque', drape: 'Structured' },
};

/** Names that differ from their class: a sheer chiffon, a crisp poplin, a velvet that drapes. */
export const TYPE_LOOKS: Readonly<Record<KnitOrWoven, Readonly<Record<string, Partial<Omit<Looks, 'weight'>>>>>> = {
  Woven: {
    Voile: { drape: 'Relaxed' },
    Lawn: { drape: 'Crisp' },
    Batiste: { drape: 'Relaxed' },
    Chiffon: { opacity: 'Sheer' },
    Georgette: { opacity: 'Sheer' },
    Organza: { opacity: 'Sheer', drape: 'Crisp' },
    Gauze: { drape: 'Relaxed' },
    Charmeuse: { opacity: 'Semi-Opaque' },
    'Crepe De Chine': { opacity: 'Semi-Opaque' },
    Poplin: { drape: 'Crisp' },
    Broadcloth: { drape: 'Crisp' },
    'Quilting Cotton': { drape: 'Crisp' },
    Shirting: { drape: 'Crisp' },
    Taffeta: { drape: 'Crisp' },
    Seersucker: { drape: 'Crisp' },
    Sateen: { drape: 'Relaxed' },
    Flannel: { drape: 'Relaxed' },
    Crepe: { drape: 'Fluid' },
    Corduroy: { drape: 'Moderate' },
    Boucle: { drape: 'Moderate' },
    Gabardine: { drape: 'Moderate' },
    Velvet: { drape: 'Relaxed' },
  },
  Knit: {
    Jersey: { opacity: 'Semi-Opaque' },
    Slinky: { opacity: 'Opaque' },
    Mesh: { opacity: 'Sheer' },
    Tricot: { opacity: 'Semi-Opaque' },
    'Power Mesh': { opacity: 'Sheer', drape: 'Relaxed' },
    Pointelle: { drape: 'Relaxed' },
    'Rib Knit': { drape: 'Relaxed' },
    Ponte: { drape: 'Structured' },
    'Double Knit': { drape: 'Structured' },
    'Waffle Knit': { opacity: 'Semi-Opaque', drape: 'Relaxed' },
    Velour: { drape: 'Fluid' },
    'Sweatshirt Fleece': { drape: 'Moderate' },
    'Sweater Knit': { opacity: 'Semi-Opaque', drape: 'Relaxed' },
    Minky: { drape: 'Relaxed' },
  },
};

/**
 * The opacity, weight and drape a listed knit or weave name usually has (any case), with its class;
 * null for a name the lists do not hold (a typed one), which keeps the question asked.
 */
export function looksOf(
  knitOrWoven: KnitOrWoven | undefined,
  type: string | undefined,
): (Looks & { type: string; class: WeightClass }) | null {
  const wanted = type?.trim().toLowerCase();
  if (!knitOrWoven || !wanted) return null;
  const table = knitOrWoven === 'Knit' ? KNIT_TYPES : WEAVE_TYPES;
  for (const c of WEIGHT_CLASSES) {
    const name = table[c].find((t) => t.toLowerCase() === wanted);
    if (name) {
      const own = Object.hasOwn(TYPE_LOOKS[knitOrWoven], name) ? TYPE_LOOKS[knitOrWoven][name] : undefined;
      return { ...CLASS_LOOKS[c], ...own, weight: CLASS_WEIGHT[c], type: name, class: c };
    }
  }
  return null;
}
