import type { ActionCounter } from './counter';
import { flaws, takePhotos, toggles } from './staff-steps';
import { describeZipper, zipperLength, type ZipperPiece } from './zipper';
import { listPile, type PageWalks } from './pile';
import { PILE_MESSAGES } from '../../src/shared/messages/pile';

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

/** Issue 43 item 3: 10 alike zippers, 3 photos each, as a pile from Home to all in the shop and their labels in one print. */
export async function zipperPile(c: ActionCounter, photos: readonly string[]): Promise<void> {
  const [first, ...rest] = ZIPPERS;
  await listPile(c, {
    first: () => describeZipper(c, photos, first!, PILE_MESSAGES.fromHome.supplies),
    next: rest.map((piece) => nextZipper(c, photos, piece)),
    photos: photos.length,
    entered: ZIPPERS.map((z) => ({ lengthIn: z.lengthIn, colour: z.colours[0]!, ...(z.flaw ? { imperfections: z.flaw } : {}) })),
  });
}

/** The pages the pile may ask of a zipper, answered for `piece`: the copy asks its colour afresh. */
function nextZipper(c: ActionCounter, photos: readonly string[], piece: ZipperPiece): PageWalks {
  return {
    zipper_camera: () => takePhotos(c, photos),
    zipper_dimensions: () => zipperLength(c, piece.lengthIn),
    zipper_colours: () => toggles(c, piece.colours),
    zipper_brand_imperfections_quality: () => flaws(c, piece.flaw),
  };
}
