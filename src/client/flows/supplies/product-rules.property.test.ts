/**
 * Issue 42 item 3: the page and the server agree. Drafts are built by walking the supplies wizard's
 * step graph (SUPPLY_STEPS, the engine's visibleSteps) with random choices among what each page
 * offers, through the same shared rules the pages call (rules/supplies.ts, rules/compatibility.ts);
 * a field no page here chooses among takes the factory's valid answer for the kind and unit. Every
 * product the walk builds is accepted by the schema the server runs, and every row of the rule
 * table (shared/test/compatibility-cases.ts) applied to it is refused on its field.
 *
 * A few hundred walks per kind in `npm test`; FUZZ_RUNS picks more (as the route fuzzer does), FUZZ_SEED another seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES, type SupplyType } from '../../../shared/catalogue/product-types';
import { OTHER_SUPPLY_TYPES } from '../../../shared/catalogue/other-supply';
import { BUTTON_TYPES } from '../../../shared/catalogue/button';
import { INDUSTRIAL_WEIGHTS, SPOOL_SIZES, THREAD_BRANDS, THREAD_TYPES } from '../../../shared/catalogue/thread';
import { TRIM_TYPES, TRIM_WEAVE_TYPES } from '../../../shared/catalogue/trim';
import { PRE_SEWN_TYPES } from '../../../shared/catalogue/elastic';
import { RIBBING_STRETCHES } from '../../../shared/catalogue/ribbing';
import { ZIPPER_HARDWARE_MATERIALS, ZIPPER_HARDWARE_TYPES, ZIPPER_HARDWARE_UNITS } from '../../../shared/catalogue/zipper';
import { FABRIC_VARIATIONS, fabricVariationDraft, supplyUnitDraft, type FabricVariation } from '../../../shared/test/product-factory';
import { broken, casesFor, COMPATIBILITY_CASES } from '../../../shared/test/compatibility-cases';
import { SELLING_UNITS } from '../../../shared/catalogue/supplies';
import { validateDraft, validateProduct, type Product } from '../../../shared/products';
import { otherWins } from '../../../shared/rules/multi-value';
import {
  answerExists,
  applyUniqueShape,
  applyZipperHardwareUnit,
  biasTapeQualitiesFor,
  buttonMaterialsFor,
  buttonMaterialsRestricted,
  chooseButtonType,
  chooseOtherSupplyType,
  chooseSellingUnit,
  chooseSpoolSize,
  chooseThreadType,
  chooseTrimType,
  elasticTypesFor,
  imperfectionsFor,
  newSupplyDraft,
  sellingUnitsFor,
  showsIndustrialWeight,
  showsPreSewnType,
  showsSpoolSize,
  showsThreadBrandQuestion,
  showsThreadMaterial,
  showsTrimWeave,
  threadMaterialsFor,
  threadMaterialsRestricted,
  threadOnSpoolFor,
} from '../../../shared/rules/supplies';
import {
  chooseKnitOrWoven,
  knitWeaveTypeOptions,
  setSlightStretch,
  setStretch,
  showsStretchPercentage,
  slightDisabled,
  stretchOptions,
} from '../../../shared/rules/fabric';
import type { SupplyDraft } from '../../../shared/schemas/supply-draft';
import { UPLOAD_STEP_ID, visibleSteps } from '../../wizard/step-graph';
import { SUPPLY_STEPS } from './supplies-steps';
import type { SupplyForm } from './supply-form';

// Read through import.meta.env, which vitest fills from the environment: no file under src/client reads the process environment itself (client-secrets.test.ts).
const RUNS = Number((import.meta.env.FUZZ_RUNS as string | undefined) ?? 200);
const SEED = Number((import.meta.env.FUZZ_SEED as string | undefined) ?? 42);

/** Random choices read off a list of numbers fast-check draws (so a failure shrinks and replays). */
class Choices {
  private at = 0;
  constructor(private readonly draws: readonly number[]) {}
  int(n: number): number {
    const v = this.draws[this.at % this.draws.length]!;
    this.at += 1;
    return v % n;
  }
  pick<T>(options: readonly T[]): T {
    return options[this.int(options.length)]!;
  }
  bool(): boolean {
    return this.int(2) === 1;
  }
  /** Between min and max distinct options. */
  some<T>(options: readonly T[], min: number, max: number): T[] {
    const n = Math.min(options.length, min + this.int(max - min + 1));
    const left = [...options];
    const out: T[] = [];
    while (out.length < n) out.push(left.splice(this.int(left.length), 1)[0]!);
    return out;
  }
}

