import type { Page } from 'playwright-core';

/** How far apart a handheld scanner's keys are, as it stamps them (well inside SCANNER_KEY_GAP_MS). */
const KEY_GAP_S = 0.005;

/**
 * A handheld scanner: a keyboard that types the code in a burst and ends with Enter. Each key
 * carries the time the scanner sent it, 5 ms apart, as a real scanner's keys carry the time the
 * hardware made them, however long the browser takes to handle them: on a busy machine keys sent
 * one by one otherwise arrive stamped further apart than any scanner types, and the page rightly
 * takes them for a person typing.
 */
export async function scanWithHandheld(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const start = Date.now() / 1000;
    const keys = [...code].map((ch) => ({ key: ch, text: ch, code: '', windowsVirtualKeyCode: ch.toUpperCase().charCodeAt(0) }));
    keys.push({ key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 });
    for (const [i, key] of keys.entries()) {
      const timestamp = start + i * KEY_GAP_S;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...key });
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        timestamp: timestamp + KEY_GAP_S / 2,
        key: key.key,
        code: key.code,
        windowsVirtualKeyCode: key.windowsVirtualKeyCode,
      });
    }
  } finally {
    await cdp.detach();
  }
}
