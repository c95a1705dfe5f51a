/**
 * Wording of the item page (issue 19 item 2, issue 27 items 3 to 5), in one place so Home, the page
 * and the journeys agree. Ours: the spec does not word this page (docs/decisions.md, D101, D117).
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
  /** The badge on the SKU asked for, scanned or typed alike. */
  lookedUp: 'Looked up',
  variants: 'Variants',
  noPhotos: 'No photos',
  photoAlt: (title: string, n: number, of: number) => `${title}, photo ${n} of ${of}`,
  printLabels: (count: number) => (count > 1 ? 'Print Labels' : 'Print Label'),
  edit: 'Edit',
  /** The Edit link's full name: the visible word first, so voice control's "click Edit" still finds it. */
  editLabel: (title: string) => `Edit ${title}`,
  takeOffSale: 'Take off sale',
  putBackOnSale: 'Put back on sale',
  undo: 'Undo',
  /** The toast's title when taking off sale, putting back or its Undo failed. */
  listingNotChanged: 'The listing did not change',
  /** The toast's title when the label printed but the server did not hear it (the note stays). */
  labelNotMarked: 'The label printed, but its note could not be cleared',
  history: 'History',
  historyEmpty: 'No changes recorded yet.',
  historyLoading: 'Reading the history',
  /** Who made a change, for listings made before Selvage kept who. */
  notRecorded: 'not recorded',
  /** One field of a change, as the history lists it. */
  change: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
} as const;
