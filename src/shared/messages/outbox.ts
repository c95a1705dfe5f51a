/**
 * The device outbox's words (issue 43 item 1, first slice; docs/decisions.md D144): an item whose
 * upload found no network is kept on the phone and sent from there.
 */
export const OUTBOX_MESSAGES = {
  /** The upload panel's banner and toast once the item is kept on the phone. */
  savedTitle: 'Saved on this phone, sending',
  savedToast: 'It goes to the shop by itself, in turn, whenever the network lets it.',
  savedBody:
    'This item is kept on this phone and goes to the shop by itself, after any kept before it, whenever the network lets it. You can start the next item now.',
  /** Where the item has got to, under the banner and on the Outbox page. */
  waiting: 'Waiting to send',
  retryingAfter: (reason: string) => `Waiting to send (last try: ${reason})`,
  /** Why the last try did not go, in the words above: no answer at all, or none in time. */
  noConnection: 'no connection',
  timedOut: 'no answer in time',
  sendingProduct: 'Sending the product',
  sendingPhoto: (photo: number, of: number) => `Sending photo ${photo} of ${of}`,
  attaching: 'Attaching the photos',
  listed: (skus: string) => `Listed, SKU ${skus}`,
  attention: 'Needs attention',
  /** The storage of this browser refused the item: it stays on the page, to be retried the old way. */
  notKeptTitle: 'Not saved on this phone',
  notKept: (reason: string) =>
    `This browser would not keep the item for sending later (${reason}). It is still here: keep this page open and tap Retry when the network is back.`,
  /** Under the upload's progress: the item is on the phone, and the next one need not wait. */
  nextNow: 'Saved on this phone: you can start the next item now.',
  /** The item was deleted on the Outbox page while its Upload page waited for it. */
  deletedMeanwhile: 'Deleted from the Outbox before it reached the shop. Tap Upload to send it again.',
  nextItem: 'Next item',
  /** The Outbox page. */
  title: 'Outbox',
  badge: (n: number) => `${n} item${n === 1 ? '' : 's'} waiting to send`,
  empty: 'Nothing waiting: every item kept on this phone has reached the shop.',
  intro: 'Items kept on this phone until the shop has them. They are sent in order while the app is open.',
  keptAt: (when: string) => `Kept ${when}`,
  retryNow: 'Retry now',
  delete: 'Delete',
  clear: 'Clear',
  openItem: 'Open item',
  /** A listed item's labels, from the shop's record (as Recent uploads words it). */
  printLabels: (variants: number) => (variants > 1 ? 'Print Labels' : 'Print Label'),
  /** A refused item (not yet in the shop) back in its flow as the draft, to be fixed and uploaded again. */
  fix: 'Fix',
  /** The flow (Fabric, or Supplies: any kind of supply) already has an item in progress on the phone. */
  fixBusy: (flow: 'fabric' | 'supplies') =>
    `A ${flow === 'fabric' ? 'fabric' : 'supplies'} item is in progress on this phone. Upload it or start it again first, then tap Fix: this one waits here meanwhile.`,
  /** Over the Upload page of an item Fix brought back, until it is uploaded: the server's words are the body. */
  refusedTitle: 'Refused when the outbox sent it: fix it here and upload again',
  deleteTitle: 'Delete this item?',
  deleteBody: 'It has not reached the shop. Deleting it removes its answers and photos from this phone for good.',
  cancel: 'Cancel',
} as const;
