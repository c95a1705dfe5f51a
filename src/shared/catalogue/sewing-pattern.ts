/** Sewing pattern options (spec 001 section 3). */
export const PATTERN_TYPES = ['Womenswear', 'Childrenswear', 'Accessories', 'Menswear', 'Junior', 'Craft', 'Unisex'] as const;
export const PATTERN_QUALITIES = ['Vintage', 'Costume'] as const;
/** The hint beside the first quality. */
export const PATTERN_QUALITY_HINTS: Partial<Record<(typeof PATTERN_QUALITIES)[number], string>> = { Vintage: '25 years or older' };
export const PATTERN_CONDITIONS = ['Open', 'Sealed'] as const;
export const PATTERN_BRANDS = ['Burda', 'Butterick', 'Kwik Sew', "McCall's", 'See & Sew', 'Simplicity', 'Vogue', 'New Look'] as const;
