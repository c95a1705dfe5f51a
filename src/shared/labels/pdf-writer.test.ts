import { describe, expect, it } from 'vitest';
import { textWidth, winAnsiText } from './pdf-fonts';
import { PdfDocument } from './pdf-writer';

/** The file as text, one character per byte (what the writer wrote). */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('PDF writer', () => {
  it('writes a cross-reference table whose every offset lands on its object', () => {
    const doc = new PdfDocument('two pages');
    doc.addPage(144, 144).text('A', 0, 10, { font: 'Helvetica', size: 10 });
    doc.addPage(612, 792).fillRect(0, 0, 1, 1);
    const file = latin1(doc.bytes());
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)![1]);
    expect(file.slice(xref, xref + 4)).toBe('xref');
    const entries = [...file.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(9);
    entries.forEach((offset, i) => expect(file.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    expect(file).toContain('/Count 2');
    for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(file.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('draws from the top left: a rectangle 10 pt from the top of a 144 pt page sits 134 pt above its foot, less its height', () => {
    const doc = new PdfDocument('t');
    const page = doc.addPage(144, 144);
    page.fillRect(5, 10, 2.5, 40);
    page.text('x', 4.14, 20, { font: 'Helvetica-Bold', size: 46 });
    page.line(18, 72, 126, 72, { width: 0.5, gray: 0.5, dash: [6, 6] });
    const file = latin1(doc.bytes());
    expect(file).toContain('5 94 2.5 40 re f');
    expect(file).toContain('BT /F2 46 Tf 4.14 124 Td (x) Tj ET');
    expect(file).toContain('q 0.5 G 0.5 w [6 6] 0 d 18 72 m 126 72 l S Q');
  });

  it('writes text as WinAnsi bytes, escaping what a PDF string must, and centres it by its Helvetica width', () => {
    const doc = new PdfDocument('\u201cCaf\u00e9\u201d');
    doc.addPage(100, 100).text('(a\\b) \u2026 \u20ac \u00e9', 50, 50, { font: 'Helvetica', size: 10, align: 'center' });
    const file = latin1(doc.bytes());
    const left = 50 - textWidth('(a\\b) \u2026 \u20ac \u00e9', 'Helvetica', 10) / 2;
    expect(file).toContain(`${Math.round(left * 1000) / 1000} 50 Td (\\(a\\\\b\\) \x85 \x80 \xe9) Tj`);
    // A title beyond ASCII goes as UTF-16 with a byte-order mark.
    expect(file).toContain('/Title <FEFF201C0043006100660065201D>'.replace('0065', '00E9'));
  });

  it('refuses a document without pages', () => {
    expect(() => new PdfDocument('empty').bytes()).toThrow('at least one page');
  });
});

describe('Helvetica metrics', () => {
  it("measures with Adobe's widths, which poppler and printers use", () => {
    expect(textWidth('9C12-3', 'Helvetica-Bold', 1)).toBeCloseTo(3.279, 3);
    expect(textWidth('Harbour', 'Helvetica', 10)).toBeCloseTo(36.12, 2);
    expect(textWidth('\u2026', 'Helvetica', 1000)).toBe(1000);
  });

  it("prints what WinAnsi cannot say as '?'", () => {
    expect(winAnsiText('Caf\u00e9 \u2013 50\u20ac \u0152uvre')).toBe('Caf\u00e9 \u2013 50\u20ac \u0152uvre');
    expect(winAnsiText('\u{1f9f5} \u03b1\tb')).toBe('? ??b');
  });
});
