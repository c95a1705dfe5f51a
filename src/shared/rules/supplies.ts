/**
 * Supply rules of state (spec 001 section 4): forced values, option restrictions, defaults and
 * the visibility predicates that need no screen.
 */
import type { SupplyType } from '../catalogue/product-types';
import { BUTTON_MATERIALS, BUTTON_MATERIALS_BY_TYPE, UNIQUE_SHAPE_PACK_SIZE } from '../catalogue/button';
import { ELASTIC_IMPERFECTIONS, ELASTIC_TYPES } from '../catalogue/elastic';
import { BIAS_TAPE_IMPERFECTIONS, BIAS_TAPE_QUALITIES } from '../catalogue/bias-tape';
import { OTHER_SUPPLY_SELLING_UNITS, OTHER_SUPPLY_UNITS_BY_TYPE } from '../catalogue/other-supply';
import { SELLING_UNITS } from '../catalogue/supplies';
import { THREAD_FORCED_MATERIAL, THREAD_MATERIALS, THREAD_MATERIALS_BY_TYPE, THREAD_ON_SPOOL } from '../catalogue/thread';
import { TRIM_TYPES_WITH_WEAVE } from '../catalogue/trim';
import { ZIPPER_IMPERFECTIONS } from '../catalogue/zipper';
import { THREAD_IMPERFECTIONS } from '../catalogue/thread';
import { TRIM_IMPERFECTIONS } from '../catalogue/trim';
import { RIBBING_IMPERFECTIONS } from '../catalogue/ribbing';
import { OTHER_SUPPLY_IMPERFECTIONS } from '../catalogue/other-supply';
import type { YesNo } from '../catalogue/common';
import { inchesToMm, mmToInches, formatFraction, parseFraction } from './units';
import { EXISTS_QUESTIONS, type SupplyDraft } from '../schemas/supply-draft';
import { METRE_UNITS } from '../schemas/supplies';
import { ownValue } from '../own-key';

/** Selling units offered for a kind, and for Other Supply by its type. */
export function sellingUnitsFor(type: SupplyType, otherSupplyType?: string): readonly string[] {
  if (type !== 'Other Supply') return SELLING_UNITS[type];
  return ownValue(OTHER_SUPPLY_UNITS_BY_TYPE, otherSupplyType) ?? OTHER_SUPPLY_SELLING_UNITS;
}

/** Sewing tool and books are always Individual; sequins always Pack (spec 001 section 4). */
export function forcedSellingUnit(type: SupplyType, otherSupplyType?: string): string | null {
  if (type !== 'Other Supply') return null;
  const units = sellingUnitsFor(type, otherSupplyType);
  return units.length === 1 ? units[0]! : null;
}

/** Selling Unit is hidden when the unit is forced. Sewing Patterns have none. */
export function showsSellingUnit(d: SupplyDraft): boolean {
  if (d.productType === 'Sewing Patterns') return false;
  return forcedSellingUnit(d.productType, d.otherSupplyType) === null;
}

type ExistsQuestion = keyof typeof EXISTS_QUESTIONS;

/**
 * The yes/no questions each kind's pages ask that start at No (spec 001 sections 2 and 3). Every one
 * guards an optional field, so a product nobody answered them for already has no brand, qualities
 * or additional information: a new draft starts them at No, which says on screen what the product
 * says (issue 17; docs/decisions.md). Only the questions a kind's pages ask: a No clears its field,
 * so a question no page shows must not start at No (a sewing pattern's qualities are chosen without one).
 * 'Any flaws?' is not among them: the condition is asked of every item and never defaulted (issue 26).
 */
export const KIND_QUESTIONS: Readonly<Record<SupplyType, readonly ExistsQuestion[]>> = {
  Zippers: ['brandExists', 'qualityExists', 'additionalInfoExists'],
  Buttons: [],
  Elastic: ['qualitiesExists'],
  'Sewing Patterns': [],
  Thread: ['brandExists'],
  Trim: ['qualitiesExists'],
  Ribbing: [],
  'Bias Tape': ['qualitiesExists', 'brandExists', 'additionalInfoExists'],
  'Other Supply': ['additionalInfoExists'],
};

/**
 * Every kind starts at a quantity of 1: one piece, pack, roll or bundle is what staff list most
 * (spec 001 section 4 says so for patterns, trim and elastic; issue 17 for every kind). By the
 * metre it is 1 m, as the spec has it for trim and elastic; those quantity pages are always shown.
 */
export const QUANTITY_START = '1';

/** A new supply draft with the kind's defaults (quantity 1, the kind's questions at No, width unit Imperial). */
export function newSupplyDraft(type: SupplyType, keep: Partial<SupplyDraft> = {}): SupplyDraft {
  const d: SupplyDraft = { productType: type, quantityRadio: QUANTITY_START };
  for (const question of KIND_QUESTIONS[type]) d[question] = 'No';
  if (type === 'Trim' || type === 'Elastic' || type === 'Bias Tape') d.widthMixedUnit = 'Imperial';
  if (type === 'Thread') d.threadOnSpool = 'Full';
  return { ...d, ...keep };
}

