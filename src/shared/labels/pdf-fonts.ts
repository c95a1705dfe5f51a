/**
 * The two standard PDF fonts the labels print in, Helvetica and Helvetica-Bold: every PDF reader
 * and printer has them, so a label embeds no font. They speak WinAnsi (Windows-1252) only, so text
 * is measured and written in that encoding. Widths are Adobe's (the Helvetica AFM, 1/1000 em), the
 * ones poppler and printers lay the glyphs out with.
 */

export type PdfFont = 'Helvetica' | 'Helvetica-Bold';

/** Unicode of WinAnsi codes 0x80-0x9f; U+FFFD where the code is unassigned. */
const WIN_ANSI_80_9F =
  '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';

/** The WinAnsi code of a character, or undefined when the standard fonts cannot print it. */
export function winAnsiCode(char: string): number | undefined {
  const unicode = char.charCodeAt(0);
  if (char.length !== 1) return undefined;
  if ((unicode >= 0x20 && unicode <= 0x7e) || (unicode >= 0xa0 && unicode <= 0xff)) return unicode;
  const high = WIN_ANSI_80_9F.indexOf(char);
  return high >= 0 && char !== '\ufffd' ? 0x80 + high : undefined;
}

/** The text with every character the standard fonts cannot print (emoji, Greek, control characters) as '?'. */
export const winAnsiText = (text: string): string => Array.from(text, (char) => (winAnsiCode(char) === undefined ? '?' : char)).join('');

/** Glyph widths of WinAnsi codes 32 to 255 (unassigned codes 0). */
const WIDTHS: Record<PdfFont, readonly number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
    278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
    556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667,
    667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611,
    556, 556, 556, 556, 500, 556, 500,
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
    333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
    611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 280, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722,
    722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611,
    611, 611, 611, 611, 556, 611, 556,
  ],
};

/** The width of `text` in points at `size`, as printed (no kerning: the label text is drawn without it). */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = WIDTHS[font];
  let units = 0;
  for (const char of text) units += widths[(winAnsiCode(char) ?? 0x3f) - 32]!;
  return (units * size) / 1000;
}
