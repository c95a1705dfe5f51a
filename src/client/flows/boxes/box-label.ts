import type { BoxRecord } from '../../../shared/schemas/box-api';
import { emailBoxLabel } from '../../api/boxes';
import { printBoxLabel } from '../../labels/print-label';

/**
 * Create Label (spec 001 section 7): the label PDF first (jsPDF loads on this first click), then
 * the mail that carries it.
 */
export async function createBoxLabel(box: BoxRecord): Promise<void> {
  await printBoxLabel({ boxID: box.boxID, productType: box.productType, subA: box.subA, subB: box.subB });
  // The server labels what the table holds for this Box ID: the page sends nothing else.
  await emailBoxLabel(box.boxID);
}
