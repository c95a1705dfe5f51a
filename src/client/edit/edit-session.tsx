import { createContext, useContext } from 'react';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import type { EditBase } from './edit-store';
import type { ShopPhotosState } from './shop-photos';

/** The edit the wizard's pages belong to: what it started from, and the two ways it ends. */
export interface EditSession {
  base: EditBase;
  /**
   * The record as the shop holds it now, once a save of this edit was refused because the item
   * changed after it started (409): kept while staff move between pages, until they start again.
   */
  conflict: VersionedRecord | null;
  /** A save was refused with the record as it is now. */
  refused: (current: VersionedRecord) => void;
  /** Starts the edit again from the record as the shop holds it now (after a 409): the answers typed so far are replaced. */
  restart: (current: VersionedRecord) => void;
  /** The save went through: the edit is done and its draft forgotten. */
  finish: (answer: ProductChangeAnswer) => void;
  /** The edit's photos: being read from the shop, in the photo store, or left as the shop shows them. */
  photos: ShopPhotosState;
  /** Reads the shop's photos again, after some could not be read. */
  readPhotosAgain: () => void;
}

export const EditSessionContext = createContext<EditSession | null>(null);

/** The edit in progress; only the edit flows' own pages (Photos, Save changes) ask, and only inside one. */
export function useEditSession(): EditSession {
  const session = useContext(EditSessionContext);
  if (!session) throw new Error('An edit page was shown outside an edit.');
  return session;
}
