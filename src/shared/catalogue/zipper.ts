/** Zipper options (spec 001 section 3). */
export const ZIPPER_SELLING_UNITS = ['Individual', 'Pack', 'Tape By The Meter', 'Hardware'] as const;
export const ZIPPER_TYPES = ['Coil', 'Metal', 'Molded Plastic', 'Invisible'] as const;
export const ZIPPER_CLOSURES = ['Separating', 'Two-Way Separating', 'Closed End'] as const;
export const ZIPPER_HARDWARE_TYPES = ['Slider', 'Stopper', 'Ender', 'Pull'] as const;
export const ZIPPER_HARDWARE_UNITS = ['Individual', 'Pack'] as const;
export const ZIPPER_HARDWARE_MATERIALS = ['Plastic', 'Metal', 'Fabric'] as const;
export const ZIPPER_MATERIALS = ['Plastic', 'Metal'] as const;
export const ZIPPER_WIDTHS_MM = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const ZIPPER_QUALITIES = ['Vintage', 'Designer', 'Heavy Duty'] as const;
export const ZIPPER_BRANDS = ['YKK'] as const;
export const ZIPPER_IMPERFECTIONS = ['Discolouration', 'Scented', 'Sticky', 'Sticky Slider', 'Frayed Tape', 'Stain'] as const;
export const ZIPPER_USES = ['Home Decor', 'Accessories', 'Apparel'] as const;
export const ZIPPER_PACK_SIZES = [5, 10] as const;
export const ZIPPER_SLIDER_SIZE = { min: 1, max: 10 } as const;
