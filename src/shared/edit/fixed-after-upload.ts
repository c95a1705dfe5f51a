/**
 * What an edit may not change (D117, issue 42 item 3). Each SKU is on a printed label and names one
 * listing of one kind: a bundle, a roll, one variant of a fabric. An edit that turned a 1-piece
 * bundle into a 30 m roll at $1.00 left its label lying and put the bundle in the roll-to-bundle
 * search. The server refuses such an edit (product-edit.service.ts) and the edit's pages leave out
 * the questions that ask these (editFlowFor), both from this one list.
 */
import { fabricVariantCount, type Product, type RecordedProduct } from '../products';
import { PRODUCT_EDIT_MESSAGES } from '../messages/product-edit';
import type { FieldErrors } from '../schemas/validate';

/** The record an edit starts from, as far as this rule reads it: its answers and its SKUs, in variant order. */
export interface HeldItem {
  details: RecordedProduct;
  variants: readonly { sku: string }[];
}

/** What the edit sends: its answers, and the SKUs it loaded, in variant order, when it names them. */
export interface EditedItem {
  product: Product;
  skus?: readonly string[] | undefined;
}

/** Whether a fabric lists variants: its Has Variants answer as the draft it loads with reads it (draftOfRecorded). */
const hasVariants = (p: { variantedFields?: readonly string[] | undefined } & Parameters<typeof fabricVariantCount>[0]) =>
  (p.variantedFields?.length ?? 0) > 0 || fabricVariantCount(p) > 1;

const variantCountOf = (p: Product): number => (p.productType === 'Fabric' ? fabricVariantCount(p) : 1);

/** How many SKUs a held record lists: one per variant, as the upload made them. */
const heldCountOf = (held: HeldItem): number => held.variants.length;

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const list = (skus: readonly string[]) => (skus.length === 0 ? 'none' : skus.join(', '));

const unitText = (unit: string | undefined) => (unit === undefined ? 'none recorded' : unit);
const sellingUnitRefusal = (label: string, held: string | undefined, sent: string | undefined) =>
  `${label} cannot change in an edit: this item's is ${unitText(held)} in the shop and the edit says ${unitText(sent)}. Its stock, its price and its printed label count in that unit. To sell it by another, list it as a new item.`;

/** Wording of the refusals: what the field is in staff's words, what it is, and why it stays. Ours (D117). */
export const FIXED_AFTER_UPLOAD_MESSAGES = {
  kind: (held: string, sent: string) => PRODUCT_EDIT_MESSAGES.kindChanged(held, sent),
  bundleOrRoll: (held: string | undefined, sent: string) =>
    `Bundle or roll cannot change in an edit: this item is ${held === undefined ? 'not recorded as a bundle or a roll' : `a ${held}`} in the shop and its SKU is on a printed label. To sell it as a ${sent}, list it as a new item.`,
  hasVariants: (held: boolean, sent: boolean) =>
    `Has variants cannot change in an edit: this item's answer is ${yesNo(held)} in the shop and the edit says ${yesNo(sent)}. Each variant's SKU is on a printed label.`,
  variantCount: (held: number, sent: number) => PRODUCT_EDIT_MESSAGES.variantCount(held, sent),
  sellingUnit: (held: string | undefined, sent: string | undefined) => sellingUnitRefusal('Selling unit', held, sent),
  zipperHardwareSU: (held: string | undefined, sent: string | undefined) => sellingUnitRefusal('Hardware unit', held, sent),
  skus: (held: readonly string[], sent: readonly string[]) =>
    `SKUs cannot change in an edit: this item's variants are ${list(held)} in the shop, in that order, and the edit names ${list(sent)}. Each SKU is on a printed label.`,
} as const;

/**
 * A supply's selling unit, and the unit zipper hardware is sold in (single or a pack): what one of
 * the SKU's stock is, what its price is for and what its label prints as the unit (spec 001 'Supply
 * label PDFs: ... pack size or unit'), as bundle or roll is a fabric's (D117). A pack's size is a
 * count and may be corrected: the label is then marked out of date and offered for printing again.
 */
const SELLING_UNIT_FIELDS = [
  {
    field: 'sellingUnit',
    steps: [
      'zipper_selling_unit',
      'button_selling_unit',
      'elastic_selling_unit',
      'thread_selling_unit',
      'trim_selling_unit',
      'ribbing_selling_unit',
      'bias_tape_selling_unit',
      'other_supply_selling_unit',
    ],
  },
  { field: 'zipperHardwareSU', steps: ['zipper_hardware_unit'] },
] as const;

