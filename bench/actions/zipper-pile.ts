import type { ActionCounter } from './counter';
import { flaws, takePhotos, toggles } from './staff-steps';
import { describeZipper, onePiece, zipperLength, type ZipperPiece } from './zipper';
import { listPile, type NextItem } from './pile';

/** A bag of alike zippers (metal, separating, no brand, apparel): lengths and colours differ, one has a sticky slider; 26 in has no preset. */
const ZIPPERS: readonly ZipperPiece[] = [
  { lengthIn: 22, colours: ['Black'] },
  { lengthIn: 18, colours: ['Red'] },
  { lengthIn: 20, colours: ['Navy'] },
  { lengthIn: 24, colours: ['White'] },
  { lengthIn: 14, colours: ['Green'], flaw: 'Sticky Slider' },
  { lengthIn: 16, colours: ['Blue'] },
  { lengthIn: 9, colours: ['Grey'] },
  { lengthIn: 12, colours: ['Brown'] },
  { lengthIn: 26, colours: ['Pink'] },
  { lengthIn: 30, colours: ['Yellow'] },
];

/** Issue 43 item 3: 10 alike zippers, 3 photos each, from Home to all in the shop and their labels in one batch. */
export async function zipperPile(c: ActionCounter, photos: readonly string[]): Promise<void> {
  const [first, ...rest] = ZIPPERS;
  await listPile(c, {
    first: () => describeZipper(c, photos, first!),
    next: rest.map((piece, i) => nextZipper(c, photos, ZIPPERS[i]!, piece)),
    photos: photos.length,
    search: 'zipper',
    entered: ZIPPERS.map((z) => ({ lengthIn: z.lengthIn, colour: z.colours[0]!, ...(z.flaw ? { imperfections: z.flaw } : {}) })),
  });
}

/** The pages Same as last may ask of a zipper, answered for `piece`; its colours changed from the review. */
function nextZipper(c: ActionCounter, photos: readonly string[], last: ZipperPiece, piece: ZipperPiece): NextItem {
  // The copy keeps the last colours: untapped, then this one's tapped.
  const colours = () => toggles(c, [...last.colours, ...piece.colours]);
  return {
    asked: {
      zipper_camera: () => takePhotos(c, photos),
      zipper_dimensions: () => zipperLength(c, piece.lengthIn),
      zipper_size: () => c.next(),
      zipper_colours: colours,
      zipper_brand_imperfections_quality: () => flaws(c, piece.flaw),
      zipper_quantity: () => onePiece(c),
      zipper_price: () => c.next(),
    },
    changed: [{ row: 'Colours', walk: colours }],
  };
}
