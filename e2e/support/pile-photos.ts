/**
 * The photos of a pile's items (issue 43), each item's three in an order of its own, so a photo
 * of one item on another, or out of order, shows in what the shop holds. Shared by Chromium's
 * piles (e2e/pile.test.ts) and the other engines' (e2e/engines/pile-journey.ts).
 */
const ORDERS = [
  ['red', 'green', 'blue'],
  ['green', 'blue', 'red'],
  ['blue', 'red', 'green'],
] as const;

export type PhotoColour = (typeof ORDERS)[number][number];

/** The colours of item `item`'s photos, in the order it takes them. */
export const photoOrderOf = (item: number): readonly PhotoColour[] => ORDERS[item % ORDERS.length]!;
