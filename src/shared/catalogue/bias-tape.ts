/** Bias tape options (spec 001 section 3). By Meter is accepted by validation but not offered. */
export const BIAS_TAPE_SELLING_UNITS = ['Roll', 'Bundle', 'Package'] as const;
export const BIAS_TAPE_VALID_UNITS = ['Roll', 'Bundle', 'Package', 'By Meter'] as const;
export const BIAS_TAPE_MATERIALS = ['Knit', 'Woven'] as const;
export const BIAS_TAPE_TYPES = ['Blanket', 'Continuous', 'Double Fold', 'Fusible', 'Single Fold'] as const;
export const BIAS_TAPE_QUALITIES = ['Waterproofing', 'Patterned', 'Extra Wide'] as const;
export const BIAS_TAPE_IMPERFECTIONS = ['Discolouration', 'Scented', 'Partially Unrolled', 'Stain'] as const;