/** None of these questions is answered Yes: the page asking only them adds nothing to the product yet. */
export const noneAnsweredYes = (d: SupplyDraft, questions: readonly ExistsQuestion[]) => questions.every((q) => d[q] !== 'Yes');

/** The quantity is still the one piece a draft starts with (whole items: a metre quantity is always asked). */
export function quantityAtStart(d: SupplyDraft): boolean {
  const typed = typeof d.quantityOther === 'string' && d.quantityOther.trim() !== '';
  return !typed && d.quantityRadio === QUANTITY_START && !METRE_UNITS.includes(d.sellingUnit ?? '');
}

/** Choosing the other-supply type forces its unit when there is only one. */
export function chooseOtherSupplyType(d: SupplyDraft, otherSupplyType: string): SupplyDraft {
  const forced = forcedSellingUnit('Other Supply', otherSupplyType);
  const allowed = sellingUnitsFor('Other Supply', otherSupplyType);
  const sellingUnit = forced ?? (d.sellingUnit && allowed.includes(d.sellingUnit) ? d.sellingUnit : undefined);
  return { ...d, otherSupplyType, sellingUnit };
}

/** Hardware zippers not sold as a pack have pack size 1. */
export function applyZipperHardwareUnit(d: SupplyDraft, unit: 'Individual' | 'Pack'): SupplyDraft {
  return unit === 'Pack' ? { ...d, zipperHardwareSU: unit } : { ...d, zipperHardwareSU: unit, packSize: 1 };
}

/** Unique-shape buttons come only in packs of two. */
export function applyUniqueShape(d: SupplyDraft, unique: boolean): SupplyDraft {
  return unique ? { ...d, uniqueShape: true, sellingUnit: 'Pack', packSize: String(UNIQUE_SHAPE_PACK_SIZE) } : { ...d, uniqueShape: false };
}

/** Button materials a type can be made of. */
export function buttonMaterialsFor(buttonType: string | undefined): readonly string[] {
  return ownValue(BUTTON_MATERIALS_BY_TYPE, buttonType) ?? BUTTON_MATERIALS;
}

/** Choosing a button type keeps only the materials that type can be made of. */
export function chooseButtonType(d: SupplyDraft, buttonType: string): SupplyDraft {
  const allowed = buttonMaterialsFor(buttonType);
  const materials = d.materials?.filter((m) => allowed.includes(m));
  return { ...d, buttonType, materials };
}

/** Thread: changing the type clears the material, or forces it (silk -> silk, wooly nylon -> nylon); embroidery floss forces Skein. */
export function chooseThreadType(d: SupplyDraft, threadType: string): SupplyDraft {
  const forced = ownValue(THREAD_FORCED_MATERIAL, threadType);
  const next: SupplyDraft = { ...d, threadType, material: forced, materialOther: '' };
  if (threadType === 'Embroidery Floss') next.spoolSize = 'Skein';
  return next;
}

export const threadMaterialsFor = (threadType: string | undefined): readonly string[] =>
  ownValue(THREAD_MATERIALS_BY_TYPE, threadType) ?? THREAD_MATERIALS;

/** Thread Material is hidden for silk or wooly nylon; spool size is not asked for embroidery floss. */
export const showsThreadMaterial = (d: SupplyDraft) => !ownValue(THREAD_FORCED_MATERIAL, d.threadType);
export const showsSpoolSize = (d: SupplyDraft) => d.threadType !== 'Embroidery Floss';
export const showsIndustrialWeight = (d: SupplyDraft) => d.spoolSize === 'Industrial';
export const showsThreadBrandQuestion = (d: SupplyDraft) => d.spoolSize === 'Home Sewing';

/** 'Various' thread on spool only for packs. */
export const threadOnSpoolFor = (unit: string | undefined): readonly string[] =>
  unit === 'Pack' ? THREAD_ON_SPOOL : THREAD_ON_SPOOL.filter((o) => o !== 'Various');

/** Trim weave only for ribbon, lace, tape, cording, piping. */
export const showsTrimWeave = (trimType: string | undefined) => TRIM_TYPES_WITH_WEAVE.some((t) => t === trimType);

/** Choosing a trim type without a weave drops the weave chosen for the previous type. */
export function chooseTrimType(d: SupplyDraft, trimType: string): SupplyDraft {
  return showsTrimWeave(trimType) ? { ...d, trimType } : { ...d, trimType, weaveType: [], weaveTypeOther: '' };
}

