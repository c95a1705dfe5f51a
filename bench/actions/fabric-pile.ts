import type { ActionCounter } from './counter';
import { flaws, takePhotos, textbox, toggles } from './staff-steps';
import { describeBundle } from './fabric-bundle';
import type { FabricLook } from './fabric-description';
import { listPile, type PageWalks } from './pile';
import { PILE_MESSAGES } from '../../src/shared/messages/pile';

type Bundle = FabricLook & { lengthM: string };

/** One lot of woven poplin, 148 cm wide: each bundle its own length, colour and flaws; 1.5 m and 2.5 m have no preset. */
const LOT: readonly Bundle[] = [
  { lengthM: '2', colours: ['Blue'] },
  { lengthM: '3', colours: ['Red'] },
  { lengthM: '1.5', colours: ['Green'], flaw: 'Stain' },
  { lengthM: '2', colours: ['Navy'] },
  { lengthM: '4', colours: ['Cream'], flaw: 'Small Holes' },
  { lengthM: '2.5', colours: ['Pink'] },
  { lengthM: '1', colours: ['Yellow'], flaw: 'Fading' },
  { lengthM: '3', colours: ['Grey'] },
  { lengthM: '5', colours: ['White'], flaw: 'Snag' },
  { lengthM: '2', colours: ['Purple'] },
];

/** Issue 43 item 3: 10 fabric bundles of one lot, 3 photos each, as a pile from Home to all in the shop and their labels in one print. */
export async function fabricPile(c: ActionCounter, photos: readonly string[]): Promise<void> {
  const [first, ...rest] = LOT;
  await listPile(c, {
    first: () => describeBundle(c, photos, 'harbour lot', first!.lengthM, first!, PILE_MESSAGES.fromHome.fabric),
    next: rest.map((bundle) => nextBundle(c, photos, bundle)),
    photos: photos.length,
    entered: LOT.map((b) => ({ lengthM: b.lengthM, colour: b.colours[0]!, ...(b.flaw ? { imperfections: b.flaw } : {}) })),
  });
}

/** The pages the pile may ask of a bundle, answered for `bundle`: the copy keeps 'no variants' and asks its colour afresh. */
function nextBundle(c: ActionCounter, photos: readonly string[], bundle: Bundle): PageWalks {
  return {
    camera: () => takePhotos(c, photos),
    dimensions: () => bundleLength(c, bundle.lengthM),
    colours: () => toggles(c, bundle.colours),
    pattern_imperfections: () => flaws(c, bundle.flaw),
  };
}

/** A bundle's length on Dimensions (the width copied, the quantity 1): a preset where one is offered, else typed. */
async function bundleLength(c: ActionCounter, lengthM: string): Promise<void> {
  const page = c.path();
  const preset = c.page.getByRole('group', { name: 'Length (m) presets', exact: true }).getByRole('button', { name: lengthM, exact: true });
  await textbox(c.page, 'Length (m)').waitFor();
  if ((await preset.count()) > 0) await c.tap(preset, `Length (m) preset ${lengthM}`);
  else await c.fill(textbox(c.page, 'Length (m)'), lengthM, 'Length (m)');
  await c.fillUnlessSet(textbox(c.page, 'Quantity'), '1', 'Quantity');
  await c.nextIfNeeded(page);
}
