/**
 * Wording of the item page (issue 19 item 2), in one place so Home, the page and the journey agree.
 * Ours: the spec does not word this page (docs/decisions.md, D101).
 */
export const ITEM_TEXT = {
  /** Home's entry, below the four tasks of spec 000 section 2. */
  homeEntry: 'Find An Item',
  title: 'Find an item',
  field: 'SKU',
  find: 'Find',
  hint: 'Scan a product label, or type its SKU and press Enter.',
  retry: 'Retry',
  photos: 'Photos',
  scanned: 'Scanned',
  variants: 'Variants',
  listed: 'Listed',
  draft: 'Draft',
  noPhotos: 'No photos',
  photoAlt: (title: string, n: number, of: number) => `${title}, photo ${n} of ${of}`,
  printLabels: (count: number) => (count > 1 ? 'Print Labels' : 'Print Label'),
} as const;
