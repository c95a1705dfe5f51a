/**
 * Width units for trim, elastic and bias tape (spec 001 sections 4-5): imperial widths are typed
 * as fractions ('1 1/2'), metric as millimetres; both are stored in inches.
 */
export const MM_PER_INCH = 25.4;

export const inchesToMm = (inches: number) => Math.round(inches * MM_PER_INCH * 100) / 100;
export const mmToInches = (mm: number) => Math.round((mm / MM_PER_INCH) * 1e6) / 1e6;

/** '1 1/2' -> 1.5, '3/4' -> 0.75, '2' -> 2, '1.25' -> 1.25; anything else -> null. */
export function parseFraction(text: string): number | null {
  const t = text.trim();
  let m = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[3]) === 0 ? null : Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  m = /^\d+(\.\d+)?$/.exec(t);
  return m ? Number(t) : null;
}

/**
 * The fractions a width is rounded to for display: sixty-fourths up to tenths, as a tape measure
 * and a pattern envelope print them (spec 000 section 9: 'nearest common fraction (1/64 to 9/10)').
 */
const DENOMINATORS = [2, 3, 4, 5, 8, 10, 16, 32, 64] as const;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** 1.5 -> '1 1/2', 0.2 -> '1/5', 3 -> '3'; a remainder of 0.95 or more rounds up to the next whole. */
export function formatFraction(inches: number): string {
  if (!Number.isFinite(inches) || inches < 0) return '';
  let whole = Math.floor(inches);
  const rest = inches - whole;
  if (rest >= 0.95) return String(whole + 1);
  if (rest < 1 / 128) return String(whole);
  let best = { n: 0, d: 1, err: Infinity };
  for (const d of DENOMINATORS) {
    const n = Math.round(rest * d);
    const err = Math.abs(rest - n / d);
    if (err < best.err - 1e-12) best = { n, d, err };
  }
  if (best.n === best.d) {
    whole += 1;
    return String(whole);
  }
  if (best.n === 0) return String(whole);
  const g = gcd(best.n, best.d);
  const frac = `${best.n / g}/${best.d / g}`;
  return whole > 0 ? `${whole} ${frac}` : frac;
}
