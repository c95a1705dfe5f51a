/**
 * The label as SVG, one `<svg>` string per page, for the print view phones print from (issue 19
 * item 3): a phone cannot print a PDF without leaving the app, but it prints a page of SVG. The
 * page is sized in inches and drawn in points (viewBox), so the layout's numbers are used as is.
 * Text is placed where the PDF places it, measured with the same Helvetica widths (pdf-fonts.ts),
 * and stretched to that width with `textLength`, so a stand-in font (Arial, Liberation Sans) takes
 * the PDF's room exactly.
 */
import { textWidth } from './pdf-fonts';
import { num, type DrawingDocument, type DrawingSurface, type LineStyle, type TextStyle } from './surface';

const PT_PER_IN = 72;

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

/** One page being drawn as SVG. */
export class SvgPage implements DrawingSurface {
  private readonly parts: string[] = [];
  private readonly texts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(text: string, x: number, baseline: number, style: TextStyle): void {
    const width = textWidth(text, style.font, style.size);
    const left = style.align === 'center' ? x - width / 2 : x;
    const weight = style.font === 'Helvetica-Bold' ? ' font-weight="bold"' : '';
    this.texts.push(text);
    this.parts.push(
      `<text x="${num(left)}" y="${num(baseline)}" font-size="${num(style.size)}"${weight} textLength="${num(width)}" lengthAdjust="spacingAndGlyphs">${escapeXml(text)}</text>`,
    );
  }

  fillRect(x: number, top: number, width: number, height: number): void {
    this.parts.push(`<rect x="${num(x)}" y="${num(top)}" width="${num(width)}" height="${num(height)}"/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: LineStyle): void {
    const gray = Math.round(style.gray * 255);
    const dash = style.dash?.length ? ` stroke-dasharray="${style.dash.map(num).join(' ')}"` : '';
    this.parts.push(
      `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="rgb(${gray},${gray},${gray})" stroke-width="${num(style.width)}"${dash}/>`,
    );
  }

  /** The page as one `<svg>` element, named for assistive technology by its first line of text. */
  svg(): string {
    const name = escapeXml(`Label ${this.texts[0] ?? ''}`.trim());
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${num(this.width / PT_PER_IN)}in" height="${num(this.height / PT_PER_IN)}in" ` +
      `viewBox="0 0 ${num(this.width)} ${num(this.height)}" role="img" aria-label="${name}" ` +
      `font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" fill="#000" xml:space="preserve">` +
      `${this.parts.join('')}</svg>`
    );
  }
}

/** A document of SVG pages in the order added. */
export class SvgDocument implements DrawingDocument {
  private readonly list: SvgPage[] = [];

  addPage(width: number, height: number): SvgPage {
    const page = new SvgPage(width, height);
    this.list.push(page);
    return page;
  }

  /** One `<svg>` string per page. */
  pages(): string[] {
    return this.list.map((p) => p.svg());
  }
}
