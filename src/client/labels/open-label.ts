/**
 * Hands a label PDF to the printer: the browser's own PDF viewer in a hidden frame, then its print
 * dialog. Where a browser cannot print a PDF from a frame (phones and tablets, or no built-in PDF
 * viewer) or the frame is refused, the PDF downloads instead, so the label is never lost.
 */
export interface LabelFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Long enough for the print dialog to have read the PDF; the URL is only freed after that. */
const KEEP_MS = 60_000;
let lastFrame: HTMLIFrameElement | null = null;

const pdfName = (fileName: string) => (/\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);

/** iOS and Android show a PDF in a frame as a picture at best, and print() prints the page around it. */
export function canPrintFromFrame(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { pdfViewerEnabled?: boolean } = navigator,
): boolean {
  if (nav.pdfViewerEnabled === false) return false;
  const iPadAsMac = /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
  return !(/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) || iPadAsMac);
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
