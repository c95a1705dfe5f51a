/**
 * Copies `text` to the clipboard. The shop's phones open Selvage over plain http on its network,
 * where `navigator.clipboard` does not exist (secure pages only): there the text is selected in
 * `field` and copied the old way. False when neither worked; the text stays selected to copy by hand.
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (window.isSecureContext) {
      // eslint-disable-next-line no-restricted-properties -- only on a secure page; plain http falls back below
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the selection below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
