import { UPLOAD_MESSAGES } from './upload';

/** Inventory box wording (spec 001 'Inventory supplies' and section 8); the spec's spelling is kept. */
export const BOX_MESSAGES = {
  errorTitle: 'error occured',
  createdToast: UPLOAD_MESSAGES.successTitle,
  createdBanner: 'New Box Created',
  createLabel: 'Create Label',
  newSupplyEntry: 'New Supply Entry',
  updatedToast: 'Updated Successfully',
  updatedBanner: 'Box Updated',
  // Ours: the spec does not word these (docs/decisions.md).
  noSuchBox: (id: string) => `No box with ID ${id}. Pick one from the list on Start or Update.`,
  labelEmailed: (id: string) => `The label for ${id} was sent by email.`,
  listFailed: 'The list of boxes could not be loaded.',
} as const;