const unitOf = (p: object, field: (typeof SELLING_UNIT_FIELDS)[number]['field']): string | undefined => {
  const unit = (p as Partial<Record<typeof field, unknown>>)[field];
  return typeof unit === 'string' ? unit : undefined;
};

/**
 * One thing an edit may not change: the field a refusal is reported under, the step of the entry
 * flow that asks it (left out of the edit's pages), and the refusal when the edit differs from the
 * held record. Kinds an entry does not ask (a supply has no bundle or roll) answer null.
 */
export interface FixedAfterUpload {
  field: string;
  /** The entry flow's steps asking only this (their ids): the edit's pages leave them out. */
  steps: readonly string[];
  refusal: (held: HeldItem, edited: EditedItem) => string | null;
}

/**
 * Everything an edit may not change, in the order a refusal names them (D117 'What an edit may
 * change'): the kind, bundle or roll, a supply's selling unit, how many variants there are and
 * whether there are any, and every SKU.
 */
export const FIXED_AFTER_UPLOAD: readonly FixedAfterUpload[] = [
  {
    field: 'productType',
    steps: ['supply_type'],
    refusal: ({ details }, { product }) =>
      details.productType === undefined || details.productType === product.productType
        ? null
        : FIXED_AFTER_UPLOAD_MESSAGES.kind(details.productType, product.productType),
  },
  {
    field: 'bundleOrRoll',
    steps: ['bundle_or_roll'],
    refusal: ({ details }, { product }) =>
      details.productType !== 'Fabric' || product.productType !== 'Fabric' || details.bundleOrRoll === product.bundleOrRoll
        ? null
        : // A record that lost its answer (edited in the shop) cannot show the edit keeps it: refused too.
          FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll(details.bundleOrRoll, product.bundleOrRoll),
  },
  ...SELLING_UNIT_FIELDS.map(({ field, steps }): FixedAfterUpload => ({
    field,
    steps,
    refusal: ({ details }, { product }) => {
      if (details.productType === 'Fabric' || product.productType === 'Fabric') return null;
      const held = unitOf(details, field);
      const sent = unitOf(product, field);
      // A record that lost its answer (edited in the shop) cannot show the edit keeps it: refused too.
      return held === sent ? null : FIXED_AFTER_UPLOAD_MESSAGES[field](held, sent);
    },
  })),
  {
    field: 'variants',
    // Adding and removing rows is hidden on the variant table itself (`editing`), not a step.
    steps: [],
    refusal: (held, { product }) => {
      const sent = variantCountOf(product);
      return sent === heldCountOf(held) ? null : FIXED_AFTER_UPLOAD_MESSAGES.variantCount(heldCountOf(held), sent);
    },
  },
  {
    field: 'hasVariants',
    steps: ['has_variants'],
    refusal: ({ details }, { product }) => {
      if (details.productType !== 'Fabric' || product.productType !== 'Fabric') return null;
      const held = hasVariants(details);
      const sent = hasVariants(product);
      return held === sent ? null : FIXED_AFTER_UPLOAD_MESSAGES.hasVariants(held, sent);
    },
  },
  {
    field: 'skus',
    steps: [],
    refusal: (held, { skus }) => {
      if (skus === undefined) return null;
      const own = held.variants.map((v) => v.sku);
      return skus.length === own.length && skus.every((sku, i) => sku === own[i]) ? null : FIXED_AFTER_UPLOAD_MESSAGES.skus(own, skus);
    },
  },
];

/**
 * What an edit changes that it may not, by field, each with its refusal in staff's words; empty
 * when the edit keeps all of it. The kind is judged first: a fabric made a zipper is refused for
 * that alone, not for fabric answers a zipper lacks.
 */
export function fixedChanges(held: HeldItem, edited: EditedItem): FieldErrors {
  const kind = FIXED_AFTER_UPLOAD[0]!.refusal(held, edited);
  if (kind !== null) return { productType: [kind] };
  const errors: FieldErrors = {};
  for (const fixed of FIXED_AFTER_UPLOAD) {
    const refusal = fixed.refusal(held, edited);
    if (refusal !== null) errors[fixed.field] = [refusal];
  }
  return errors;
}

/** The entry flow's steps an edit leaves out: each asks only something an edit may not change. */
export const FIXED_STEPS: readonly string[] = FIXED_AFTER_UPLOAD.flatMap((f) => f.steps);
