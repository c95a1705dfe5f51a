import { BOX_TABLE, type BoxStatus } from '../catalogue/boxes';

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

/**
 * The record fields a status update writes: photos (a list of {url}) and notes go to the General
 * Sort fields, or to the Measured fields when the new status is Measured.
 */
export function boxUpdateFields(currentStatus: string, photoUrls: readonly string[], notes: string): Record<string, unknown> {
  const status = nextBoxStatus(currentStatus);
  const f = BOX_TABLE.fields;
  const measured = status === 'Measured';
  const fields: Record<string, unknown> = { [f.status]: status };
  if (photoUrls.length > 0) fields[measured ? f.measuredPhoto : f.generalSortPhoto] = photoUrls.map((url) => ({ url }));
  if (notes.trim()) fields[measured ? f.measuredNotes : f.generalSortNotes] = notes.trim();
  return fields;
}
