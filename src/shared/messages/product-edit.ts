/**
 * Wording around changing an uploaded product (issue 27): edit, unlist and relist, the history,
 * the label check. Ours: the spec does not word these (docs/decisions.md D117).
 */
export const PRODUCT_EDIT_MESSAGES = {
  /** The step labels a failed call reports under ('{step} failed. ...' for a 500). */
  step: 'Saving the changes',
  listingStep: 'Changing the listing',
  historyStep: 'Reading the history',
  versionRequired: 'Version is required',
  versionInvalid: 'Version is not one this server gave',
  listedRequired: 'Listed must be true or false',
  /** 409: somebody or something changed the product after this edit started; nothing was saved. */
  conflict: 'This item changed while you were editing it, so nothing was saved. See what changed below, then edit again.',
  /** An edit may change the variants' fields, never how many there are (their SKUs are printed). */
  variantCount: (held: number, sent: number) =>
    `The shop holds ${held} variant${held === 1 ? '' : 's'} of this item and the edit has ${sent}: variants cannot be added or removed after upload.`,
  /** A shop asked to change a variant by a SKU the product does not hold there. */
  skuNotHeld: (sku: string) => `This item holds no variant with SKU ${sku}: an edit keeps every variant's SKU.`,
  kindChanged: (held: string, sent: string) => `This item is ${held} in the shop; an edit cannot make it ${sent}.`,
  notSelvage: (productId: string) => `Product ${productId} was not listed by Selvage, so it cannot be edited here.`,
  noPhotosToRelist: 'This item has no photos, so it cannot be listed. Add its photos first.',
  saved: 'Changes saved to the shop.',
  /** 409 of label_printed: the label printed was of an older record than the shop holds now. */
  printedStale: 'This item changed after that label was made: print it again to have one that matches.',
  nothingChanged: 'Nothing changed: the shop already holds these answers.',
  /** After a save that changed what a label prints. */
  labelOutOfDate: 'The printed label is out of date: print a new one.',
  unlisted: 'Taken off sale.',
  relisted: 'Back on sale.',
} as const;

/** How a listing's state reads to staff: the shop's DRAFT is an item not for sale. */
export const LISTING_STATUS_TEXT = { ACTIVE: 'Listed', DRAFT: 'Not listed' } as const;

/** Words of the edit calls' own refusals. */
export const PRODUCT_EDIT_REFUSALS = {
  keyReused: 'This save was already used for other changes. Reload the item and save again.',
  busy: 'Someone else is changing this item right now. Wait a moment and try again.',
} as const;
