/** Elastic options (spec 001 section 3). */
export const ELASTIC_SELLING_UNITS = ['By Meter', 'Roll', 'Bundle', 'Pack'] as const;
export const ELASTIC_TYPES = [
  'Braided',
  'Knitted',
  'Woven',
  'Swim',
  'Lingerie',
  'Foldover',
  'Drawcord',
  'Buttonhole',
  'Plush-Back',
  'Ribbed Non-Roll',
  'Cord',
  'Clear',
  'Pre-Sewn',
] as const;
export const PRE_SEWN_TYPES = ['Cuff', 'Collar', 'Waistband'] as const;
export const ELASTIC_QUALITIES = ['Latex Grip', 'Patterned'] as const;
export const ELASTIC_IMPERFECTIONS = ['Discolouration', 'Scented', 'Stretched Out', 'Partially Unrolled', 'Stain'] as const;
export const ELASTIC_PACK_SIZES = [2, 4, 5, 8, 10] as const;
