/**
 * What a label is drawn onto: a PDF page (pdf-writer.ts) for desktops and files, or an SVG page
 * (svg-writer.ts) for the print view on phones. The layout in label-layout.ts speaks only this, so
 * both print the same label. Coordinates are points from the top left of the page.
 */
import type { PdfFont } from './pdf-fonts';

export interface TextStyle {
  font: PdfFont;
  size: number;
  /** Where `x` is: the start of the text (the default) or its centre. */
  align?: 'left' | 'center';
}

export interface LineStyle {
  width: number;
  /** 0 black to 1 white. */
  gray: number;
  /** Dash and gap lengths in points. */
  dash?: readonly number[];
}

/** One page being drawn. */
export interface DrawingSurface {
  readonly width: number;
  readonly height: number;
  /** Text on one line, its baseline at `baseline` points from the top. */
  text(text: string, x: number, baseline: number, style: TextStyle): void;
  /** A black rectangle, its top left corner at (x, top). */
  fillRect(x: number, top: number, width: number, height: number): void;
  line(x1: number, y1: number, x2: number, y2: number, style: LineStyle): void;
}

/** A document that hands out pages to draw onto, in order. */
export interface DrawingDocument {
  addPage(width: number, height: number): DrawingSurface;
}

/** At most three decimals: a thousandth of a point is far below any printer's dot. */
export function num(n: number): string {
  const rounded = Math.round(n * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