const photos = ['p1', 'p2', 'p3'];

/** What staff answer for a field on its page: a choice among what the page offers, applied as the page applies it. */
type Answer = (d: SupplyDraft, r: Choices) => SupplyDraft;

const ANSWERS: Readonly<Record<string, Answer>> = {
  images: (d) => ({ ...d, images: photos }),
  price: (d) => ({ ...d, priceOther: '5' }),
  otherSupplyType: (d, r) => chooseOtherSupplyType(d, r.pick(OTHER_SUPPLY_TYPES)),
  sellingUnit: (d, r) => chooseSellingUnit(d, r.pick(sellingUnitsFor(d.productType, d.otherSupplyType))),
  // Buttons
  buttonType: (d, r) => (r.int(8) === 0 ? { ...d, buttonTypeOther: 'Frog Closure' } : chooseButtonType(d, r.pick(BUTTON_TYPES))),
  materials: (d, r) => {
    if (d.productType !== 'Buttons') return fallback(d, 'materials');
    const type = otherWins(d.buttonType, d.buttonTypeOther);
    const typed = !buttonMaterialsRestricted(type) && r.int(4) === 0;
    return { ...d, materials: r.some(buttonMaterialsFor(type), 1, typed ? 1 : 2), materialsOther: typed ? 'Coconut' : '' };
  },
  uniqueShape: (d, r) => applyUniqueShape(d, r.int(4) === 0),
  packSize: (d, r) => {
    if (d.uniqueShape === true || (d.sellingUnit === 'Hardware' && d.zipperHardwareSU === 'Individual')) return d;
    return { ...d, packSize: r.pick(['2', '4', '5']) };
  },
  // Zippers
  zipperHardwareType: (d, r) => ({ ...d, zipperHardwareType: r.pick(ZIPPER_HARDWARE_TYPES) }),
  zipperHardwareSU: (d, r) => applyZipperHardwareUnit(d, r.pick(ZIPPER_HARDWARE_UNITS)),
  zipperHardwareMaterial: (d, r) => ({ ...d, zipperHardwareMaterial: r.pick(ZIPPER_HARDWARE_MATERIALS) }),
  // Thread
  threadType: (d, r) => (r.int(8) === 0 ? { ...d, threadTypeOther: 'Bobbin Fill' } : chooseThreadType(d, r.pick(THREAD_TYPES))),
  material: (d, r) => {
    if (d.productType !== 'Thread') return fallback(d, 'material');
    if (!showsThreadMaterial(d)) return d;
    const type = otherWins(d.threadType, d.threadTypeOther);
    if (!threadMaterialsRestricted(type) && r.int(4) === 0) return { ...d, material: undefined, materialOther: 'Linen' };
    return { ...d, material: r.pick(threadMaterialsFor(type)), materialOther: '' };
  },
  spoolSize: (d, r) => (showsSpoolSize(d) ? chooseSpoolSize(d, r.pick(SPOOL_SIZES)) : d),
  indusWeight: (d, r) => (showsIndustrialWeight(d) ? { ...d, indusWeight: r.pick(INDUSTRIAL_WEIGHTS) } : d),
  bulky: (d, r) => (d.productType !== 'Thread' || showsIndustrialWeight(d) ? { ...d, bulky: r.bool() } : d),
  threadOnSpool: (d, r) => ({ ...d, threadOnSpool: r.pick(threadOnSpoolFor(d.sellingUnit)) }),
  brand: (d, r) => {
    if (d.productType !== 'Thread') return fallback(d, 'brand');
    if (!showsThreadBrandQuestion(d)) return d;
    return r.bool() ? { ...answerExists(d, 'brandExists', 'Yes'), brand: r.pick(THREAD_BRANDS) } : answerExists(d, 'brandExists', 'No');
  },
  // Trim
  trimType: (d, r) => chooseTrimType(d, r.pick(TRIM_TYPES)),
  weaveType: (d, r) => (showsTrimWeave(d.trimType) ? { ...d, weaveType: r.some(TRIM_WEAVE_TYPES, 0, 1) } : d),
  // Elastic
  elasticType: (d, r) => ({ ...d, elasticType: r.pick(elasticTypesFor(d.sellingUnit)) }),
  preSewnType: (d, r) => (showsPreSewnType(d) ? { ...d, preSewnType: r.some(PRE_SEWN_TYPES, 0, 3) } : d),
  // Ribbing stretch: None or 2-way, or words of one's own in the 'other' box (4-way is not offered).
  stretch: (d, r) => {
    if (d.productType !== 'Ribbing') return fallback(d, 'stretch');
    return r.int(4) === 0
      ? { ...d, stretch: undefined, stretchOther: 'Mechanical' }
      : { ...d, stretch: r.pick(RIBBING_STRETCHES), stretchOther: '' };
  },
  // Bias tape qualities (the others are the factory's)
  qualities: (d, r) => {
    if (d.productType !== 'Bias Tape') return fallback(d, 'qualities');
    return r.bool()
      ? { ...answerExists(d, 'qualitiesExists', 'Yes'), qualities: r.some(biasTapeQualitiesFor(d.sellingUnit), 1, 2) }
      : answerExists(d, 'qualitiesExists', 'No');
  },
  // 'Any flaws?': none, some the unit offers, or typed in words of one's own.
  imperfections: (d, r) => {
    const offered = imperfectionsFor(d);
    const how = r.int(3);
    if (how === 0 || offered.length === 0) return { ...d, imperfectionExists: 'No', imperfections: [], imperfectionsOther: '' };
    if (how === 1) return { ...d, imperfectionExists: 'Yes', imperfections: r.some(offered, 1, 2), imperfectionsOther: '' };
    return { ...d, imperfectionExists: 'Yes', imperfections: [], imperfectionsOther: 'Faint mark near one end' };
  },
  quantity: (d) => ({ ...d, quantityRadio: valid(d).quantityRadio, quantityOther: '' }),
  widthIn: (d) => ({ ...d, widthMixedUnit: valid(d).widthMixedUnit, widthTyped: valid(d).widthTyped }),
};

