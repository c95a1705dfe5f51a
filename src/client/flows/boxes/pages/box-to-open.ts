import type { BoxRecord } from '../../../../shared/schemas/box-api';

/**
 * The box a Box ID entered with Enter (typed, or a scanned label) opens without a tap: the box with
 * exactly that ID, compared as staff type it (upper case, trimmed), or else the only box whose ID
 * contains it, which is the one option the search list would show. None when it names no box or
 * several: staff pick from the list.
 */
export function boxToOpen(boxes: readonly BoxRecord[], entered: string): BoxRecord | undefined {
  const id = entered.trim().toUpperCase();
  if (!id) return undefined;
  const exact = boxes.find((b) => b.boxID.trim().toUpperCase() === id);
  if (exact) return exact;
  const ids = new Set(boxes.filter((b) => b.boxID.toUpperCase().includes(id)).map((b) => b.boxID));
  if (ids.size !== 1) return undefined;
  return boxes.find((b) => ids.has(b.boxID));
}
