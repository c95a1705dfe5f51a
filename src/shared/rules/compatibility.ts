/**
 * What goes with what (spec 001 section 4, spec 000 sections 2-4), each rule once. The pages read
 * these to decide what they offer, clear or force; the product schemas run the same rules over the
 * built product (supplyCompatibilityIssues, fabricCompatibilityIssues), so the server refuses what
 * no page lets staff make (issue 42). A typed 'other' answer is held to the same rule as a chosen
 * one: values are matched to the lists whatever their case, spacing or punctuation ('4 WAY' is
 * 4-way, 'sew on snap' a Sew-on Snap), as the built product title-cases them.
 *
 * Only the catalogue is imported here, so both rules/supplies.ts and schemas/*.ts can import it.
 */
import { BUTTON_MATERIALS, BUTTON_MATERIALS_BY_TYPE, UNIQUE_SHAPE_PACK_SIZE } from '../catalogue/button';
import { BIAS_TAPE_IMPERFECTIONS, BIAS_TAPE_QUALITIES } from '../catalogue/bias-tape';
import { ELASTIC_IMPERFECTIONS, ELASTIC_TYPES } from '../catalogue/elastic';
import { KNIT_TYPES, knitWeaveTypesFor, WEAVE_TYPES, WEIGHT_CLASSES, type KnitOrWoven, type Stretch } from '../catalogue/fabric';
import { OTHER_SUPPLY_IMPERFECTIONS, OTHER_SUPPLY_SELLING_UNITS, OTHER_SUPPLY_UNITS_BY_TYPE } from '../catalogue/other-supply';
import type { SupplyType } from '../catalogue/product-types';
import { RIBBING_IMPERFECTIONS, RIBBING_STRETCHES } from '../catalogue/ribbing';
import { SELLING_UNITS } from '../catalogue/supplies';
import {
  THREAD_FORCED_MATERIAL,
  THREAD_IMPERFECTIONS,
  THREAD_MATERIALS,
  THREAD_MATERIALS_BY_TYPE,
  THREAD_ON_SPOOL,
} from '../catalogue/thread';
import { TRIM_IMPERFECTIONS, TRIM_TYPES_WITH_WEAVE } from '../catalogue/trim';
import { ZIPPER_IMPERFECTIONS } from '../catalogue/zipper';
import { ownValue } from '../own-key';

/** A rule broken by a product: the field it is shown on and what it says. */
export interface CompatibilityIssue {
  path: (string | number)[];
  message: string;
}

/** A name as it is matched to a list: its letters and digits, lower-cased ('4 WAY', '4-way' and '4way' are one). */
const matchKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The listed option a value (chosen, or typed in any case, spacing or punctuation) stands for;
 * undefined when it is none of them.
 */
export function listedAs<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = matchKey(value);
  if (wanted === '') return undefined;
  return options.find((o) => matchKey(o) === wanted);
}

/** A value looked up in a table keyed by option name, the key matched as listedAs matches it. */
function byName<V>(table: Partial<Record<string, V>>, key: unknown): V | undefined {
  const own = ownValue(table, key);
  if (own !== undefined || typeof key !== 'string') return own;
  const name = listedAs(key, Object.keys(table));
  return name === undefined ? undefined : ownValue(table, name);
}

