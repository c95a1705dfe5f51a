/** Upload panel wording (spec 000 sections 2, 4 and 8). */
export const UPLOAD_MESSAGES = {
  fixAllErrors: 'Fix all errors to upload.',
  sendingProduct: '...Sending product to Shopify.',
  sendingImages: '...Sending images to Shopify.',
  failed: 'Upload Failed.',
  noReason: 'No reason given.',
  partiallyFailed: 'Product was uploaded, but images were not attached.',
  // Ours: the spec names the states but not these three texts (docs/decisions.md).
  ready: 'Ready to upload.',
  successTitle: 'Upload Success',
  interrupted: 'The upload was interrupted before the photos were attached.',
  startNewTitle: 'Start new Product',
  startNewBody: "Are you sure?You can't undo this action afterwards.",
  // Ours: one tap that uploads and prints the label on success (issue 17; docs/decisions.md D103).
  uploadAndPrint: 'Upload and Print Label',
} as const;

/** The rows under the busy banner (issue 17 item 7); ours, the spec words only the banners. */
export const UPLOAD_STEP_TEXT = {
  product: 'Product',
  photos: (n: number) => `${n} photo${n === 1 ? '' : 's'}`,
  sending: (photo: number, of: number, percent: number) => `sending ${photo} of ${of} · ${percent}%`,
  attach: 'Attach to the listing',
} as const;

/** A label could not be made (an unexpected product type, say); the reason follows. */
export const LABEL_NOT_MADE = 'Label not made';
