import type { ActionCounter } from './counter';
import { answer, flaws, takePhotos, textbox, toggles } from './staff-steps';
import { describeBundle } from './fabric-bundle';
import type { FabricLook } from './fabric-description';
import { listPile, type NextItem } from './pile';

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

/** Issue 43 item 3: 10 fabric bundles of one lot, 3 photos each, from Home to all in the shop and their labels in one batch. */
export async function fabricPile(c: ActionCounter, photos: readonly string[]): Promise<void> {
  const [first, ...rest] = LOT;
  await listPile(c, {
    first: () => describeBundle(c, photos, 'harbour lot', first!.lengthM, first!),
    next: rest.map((bundle, i) => nextBundle(c, photos, LOT[i]!, bundle)),
    photos: photos.length,
    search: 'bundle',
    entered: LOT.map((b) => ({ lengthM: b.lengthM, colour: b.colours[0]!, ...(b.flaw ? { imperfections: b.flaw } : {}) })),
  });
}

/** The pages Same as last may ask of a bundle, answered for `bundle`; its colours changed from the review. */
function nextBundle(c: ActionCounter, photos: readonly string[], last: Bundle, bundle: Bundle): NextItem {
  const colours = () => toggles(c, [...last.colours, ...bundle.colours]);
  return {
    asked: {
      has_variants: () => answer(c, 'No'),
      camera: () => takePhotos(c, photos),
      dimensions: () => bundleLength(c, bundle.lengthM),
      colours,
      pattern_imperfections: () => flaws(c, bundle.flaw),
      price: () => c.next(),
    },
    changed: [{ row: 'Colours', walk: colours }],
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
