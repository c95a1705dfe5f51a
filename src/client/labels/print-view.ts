/**
 * The print view (issue 19 item 3): the label pages as SVG in a container only the printer sees,
 * then the system print dialog, so a phone prints a label without leaving the app (a phone can only
 * download a PDF, which it then opens elsewhere). `@page` sizes the paper to the label (2 x 2 in, or
 * letter for a box label) with no margin, and every label is a page of its own.
 */
export interface PrintPages {
  /** One `<svg>` string per printed page. */
  pages: readonly string[];
  /** The PDF's name for the same labels (what the printer queue shows as the job). */
  fileName?: string;
  widthIn: number;
  heightIn: number;
}

export const PRINT_VIEW_ID = 'selvage-print-view';

/** The print-only rules: on paper only the labels show, one per page, edge to edge; on screen nothing of them does. */
export function printViewCss({ widthIn, heightIn }: Pick<PrintPages, 'widthIn' | 'heightIn'>): string {
  const id = `#${PRINT_VIEW_ID}`;
  const size = `${widthIn}in ${heightIn}in`;
  return [
    `@page { size: ${size}; margin: 0 }`,
    `${id} { display: none }`,
    '@media print {',
    `  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; height: auto !important }`,
    `  body > *:not(${id}) { display: none !important }`,
    `  ${id} { display: block }`,
    `  ${id} .print-page { width: ${widthIn}in; height: ${heightIn}in; overflow: hidden; break-after: page; page-break-after: always }`,
    `  ${id} .print-page:last-child { break-after: auto; page-break-after: auto }`,
    `  ${id} svg { display: block; width: ${widthIn}in; height: ${heightIn}in }`,
    '}',
  ].join('\n');
}

/**
 * Puts the pages into the document, opens the print dialog and takes them out again when it
 * closes (`afterprint`). A view left by a dialog that never said so is replaced by the next one.
 */
export function printPages(pages: PrintPages, win: Window = window): void {
  const doc = win.document;
  doc.getElementById(PRINT_VIEW_ID)?.remove();
  const view = doc.createElement('div');
  view.id = PRINT_VIEW_ID;
  view.dataset.testid = 'print-view';
  if (pages.fileName) view.dataset.fileName = pages.fileName;
  const style = doc.createElement('style');
  style.textContent = printViewCss(pages);
  view.append(style);
  for (const svg of pages.pages) {
    const page = doc.createElement('div');
    page.className = 'print-page';
    // The SVG is our own drawing (svg-writer.ts escapes every text it writes), not user HTML.
    page.innerHTML = svg;
    view.append(page);
  }
  doc.body.append(view);
  win.addEventListener('afterprint', () => view.remove(), { once: true });
  win.print();
}