/** The factory's valid draft of the kind in the unit chosen so far (its own unit before one is). */
function valid(d: SupplyDraft): SupplyDraft {
  const units = sellingUnitsFor(d.productType, d.otherSupplyType);
  const unit = d.productType === 'Sewing Patterns' ? undefined : d.sellingUnit && units.includes(d.sellingUnit) ? d.sellingUnit : undefined;
  return unit === undefined && d.productType !== 'Sewing Patterns'
    ? supplyUnitDraft(d.productType, units[0])
    : supplyUnitDraft(d.productType, unit);
}

/** A field no page here chooses among: the factory's valid answer for the kind and unit. */
function fallback(d: SupplyDraft, field: string): SupplyDraft {
  const source: Readonly<Record<string, unknown>> = valid(d);
  return source[field] === undefined ? d : { ...d, [field]: source[field] };
}

/** Walks the wizard from Supplies to Upload Product: each step the draft shows, once, its fields answered. */
function walk(kind: SupplyType, r: Choices): SupplyDraft {
  let d: SupplyDraft = newSupplyDraft(kind);
  const answered = new Set<string>(['supply_type', UPLOAD_STEP_ID]);
  for (let guard = 0; guard < 100; guard += 1) {
    const step = visibleSteps<SupplyForm>(SUPPLY_STEPS, d).find((s) => !answered.has(s.id));
    if (!step) return d;
    answered.add(step.id);
    for (const field of step.fields ?? []) {
      const answer = ANSWERS[field];
      d = answer ? answer(d, r) : fallback(d, field);
    }
  }
  throw new Error(`the walk of ${kind} did not reach Upload Product`);
}

