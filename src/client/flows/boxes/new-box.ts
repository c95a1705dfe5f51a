import { BOX_SIZES, type BoxSize } from '../../../shared/catalogue/boxes';
import type { BoxDraft } from '../../../shared/schemas/box-draft';

/** The words of the one tap that starts a new box (issue 17: one button, not a checkbox then Next). */
export const START_NEW_BOX = 'Start a new box';

/** The size of the last box created on this device: a sorting table fills the same kind of bin all day. */
export const LAST_BOX_SIZE_KEY = 'inventoryLastBoxSize';

type SizeStore = Pick<Storage, 'getItem' | 'setItem'>;

const isBoxSize = (v: unknown): v is BoxSize => (BOX_SIZES as readonly unknown[]).includes(v);

export function lastBoxSize(store: SizeStore = localStorage): BoxSize | undefined {
  const stored = store.getItem(LAST_BOX_SIZE_KEY);
  return isBoxSize(stored) ? stored : undefined;
}

export function rememberBoxSize(size: string, store: SizeStore = localStorage): void {
  if (isBoxSize(size)) store.setItem(LAST_BOX_SIZE_KEY, size);
}

/**
 * New Box ticked, with the last size already chosen, so one tap on a supply type completes the
 * type-and-size page. A size chosen in this draft already stays; the summary shows the size, and
 * staff change it by tapping another before the type.
 */
export function startNewBox(d: BoxDraft, size: BoxSize | undefined): BoxDraft {
  const boxSize = d.boxSize ?? size;
  return { ...d, isNewBox: 'yes', ...(boxSize ? { boxSize } : {}) };
}
