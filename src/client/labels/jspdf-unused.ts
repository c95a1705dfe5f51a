/**
 * Stands in for the packages jsPDF imports for features labels never use (vite.config.ts aliases
 * them here): html2canvas, canvg and DOMPurify for doc.html() and SVG images, and fast-png (with
 * pako) for PNG images. Labels draw text and rectangles only, and the label code went from 174 KB
 * to a third of that gzip without them (issue 18 item 4). Calling one says so instead of failing
 * somewhere inside jsPDF.
 */
function unused(): never {
  throw new Error('Selvage labels draw text and rectangles only: this jsPDF feature (HTML, SVG or PNG images) is left out of the build.');
}

export default unused;
/** fast-png's PNG decoder, which jsPDF imports by name. */
export const decode = unused;
/** canvg's class, which jsPDF imports by name for SVG. */
export const Canvg = unused;