const orList = (values: readonly string[]) =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]!}`;

// ---- Selling units ----

/** Selling units offered for a kind, and for Other Supply by its type (Sewing Tool and Books: Individual; Sequins: Pack). */
export function sellingUnitsFor(type: SupplyType, otherSupplyType?: string): readonly string[] {
  if (type !== 'Other Supply') return SELLING_UNITS[type];
  return byName(OTHER_SUPPLY_UNITS_BY_TYPE, otherSupplyType) ?? OTHER_SUPPLY_SELLING_UNITS;
}

// ---- Buttons ----

/** Button materials a type can be made of (Sew-on Snap and Grommet metal or brass, ...); types not listed take any. */
export function buttonMaterialsFor(buttonType: string | undefined): readonly string[] {
  return byName(BUTTON_MATERIALS_BY_TYPE, buttonType) ?? BUTTON_MATERIALS;
}

/**
 * Whether the type limits its materials to a list. Such a type's page offers no 'other' box: a typed
 * material could only be one the spec rules out (a wooden snap), so the list is the whole answer.
 */
export const buttonMaterialsRestricted = (buttonType: string | undefined) => buttonMaterialsFor(buttonType) !== BUTTON_MATERIALS;

/** The only pack size a unique-shape button is sold in (only in packs of two). */
export { UNIQUE_SHAPE_PACK_SIZE };

// ---- Zippers ----

/** Hardware zippers not sold as a pack have pack size 1. */
export const SINGLE_HARDWARE_PACK_SIZE = 1;

// ---- Thread ----

/** Materials a thread type can be (Silk only silk, Wooly Nylon only nylon, ...); types not listed take any. */
export const threadMaterialsFor = (threadType: string | undefined): readonly string[] =>
  byName(THREAD_MATERIALS_BY_TYPE, threadType) ?? THREAD_MATERIALS;

/** Whether the type limits its materials to a list: its page offers no 'other' box (as buttons, above). */
export const threadMaterialsRestricted = (threadType: string | undefined) => threadMaterialsFor(threadType) !== THREAD_MATERIALS;

/** The material a thread type forces (silk -> Silk, wooly nylon -> Nylon), so its page is not shown. */
export const forcedThreadMaterial = (threadType: string | undefined): string | undefined => byName(THREAD_FORCED_MATERIAL, threadType);

/** Embroidery floss forces spool size Skein (no spool size asked). */
export const FORCED_SPOOL_SIZE: Readonly<Partial<Record<string, string>>> = { 'Embroidery Floss': 'Skein' };
export const forcedSpoolSize = (threadType: string | undefined): string | undefined => byName(FORCED_SPOOL_SIZE, threadType);

/** Industrial weight (and bulky) only for Industrial spools; the brand question only for Home Sewing. */
export const asksIndustrialWeight = (spoolSize: unknown) => listedAs(spoolSize, ['Industrial']) !== undefined;
export const asksThreadBrand = (spoolSize: unknown) => listedAs(spoolSize, ['Home Sewing']) !== undefined;

/** 'Various' thread on spool only for packs. */
export const threadOnSpoolFor = (unit: string | undefined): readonly string[] =>
  unit === 'Pack' ? THREAD_ON_SPOOL : THREAD_ON_SPOOL.filter((o) => o !== 'Various');

// ---- Trim, elastic, bias tape ----

/** Trim weave only for ribbon, lace, tape, cording, piping. */
export const showsTrimWeave = (trimType: string | undefined) => listedAs(trimType, TRIM_TYPES_WITH_WEAVE) !== undefined;

/** Pre-Sewn elastic is not sold by the metre or roll. */
export const elasticTypesFor = (unit: string | undefined): readonly string[] =>
  unit === 'By Meter' || unit === 'Roll' ? ELASTIC_TYPES.filter((t) => t !== 'Pre-Sewn') : ELASTIC_TYPES;

/** 'Type of Pre-Sewn Elastic' is asked for Pre-Sewn elastic sold as a Pack or Bundle. */
export const asksPreSewnType = (elasticType: unknown, unit: unknown) =>
  listedAs(elasticType, ['Pre-Sewn']) !== undefined && (unit === 'Pack' || unit === 'Bundle');

/** Extra Wide bias tape quality only for packages. */
export const biasTapeQualitiesFor = (unit: string | undefined): readonly string[] =>
  unit === 'Package' ? BIAS_TAPE_QUALITIES : BIAS_TAPE_QUALITIES.filter((q) => q !== 'Extra Wide');

// ---- Ribbing ----

/**
 * What 4-way stretch is called, typed in ribbing's 'other' stretch box: ribbing stretch is None or
 * 2-way, '4-way not offered' (spec 001 section 3). The box stays for other words ('Mechanical').
 */
export const RIBBING_FOUR_WAY = ['4-way', 'Four-way', '4-way Stretch', 'Four-way Stretch'] as const;

// ---- Imperfections ----

/** Every imperfection a kind lists, whatever its unit. */
const KIND_IMPERFECTIONS: Readonly<Record<SupplyType, readonly string[]>> = {
  Zippers: ZIPPER_IMPERFECTIONS,
  Elastic: ELASTIC_IMPERFECTIONS,
  'Bias Tape': BIAS_TAPE_IMPERFECTIONS,
  Thread: THREAD_IMPERFECTIONS,
  Trim: TRIM_IMPERFECTIONS,
  Ribbing: RIBBING_IMPERFECTIONS,
  'Other Supply': OTHER_SUPPLY_IMPERFECTIONS,
  Buttons: [],
  'Sewing Patterns': [],
};

/**
 * Imperfection choices by kind and unit: no 'Partially Unrolled' off a roll; hardware only
 * Discolouration and Sticky; tape by the meter without Sticky and Sticky Slider.
 */
export function imperfectionsFor(d: { productType: SupplyType; sellingUnit?: string | undefined }): readonly string[] {
  const all = KIND_IMPERFECTIONS[d.productType];
  switch (d.productType) {
    case 'Zippers':
      if (d.sellingUnit === 'Hardware') return all.filter((i) => i === 'Discolouration' || i === 'Sticky');
      if (d.sellingUnit === 'Tape By The Meter') return all.filter((i) => i !== 'Sticky' && i !== 'Sticky Slider');
      return all;
    case 'Elastic':
    case 'Bias Tape':
    case 'Trim':
      return d.sellingUnit === 'Roll' ? all : all.filter((i) => i !== 'Partially Unrolled');
    case 'Thread':
    case 'Ribbing':
    case 'Other Supply':
    case 'Buttons':
    case 'Sewing Patterns':
      return all;
  }
}

/**
 * The imperfections a product names that its kind lists for some unit but not for its own. A
 * flaw typed in words no list holds ('Faint mark near one end') is the staff member's own and passes.
 */
export function imperfectionsNotOffered(
  d: { productType: SupplyType; sellingUnit?: string | undefined },
  named: readonly unknown[],
): string[] {
  const offered = imperfectionsFor(d);
  return named.filter(
    (i): i is string => listedAs(i, KIND_IMPERFECTIONS[d.productType]) !== undefined && listedAs(i, offered) === undefined,
  );
}

// ---- The rules over a built product ----

type Product = Readonly<Record<string, unknown>>;
const listOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const unitText = (unit: unknown) => (typeof unit === 'string' ? unit : 'this unit');

/** A rule over one kind's built product. */
type SupplyRule = (p: Product, issues: CompatibilityIssue[]) => void;

const imperfectionRule: SupplyRule = (p, issues) => {
  const kind = p.productType as SupplyType;
  const bad = imperfectionsNotOffered({ productType: kind, sellingUnit: text(p.sellingUnit) }, listOf(p.imperfections));
  if (bad.length > 0)
    issues.push({
      path: ['imperfections'],
      message: `Imperfections for ${unitText(p.sellingUnit)} can only be ${orList(imperfectionsFor({ productType: kind, sellingUnit: text(p.sellingUnit) }))} (not ${bad.join(', ')})`,
    });
};

/**
 * Media tags are exclusive: Unboxing asks for a date, the others clear it (spec 000 section 4; the
 * supplies' Unboxing question, issue 16 item 19). A date is only ever the Unboxing tag's.
 */
export const UNBOXING_TAG = 'Unboxing';
const unboxingDateRule = (p: Product, issues: CompatibilityIssue[]) => {
  if (p.unboxingDate !== undefined && p.mediaTag !== UNBOXING_TAG)
    issues.push({ path: ['unboxingDate'], message: 'Unboxing date is only for the Unboxing tag' });
};

/** Per kind, the rules of what goes with what its product is held to. */
const SUPPLY_RULES: Readonly<Record<SupplyType, readonly SupplyRule[]>> = {
  Zippers: [
    (p, issues) => {
      if (p.sellingUnit === 'Hardware' && p.zipperHardwareSU === 'Individual' && p.packSize !== SINGLE_HARDWARE_PACK_SIZE)
        issues.push({ path: ['packSize'], message: `Pack size of single hardware must be ${SINGLE_HARDWARE_PACK_SIZE}` });
    },
    imperfectionRule,
  ],
  Buttons: [
    (p, issues) => {
      const allowed = buttonMaterialsFor(text(p.buttonType));
      if (!buttonMaterialsRestricted(text(p.buttonType))) return;
      const bad = listOf(p.materials).filter((m) => listedAs(m, allowed) === undefined);
      if (bad.length > 0)
        issues.push({ path: ['materials'], message: `Materials of ${String(p.buttonType)} buttons can only be ${orList(allowed)}` });
    },
    (p, issues) => {
      if (p.uniqueShape !== true) return;
      if (p.sellingUnit !== 'Pack')
        issues.push({ path: ['uniqueShape'], message: `Unique shapes come only in packs of ${UNIQUE_SHAPE_PACK_SIZE}` });
      else if (p.packSize !== UNIQUE_SHAPE_PACK_SIZE)
        issues.push({ path: ['packSize'], message: `Pack size of unique-shape buttons must be ${UNIQUE_SHAPE_PACK_SIZE}` });
    },
  ],
  Elastic: [
    (p, issues) => {
      if (listedAs(p.elasticType, ['Pre-Sewn']) && !elasticTypesFor(text(p.sellingUnit)).includes('Pre-Sewn'))
        issues.push({ path: ['elasticType'], message: `Pre-Sewn elastic is not sold ${unitText(p.sellingUnit)}` });
    },
    (p, issues) => {
      if (listOf(p.preSewnType).length > 0 && !asksPreSewnType(p.elasticType, p.sellingUnit))
        issues.push({ path: ['preSewnType'], message: 'Type of Pre-Sewn Elastic is only for Pre-Sewn elastic sold as a Pack or Bundle' });
    },
    imperfectionRule,
  ],
  'Sewing Patterns': [],
  Thread: [
    (p, issues) => {
      const allowed = threadMaterialsFor(text(p.threadType));
      if (threadMaterialsRestricted(text(p.threadType)) && p.material !== undefined && listedAs(p.material, allowed) === undefined)
        issues.push({ path: ['material'], message: `Thread material of ${String(p.threadType)} thread can only be ${orList(allowed)}` });
    },
    (p, issues) => {
      const forced = forcedSpoolSize(text(p.threadType));
      if (forced !== undefined && listedAs(p.spoolSize, [forced]) === undefined)
        issues.push({ path: ['spoolSize'], message: `Spool size of ${String(p.threadType)} must be ${forced}` });
    },
    (p, issues) => {
      if (!asksIndustrialWeight(p.spoolSize) && (p.indusWeight || p.bulky === true))
        issues.push({ path: ['indusWeight'], message: 'Industrial weight and bulky are only for Industrial spools' });
    },
    (p, issues) => {
      if (p.brand !== undefined && !asksThreadBrand(p.spoolSize))
        issues.push({ path: ['brand'], message: 'Brand is only asked of Home Sewing spools' });
    },
    (p, issues) => {
      if (typeof p.threadOnSpool === 'string' && !threadOnSpoolFor(text(p.sellingUnit)).includes(p.threadOnSpool))
        issues.push({ path: ['threadOnSpool'], message: "'Various' is only for packs" });
    },
    imperfectionRule,
  ],
  Trim: [
    (p, issues) => {
      if (listOf(p.weaveType).length > 0 && !showsTrimWeave(text(p.trimType)))
        issues.push({ path: ['weaveType'], message: `Weave type is only for ${orList(TRIM_TYPES_WITH_WEAVE)} trim` });
    },
    imperfectionRule,
  ],
  Ribbing: [
    (p, issues) => {
      if (listedAs(p.stretch, RIBBING_FOUR_WAY) !== undefined)
        issues.push({ path: ['stretch'], message: `Ribbing has no 4-way stretch: its stretch is ${orList(RIBBING_STRETCHES)}` });
    },
    imperfectionRule,
  ],
  'Bias Tape': [
    (p, issues) => {
      const allowed = biasTapeQualitiesFor(text(p.sellingUnit));
      if (listOf(p.qualities).some((q) => listedAs(q, BIAS_TAPE_QUALITIES) !== undefined && listedAs(q, allowed) === undefined))
        issues.push({ path: ['qualities'], message: "'Extra Wide' is only for packages" });
    },
    imperfectionRule,
  ],
  'Other Supply': [
    (p, issues) => {
      const units = sellingUnitsFor('Other Supply', text(p.otherSupplyType));
      if (typeof p.sellingUnit === 'string' && !units.includes(p.sellingUnit))
        issues.push({ path: ['sellingUnit'], message: `${String(p.otherSupplyType)} is sold only ${orList(units)}` });
    },
    imperfectionRule,
  ],
};

/** What a built supply breaks of the rules of what goes with what (none for a product any page can make). */
export function supplyCompatibilityIssues(p: Product): CompatibilityIssue[] {
  const rules = ownValue(SUPPLY_RULES, p.productType) ?? [];
  const issues: CompatibilityIssue[] = [];
  unboxingDateRule(p, issues);
  for (const rule of rules) rule(p, issues);
  return issues;
}

// ---- Fabric ----

/** Woven fabric has no 4-way stretch (spec 000 section 2: the option is hidden). */
export function stretchOptions(knitOrWoven: KnitOrWoven | undefined): Stretch[] {
  return knitOrWoven === 'Woven' ? ['None', '2-way'] : ['None', '2-way', '4-way'];
}

/** Slight stretch needs some stretch (None disables slight). */
export const slightDisabled = (stretch: unknown) => stretch === 'None';

/** Stretch percentages are entered only for 2-way or 4-way stretch that is not slight (slight or none clears them). */
export const asksStretchPercentage = (stretch: unknown, slight: unknown) => (stretch === '2-way' || stretch === '4-way') && slight !== true;

/** Every knit and weave name the lists hold, of either construction. */
const KNIT_WEAVE_NAMES: readonly string[] = WEIGHT_CLASSES.flatMap((c) => [...KNIT_TYPES[c], ...WEAVE_TYPES[c]]);

/**
 * The fibre that decides a fabric's price group and the knit or weave names it is offered: the known
 * fibre with the largest share (the first of equals, as listed; blank or zero entries left out), or
 * the estimate's primary; none for a general estimate. One rule for the draft (rules/fabric.ts
 * primaryFibreOf) and the built product the server judges (knitWeaveTypeIssue).
 */
export function primaryFibre(content: {
  contentType?: unknown;
  known?: readonly unknown[];
  estimatedPrimary?: unknown;
}): string | undefined {
  if (content.contentType === 'EstimatedSpecific') return text(content.estimatedPrimary)?.trim() || undefined;
  if (content.contentType !== 'Known') return undefined;
  let top: { content: string; amount: number } | undefined;
  for (const entry of content.known ?? []) {
    const e = entry as Readonly<Record<string, unknown>> | null;
    const name = typeof e?.content === 'string' ? e.content.trim() : '';
    const amount = Number(e?.amount);
    if (name && Number.isFinite(amount) && amount > 0 && (!top || amount > top.amount)) top = { content: name, amount };
  }
  return top?.content;
}

/** primaryFibre of a built product's content, as sent (any shape: the schema has not judged it yet). */
function primaryFibreOfContent(content: unknown): string | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const c = content as Readonly<Record<string, unknown>>;
  const estimate = c.estimatedSpecificContent as Readonly<Record<string, unknown>> | undefined;
  return primaryFibre({ contentType: c.contentType, known: listOf(c.knownContent), estimatedPrimary: estimate?.primary });
}

/**
 * A knit or weave name from the lists (chosen, or typed in the 'other' box) that is not offered for
 * the fabric's construction and fibre (spec 000 section 2: the names follow knit or woven and the
 * fibre): a weave named for a knit, Polar Fleece for wool. A name no list holds is staff's own and passes.
 */
function knitWeaveTypeIssue(p: Product, knitOrWoven: KnitOrWoven | undefined): CompatibilityIssue | null {
  const named = listedAs(p.knitWeaveType, KNIT_WEAVE_NAMES);
  if (named === undefined || knitOrWoven === undefined) return null;
  const fibre = primaryFibreOfContent(p.content);
  if (listedAs(named, knitWeaveTypesFor(knitOrWoven, fibre)) !== undefined) return null;
  const kind = knitOrWoven === 'Knit' ? 'knit' : 'woven';
  return { path: ['knitWeaveType'], message: `${named} is not a ${kind} type${fibre ? ` of ${fibre}` : ''}` };
}

/** What a built fabric breaks of the rules of what goes with what. */
export function fabricCompatibilityIssues(p: Product): CompatibilityIssue[] {
  const issues: CompatibilityIssue[] = [];
  unboxingDateRule(p, issues);
  const knitOrWoven = p.knitOrWoven === 'Knit' || p.knitOrWoven === 'Woven' ? p.knitOrWoven : undefined;
  if (typeof p.stretch === 'string' && knitOrWoven && !stretchOptions(knitOrWoven).includes(p.stretch as Stretch))
    issues.push({ path: ['stretch'], message: `${knitOrWoven} fabric has no ${p.stretch} stretch` });
  const knitWeave = knitWeaveTypeIssue(p, knitOrWoven);
  if (knitWeave) issues.push(knitWeave);
  if (p.slightStretch === true && slightDisabled(p.stretch))
    issues.push({ path: ['slightStretch'], message: 'Slight stretch needs 2-way or 4-way stretch' });
  if (!asksStretchPercentage(p.stretch, p.slightStretch)) {
    for (const field of ['widthStretch', 'lengthStretch'] as const) {
      const v = p[field];
      if (typeof v === 'number' && v !== 0)
        issues.push({
          path: [field],
          message: `${field === 'widthStretch' ? 'Width' : 'Length'} stretch is only entered for 2-way or 4-way stretch that is not slight`,
        });
    }
  }
  return issues;
}
