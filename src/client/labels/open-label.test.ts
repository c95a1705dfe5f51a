import { describe, expect, it } from 'vitest';
import { canPrintFromFrame, isHandheld } from './open-label';

const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

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
});
