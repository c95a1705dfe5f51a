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
  /** The Camera page of an edit: photos are not changed in this round. */
  photosKept: 'Photos stay as the shop shows them: an edit here does not change them.',
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
  failed: 'Changes not saved.',
  save: 'Save',
  editAgain: "Edit again from the shop's record",
  /** Said beside Edit again: what staff give up by tapping it. */
  editAgainNote: 'Your answers in this edit are then replaced by what the shop holds now.',
  printLabel: 'Print Label',
  labelPrinted: 'New label made from the shop’s record.',
  backToItem: 'Back to the item',
} as const;
