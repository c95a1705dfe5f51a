import { describe, expect, it } from 'vitest';
import { ALL_FIBRES, KNIT_OR_WOVEN, KNIT_TYPES, WEAVE_TYPES, WEIGHT_CLASSES, type KnitOrWoven } from '../catalogue/fabric';
import { buildFabric, type FabricDraft } from '../schemas/fabric';
import { fabricPriceInput, knitWeaveTypeOptions, offeredKnitWeaveType } from './fabric';

const ALL: Record<KnitOrWoven, readonly string[]> = {
  Knit: WEIGHT_CLASSES.flatMap((c) => KNIT_TYPES[c]),
  Woven: WEIGHT_CLASSES.flatMap((c) => WEAVE_TYPES[c]),
};
const known = (knitOrWoven: KnitOrWoven, ...content: [string, string][]): FabricDraft => ({
  productType: 'Fabric',
  knitOrWoven,
  contentType: 'Known',
  knownContent: content.map(([c, amount]) => ({ content: c, amount })),
});

describe('Knit or Weave Type follows the fibre (spec 000 section 2)', () => {
  // [construction, fibre, offered, not offered]
  it.each<[KnitOrWoven, string, string[], string[]]>([
    ['Knit', 'Wool', ['Jersey', 'Sweater Knit', 'Boiled Wool'], ['Polar Fleece', 'Minky', 'Scuba', 'Power Mesh', 'Slinky', 'Tricot']],
    ['Knit', 'Silk', ['Jersey', 'Interlock'], ['Polar Fleece', 'Boiled Wool', 'Tricot']],
    ['Knit', 'Polyester', ['Polar Fleece', 'Minky', 'Scuba', 'Slinky', 'Jersey'], ['Boiled Wool']],
    ['Knit', 'Acetate', ['Slinky', 'Tricot'], ['Polar Fleece', 'Minky']],
    ['Woven', 'Cotton', ['Quilting Cotton', 'Poplin', 'Denim'], ['Melton']],
    ['Woven', 'Silk', ['Charmeuse', 'Organza', 'Habotai'], ['Quilting Cotton', 'Melton']],
    ['Woven', 'Wool', ['Melton', 'Tweed', 'Gabardine'], ['Quilting Cotton']],
    ['Woven', 'Jute', ['Canvas', 'Duck', 'Upholstery'], ['Chiffon', 'Voile', 'Quilting Cotton']],
  ])('%s of %s offers %j and not %j', (kw, fibre, offered, absent) => {
    const { options, empty } = knitWeaveTypeOptions(known(kw, [fibre, '100']));
    expect(empty).toBeNull();
    for (const t of offered) expect(options).toContain(t);
    for (const t of absent) expect(options).not.toContain(t);
  });

  it.each<[KnitOrWoven, string, string]>([
    ['Knit', 'Vinyl', 'No knit types exists for Vinyl'],
    ['Woven', 'Vinyl', 'No woven types exists for Vinyl'],
    ['Knit', 'Jute', 'No knit types exists for Jute'],
  ])("%s of %s: '%s'", (kw, fibre, message) => {
    const { options, empty } = knitWeaveTypeOptions(known(kw, [fibre, '100']));
    expect(options).toEqual([]);
    expect(empty).toBe(message);
  });

  it('reads the fibre with the largest share, and the primary of a specific estimate', () => {
    expect(knitWeaveTypeOptions(known('Knit', ['Wool', '30'], ['Polyester', '70'])).options).toContain('Polar Fleece');
    expect(knitWeaveTypeOptions(known('Knit', ['Wool', '70'], ['Polyester', '30'])).options).not.toContain('Polar Fleece');
    const estimate: FabricDraft = {
      productType: 'Fabric',
      knitOrWoven: 'Knit',
      contentType: 'EstimatedSpecific',
      estimatedPrimary: 'Jute',
    };
    expect(knitWeaveTypeOptions(estimate).empty).toBe('No knit types exists for Jute');
  });

  it('offers every name when there is no listed fibre to narrow by (general estimate, a typed fibre)', () => {
    for (const kw of KNIT_OR_WOVEN) {
      expect(
        knitWeaveTypeOptions({ productType: 'Fabric', knitOrWoven: kw, contentType: 'EstimatedGeneral', estimatedGeneral: 'Natural' })
          .options,
      ).toEqual(ALL[kw]);
      expect(knitWeaveTypeOptions({ ...known(kw), customContent: [{ content: 'Banana Fibre', amount: '100' }] }).options).toEqual(ALL[kw]);
    }
  });

  it('leaves only vinyl (both) and jute (knit) without names, and every name is offered for some fibre', () => {
    const empties: string[] = [];
    const offered = new Set<string>();
    for (const kw of KNIT_OR_WOVEN) {
      for (const fibre of ALL_FIBRES) {
        const { options } = knitWeaveTypeOptions(known(kw, [fibre, '100']));
        if (options.length === 0) empties.push(`${kw} ${fibre}`);
        for (const t of options) {
          expect(ALL[kw]).toContain(t);
          offered.add(t);
        }
      }
    }
    expect(empties.sort()).toEqual(['Knit Jute', 'Knit Vinyl', 'Woven Vinyl']);
    expect([...offered].sort()).toEqual([...ALL.Knit, ...ALL.Woven].sort());
  });
});

describe('a knit or weave name chosen before the fibre changed', () => {
  it('is left out of the upload and the price while the fibre has no such name, and comes back with the fibre', () => {
    const fleece: FabricDraft = { ...known('Knit', ['Polyester', '100']), knitWeaveType: 'Polar Fleece' };
    expect(offeredKnitWeaveType(fleece)).toBe('Polar Fleece');
    const wool = { ...fleece, knownContent: [{ content: 'Wool', amount: '100' }] };
    expect(offeredKnitWeaveType(wool)).toBeUndefined();
    expect(buildFabric(wool).knitWeaveType).toBeUndefined();
    expect(fabricPriceInput(wool).knitWeaveType).toBeUndefined();
    expect(buildFabric({ ...wool, knitWeaveTypeOther: 'Wool fleece' }).knitWeaveType).toBe('Wool fleece');
    expect(buildFabric(fleece).knitWeaveType).toBe('Polar Fleece');
  });
});
