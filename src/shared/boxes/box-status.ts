import { BOX_TABLE, type BoxStatus } from '../catalogue/boxes';
import type { BoxPhoto, BoxRecord } from '../schemas/box-api';

/** New Box -> General Sort -> Measured -> Input; any other status stays (spec 001 section 4). */
export function nextBoxStatus(status: string): string {
  switch (status as BoxStatus) {
    case 'New Box':
      return 'General Sort';
    case 'General Sort':
      return 'Measured';
    case 'Measured':
      return 'Input';
    case 'Input':
      return status;
    default:
      return status;
  }
}

/** One status update: the photo links, the notes, when (ms since the epoch) and who (staff email). */
export interface BoxStatusChange {
  photos: readonly string[];
  notes: string;
  at: number;
  by: string;
}

/**
 * A note as the table's notes fields keep it: '2026-11-23 staff@x: Mostly cream lace'. The date is
 * UTC, so every app server writes the same one whatever its zone; the page's history shows the
 * exact time in the reader's own zone.
 */
export function boxNoteLine(at: number, by: string, notes: string): string {
  return `${new Date(at).toISOString().slice(0, 10)} ${by}: ${notes.trim()}`;
}

/**
 * An attachment already in the field is sent back by its id when the table gave one: Airtable
 * replaces an attachment field with what is sent, keeps an attachment only by its id, and would
 * fetch a link again as a new copy. Our own table has no ids and keeps links.
 */
const kept = (photo: BoxPhoto) => (photo.id ? { id: photo.id } : { url: photo.url });

/**
 * The record fields a status update writes. Photos and notes go to the General Sort fields, or to
 * the Measured fields when the new status is Measured (spec 001 section 4), and are added to what
 * those fields hold, never written over: photos after the earlier ones, the note as a new line
 * (boxNoteLine) after the earlier notes, whoever wrote those (an older tool, Airtable by hand).
 */
export function boxUpdateFields(
  box: Pick<BoxRecord, 'status' | 'generalSortPhoto' | 'generalSortNotes' | 'measuredPhoto' | 'measuredNotes'>,
  change: BoxStatusChange,
): Record<string, unknown> {
  const status = nextBoxStatus(box.status);
  const f = BOX_TABLE.fields;
  const measured = status === 'Measured';
  const fields: Record<string, unknown> = { [f.status]: status };
  if (change.photos.length > 0) {
    const before = measured ? box.measuredPhoto : box.generalSortPhoto;
    fields[measured ? f.measuredPhoto : f.generalSortPhoto] = [...before.map(kept), ...change.photos.map((url) => ({ url }))];
  }
  if (change.notes.trim()) {
    const before = (measured ? box.measuredNotes : box.generalSortNotes).trimEnd();
    const line = boxNoteLine(change.at, change.by, change.notes);
    fields[measured ? f.measuredNotes : f.generalSortNotes] = before ? `${before}\n${line}` : line;
  }
  return fields;
}
