import { useEffect, useRef } from 'react';

/**
 * A handheld USB or Bluetooth scanner is a keyboard that types the code in a burst and ends with
 * Enter. Scanners send a key every few milliseconds; people rarely type two keys within this gap,
 * and never a whole code, so a burst this fast is a scan (the margin is for a busy phone).
 */
export const SCANNER_KEY_GAP_MS = 100;
/** The shortest code taken as a scan (a box ID such as '1-1'); a shorter burst is a stray key. */
export const SCANNER_MIN_LENGTH = 3;

/** Where the browser puts typed keys itself: the field gets the scan, and its own Enter acts. */
function typesItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(type);
}

/**
 * Takes a handheld scanner's code while no text field has focus (a page just opened focuses its
 * heading, and tapping into the field first would be a step too many), and hands it to `onCode`
 * when the scanner's Enter arrives. Listened to in the capture phase, so the scan's Enter is
 * claimed (preventDefault) before the wizard's Enter-to-advance or a focused button sees it.
 * A field with focus is left alone: the page's own Enter handling takes the scan there.
 */
export function useHandheldScanner(onCode: (code: string) => void, enabled = true): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing || typesItself(e.target)) {
        buffer = '';
        return;
      }
      if (e.timeStamp - last > SCANNER_KEY_GAP_MS) buffer = '';
      last = e.timeStamp;
      if (e.key === 'Enter') {
        const code = buffer.trim();
        buffer = '';
        if (code.length < SCANNER_MIN_LENGTH) return;
        e.preventDefault();
        e.stopPropagation();
        latest.current(code);
        return;
      }
      if (e.key.length === 1) buffer += e.key;
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