/** Pre-Sewn elastic is not sold by the metre or roll; 'Type of Pre-Sewn Elastic' for Pack or Bundle. */
export const elasticTypesFor = (unit: string | undefined): readonly string[] =>
  unit === 'By Meter' || unit === 'Roll' ? ELASTIC_TYPES.filter((t) => t !== 'Pre-Sewn') : ELASTIC_TYPES;
export const showsPreSewnType = (d: SupplyDraft) =>
  d.elasticType === 'Pre-Sewn' && (d.sellingUnit === 'Pack' || d.sellingUnit === 'Bundle');

/** Extra Wide bias tape quality only for packages. */
export const biasTapeQualitiesFor = (unit: string | undefined): readonly string[] =>
  unit === 'Package' ? BIAS_TAPE_QUALITIES : BIAS_TAPE_QUALITIES.filter((q) => q !== 'Extra Wide');

/** Imperfection choices by kind and unit (spec 001 section 4). */
export function imperfectionsFor(d: Pick<SupplyDraft, 'productType' | 'sellingUnit'>): readonly string[] {
  switch (d.productType) {
    case 'Zippers':
      if (d.sellingUnit === 'Hardware') return ['Discolouration', 'Sticky'];
      if (d.sellingUnit === 'Tape By The Meter') return ZIPPER_IMPERFECTIONS.filter((i) => i !== 'Sticky' && i !== 'Sticky Slider');
      return ZIPPER_IMPERFECTIONS;
    case 'Elastic':
      return d.sellingUnit === 'Roll' ? ELASTIC_IMPERFECTIONS : ELASTIC_IMPERFECTIONS.filter((i) => i !== 'Partially Unrolled');
    case 'Bias Tape':
      return d.sellingUnit === 'Roll' ? BIAS_TAPE_IMPERFECTIONS : BIAS_TAPE_IMPERFECTIONS.filter((i) => i !== 'Partially Unrolled');
    case 'Thread':
      return THREAD_IMPERFECTIONS;
    case 'Trim':
      return d.sellingUnit === 'Roll' ? TRIM_IMPERFECTIONS : TRIM_IMPERFECTIONS.filter((i) => i !== 'Partially Unrolled');
    case 'Ribbing':
      return RIBBING_IMPERFECTIONS;
    case 'Other Supply':
      return OTHER_SUPPLY_IMPERFECTIONS;
    case 'Buttons':
    case 'Sewing Patterns':
      return [];
  }
}

/**
 * Choosing a selling unit drops what the new unit does not allow, so no restricted option stays
 * chosen out of sight: pre-sewn elastic off a roll, 'Extra Wide' off a non-package bias tape,
 * 'Various' spools off single thread, imperfections the unit does not offer, unique-shape
 * buttons off single buttons, the pre-sewn types when the unit no longer asks for them.
 */
export function chooseSellingUnit(d: SupplyDraft, sellingUnit: string): SupplyDraft {
  const next: SupplyDraft = { ...d, sellingUnit };
  if (d.productType === 'Elastic') {
    if (typeof d.elasticType === 'string' && !elasticTypesFor(sellingUnit).includes(d.elasticType)) next.elasticType = undefined;
    if (!showsPreSewnType(next)) next.preSewnType = [];
  }
  if (d.productType === 'Bias Tape' && Array.isArray(d.qualities)) {
    const allowed = biasTapeQualitiesFor(sellingUnit);
    next.qualities = d.qualities.filter((q) => allowed.includes(q));
  }
  if (d.productType === 'Thread' && !threadOnSpoolFor(sellingUnit).includes(String(d.threadOnSpool))) next.threadOnSpool = 'Full';
  if (d.productType === 'Buttons' && sellingUnit !== 'Pack' && d.uniqueShape === true) next.uniqueShape = false;
  if (d.productType === 'Zippers' && sellingUnit !== 'Hardware') {
    next.zipperHardwareType = undefined;
    next.zipperHardwareSU = undefined;
    next.zipperHardwareMaterial = undefined;
  }
  const offered = imperfectionsFor(next);
  if (Array.isArray(d.imperfections) && offered.length > 0) next.imperfections = d.imperfections.filter((i) => offered.includes(i));
  return next;
}

/** Thread spool size: industrial weight and bulky only for Industrial; the brand question only for Home Sewing. */
export function chooseSpoolSize(d: SupplyDraft, spoolSize: string): SupplyDraft {
  const next: SupplyDraft = { ...d, spoolSize };
  if (spoolSize !== 'Industrial') {
    next.indusWeight = undefined;
    next.bulky = false;
  }
  if (spoolSize !== 'Home Sewing') {
    next.brandExists = 'No';
    next.brand = undefined;
    next.brandOther = '';
  }
  return next;
}

