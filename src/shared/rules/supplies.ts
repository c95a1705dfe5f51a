/**
 * Supply rules of state (spec 001 section 4): forced values, option restrictions, defaults and
 * the visibility predicates that need no screen.
 */
import type { SupplyType } from '../catalogue/product-types';
import { UNIQUE_SHAPE_PACK_SIZE } from '../catalogue/button';
import {
  asksIndustrialWeight,
  asksPreSewnType,
  asksThreadBrand,
  biasTapeQualitiesFor,
  buttonMaterialsFor,
  buttonMaterialsRestricted,
  elasticTypesFor,
  forcedSpoolSize,
  forcedThreadMaterial,
  imperfectionsFor,
  listedAs,
  sellingUnitsFor,
  showsTrimWeave,
  SINGLE_HARDWARE_PACK_SIZE,
  threadOnSpoolFor,
} from './compatibility';
import { mergeMulti } from './multi-value';
import type { YesNo } from '../catalogue/common';
import { inchesToMm, mmToInches, formatFraction, parseFraction } from './units';
import { EXISTS_QUESTIONS, type SupplyDraft } from '../schemas/supply-draft';
import { METRE_UNITS } from '../schemas/supplies';
import { ownValue } from '../own-key';

// The rules of what goes with what live in compatibility.ts, which the product schemas run too (issue 42).
export {
  biasTapeQualitiesFor,
  buttonMaterialsFor,
  buttonMaterialsRestricted,
  elasticTypesFor,
  imperfectionsFor,
  sellingUnitsFor,
  showsTrimWeave,
  threadMaterialsFor,
  threadMaterialsRestricted,
  threadOnSpoolFor,
} from './compatibility';

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
  return unit === 'Pack' ? { ...d, zipperHardwareSU: unit } : { ...d, zipperHardwareSU: unit, packSize: SINGLE_HARDWARE_PACK_SIZE };
}

/** Unique-shape buttons come only in packs of two. */
export function applyUniqueShape(d: SupplyDraft, unique: boolean): SupplyDraft {
  return unique ? { ...d, uniqueShape: true, sellingUnit: 'Pack', packSize: String(UNIQUE_SHAPE_PACK_SIZE) } : { ...d, uniqueShape: false };
}

/**
 * Choosing a button type keeps only the materials that type can be made of; a type limited to a
 * list has no 'other' box, so a typed material stays only if it is one of the list.
 */
export function chooseButtonType(d: SupplyDraft, buttonType: string): SupplyDraft {
  const allowed = buttonMaterialsFor(buttonType);
  const materials = d.materials?.filter((m) => allowed.includes(m));
  if (!buttonMaterialsRestricted(buttonType) || !d.materialsOther?.trim()) return { ...d, buttonType, materials };
  const typed = mergeMulti([], d.materialsOther).filter((m) => listedAs(m, allowed) !== undefined);
  return { ...d, buttonType, materials, materialsOther: typed.join(', ') };
}

/** Thread: changing the type clears the material, or forces it (silk -> silk, wooly nylon -> nylon); embroidery floss forces Skein. */
export function chooseThreadType(d: SupplyDraft, threadType: string): SupplyDraft {
  const next: SupplyDraft = { ...d, threadType, material: forcedThreadMaterial(threadType), materialOther: '' };
  const spool = forcedSpoolSize(threadType);
  if (spool !== undefined) next.spoolSize = spool;
  return next;
}

/** Thread Material is hidden for silk or wooly nylon; spool size is not asked for embroidery floss. */
export const showsThreadMaterial = (d: SupplyDraft) => forcedThreadMaterial(d.threadType) === undefined;
export const showsSpoolSize = (d: SupplyDraft) => forcedSpoolSize(d.threadType) === undefined;
export const showsIndustrialWeight = (d: SupplyDraft) => asksIndustrialWeight(d.spoolSize);
export const showsThreadBrandQuestion = (d: SupplyDraft) => asksThreadBrand(d.spoolSize);

/** Choosing a trim type without a weave drops the weave chosen for the previous type. */
export function chooseTrimType(d: SupplyDraft, trimType: string): SupplyDraft {
  return showsTrimWeave(trimType) ? { ...d, trimType } : { ...d, trimType, weaveType: [], weaveTypeOther: '' };
}

/** 'Type of Pre-Sewn Elastic' for Pre-Sewn elastic sold as a Pack or Bundle. */
export const showsPreSewnType = (d: SupplyDraft) => asksPreSewnType(d.elasticType, d.sellingUnit);

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
