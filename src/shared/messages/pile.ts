/**
 * A pile of alike items listed one after the other (issue 43 item 2; docs/decisions.md D147).
 */
export const PILE_MESSAGES = {
  /** On an upload kept or done: the items after this one are listed as a pile. */
  start: 'List a pile',
  /** On Home: a pile from its first item, each flow's own. */
  fromHome: { supplies: 'List a pile of supplies', fabric: 'List a pile of fabric' },
  /** The bar of a pile started from Home, before its first item is uploaded. */
  pending: 'Pile: once this first item is uploaded, each next one copies it and asks only what differs.',
  /** The upload button of a pile's item: kept on the phone, and the next item starts at once. */
  uploadNext: 'Upload, next in pile',
  /** The bar over every page of a flow while its pile is on. */
  bar: (kind: string, items: number) => `Pile of ${kind}: ${items} item${items === 1 ? '' : 's'} so far`,
  barHint: (photos: number) =>
    `Each next item copies the last and asks only what differs: its photos (the page moves on at ${photos}), its colour and what Same as last asks again.`,
  printLabels: (listed: number) => `Print labels (${listed})`,
  stillComing: (left: number) => `${left} not in the shop yet: their labels print once they are.`,
  end: 'End pile',
} as const;
