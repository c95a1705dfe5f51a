/** Thread options (spec 001 sections 3-4); thread types and materials completed by us. */
export const THREAD_SELLING_UNITS = ['Individual', 'Pack'] as const;
export const SPOOL_SIZES = ['Home Sewing', 'Serger', 'Industrial', 'Skein'] as const;
export const INDUSTRIAL_WEIGHTS = ['Light', 'Medium', 'Heavy'] as const;
export const THREAD_ON_SPOOL = ['Full', 'Less Than Full', 'Various'] as const;
export const THREAD_TYPES = [
  'All Purpose',
  'Silk',
  'Wooly Nylon',
  'Embroidery Floss',
  'Topstitching',
  'Quilting',
  'Upholstery',
  'Elastic',
  'Yarn',
  'Metallic',
  'Invisible',
] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
export const THREAD_MATERIALS = ['Polyester', 'Cotton', 'Silk', 'Nylon', 'Rayon', 'Elastane', 'Poly/Rubber', 'PU', 'Metallic'] as const;
export type ThreadMaterial = (typeof THREAD_MATERIALS)[number];
/** Materials a thread type can be (spec 001 section 4); types not listed take any. */
export const THREAD_MATERIALS_BY_TYPE: Partial<Record<ThreadType, readonly ThreadMaterial[]>> = {
  Silk: ['Silk'],
  'Wooly Nylon': ['Nylon'],
  Yarn: ['Polyester', 'Cotton'],
  Elastic: ['Elastane', 'Poly/Rubber', 'PU'],
};
/** Thread types whose material is forced, so the Thread Material step is hidden. */
export const THREAD_FORCED_MATERIAL: Partial<Record<ThreadType, ThreadMaterial>> = { Silk: 'Silk', 'Wooly Nylon': 'Nylon' };
export const THREAD_BRANDS = ['Gutermann', 'Metrosene', 'Various'] as const;
export const THREAD_IMPERFECTIONS = ['Old', 'Dusty', 'Broken Spool', 'Discoloured', 'Weak'] as const;
export const THREAD_USES = ['Garment Sewing', 'Quilting', 'Embroidery', 'Serging', 'Upholstery', 'Crafts'] as const;
export const THREAD_PACK_SIZES = [2, 4] as const;
