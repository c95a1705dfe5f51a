import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { labelPrinted } from '../api/product-edit';
import { toastError } from '../app/toasts';
import type { ProductRecord } from '../api/product-record';
import { printProductLabel } from './print-label';

/** How a reprint went: the label was not made (already toasted), or it was, and the out-of-date mark was cleared or not. */
export type Reprint = { made: false } | { made: true; marked: true } | { made: true; marked: false; error: unknown };

/**
 * Prints a product's labels from the shop's record, then, when `mark`, tells the server they were
 * printed at the record's version (issue 27 item 3): the out-of-date mark goes only if nothing
 * changed since (a colleague's edit answers 409). The edit's finished page and the item page both
 * reprint through here.
 */
export async function printAndMark(record: ProductRecord & { version: string }, mark: boolean): Promise<Reprint> {
  try {
    await printProductLabel(record);
  } catch (error) {
    toastError(LABEL_NOT_MADE, error);
    return { made: false };
  }
  if (!mark) return { made: true, marked: true };
  try {
    await labelPrinted(record);
    return { made: true, marked: true };
  } catch (error) {
    return { made: true, marked: false, error };
  }
}
