import { UPLOAD_MESSAGES } from './upload';

/** Inventory box wording (spec 001 'Inventory supplies' and section 8); the spec's spelling is kept. */
export const BOX_MESSAGES = {
  errorTitle: 'error occured',
  createdToast: UPLOAD_MESSAGES.successTitle,
  createdBanner: 'New Box Created',
  createLabel: 'Create Label',
  // Ours (D103): Submit New Box, then Create Label (the PDF and its mail) in one tap.
  submitAndCreateLabel: 'Submit and Create Label',
  newSupplyEntry: 'New Supply Entry',
  updatedToast: 'Updated Successfully',
  updatedBanner: 'Box Updated',
  // Ours: the spec does not word these (docs/decisions.md).
  noSuchBox: (id: string) => `No box with ID ${id}. Pick one from the list on Start or Update.`,
  labelEmailed: (id: string) => `The label for ${id} was sent by email.`,
  listFailed: 'The list of boxes could not be loaded.',
  createNoAnswer: 'Box create got no answer from the server. Tap Submit New Box again: you get the box if it was made, never a second one.',
  printLabel: 'Print Label',
  historyTitle: 'History',
  historyCreated: 'Created',
  noHistory: 'Nothing recorded for this box yet.',
  byStatusTitle: 'Boxes by status',
  byStatusHint: 'Pick a status to list its boxes; pick a box to update it.',
  noStatus: '(no status)',
  noneWithStatus: (status: string) => `No boxes are ${status}.`,
} as const;

/** What staff read when the box table is over its limits (ours, issue 41; docs/decisions.md D138). */
export const BOX_TABLE_LIMIT_MESSAGES = {
  monthlyQuota:
    "Airtable's monthly limit of requests for the box table is reached. Nothing was changed. Boxes can be made and updated again when it resets on the 1st, or once the owner raises the Airtable plan.",
  slowDown: 'Airtable asked Selvage to slow down for half a minute. Nothing was changed: wait a moment and tap again.',
} as const;
