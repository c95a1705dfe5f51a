import { describe, expect, it } from 'vitest';
import { isFabricDraft, type ProductDraft } from '../../shared/products';
import { sameAsLast } from '../../shared/rules/same-as-last';
import { EXISTS_QUESTIONS } from '../../shared/schemas/supply-draft';
import { ownValue } from '../../shared/own-key';
import { SUPPLY_UNITS, fabricBundleDraft, fabricRollDraft, fabricVariantsDraft, supplyUnitDraft } from '../../shared/test/product-factory';
import { firstToFill, isStepComplete, nextToFill, stepForField, visibleSteps, UPLOAD_STEP_ID, type StepDecl } from '../wizard/step-graph';
import { FABRIC_FLOW } from '../flows/fabric/fabric-steps';
import { SUPPLIES_FLOW } from '../flows/supplies/supplies-steps';

/**
 * Same as last on the real fabric and supplies steps (issue 43): the copy opens at the first page,
 * in the flow's order, that still asks something (the Photos page wherever it comes first, since
 * every item needs its own photos), and each Next goes to the next such page, so no page that asks
 * is passed and Upload Product is reached with nothing asked left before it.
 */

type Draft = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The field a form key belongs to, for the keys that are no field of a page: its 'other' box, its yes/no question, its radio. */
function fieldOf(key: string): string {
  const question = ownValue(EXISTS_QUESTIONS, key);
  if (question) return question;
  if (key.startsWith('price')) return 'price';
  if (key.startsWith('quantity')) return 'quantity';
  if (key === 'hasVariants' || key === 'variantedFields' || key === 'sameForAll') return 'hasVariants';
  if (key.endsWith('Other')) return key.slice(0, -'Other'.length);
  return key;
}

interface Walk {
  /** Every page Same as last stops at, from where it opens to Upload Product. */
  pages: string[];
  /** Each stop with a page still asking before it, or a stop asking nothing: none. */
  wrong: string[];
}

/**
 * Opens the copy of `last` where the wizard does, then answers each page it stops at as `last` did
 * (the keys of the page's fields the copy cleared or reset) and takes Next, noting every stop that breaks
 * the flow's order.
 */
function walk(last: ProductDraft): Walk {
  const flow = isFabricDraft(last) ? FABRIC_FLOW : SUPPLIES_FLOW;
  const steps = flow.steps as unknown as readonly StepDecl<Draft>[];
  const errorsOf = (d: Draft) => Object.keys((flow.validate as (d: Draft) => Record<string, string[]>)(d));
  const passedBy = (d: Draft, s: StepDecl<Draft>) => s.passBy !== undefined && s.passBy(d);
  // The pages that still ask something: visible, a stop of Next, and not complete.
  const asking = (d: Draft) => visibleSteps(steps, d).filter((s) => !passedBy(d, s) && !isStepComplete(steps, d, s.id, errorsOf(d)));

  const copy = sameAsLast(last) as Draft;
  let draft = copy;
  const pages = [firstToFill(steps, draft, errorsOf(draft))];
  const wrong: string[] = [];
  for (;;) {
    const at = pages[pages.length - 1]!;
    const order = visibleSteps(steps, draft).map((s) => s.id);
    const before = asking(draft)
      .map((s) => s.id)
      .filter((id) => order.indexOf(id) < order.indexOf(at));
    if (before.length > 0) wrong.push(`${at} with ${before.join(', ')} asking before it`);
    if (at !== UPLOAD_STEP_ID && !asking(draft).some((s) => s.id === at)) wrong.push(`${at} asking nothing`);
    if (at === UPLOAD_STEP_ID || pages.length > 40) break;
    const answers = Object.entries(last as Draft).filter(
      ([key, value]) => !same(copy[key], value) && stepForField(steps, draft, fieldOf(key)) === at,
    );
    draft = { ...draft, ...Object.fromEntries(answers) };
    const next = nextToFill(steps, draft, at, errorsOf(draft));
    if (next === null) break;
    pages.push(next);
  }
  // What Upload Product still shows as an error belongs to a page Next passes by and fills itself (a suggested price).
  const left = errorsOf(draft).filter((path) => {
    const holder = visibleSteps(steps, draft).find((s) => s.id === stepForField(steps, draft, path));
    return holder === undefined || !passedBy(draft, holder);
  });
  if (left.length > 0) wrong.push(`Upload Product with errors on ${left.join(', ')}`);
  return { pages, wrong };
}

const KINDS: [string, ProductDraft][] = [
  ['fabric bundle', fabricBundleDraft()],
  ['fabric roll', fabricRollDraft()],
  ['fabric bundle with variants', fabricVariantsDraft()],
  ...SUPPLY_UNITS.map(([kind, unit]): [string, ProductDraft] => [`${kind}${unit ? ` by ${unit}` : ''}`, supplyUnitDraft(kind, unit)]),
];

describe('Same as last, on every kind: the pages that still ask, in the flow order', () => {
  it.each(KINDS)('%s', (_, last) => {
    const { pages, wrong } = walk(last);
    expect(wrong).toEqual([]);
    // Every item has photos of its own: their page is always a stop, and the last one is the upload.
    const camera = pages.find((id) => id === 'camera' || id.endsWith('_camera'));
    expect(camera).toBeDefined();
    expect(pages.at(-1)).toBe(UPLOAD_STEP_ID);
  });

  it('a zipper opens at its photos and stops only where it asks', () => {
    expect(walk(supplyUnitDraft('Zippers', 'Individual')).pages).toEqual([
      'zipper_camera',
      'zipper_dimensions',
      'zipper_brand_imperfections_quality',
      UPLOAD_STEP_ID,
    ]);
  });

  it('a fabric bundle opens at Has Variants, whose answer comes before the photos', () => {
    expect(walk(fabricBundleDraft()).pages.slice(0, 3)).toEqual(['has_variants', 'camera', 'dimensions']);
  });
});
