/** Rounding and the price choice buttons (spec 000 section 9, spec 001 section 9). */

const CENT = 100;

/** Rounds up to the next multiple of `step`, immune to float noise (2.1 / 0.05 is 42.000000000000004). */
export function roundUpTo(value: number, step: number): number {
  const ratio = Math.round((value / step) * 1e9) / 1e9;
  return Math.round(Math.ceil(ratio) * step * CENT) / CENT;
}

export const roundToCents = (value: number) => Math.round(value * CENT) / CENT;

/** base + each offset, rounded to cents; choices at or below zero are left out. */
export function priceChoices(base: number, offsets: readonly number[]): number[] {
  return offsets.map((o) => roundToCents(base + o)).filter((p) => p > 0);
}

/** '$12.50' */
export function formatPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}
