/**
 * A PDF writer for labels, just large enough for them: pages of text in the standard Helvetica
 * fonts, filled rectangles (barcode bars) and a dashed line (the box label's fold guide). jsPDF did
 * this before at 108 KB gzip, which the first print of a label downloaded; this is a few KB (issue 18
 * item 4). Coordinates are in points from the top left of the page, as the label layout thinks of
 * them; the writer turns them into PDF's bottom-left ones. Content streams are left uncompressed:
 * a label page is a few hundred bytes of drawing, and the text stays greppable in tests.
 */
import { textWidth, winAnsiCode, type PdfFont } from './pdf-fonts';
import { num, type DrawingDocument, type DrawingSurface, type LineStyle, type TextStyle } from './surface';

export type { LineStyle, TextStyle };

const FONTS: readonly PdfFont[] = ['Helvetica', 'Helvetica-Bold'];

/** A PDF literal string of the text's WinAnsi bytes (one character per byte). */
function pdfString(text: string): string {
  let bytes = '';
  for (const char of text) {
    const code = winAnsiCode(char) ?? 0x3f;
    const byte = String.fromCharCode(code);
    bytes += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${bytes})`;
}

/** A PDF text string for the document's title: plain when ASCII, else UTF-16BE with its byte-order mark. */
function infoString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, '\\$&')})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** One page being drawn. */
export class PdfPage implements DrawingSurface {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Text on one line, its baseline at `baseline` points from the top. */
  text(text: string, x: number, baseline: number, style: TextStyle): void {
    const left = style.align === 'center' ? x - textWidth(text, style.font, style.size) / 2 : x;
    const font = `F${FONTS.indexOf(style.font) + 1}`;
    this.ops.push(`BT /${font} ${num(style.size)} Tf ${num(left)} ${num(this.height - baseline)} Td ${pdfString(text)} Tj ET`);
  }

  /** A black rectangle, its top left corner at (x, top). */
  fillRect(x: number, top: number, width: number, height: number): void {
    this.ops.push(`${num(x)} ${num(this.height - top - height)} ${num(width)} ${num(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: LineStyle): void {
    const dash = `[${(style.dash ?? []).map(num).join(' ')}] 0 d`;
    this.ops.push(
      `q ${num(style.gray)} G ${num(style.width)} w ${dash} ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S Q`,
    );
  }

  /** The page's content stream, one byte per character. */
  content(): string {
    return this.ops.join('\n');
  }
}

/** A document of pages in the order added; `bytes()` writes it out. */
export class PdfDocument implements DrawingDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly title: string) {}

  addPage(width: number, height: number): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  /**
   * The PDF file: catalog, page tree, the two fonts (standard, so not embedded), the title, then
   * each page and its content; a cross-reference table of every object's byte offset at the end.
   */
  bytes(): Uint8Array {
    if (this.pages.length === 0) throw new Error('A PDF needs at least one page.');
    const FIRST_PAGE = 6;
    const pageRef = (i: number) => `${FIRST_PAGE + 2 * i} 0 R`;
    const objects: string[] = [
      `<< /Type /Catalog /Pages 2 0 R /OpenAction [${pageRef(0)} /FitH null] /PageLayout /OneColumn >>`,
      `<< /Type /Pages /Kids [${this.pages.map((_, i) => pageRef(i)).join(' ')}] /Count ${this.pages.length} >>`,
      ...FONTS.map((font) => `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`),
      `<< /Title ${infoString(this.title)} /Producer (Selvage) >>`,
    ];
    const fonts = FONTS.map((_, i) => `/F${i + 1} ${3 + i} 0 R`).join(' ');
    this.pages.forEach((page, i) => {
      const content = page.content();
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font << ${fonts} >> >> /Contents ${FIRST_PAGE + 2 * i + 1} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      );
    });

    // A binary comment on line two tells transfer programs the file is binary (the text is WinAnsi bytes).
    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets = objects.map((body, i) => {
      const offset = out.length;
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Uint8Array.from(out, (char) => char.charCodeAt(0));
  }
}
