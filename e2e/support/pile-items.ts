/**
 * What the items of a pile are (issue 43), shared by Chromium's piles (e2e/pile.test.ts) and the
 * other engines' (e2e/engines/pile-journey.ts): each item's photos in an order of its own, so a
 * photo of one item on another, or out of order, shows in what the shop holds; and the zippers'
 * first draft, pages and own answers.
 */
import { supplyDraft } from '../../src/shared/test/product-factory';
import type { FabricDraft } from '../../src/shared/schemas/fabric';

const ORDERS = [
  ['red', 'green', 'blue'],
  ['green', 'blue', 'red'],
  ['blue', 'red', 'green'],
] as const;

export type PhotoColour = (typeof ORDERS)[number][number];

/** The colours of item `item`'s photos, in the order it takes them. */
export const photoOrderOf = (item: number): readonly PhotoColour[] => ORDERS[item % ORDERS.length]!;

/** The pages of a kind's pile that its items answer one by one. */
export interface PilePages {
  camera: string;
  dimensions: string;
  colours: string;
  flaws: string;
}

/** A pile of zippers: the first item's draft (photos, length, colour and flaws left to answer) and each item's own answers. */
export const ZIPPER_PILE = {
  kind: 'Zippers',
  base: '/supplies',
  first: supplyDraft('Zippers', { images: [], lengthIn: undefined, imperfectionExists: undefined, colour: undefined }),
  pages: {
    camera: 'zipper_camera',
    dimensions: 'zipper_dimensions',
    colours: 'zipper_colours',
    flaws: 'zipper_brand_imperfections_quality',
  } satisfies PilePages,
  /** Each item's own length, in its title: which listing is which item. */
  lengthOf: (item: number) => String(10 + item),
  colourOf: (item: number) => ['Black', 'Navy', 'White'][item % 3]!,
  itemOf: (title: string) => Number(/(\d+) inch long/.exec(title)?.[1]) - 10,
} as const;

export const FABRIC_PILE_PAGES: PilePages = {
  camera: 'camera',
  dimensions: 'dimensions',
  colours: 'colours',
  flaws: 'pattern_imperfections',
};

/** What a fabric pile's first item leaves to answer: its photos, length, colour, flaws and name. */
export const fabricLeftToAnswer = (): Partial<FabricDraft> => ({
  name: undefined,
  images: [],
  lengthM: [],
  imperfections: [],
  imperfectionExists: undefined,
  colour: undefined,
});