/** A yes/no question ('Does the elastic have any qualities?'): No empties the list it guards and its typed twin. */
export function answerExists(d: SupplyDraft, question: string, answer: YesNo): SupplyDraft {
  const field = ownValue(EXISTS_QUESTIONS, question);
  if (!field || answer === 'Yes') return { ...d, [question]: answer };
  const emptied = Array.isArray(d[field]) || field === 'imperfections' || field === 'qualities' || field === 'quality' ? [] : undefined;
  return { ...d, [question]: answer, [field]: emptied, [`${field}Other`]: '' };
}

/** Other supply steps by unit where a page differs from the data (supply-form.ts forKind). */
export const showsWeightStep = (d: SupplyDraft) => d.sellingUnit === 'By Meter' || d.sellingUnit === 'By Weight';
export const showsWeightAndSize = (d: SupplyDraft) => d.sellingUnit === 'Individual' || d.sellingUnit === 'Pack';

/** Switching the width unit converts what was typed: fraction inches <-> millimetres. */
export function switchWidthUnit(d: SupplyDraft, unit: 'Imperial' | 'Metric'): SupplyDraft {
  if (unit === d.widthMixedUnit) return d;
  const typed = typeof d.widthTyped === 'string' ? d.widthTyped : '';
  let converted = typed;
  if (typed.trim()) {
    if (unit === 'Metric') {
      const inches = parseFraction(typed);
      converted = inches === null ? typed : String(inchesToMm(inches));
    } else {
      const mm = Number(typed);
      converted = Number.isFinite(mm) ? formatFraction(mmToInches(mm)) : typed;
    }
  }
  return { ...d, widthMixedUnit: unit, widthTyped: converted };
}

/**
 * Spec 001 says imperial widths accept 'only fractions (e.g. 1 1/2)'; a decimal typed in inches
 * (1.5, as a ruler app shows it) is accepted too and shown as the fraction it is read as, so staff
 * see what the label will print (issue 16, item 17; docs/decisions.md). Null for a fraction or
 * whole number, which need no note.
 */
export function imperialDecimalNote(typed: string | undefined, inches: number | null): string | null {
  if (inches === null || !typed?.includes('.')) return null;
  return `${typed.trim()} in = ${formatFraction(inches)} in`;
}

/** A tubular width is shown doubled as well (e.g. '1 1/2 in (3 in flat)'). */
export function tubularWidthText(inches: number): string {
  return `${formatFraction(inches)} in (${formatFraction(inches * 2)} in flat)`;
}

/** The price label per type and unit (per bundle, meter, pack, roll, piece, pound). */
export function priceLabel(d: Pick<SupplyDraft, 'productType' | 'sellingUnit'>): string {
  switch (d.sellingUnit) {
    case 'By Meter':
    case 'Tape By The Meter':
      return 'Price per meter';
    case 'Bundle':
      return 'Price per bundle';
    case 'Roll':
      return 'Price per roll';
    case 'Pack':
    case 'Package':
      return 'Price per pack';
    case 'By Weight':
      return 'Price per pound';
    default:
      return 'Price per piece';
  }
}

/** Weight shows pounds for by-weight other supplies, grams otherwise. */
export const weightLabel = (d: Pick<SupplyDraft, 'sellingUnit'>) => (d.sellingUnit === 'By Weight' ? 'Weight (lb)' : 'Weight (g)');

/**
 * 'Is this supply for the Unboxing Collection?' (issue 16, item 19; as fabric's Unboxing page, D21):
 * Yes tags the supply Unboxing and asks the date ('No unboxing date was selected' until one is
 * picked); No clears the date and the tag.
 */
export function setSupplyUnboxing(d: SupplyDraft, answer: YesNo): SupplyDraft {
  return answer === 'Yes'
    ? { ...d, unboxingDateExists: 'Yes', mediaTag: 'Unboxing' }
    : { ...d, unboxingDateExists: 'No', unboxingDate: undefined, mediaTag: 'None' };
}

/** What Start New Product keeps of a supply draft (spec 001 section 4): the kind and the unboxing date. */
export function nextSupplyDraft(d: SupplyDraft): SupplyDraft {
  const keep: Partial<SupplyDraft> =
    d.mediaTag === 'Unboxing' ? { mediaTag: 'Unboxing', unboxingDateExists: 'Yes', unboxingDate: d.unboxingDate } : {};
  return newSupplyDraft(d.productType, keep);
}

export const SUPPLY_TEXTS = {
  unboxingQuestion: 'Is this supply for the Unboxing Collection?',
  selectDate: 'Select a date.',
  additionalInfoHint: 'Use complete sentences.',
  nameTitle: 'Add a name',
  nameHint: 'Do not include the supply type in the name.',
  biasTapeQualities: 'Does the bias tape have any qualities?',
  additionalInfoQuestion: 'Is there any additional information?',
  elasticQualities: 'Does the elastic have any qualities?',
  preSewnTitle: 'Type of Pre-Sewn Elastic',
} as const;
