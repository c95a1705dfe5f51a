import { PRODUCT_TYPE_DISPLAY } from '../../../shared/catalogue/product-types';
import { fieldErrorsOf } from '../../../shared/products';
import {
  newFabricDraft,
  showsDimensions,
  showsPatternAndImperfections,
  showsPatternOnly,
  showsPrice,
  showsStretchPercentage,
  showsVariantDimensions,
  showsVariantPrice,
  variantCount,
} from '../../../shared/rules/fabric';
import {
  priceIsSuggested,
  priceOf,
  qualityAnswered,
  unboxingAnswered,
  variantPricesAreSuggested,
} from '../../../shared/rules/fabric-pass-by';
import { mergeMulti } from '../../../shared/rules/multi-value';
import { fabricFlawsAnswered, fabricPatternAnswered } from '../../../shared/rules/flaws';
import { formatDisplayDate } from '../../../shared/dates';
import type { FabricDraft } from '../../../shared/schemas/fabric';
import { UPLOAD_STEP_ID } from '../../wizard/step-graph';
import { PRODUCT_FORM_KEYS } from '../../wizard/draft-store';
import type { FlowDecl, WizardStep } from '../../wizard/wizard-types';
import { paths } from '../../app/paths';
import { BundleOrRollPage, CameraPage, HasVariantsPage, KnitOrWovenPage } from './pages/basics-pages';
import { DimensionsPage, VariantDimensionsPage } from './pages/dimension-pages';
import {
  ColoursPage,
  CommonUsesPage,
  FeelPage,
  FiberContentPage,
  KnitOrWeaveTypePage,
  OpacityWeightDrapePage,
  PatternImperfectionsPage,
  PatternPage,
  QualityPage,
  StretchPage,
  StretchPercentagePage,
} from './pages/content-pages';
import { PricePage, VariantPricePage } from './pages/price-pages';
import { NamePage, UnboxingPage } from './pages/finish-pages';
import { ReviewPage } from './pages/review-page';
import { withPassedByLinks, type PassedBySummary } from '../../wizard/passed-by-links';

const filled = (list: readonly string[] | undefined, n: number) =>
  (list ?? []).slice(0, n).length === n && (list ?? []).slice(0, n).every((v) => v.trim() !== '');

/**
 * The fabric steps in the spec's sidebar order (spec 000 'Fabric step order'). `passBy` marks the
 * pages Next and Back go past while their answer is already given or every input on them is
 * optional (issue 17 item 2, fabric-pass-by.ts); each is linked from the page before it.
 */
