/** Photo processing settings (issue 4): upright, at most 2048 px on the long edge, JPEG at 0.85. */
export const PHOTO_MAX_EDGE = 2048;
export const PHOTO_QUALITY = 0.85;
export const PHOTO_TYPE = 'image/jpeg' as const;

/** The size to draw a photo at: the long edge at most `max`, aspect ratio kept, never enlarged. */
export function scaledSize(width: number, height: number, max = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const notAPhotoMessage = (name: string) => `"${name}" is not a photo.`;
export const unreadablePhotoMessage = (name: string) => `"${name}" could not be read as a photo.`;
/**
 * The browser's storage refused a photo, so it is not kept with the draft: full storage asks for
 * space; any other refusal names the browser's own error (its name and words), so whoever reads it
 * out to the owner says what failed instead of guessing at space.
 */
export function notKeptPhotoMessage(name: string, error?: unknown): string {
  const kept = `"${name}" could not be kept on this device`;
  if (error instanceof DOMException && error.name === 'QuotaExceededError')
    return `${kept}: its storage is full. Free some space and add it again.`;
  const what =
    error instanceof Error || error instanceof DOMException
      ? [error.name, error.message].filter(Boolean).join(': ')
      : typeof error === 'string'
        ? error
        : 'no reason given';
  return `${kept}: the browser refused to store it (${what}). Add it again; if this keeps happening, reload the page.`;
}
/** A delete or a move of photos the browser's storage refused; the photos stay as they were. */
export const PHOTO_CHANGE_NOT_SAVED = 'That change to the photos could not be saved on this device. Try again.';
/** After one tap on Delete: the photo is off the list, and Undo puts it back for this long. */
export const PHOTO_REMOVED = 'Photo removed.';
export const PHOTO_UNDO_MS = 8000;
