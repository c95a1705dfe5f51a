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

/** What staff read when the box table is over its limits (ours, issue 41; docs/decisions.md D138, D143). */
export const BOX_TABLE_LIMIT_MESSAGES = {
  /** Only where no write could be kept: a box Selvage holds no copy of (the copy is made as boxes are read). */
  monthlyLimit:
    "Airtable's monthly limit of requests for the box table is reached, and Selvage has no copy of this box to keep the change with. Nothing was changed: try again when the limit resets on the 1st, or once the owner raises the Airtable plan.",
  slowDown: 'Airtable asked Selvage to slow down for half a minute. Nothing was changed: wait a moment and tap again.',
  /** After a create or an update Airtable's monthly limit kept in Selvage. */
  kept: (boxID: string) => `Airtable's monthly limit is reached: box ${boxID} is kept here and sent to Airtable when it resets.`,
  /** Beside a box whose create or update is kept. */
  waiting: 'Waiting for Airtable',
  waitingHint: "Its latest changes are kept here and sent to Airtable once Airtable's monthly limit resets.",
  // A kept write that could not be sent as it was: it waits for staff, tried again each day.
  clash: (boxID: string) =>
    `Box ${boxID} is not sent to Airtable: Airtable already has a box ${boxID}, typed there while its monthly limit was reached. Give that one another Box ID in Airtable; this box stays kept here and is tried again each day.`,
  changed: (boxID: string, status: string) =>
    `The update of box ${boxID} is not sent to Airtable: the box was changed there meanwhile and is now ${status || 'without a status'}. Check it in Airtable; the update stays kept here and is tried again each day.`,
  gone: (boxID: string) =>
    `The update of box ${boxID} is not sent to Airtable: Airtable no longer has this box. The update stays kept here and is tried again each day.`,
  refused: (boxID: string, reason: string) =>
    `Box ${boxID} is not sent to Airtable: Airtable refused it (${reason}). It stays kept here and is tried again each day.`,
} as const;
