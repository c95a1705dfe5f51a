/**
 * Every rule of what goes with what (spec 000 and 001; rules/compatibility.ts), as a valid product
 * from the factory and the change that breaks that one rule (issue 42). The schema test, the
 * server's route test and the page-to-server property test all run these rows.
 */
import type { ProductType } from '../catalogue/product-types';
import type { Product } from '../products';
import { fabricBundleProduct, supplyUnitProduct } from './product-factory';

export interface CompatibilityCase {
  /** What was sent, in the words of the issue. */
  readonly name: string;
  /** The rule, in the spec's words. */
  readonly rule: string;
  readonly kind: ProductType;
  /** The units of the kind the change applies to (all when absent). */
  readonly units?: readonly string[];
  /** A valid product of the kind, from the factory. */
  readonly valid: () => Product;
  /** The change that breaks the rule (and no other) in any valid product of the kind and units. */
  readonly change: (p: Product) => Record<string, unknown>;
  /** The field the refusal is shown on. */
  readonly field: string;
  /** What the refusal says (a part of it). */
  readonly message: RegExp;
}

const supply = (kind: Exclude<ProductType, 'Fabric'>, unit: string | undefined) => () => supplyUnitProduct(kind, unit);
const set = (fields: Record<string, unknown>) => (): Record<string, unknown> => fields;

