import { BOX_SIZES, type BoxSize } from '../../../shared/catalogue/boxes';
import { emptyBoxDraft, type BoxDraft } from '../../../shared/schemas/box-draft';

/** The words of the one tap that starts a new box (issue 17: one button, not a checkbox then Next). */
export const START_NEW_BOX = 'Start a new box';

/** Home's own entry to a new box (ours, not one of spec 000's four tasks; docs/decisions.md D103). */
export const HOME_NEW_BOX = 'Start A New Box';

/** The navigation state Home's entry carries to the start page. */
export const NEW_BOX_FROM_HOME = { startNewBox: true } as const;

export const isNewBoxFromHome = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { startNewBox?: unknown }).startNewBox === true;

/**
 * What Home's 'Start A New Box' does with the box draft on this device. A new box being described
 * goes on where it was; a box already created, or an empty draft, gives a new box draft at the
 * last size; an update under way (a Box ID entered) stays on the start page, where nothing typed
 * is thrown away without staff clearing it themselves.
 */
export function newBoxFromHome(d: BoxDraft, created: boolean, size: BoxSize | undefined): { draft: BoxDraft; fresh: boolean } | null {
  if (created) return { draft: startNewBox(emptyBoxDraft(), size), fresh: true };
  if (d.isNewBox === 'yes') return { draft: d, fresh: false };
  if (d.boxID?.trim()) return null;
  return { draft: startNewBox(d, size), fresh: false };
}

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

/**
 * The size a new box carries from the last box created on this device, while the draft still has
 * it: Type and Size then shows it above the types, so the type that ends the page never ends it at
 * a size nobody saw (issue 26 item 5). Undefined once staff pick another size, or with no last box.
 */
export function carriedBoxSize(d: BoxDraft, last: BoxSize | undefined): BoxSize | undefined {
  return last !== undefined && d.boxSize === last ? last : undefined;
}

/** The line Type and Size shows for a carried size, and its button's name. */
export const carriedSizeText = (size: BoxSize) => `Size: ${size} (from the last box)`;
export const CHANGE_SIZE = 'Change size';

/**
 * A created box keeps the type and size it was created with (issue 42 item 6): its code and label
 * say them, so the pages that chose them only show them until New Supply Entry starts another box.
 * Before, Type and Size still took a new type, and the top bar read 'Thread' over 'New Box Created
 * 2-2 Buttons'.
 */
export const createdBoxLocked = (boxID: string) =>
  `Box ${boxID} is created: its type and size stay as they are. Tap New Supply Entry on the summary to start another box.`;

/** Whether a box page's choices are locked: a box was created from this draft. */
export const lockedByCreation = (created: { boxID: string } | null): created is { boxID: string } => created !== null;
