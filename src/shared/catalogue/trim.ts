/** Trim options (spec 001 section 3); weave types, qualities and contents completed by us. */
export const TRIM_SELLING_UNITS = ['By Meter', 'Roll', 'Bundle', 'Pack'] as const;
export const TRIM_TYPES = ['Ribbon', 'Lace', 'Tape', 'Cording', 'Webbing', 'Piping', 'Faux Fur', 'Braided', 'Ricrac'] as const;
export type TrimType = (typeof TRIM_TYPES)[number];
/** Trim weave is offered only for these types (spec 001 section 4). */
export const TRIM_TYPES_WITH_WEAVE: readonly TrimType[] = ['Ribbon', 'Lace', 'Tape', 'Cording', 'Piping'];
export const TRIM_WEAVE_TYPES = [
  'Satin',
  'Grosgrain',
  'Velvet',
  'Organza',
  'Jacquard',
  'Twill',
  'Crochet',
  'Chantilly',
  'Venise',
  'Twisted',
] as const;
export const TRIM_SHAPES = ['Fringe', 'Pom Poms', 'Ruffles', 'Scallops', 'Tassels'] as const;
export const TRIM_DESIGNS = ['Polka Dots', 'Stripes', 'Floral', 'Abstract', 'Paisley'] as const;
export const TRIM_QUALITIES = ['Vintage', 'Metallic', 'Beaded', 'Sequined', 'Wired Edge', 'Reversible'] as const;
export const TRIM_CONTENTS = ['Cotton', 'Polyester', 'Nylon', 'Rayon', 'Silk', 'Acrylic', 'Metallic', 'Leather'] as const;
export const TRIM_USES = ['Apparel', 'Home Decor', 'Accessories', 'Crafts', 'Gift Wrapping', 'Bridal'] as const;
export const TRIM_IMPERFECTIONS = ['Discolouration', 'Scented', 'Frayed', 'Crushed', 'Partially Unrolled', 'Stain'] as const;
export const TRIM_PACK_SIZES = [2, 4, 5] as const;
export const LENGTH_TYPES = ['Known', 'Estimated'] as const;