const DECLARED: readonly WizardStep<FabricDraft>[] = [
  {
    id: 'bundle_or_roll',
    label: 'Bundle or Roll',
    title: 'Bundle or Roll?',
    Component: BundleOrRollPage,
    done: (d) => Boolean(d.bundleOrRoll),
    fields: ['bundleOrRoll'],
  },
  {
    id: 'has_variants',
    label: 'Has Variants',
    title: 'Variants',
    Component: HasVariantsPage,
    done: (d) => Boolean(d.hasVariants),
    fields: ['hasVariants'],
  },
  { id: 'camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  {
    id: 'dimensions',
    label: 'Dimensions',
    title: 'Dimensions',
    Component: DimensionsPage,
    visible: showsDimensions,
    done: (d) => filled(d.lengthM, 1) && filled(d.widthCM, 1),
    fields: ['lengthM.0', 'widthCM.0', 'quantity.0'],
  },
  {
    id: 'variant_dimensions',
    label: 'Variant Dimensions',
    title: 'Variant Dimensions',
    Component: VariantDimensionsPage,
    visible: showsVariantDimensions,
    done: (d) => filled(d.lengthM, variantCount(d)) && filled(d.widthCM, variantCount(d)) && fabricFlawsAnswered(d),
    fields: ['lengthM', 'widthCM', 'quantity', 'imperfections', 'variantedFields'],
    // Two rows alike, or a row too long, are said here rather than on the review.
    stopsOn: ['lengthM', 'widthCM', 'quantity', 'variantedFields'],
  },
  {
    id: 'knit_or_woven',
    label: 'Knit or Woven',
    title: 'Knit or Woven?',
    Component: KnitOrWovenPage,
    done: (d) => Boolean(d.knitOrWoven),
    fields: ['knitOrWoven'],
  },
  {
    id: 'fiber_content',
    // The spec writes this step 'Fiber Content' in its sidebar list and 'Fibre content' in its page
    // details, and every wording it quotes on the page says fibre ('Add primary + secondary fibre'):
    // one spelling on the page and in the sidebar, Canada's, as in Colours.
    label: 'Fibre Content',
    title: 'Fibre Content',
    Component: FiberContentPage,
    done: (d) => Boolean(d.contentType),
    fields: ['content'],
  },
  {
    id: 'knit_or_weave_type',
    label: 'Knit or Weave Type',
    title: 'Knit or Weave Type',
    Component: KnitOrWeaveTypePage,
    fields: ['knitWeaveType'],
  },
  {
    id: 'quality',
    label: 'Quality',
    title: 'Quality',
    Component: QualityPage,
    done: (d) => Boolean(d.qualityExists),
    passBy: qualityAnswered,
    fields: ['quality'],
  },
  {
    id: 'stretch',
    label: 'Stretch',
    title: 'Stretch',
    Component: StretchPage,
    done: (d) => Boolean(d.stretch),
    fields: ['stretch', 'slightStretch'],
  },
  {
    id: 'stretch_percentage',
    label: 'Stretch Percentage',
    title: 'Stretch Percentage',
    Component: StretchPercentagePage,
    visible: showsStretchPercentage,
    fields: ['widthStretch', 'lengthStretch'],
    // The stretch rules judge these sliders by earlier answers: Next shows a broken one here.
    stopsOn: ['widthStretch', 'lengthStretch'],
  },
  {
    id: 'opacity_weight_drape',
    label: 'Opacity/Weight/Drape',
    title: 'Opacity, Weight and Drape',
    Component: OpacityWeightDrapePage,
    done: (d) => Boolean(d.opacity && d.weight && d.drape),
    fields: ['opacity', 'weight', 'bulky', 'drape'],
  },
  { id: 'feel', label: 'Feel', title: 'Feel', Component: FeelPage, done: (d) => (d.feel ?? []).some((f) => f.trim()), fields: ['feel'] },
  {
    id: 'colours',
    label: 'Colours',
    title: 'Colours',
    Component: ColoursPage,
    done: (d) => mergeMulti(d.colour, d.colourOther).length > 0,
    fields: ['colour', 'colourTone'],
  },
  {
    id: 'pattern_imperfections',
    label: 'Pattern + Imperfections',
    title: 'Pattern and Imperfections',
    Component: PatternImperfectionsPage,
    visible: showsPatternAndImperfections,
    // Asked of every fabric, never passed by (issue 26): the customer reads both answers.
    done: (d) => fabricPatternAnswered(d) && fabricFlawsAnswered(d),
    fields: ['pattern', 'border', 'imperfections'],
  },
  {
    id: 'pattern',
    label: 'Pattern',
    title: 'Pattern',
    Component: PatternPage,
    visible: showsPatternOnly,
    done: fabricPatternAnswered,
    fields: ['pattern', 'border'],
  },
  {
    id: 'common_uses',
    label: 'Common Uses',
    title: 'Common Uses',
    Component: CommonUsesPage,
    done: (d) => mergeMulti(d.uses, d.usesOther).length > 0,
    fields: ['uses'],
  },
  {
    id: 'price',
    label: 'Price',
    title: 'Price',
    Component: PricePage,
    visible: showsPrice,
    // The suggestion counts before a page stores it, so a passed-by Price never holds back the steps after it.
    done: (d) => Boolean(priceOf(d)),
    passBy: priceIsSuggested,
    fields: ['price'],
  },
  {
    id: 'variant_price',
    label: 'Variant Price',
    title: 'Variant Price',
    Component: VariantPricePage,
    visible: showsVariantPrice,
    passBy: (d) => variantPricesAreSuggested(d, fieldErrorsOf(d)),
    fields: ['price'],
  },
  // The name is optional: unnamed, the listing is titled by colour and type (productTitle).
  { id: 'name', label: 'Name', title: 'Name', Component: NamePage, passBy: () => true, fields: ['name'] },
  {
    id: 'unboxing',
    label: 'Unboxing',
    title: 'Unboxing',
    Component: UnboxingPage,
    done: (d) => Boolean(d.unboxingDateExists),
    passBy: unboxingAnswered,
    fields: ['unboxingDate', 'mediaTag'],
  },
  { id: UPLOAD_STEP_ID, label: 'Upload Product', title: 'Upload Product!', Component: ReviewPage },
];

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

/** What each passable page holds, shown on its link from the page before. */
const PASSED_BY_SUMMARIES: Readonly<Record<string, PassedBySummary<FabricDraft>>> = {
  quality: (d) => (d.qualityExists === 'Yes' ? listed(mergeMulti(d.quality, d.qualityOther)) : (d.qualityExists ?? null)),
  pattern: (d) => d.patternOther?.trim() || d.pattern || null,
  price: (d) => {
    const price = priceOf(d);
    return price ? `$${price} suggested` : null;
  },
  variant_price: () => 'suggested',
  name: (d) => d.name?.trim() || null,
  unboxing: (d) => {
    if (d.unboxingDateExists === 'Yes') return d.unboxingDate ? `Yes, ${formatDisplayDate(d.unboxingDate)}` : 'Yes';
    return d.mediaTag && d.mediaTag !== 'None' ? d.mediaTag : (d.unboxingDateExists ?? null);
  },
};

export const FABRIC_STEPS: readonly WizardStep<FabricDraft>[] = DECLARED.map((s) =>
  s.id === UPLOAD_STEP_ID ? s : { ...s, Component: withPassedByLinks(s.id, s.Component, () => FABRIC_STEPS, PASSED_BY_SUMMARIES) },
);

/**
 * Dimensions holds the first row only (a roll's own length, width and quantity, or a bundle's
 * only row); Variant Dimensions holds the rest of the table, its imperfections and, through its
 * 'same for all' toggles, which fields are per variant. So an error in a roll's bundle row points
 * to Variant Dimensions and one in the roll's own row to Dimensions (step-graph `stepForField`).
 */
export const FABRIC_FLOW: FlowDecl<FabricDraft> = {
  base: paths.fabric.root,
  steps: FABRIC_STEPS,
  initial: () => newFabricDraft(),
  accepts: (type) => type === 'Fabric',
  topBar: () => PRODUCT_TYPE_DISPLAY.Fabric,
  validate: (d) => fieldErrorsOf(d),
  storageKey: PRODUCT_FORM_KEYS.fabric,
  // Start New Product keeps the product type and the unboxing date (spec 000 section 4).
  newProduct: (d) =>
    newFabricDraft({
      unboxingDate: d.unboxingDate,
      unboxingDateExists: d.unboxingDateExists,
      mediaTag: d.mediaTag === 'Unboxing' ? 'Unboxing' : undefined,
    }),
};
