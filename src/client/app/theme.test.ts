import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLOURS, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const AA = 4.5;

describe('theme colours meet WCAG AA for text (issue 17 item 8)', () => {
  it('uses the accessible palettes and the primary shade the checks assume', () => {
    expect(theme.primaryColor).toBe('teal');
    expect(theme.primaryShade).toBe(6);
    expect(theme.colors).toEqual(ACCESSIBLE_COLOURS);
  });

  it('gives 4.5:1 to grey hints (dimmed is gray.6) on white and gray.0 pages', () => {
    const { gray } = ACCESSIBLE_COLOURS;
    expect(contrast(gray[6], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(gray[6], gray[0])).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.entries(ACCESSIBLE_COLOURS).filter(([name]) => name !== 'gray'))(
    '%s: filled, hover, text and light pairs',
    (_, shades) => {
      // White on a filled button and on its hover.
      expect(contrast(WHITE, shades[6])).toBeGreaterThanOrEqual(AA);
      expect(contrast(WHITE, shades[7])).toBeGreaterThanOrEqual(AA);
      // The colour as text (c="red", an error, a link) on white and on a gray.0 page.
      expect(contrast(shades[6], ACCESSIBLE_COLOURS.gray[0])).toBeGreaterThanOrEqual(AA);
      // A light button or alert: shade 9 on shade 1, and on shade 2 when hovered.
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
      expect(contrast(shades[9], shades[2])).toBeGreaterThanOrEqual(AA);
    },
  );
});
