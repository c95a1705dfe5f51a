import { describe, expect, it } from 'vitest';
import { canPrintFromFrame, isHandheld, labelRoute, printsAtPageSize } from './open-label';

const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

describe('where a label can go to the print dialog', () => {
  it('prints from a frame on desktop browsers with a PDF viewer', () => {
    expect(canPrintFromFrame({ userAgent: DESKTOP_CHROME, maxTouchPoints: 0, pdfViewerEnabled: true })).toBe(true);
    expect(canPrintFromFrame({ userAgent: MAC_SAFARI, maxTouchPoints: 0, pdfViewerEnabled: true })).toBe(true);
  });

  it('never on phones, on iPads that call themselves Macs, or without a PDF viewer', () => {
    expect(canPrintFromFrame({ userAgent: IPHONE, maxTouchPoints: 5, pdfViewerEnabled: true })).toBe(false);
    expect(canPrintFromFrame({ userAgent: ANDROID, maxTouchPoints: 5, pdfViewerEnabled: true })).toBe(false);
    expect(canPrintFromFrame({ userAgent: MAC_SAFARI, maxTouchPoints: 5, pdfViewerEnabled: true })).toBe(false);
    expect(canPrintFromFrame({ userAgent: DESKTOP_CHROME, maxTouchPoints: 0, pdfViewerEnabled: false })).toBe(false);
  });

  it('sends phones and tablets (iPads as Macs included) to the print view, computers to the PDF', () => {
    expect(isHandheld({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isHandheld({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(true);
    expect(isHandheld({ userAgent: MAC_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isHandheld({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBe(false);
    expect(isHandheld({ userAgent: DESKTOP_CHROME, maxTouchPoints: 0 })).toBe(false);
  });

  it("prints from the print view only where the browser's print takes the paper size from @page: Blink (issue 30 item 2)", () => {
    for (const ua of [ANDROID, SAMSUNG, DESKTOP_CHROME]) expect(printsAtPageSize({ userAgent: ua })).toBe(true);
    // Firefox and every iOS browser (WebKit, whatever its name) print the label in the corner of an A4 page: they get the PDF.
    for (const ua of [FIREFOX_ANDROID, IPHONE, CHROME_IPHONE, MAC_SAFARI]) expect(printsAtPageSize({ userAgent: ua })).toBe(false);
  });
});

describe('which way a label goes to the printer', () => {
  const computer = (userAgent: string, pdfViewerEnabled = true) => ({ userAgent, maxTouchPoints: 0, pdfViewerEnabled });
  const phone = (userAgent: string) => ({ userAgent, maxTouchPoints: 5, pdfViewerEnabled: true });

  it('Blink prints the print view on phones and computers alike: no PDF viewer in a frame to take the tab down (issue 30 item 6)', () => {
    expect(labelRoute(computer(DESKTOP_CHROME))).toBe('print view');
    expect(labelRoute(computer(DESKTOP_CHROME, false))).toBe('print view');
    expect(labelRoute(phone(ANDROID))).toBe('print view');
    expect(labelRoute(phone(SAMSUNG))).toBe('print view');
  });

  it('other computers print the PDF from their viewer in a frame, or download it without one; other phones download it', () => {
    expect(labelRoute(computer(MAC_SAFARI))).toBe('pdf frame');
    expect(labelRoute(computer(DESKTOP_FIREFOX))).toBe('pdf frame');
    expect(labelRoute(computer(DESKTOP_FIREFOX, false))).toBe('pdf download');
    for (const ua of [IPHONE, CHROME_IPHONE, FIREFOX_ANDROID]) expect(labelRoute(phone(ua))).toBe('pdf download');
    expect(labelRoute(phone(MAC_SAFARI))).toBe('pdf download');
  });
});
