/** What staff read about scanning (issue 19). One place, so the pages and the tests agree. */
export const SCAN_MESSAGES = {
  button: 'Scan',
  /** Beside the Box ID: says what the camera reads there. */
  boxButton: 'Scan box label',
  /** A Box ID entered or scanned that no box has, not even in part. */
  noBox: (id: string) => `No box has the ID ${id}. Check the label, or pick the box from the list.`,
  title: 'Scan a label',
  hint: 'Hold the label’s barcode inside the frame.',
  /** Camera access needs a secure page; the handheld scanner and typing still work on plain http. */
  insecure: 'The camera can scan only on a secure page (https or this computer). Type the code, or use a handheld scanner.',
  noCamera: 'No camera could be opened. Type the code, or use a handheld scanner.',
  denied: 'Camera access was refused. Allow the camera for this site, or type the code.',
  close: 'Close',
} as const;