export const COMPATIBILITY_CASES: readonly CompatibilityCase[] = [
  // ---- Everything Else: selling units by type (spec 001 section 4 'Selling units per kind') ----
  {
    name: 'Everything Else, Sewing Tool, Pack of 10',
    rule: 'Sewing tool and books force Individual',
    kind: 'Other Supply',
    units: ['Pack', 'By Weight', 'By Meter'],
    valid: supply('Other Supply', 'Pack'),
    change: set({ otherSupplyType: 'Sewing Tool' }),
    field: 'sellingUnit',
    message: /Sewing Tool is sold only Individual/,
  },
  {
    name: 'Everything Else, Books, By Weight',
    rule: 'Sewing tool and books force Individual',
    kind: 'Other Supply',
    units: ['Pack', 'By Weight', 'By Meter'],
    valid: supply('Other Supply', 'By Weight'),
    change: set({ otherSupplyType: 'Books' }),
    field: 'sellingUnit',
    message: /Books is sold only Individual/,
  },
  {
    name: 'Everything Else, Sequins, Individual',
    rule: 'Sequins force Pack',
    kind: 'Other Supply',
    units: ['Individual', 'By Weight', 'By Meter'],
    valid: supply('Other Supply', 'Individual'),
    change: set({ otherSupplyType: 'Sequins' }),
    field: 'sellingUnit',
    message: /Sequins is sold only Pack/,
  },
  {
    name: 'Everything Else, Velcro, By Weight',
    rule: 'Velcro gets Individual, Pack, By Meter',
    kind: 'Other Supply',
    units: ['By Weight'],
    valid: supply('Other Supply', 'By Weight'),
    change: set({ otherSupplyType: 'Velcro' }),
    field: 'sellingUnit',
    message: /Velcro is sold only Individual, Pack or By Meter/,
  },
  {
    name: 'Everything Else, Beads, By Weight',
    rule: 'Quilting, Feathers, Beads, ... get Individual and Pack',
    kind: 'Other Supply',
    units: ['By Weight', 'By Meter'],
    valid: supply('Other Supply', 'By Weight'),
    change: set({ otherSupplyType: 'Beads' }),
    field: 'sellingUnit',
    message: /Beads is sold only Individual or Pack/,
  },
  // ---- Elastic ----
  {
    name: 'Elastic, By Meter, Pre-Sewn',
    rule: 'Pre-Sewn elastic type removed for By Meter and Roll',
    kind: 'Elastic',
    units: ['By Meter', 'Roll'],
    valid: supply('Elastic', 'By Meter'),
    change: set({ elasticType: 'Pre-Sewn', preSewnType: [] }),
    field: 'elasticType',
    message: /Pre-Sewn elastic is not sold By Meter/,
  },
  {
    name: "Elastic, Roll, 'pre-sewn' typed as the type",
    rule: 'Pre-Sewn elastic type removed for By Meter and Roll (typed answers too)',
    kind: 'Elastic',
    units: ['By Meter', 'Roll'],
    valid: supply('Elastic', 'Roll'),
    change: set({ elasticType: 'Pre-sewn', preSewnType: [] }),
    field: 'elasticType',
    message: /Pre-Sewn elastic is not sold Roll/,
  },
  {
    name: "Elastic, By Meter, 'PRESEWN' typed as the type",
    rule: 'Pre-Sewn elastic type removed for By Meter and Roll (typed in any case or spacing)',
    kind: 'Elastic',
    units: ['By Meter', 'Roll'],
    valid: supply('Elastic', 'By Meter'),
    change: set({ elasticType: 'PRESEWN', preSewnType: [] }),
    field: 'elasticType',
    message: /Pre-Sewn elastic is not sold By Meter/,
  },
  {
    name: 'Elastic, Bundle, Knitted, with a pre-sewn type',
    rule: "'Type of Pre-Sewn Elastic' only for Pre-Sewn, Pack or Bundle",
    kind: 'Elastic',
    valid: supply('Elastic', 'Bundle'),
    change: set({ elasticType: 'Knitted', preSewnType: ['Cuff'] }),
    field: 'preSewnType',
    message: /only for Pre-Sewn elastic sold as a Pack or Bundle/,
  },
  {
    name: "Elastic, Bundle, flaw 'Partially Unrolled'",
    rule: "No 'Partially Unrolled' for non-roll elastic",
    kind: 'Elastic',
    units: ['By Meter', 'Bundle', 'Pack'],
    valid: supply('Elastic', 'Bundle'),
    change: set({ imperfections: ['Partially Unrolled'] }),
    field: 'imperfections',
    message: /not Partially Unrolled/,
  },
  // ---- Thread ----
  {
    name: 'Thread, Silk type, Cotton material',
    rule: 'Silk type forces silk material',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ threadType: 'Silk', material: 'Cotton' }),
    field: 'material',
    message: /Thread material of Silk thread can only be Silk/,
  },
  {
    name: 'Thread, Wooly Nylon type, Polyester material',
    rule: 'Wooly nylon forces nylon',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ threadType: 'Wooly Nylon', material: 'Polyester' }),
    field: 'material',
    message: /can only be Nylon/,
  },
  {
    name: "Thread, Yarn type, 'Linen' typed as material",
    rule: 'Yarn polyester or cotton (typed answers too)',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ threadType: 'Yarn', material: 'Linen' }),
    field: 'material',
    message: /can only be Polyester or Cotton/,
  },
  {
    name: 'Thread, Elastic type, Cotton material',
    rule: 'Elastic thread elastane, poly/rubber or PU',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ threadType: 'Elastic', material: 'Cotton' }),
    field: 'material',
    message: /can only be Elastane, Poly\/Rubber or PU/,
  },
  {
    name: 'Thread, Embroidery Floss on a Serger spool',
    rule: 'Embroidery floss forces spool size Skein',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ threadType: 'Embroidery Floss', spoolSize: 'Serger', indusWeight: undefined, bulky: false, brand: undefined }),
    field: 'spoolSize',
    message: /Spool size of Embroidery Floss must be Skein/,
  },
  {
    name: "Thread, Individual, 'Various' on spool",
    rule: "The 'various' spool choice is removed unless the unit is Pack",
    kind: 'Thread',
    units: ['Individual'],
    valid: supply('Thread', 'Individual'),
    change: set({ threadOnSpool: 'Various' }),
    field: 'threadOnSpool',
    message: /'Various' is only for packs/,
  },
  {
    name: 'Thread, Home Sewing spool with an industrial weight',
    rule: 'indusWeight and bulky only for Industrial',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ spoolSize: 'Home Sewing', indusWeight: 'Heavy' }),
    field: 'indusWeight',
    message: /only for Industrial spools/,
  },
  {
    name: 'Thread, Serger spool with a brand',
    rule: 'Home Sewing shows a brand question',
    kind: 'Thread',
    valid: supply('Thread', 'Individual'),
    change: set({ spoolSize: 'Serger', indusWeight: undefined, bulky: false, brand: 'Gutermann' }),
    field: 'brand',
    message: /Brand is only asked of Home Sewing spools/,
  },
  // ---- Buttons ----
  {
    name: 'Buttons, Sew-on Snap, Wood',
    rule: 'Sew-on Snap and Grommet metal or brass',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'Sew-on Snap', materials: ['Wood'] }),
    field: 'materials',
    message: /Materials of Sew-on Snap buttons can only be Metal or Brass/,
  },
  {
    name: "Buttons, Sew-on Snap, 'Coconut' typed as material",
    rule: 'Sew-on Snap metal or brass (typed answers too)',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'Sew-on Snap', materials: ['Metal', 'Coconut'] }),
    field: 'materials',
    message: /can only be Metal or Brass/,
  },
  {
    name: "Buttons, 'sew on snap' typed as the type, Wood",
    rule: 'Sew-on Snap metal or brass (the type typed in any case or spacing)',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'sew on snap', materials: ['Wood'] }),
    field: 'materials',
    message: /can only be Metal or Brass/,
  },
  {
    name: 'Buttons, Grommet, Plastic',
    rule: 'Sew-on Snap and Grommet metal or brass',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'Grommet', materials: ['Plastic'] }),
    field: 'materials',
    message: /Materials of Grommet buttons can only be Metal or Brass/,
  },
  {
    name: 'Buttons, Spring Snap, Wood',
    rule: 'Spring Snap metal, leather covered, fabric covered, brass',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'Spring Snap', materials: ['Wood'] }),
    field: 'materials',
    message: /can only be Metal, Leather Covered, Fabric Covered or Brass/,
  },
  {
    name: 'Buttons, Toggle, Glass',
    rule: 'Toggle metal, plastic, wood, shell, brass',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ buttonType: 'Toggle', materials: ['Glass'] }),
    field: 'materials',
    message: /can only be Metal, Plastic, Wood, Shell or Brass/,
  },
  {
    name: 'Buttons, Individual, unique shape',
    rule: 'Unique shapes only in packs of two',
    kind: 'Buttons',
    units: ['Individual'],
    valid: supply('Buttons', 'Individual'),
    change: set({ uniqueShape: true }),
    field: 'uniqueShape',
    message: /Unique shapes come only in packs of 2/,
  },
  {
    name: 'Buttons, Pack of 4, unique shape',
    rule: "A unique-shape button pack gets packSize '2'",
    kind: 'Buttons',
    units: ['Pack'],
    valid: supply('Buttons', 'Pack'),
    change: set({ uniqueShape: true, packSize: 4 }),
    field: 'packSize',
    message: /Pack size of unique-shape buttons must be 2/,
  },
  // ---- Zippers ----
  {
    name: 'Zipper hardware, Individual, pack size 5',
    rule: 'Hardware zippers not sold as pack force packSize 1',
    kind: 'Zippers',
    units: ['Hardware'],
    valid: supply('Zippers', 'Hardware'),
    change: set({ zipperHardwareSU: 'Individual', packSize: 5 }),
    field: 'packSize',
    message: /Pack size of single hardware must be 1/,
  },
  {
    name: "Zipper hardware, flaw 'Stain'",
    rule: 'Hardware only Discolouration and Sticky',
    kind: 'Zippers',
    units: ['Hardware'],
    valid: supply('Zippers', 'Hardware'),
    change: set({ imperfections: ['Stain'] }),
    field: 'imperfections',
    message: /Imperfections for Hardware can only be Discolouration or Sticky/,
  },
  {
    name: "Zipper tape by the meter, flaw typed 'sticky slider'",
    rule: 'Tape by the meter excludes Sticky and Sticky Slider (typed answers too)',
    kind: 'Zippers',
    units: ['Tape By The Meter'],
    valid: supply('Zippers', 'Tape By The Meter'),
    change: set({ imperfections: ['Sticky slider'] }),
    field: 'imperfections',
    message: /not Sticky slider/,
  },
  // ---- Trim ----
  {
    name: 'Trim, Faux Fur, with a weave type',
    rule: 'Trim weave is offered only for ribbon, lace, tape, cording, piping',
    kind: 'Trim',
    valid: supply('Trim', 'Roll'),
    change: set({ trimType: 'Faux Fur', weaveType: ['Satin'] }),
    field: 'weaveType',
    message: /Weave type is only for Ribbon, Lace, Tape, Cording or Piping trim/,
  },
  {
    name: "Trim, Bundle, flaw 'Partially Unrolled'",
    rule: "No 'Partially Unrolled' off a roll",
    kind: 'Trim',
    units: ['By Meter', 'Bundle', 'Pack'],
    valid: supply('Trim', 'Bundle'),
    change: set({ imperfections: ['Partially Unrolled'] }),
    field: 'imperfections',
    message: /not Partially Unrolled/,
  },
  // ---- Ribbing ----
  {
    name: "Ribbing, '4 WAY' typed as the stretch",
    rule: 'Ribbing stretch None or 2-way; 4-way not offered (typed in the other box too)',
    kind: 'Ribbing',
    valid: supply('Ribbing', 'Individual'),
    change: set({ stretch: '4 WAY' }),
    field: 'stretch',
    message: /Ribbing has no 4-way stretch/,
  },
  {
    name: "Ribbing, 'four-way stretch' typed as the stretch",
    rule: 'Ribbing stretch None or 2-way; 4-way not offered (typed in the other box too)',
    kind: 'Ribbing',
    valid: supply('Ribbing', 'By Meter'),
    change: set({ stretch: 'four-way stretch' }),
    field: 'stretch',
    message: /Ribbing has no 4-way stretch/,
  },
  // ---- Bias tape ----
  {
    name: "Bias Tape, Roll, quality 'Extra Wide'",
    rule: 'Extra Wide bias tape quality only for Package',
    kind: 'Bias Tape',
    units: ['Roll', 'Bundle', 'By Meter'],
    valid: supply('Bias Tape', 'Roll'),
    change: set({ qualities: ['Extra Wide'] }),
    field: 'qualities',
    message: /'Extra Wide' is only for packages/,
  },
  {
    name: "Bias Tape, Bundle, flaw 'Partially Unrolled'",
    rule: "No 'Partially Unrolled' for non-roll bias tape",
    kind: 'Bias Tape',
    units: ['Package', 'Bundle', 'By Meter'],
    valid: supply('Bias Tape', 'Bundle'),
    change: set({ imperfections: ['Partially Unrolled'] }),
    field: 'imperfections',
    message: /not Partially Unrolled/,
  },
  // ---- Every kind: media tags ----
  {
    name: 'Buttons, no tag, with an unboxing date',
    rule: 'Tag choices are exclusive: No clears the date',
    kind: 'Buttons',
    valid: supply('Buttons', 'Pack'),
    change: set({ mediaTag: 'None', unboxingDate: '2026-12-05' }),
    field: 'unboxingDate',
    message: /Unboxing date is only for the Unboxing tag/,
  },
  {
    name: 'Fabric, Daily Finds, with an unboxing date',
    rule: 'Daily Finds or Name the Fabric clear the date',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({ mediaTag: 'Daily Finds', unboxingDate: '2026-12-05' }),
    field: 'unboxingDate',
    message: /Unboxing date is only for the Unboxing tag/,
  },
  // ---- Fabric (spec 000 sections 2 and 4) ----
  {
    name: 'Fabric, Woven, 4-way stretch',
    rule: 'The 4-way option is hidden for woven fabric',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({ knitOrWoven: 'Woven', stretch: '4-way', slightStretch: false, widthStretch: 40, lengthStretch: 20 }),
    field: 'stretch',
    message: /Woven fabric has no 4-way stretch/,
  },
  {
    name: 'Fabric, woven cotton, Jersey as the weave',
    rule: 'Knit or Weave Type offers the names of knit or woven and the fibre',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({
      knitOrWoven: 'Woven',
      content: { contentType: 'Known', knownContent: [{ content: 'Cotton', amount: 100 }] },
      knitWeaveType: 'Jersey',
      stretch: 'None',
      slightStretch: false,
      widthStretch: 0,
      lengthStretch: 0,
    }),
    field: 'knitWeaveType',
    message: /Jersey is not a woven type of Cotton/,
  },
  {
    name: "Fabric, wool knit, 'polar fleece' typed as the knit",
    rule: 'Knit or Weave Type follows the fibre (typed names from the lists too)',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({
      knitOrWoven: 'Knit',
      content: { contentType: 'Known', knownContent: [{ content: 'Wool', amount: 100 }] },
      knitWeaveType: 'polar fleece',
    }),
    field: 'knitWeaveType',
    message: /Polar Fleece is not a knit type of Wool/,
  },
  {
    name: 'Fabric, no stretch, marked slight',
    rule: 'The None option disables slight',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({ stretch: 'None', slightStretch: true, widthStretch: 0, lengthStretch: 0 }),
    field: 'slightStretch',
    message: /Slight stretch needs 2-way or 4-way stretch/,
  },
  {
    name: 'Fabric, no stretch, width stretch 30',
    rule: 'Slight stretch or no stretch clears widthStretch and lengthStretch',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({ stretch: 'None', slightStretch: false, widthStretch: 30, lengthStretch: 0 }),
    field: 'widthStretch',
    message: /Width stretch is only entered for 2-way or 4-way stretch that is not slight/,
  },
  {
    name: 'Fabric, slight 2-way stretch, length stretch 20',
    rule: 'Slight stretch or no stretch clears widthStretch and lengthStretch',
    kind: 'Fabric',
    valid: () => fabricBundleProduct(),
    change: set({ stretch: '2-way', slightStretch: true, widthStretch: 0, lengthStretch: 20 }),
    field: 'lengthStretch',
    message: /Length stretch is only entered for 2-way or 4-way stretch that is not slight/,
  },
];

/** The rows whose change applies to this product (its kind, and its unit where the row names units). */
export function casesFor(p: Product): readonly CompatibilityCase[] {
  const unit = 'sellingUnit' in p ? p.sellingUnit : undefined;
  return COMPATIBILITY_CASES.filter((c) => c.kind === p.productType && (!c.units || (unit !== undefined && c.units.includes(unit))));
}

/** The product with the row's change applied (fields set to undefined are taken away). */
export function broken(c: CompatibilityCase, p: Product): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...p, ...c.change(p) };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return merged;
}
