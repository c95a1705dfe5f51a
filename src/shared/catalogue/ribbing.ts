/** Ribbing options (spec 001 section 3). */
export const RIBBING_SELLING_UNITS = ['Individual', 'Pack', 'By Meter'] as const;
export const RIBBING_STRETCHES = ['None', '2-way'] as const;
export const RIBBING_MATERIALS = ['Cotton', 'Cotton Spandex', 'Polyester', 'Wool', 'Acrylic'] as const;
export const RIBBING_SIZES = ['Single Width', 'Double Width'] as const;
export const RIBBING_IMPERFECTIONS = ['Scented - Vintage', 'Loose Threads', 'Stain'] as const;
export const RIBBING_USES = ['Collars', 'Cuffs', 'Waistbands', 'Multi-Use'] as const;
export const RIBBING_PATTERNS = ['Stripes', 'Polka Dots', 'Floral', 'Paisley'] as const;
export const RIBBING_PACK_SIZES = [4, 8] as const;
