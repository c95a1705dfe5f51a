/** 'A', 'A and B', 'A, B and C'. */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

/**
 * The edit pages' own words (issue 27 items 1 to 3: /edit?productId= and its wizard pages). Ours:
 * the spec does not word these. The calls' words are in product-edit.ts.
 */
export const EDIT_PAGE_TEXT = {
  /** The wizard's last step, instead of Upload Product. */
  saveStep: 'Save changes',
  /** Top bar: what kind of item is being edited. */
  topBar: (kind: string) => `Edit ${kind}`,
  /** Heading and top bar before the item (and so its kind) is known. */
  title: 'Edit an item',
  opening: 'Reading the item from the shop…',
  noProductId: 'Which item? Find it by its label, then tap Edit.',
  noEdit: 'No item is being edited here. Find it by its label, then tap Edit.',
  findItem: 'Find An Item',
  retry: 'Retry',
  /** The Camera page of an edit, while the shop's photos are read into the edit. */
  readingPhotos: 'Reading the photos from the shop…',
  /**
   * Some of the shop's photos could not be read (or kept on this device): a save sends the whole
   * set, so none can change in this edit. `unread` names them ('Photo 2 (20001_2.jpg)').
   */
  photosUnread: (unread: readonly string[]) =>
    `${unread.length === 0 ? 'The photos could not be kept on this device' : `${listOf(unread)} could not be read from the shop`}, so the photos cannot be changed in this edit: they stay as the shop shows them.`,
  readPhotosAgain: 'Read the photos again',
  noPhotos: 'The shop has no photos of this item.',
  photoAlt: (n: number) => `Photo ${n} in the shop`,
  willChange: 'What will change',
  changedMeanwhile: 'What changed in the shop since this edit started',
  saved: 'What changed',
  field: 'Field',
  before: 'Before',
  after: 'After',
  nothingYet: 'Nothing changed yet: change an answer on its page, then save.',
  fixErrors: 'Fix the errors below before saving.',
  ready: 'Ready to save these changes to the shop.',
  saving: 'Saving the changes to the shop…',
  sendingPhotos: 'Sending the photos to the shop…',
  failed: 'Changes not saved.',
  /** The answers were saved, the photos were not: Retry photos sends the photos only. */
  photosNotSent: 'Changes saved, but the photos were not sent.',
  /** The same, when the photos were all that changed. */
  photosOnlyNotSent: 'Photos not sent.',
  photosInterrupted: 'The photos were not sent after the changes were saved.',
  /** The photo call's 409: the answers were saved, the photos were refused. */
  photosConflict: 'This item changed before its photos were sent, so they were not replaced. See what changed below, then edit again.',
  photosAnswerUnread: 'The shop’s answer about the photos could not be read.',
  retryPhotos: 'Retry photos',
  save: 'Save',
  editAgain: "Edit again from the shop's record",
  /** Said beside Edit again: what staff give up by tapping it. */
  editAgainNote: 'Your answers in this edit are then replaced by what the shop holds now.',
  printLabel: 'Print Label',
  labelPrinted: 'New label made from the shop’s record.',
  backToItem: 'Back to the item',
} as const;
