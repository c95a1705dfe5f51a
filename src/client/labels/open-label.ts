/**
 * Hands a label to the printer. Wherever the browser prints at the page's `@page` size (Blink:
 * Chrome, Edge, Samsung Internet, on phones and computers alike): the label as SVG pages in the
 * print view (print-view.ts), so it prints without leaving the app (issue 19 item 3) and without a
 * PDF viewer in a frame, which took headless Chromium's tab down at every print (issue 30 item 6,
 * D127). Phones whose browser does not (Firefox, every iOS browser): the PDF itself, downloaded,
 * whose page size their PDF viewers keep (issue 30 item 2). Other computers (Firefox, Safari): the
 * PDF in the browser's own PDF viewer in a hidden frame, then its print dialog; without a PDF
 * viewer, or if the frame is refused, the PDF downloads, so the label is never lost.
 */
import { printPages, type PrintPages } from './print-view';

export interface LabelFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Long enough for the print dialog to have read the PDF; the URL is only freed after that. */
const KEEP_MS = 60_000;
let lastFrame: HTMLIFrameElement | null = null;

const pdfName = (fileName: string) => (/\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);

/** A phone or tablet (an iPad may say it is a Mac): it prints from the print view, not a PDF. */
export function isHandheld(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const iPadAsMac = /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) || iPadAsMac;
}

/**
 * Whether the browser's own print sizes the paper by `@page { size }`. Blink's does (2 x 2 in);
 * Gecko's and WebKit's print onto the printer's paper, A4 or Letter, with a 2 in label in its
 * corner (measured: Firefox ESR 153 saving window.print() to PDF gives A4 whatever `@page` says).
 * No feature tells this, and Blink's own mark (navigator.userAgentData) exists only in secure
 * contexts, which the shop's phones on plain http are not; so this is the one place the engine is
 * read from the user agent: Blink's says Chrome/ (Edge, Samsung Internet and Opera too), while
 * every iOS browser is WebKit and says CriOS/, FxiOS/ or nothing.
 */
export function printsAtPageSize(nav: Pick<Navigator, 'userAgent'> = navigator): boolean {
  return /\b(?:Chrome|Chromium)\/\d/.test(nav.userAgent);
}

/** iOS and Android show a PDF in a frame as a picture at best, and print() prints the page around it. */
export function canPrintFromFrame(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { pdfViewerEnabled?: boolean } = navigator,
): boolean {
  return nav.pdfViewerEnabled !== false && !isHandheld(nav);
}

function download(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = pdfName(fileName);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export function openLabel(pdf: LabelFile): void {
  const url = URL.createObjectURL(new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
  if (!canPrintFromFrame()) {
    download(url, pdf.fileName);
    return;
  }
  lastFrame?.remove();
  const frame = document.createElement('iframe');
  frame.title = pdfName(pdf.fileName);
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: browsers do not load a PDF viewer into a frame that is not rendered.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '1px', height: '1px', border: '0', opacity: '0' });
  frame.addEventListener(
    'load',
    () => {
      try {
        frame.contentWindow!.focus();
        frame.contentWindow!.print();
      } catch {
        // A frame the page may not script (blocked, or an error page) cannot print: keep the file instead.
        download(url, pdf.fileName);
      }
    },
    { once: true },
  );
  frame.src = url;
  document.body.append(frame);
  lastFrame = frame;
}

/** A label both ways; only the one this browser prints is made. */
export interface LabelOutputs {
  pdf: () => LabelFile;
  pages: () => PrintPages;
}

/** Which way a label goes to the printer in this browser (see the top of this file). */
export function labelRoute(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { pdfViewerEnabled?: boolean } = navigator,
): 'print view' | 'pdf frame' | 'pdf download' {
  if (printsAtPageSize(nav)) return 'print view';
  return canPrintFromFrame(nav) ? 'pdf frame' : 'pdf download';
}

export function printLabel(label: LabelOutputs): void {
  if (labelRoute() === 'print view') printPages(label.pages());
  else openLabel(label.pdf());
}
