/**
 * Code 128 (ISO/IEC 15417) for label barcodes: printable ASCII only, in code sets B and C. Labels
 * carry SKUs and box IDs, so the control characters of set A are never needed. About 2 KB where
 * all of bwip-js's PostScript machinery was 50 KB gzip in the label code (issue 18 item 4); its
 * bars are checked against bwip-js and read back by zbarimg in src/client/labels/label-pdf.test.ts.
 */

/** Bar and space widths of symbol values 0 to 106 (106 is the stop, with its final 2-module bar). */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

const CODE_B = 100;
const CODE_C = 99;
const START_B = 104;
const START_C = 105;
const STOP = 106;

export type Bar = { x: number; width: number };

const digitRun = (text: string, from: number) => {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end += 1;
  return end - from;
};

/**
 * Symbol values for `text`, start to check character (without the stop). Set C packs two digits
 * per symbol; switching to it costs a symbol, so it pays for 4 digits at either end of the text
 * and 6 in the middle (an odd run gives its first digit to set B). A text of exactly 2 digits
 * starts in set C too.
 */
function symbolValues(text: string): number[] {
  const values: number[] = [];
  let i = 0;
  let set: 'B' | 'C';
  const leading = digitRun(text, 0);
  if (leading === text.length ? leading === 2 || leading >= 4 : leading >= 4) {
    set = 'C';
    values.push(START_C);
  } else {
    set = 'B';
    values.push(START_B);
  }
  while (i < text.length) {
    const run = digitRun(text, i);
    if (set === 'C') {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      set = 'B';
      values.push(CODE_B);
    }
    const toEnd = i + run === text.length;
    if (run >= (toEnd ? 4 : 6)) {
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32);
        i += 1;
      }
      set = 'C';
      values.push(CODE_C);
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i += 1;
  }
  const check = values.reduce((sum, value, position) => sum + value * Math.max(1, position), 0) % 103;
  values.push(check);
  return values;
}

/**
 * Code 128 bars for `text`, each bar's left edge and width in modules from the first bar (quiet
 * zones are the caller's); null when the text is empty or not printable ASCII.
 */
export function code128Bars(text: string): { bars: Bar[]; modules: number } | null {
  if (!/^[\x20-\x7e]+$/.test(text)) return null;
  const bars: Bar[] = [];
  let x = 0;
  for (const value of [...symbolValues(text), STOP]) {
    const widths = PATTERNS[value]!;
    for (let k = 0; k < widths.length; k += 1) {
      const width = widths.charCodeAt(k) - 48;
      // Even positions are bars, odd ones spaces.
      if (k % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { bars, modules: x };
}
