import { PHOTO_MESSAGES } from '../../shared/schemas/media';
import type { VersionedRecord } from '../../shared/schemas/product-edit';

type Held = Pick<VersionedRecord, 'media' | 'details'>;

const distinctTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && id.length > 0) && new Set(value).size === value.length;

/**
 * The ids an edit's photos go by in the photo store, one per photo the shop shows, in its order:
 * the ids the upload listed (`details.images`), so an edit that leaves the photos alone sends the
 * answers' `images` as they were. A record whose photos no longer match its ids (photos never
 * attached, one added in the shop's own admin) gets ids of its own, so the draft still lists
 * exactly what the shop shows.
 */
export function shopPhotoIds(held: Held): string[] {
  const listed = held.details.images;
  if (distinctTexts(listed) && listed.length === held.media.length) return [...listed];
  return held.media.map((_, i) => `shop-${i + 1}`);
}

export const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether the draft's photos (ids and order) differ from those the shop showed when the edit started. */
export const photosChanged = (held: Held, ids: readonly string[] | undefined): boolean => !sameIds(shopPhotoIds(held), ids ?? []);

/**
 * The photos the shop would show after saving photos `ids`: each one the shop already shows by its
 * address, a new one by a name of its own (what `recordChanges` compares and counts).
 */
export function editedMedia(held: Held, ids: readonly string[]): string[] {
  const start = shopPhotoIds(held);
  return ids.map((id) => {
    const at = start.indexOf(id);
    return at >= 0 ? held.media[at]! : `new:${id}`;
  });
}

/** A shop photo's name as staff see it on its tile: its file name ('20001_2.jpg'), else 'Photo 2'. */
export function photoNameOf(url: string, n: number): string {
  const file = url.split(/[?#]/, 1)[0]!.split('/').pop() ?? '';
  try {
    const name = decodeURIComponent(file).trim();
    return name.length > 0 && name.length <= 120 ? name : PHOTO_MESSAGES.photoName(n);
  } catch {
    return PHOTO_MESSAGES.photoName(n);
  }
}