const draws = fc.array(fc.nat(), { minLength: 64, maxLength: 64 });

/** The rows of the rule table some walked product was broken by: the last test asks that every row was. */
const rowsTried = new Set<string>();
/** The selling units the walks reached, per kind: a walk stuck in one unit would prove little. */
const unitsReached = new Map<string, Set<string>>();

/** Every row of the rule table that applies to the product is refused on its field. */
function expectEveryBreakRefused(product: Product): void {
  if ('sellingUnit' in product) {
    const seen = unitsReached.get(product.productType) ?? new Set<string>();
    unitsReached.set(product.productType, seen.add(product.sellingUnit));
  }
  for (const c of casesFor(product)) {
    rowsTried.add(c.name);
    const result = validateProduct(broken(c, product));
    expect(result.success, `${c.name} was accepted: ${JSON.stringify(broken(c, product))}`).toBe(false);
    if (!result.success) expect(Object.keys(result.errors), c.name).toContain(c.field);
  }
}

describe('every supply the wizard can build is accepted by the server, and every single-rule break of it refused', () => {
  it.each(SUPPLY_TYPES)('%s', (kind) => {
    fc.assert(
      fc.property(draws, (numbers) => {
        const draft = walk(kind, new Choices(numbers));
        const result = validateDraft(draft);
        expect(result, JSON.stringify(draft)).toMatchObject({ success: true });
        if (result.success) expectEveryBreakRefused(result.data);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    if (kind !== 'Sewing Patterns') expect([...(unitsReached.get(kind) ?? [])].sort()).toEqual([...SELLING_UNITS[kind]].sort());
  });
});

describe('every fabric stretch and knit or weave name the pages offer is accepted, and every single-rule break of it refused', () => {
  const variation = fc.record(
    Object.fromEntries(Object.entries(FABRIC_VARIATIONS).map(([k, values]) => [k, fc.constantFrom(...values)])) as {
      [K in keyof FabricVariation]: fc.Arbitrary<FabricVariation[K]>;
    },
  );
  it('fabric', () => {
    fc.assert(
      fc.property(variation, draws, (v, numbers) => {
        const r = new Choices(numbers);
        // Knit or Woven, Knit or Weave Type, then Stretch and Stretch Percentage, as their pages offer and apply them.
        let d = chooseKnitOrWoven(fabricVariationDraft(v), r.pick(['Knit', 'Woven'] as const));
        // Knit or Weave Type: a name the page offers for the construction and fibre, one of staff's own, or the variation's.
        const { options } = knitWeaveTypeOptions(d);
        const how = r.int(3);
        if (how === 0 && options.length > 0) d = { ...d, knitWeaveType: r.pick(options), knitWeaveTypeOther: '' };
        if (how === 1) d = { ...d, knitWeaveType: undefined, knitWeaveTypeOther: 'House Double Cloth' };
        d = setStretch(d, r.pick(stretchOptions(d.knitOrWoven)));
        if (!slightDisabled(d)) d = setSlightStretch(d, r.bool());
        if (showsStretchPercentage(d)) d = { ...d, widthStretch: 10 * (1 + r.int(10)), lengthStretch: 10 * (1 + r.int(10)) };
        const result = validateDraft(d);
        expect(result, JSON.stringify(d)).toMatchObject({ success: true });
        if (result.success) expectEveryBreakRefused(result.data);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('every row of the rule table was tried on some walked product', () => {
    expect(COMPATIBILITY_CASES.map((c) => c.name).filter((name) => !rowsTried.has(name))).toEqual([]);
  });
});
