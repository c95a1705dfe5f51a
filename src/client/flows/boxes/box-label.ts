import { useState } from 'react';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import { BOX_MESSAGES } from '../../../shared/messages/boxes';
import { toastError } from '../../app/toasts';
import { emailBoxLabel } from '../../api/boxes';
import { printBoxLabel } from '../../labels/print-label';

/**
 * Create Label (spec 001 section 7): the label PDF first (the label code loads on this first click), then
 * the mail that carries it.
 */
export async function createBoxLabel(box: BoxRecord): Promise<void> {
  await printBoxLabel({ boxID: box.boxID, productType: box.productType, subA: box.subA, subB: box.subB });
  // The server labels what the table holds for this Box ID: the page sends nothing else.
  await emailBoxLabel(box.boxID);
}

/**
 * Create Label and Print Label on the box pages: busy while the label is made and mailed, the Box ID
 * whose label was mailed (to say so), and the spec's 'error occured' toast on failure.
 */
export function useBoxLabel() {
  const [busy, setBusy] = useState(false);
  const [sentFor, setSentFor] = useState<string | null>(null);
  async function print(box: BoxRecord): Promise<void> {
    setBusy(true);
    try {
      await createBoxLabel(box);
      setSentFor(box.boxID);
    } catch (error) {
      toastError(BOX_MESSAGES.errorTitle, error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, sentFor, print, forget: () => setSentFor(null) };
}
