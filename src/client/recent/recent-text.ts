/**
 * Wording of Recent uploads (issue 19 items 2 and 4), in one place so the page and the journeys agree.
 * Ours: the spec does not word this page.
 */
export const RECENT_TEXT = {
  title: 'Recent uploads',
  loading: 'Loading',
  retry: 'Retry',
  empty: 'Nothing has been uploaded yet.',
  searchLabel: 'Search',
  searchHint: 'Part of a title, or a whole SKU; or scan a product label',
  /** Said (to a screen reader too) while search or a filter narrows the list, so nothing is hidden silently. */
  shown: (shown: number, of: number) => `${shown} of ${of} shown`,
  noMatch: (text: string) => `No listing matches “${text}”.`,
  noneFiltered: 'No listing matches these filters.',
  filters: 'Filters',
  mine: 'Mine',
  today: 'Today',
  kind: 'Kind',
  allKinds: 'All kinds',
  loadMore: 'Load more',
  /** Who listed it and when; '' is a listing made before Selvage kept who. */
  listedBy: (who: string, when: string) => (who.trim() === '' ? `Listed ${when} · by: not recorded` : `Listed ${when} by ${who}`),
  labelOutOfDate: 'Label out of date',
  /** A listing whose product the shop no longer holds (deleted in the shop's own admin). */
  gone: 'The shop no longer holds this item.',
  skus: (skus: readonly string[]) => `SKU ${skus.join(', ')}`,
  open: 'Open',
  /** The Open link's full name: the visible word first, so voice control's "click Open" still finds it. */
  openLabel: (title: string) => `Open ${title}`,
  noPhotos: 'No photos',
  photos: (count: number) => `${count} photo${count === 1 ? '' : 's'}`,
  variant: (sku: string, price: string, quantity: number) => `SKU ${sku} · $${price} · qty ${quantity}`,
  select: 'Select',
  selectLabel: (title: string) => `Select ${title}`,
  printLabels: (variants: number) => (variants > 1 ? 'Print Labels' : 'Print Label'),
  todaysUploads: "Today's uploads",
  clearSelection: 'Clear selection',
  copiesPerQuantity: 'Copies per quantity',
  copiesPerQuantityHint: "Print each variant's label as many times as its quantity",
  chooseForBatch: 'Choose products to print their labels together.',
  batchSummary: (products: number, labels: number) =>
    `${products} product${products === 1 ? '' : 's'} selected · ${labels} label${labels === 1 ? '' : 's'}`,
  printSelected: 'Print Selected Labels',
} as const;
