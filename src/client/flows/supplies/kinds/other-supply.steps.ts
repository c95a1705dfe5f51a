import { showsSellingUnit, showsWeightAndSize, showsWeightStep } from '../../../../shared/rules/supplies';
import { forKind, supplyOf, type KindStep, type SupplyForm } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import {
  OtherSupplyDimensionsPage,
  OtherSupplyImperfectionsPage,
  OtherSupplyNamePage,
  OtherSupplyQuantityPage,
  OtherSupplyTypePage,
  OtherSupplyWeightPage,
  OtherSupplyWeightSizePage,
} from '../pages/other-supply-pages';
import { additionalInfoStep, cameraStep, onePieceOnly, priceStep, questionsOnly, quantitySummary } from './shared-steps';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Nothing given on a page whose every field is optional: Next passes it by (D92), the page before links to it. */
const untouched = (d: SupplyForm, fields: readonly (keyof SupplyForm)[]) => fields.every((f) => blank(d[f]));
const optionalPage = { passBySummary: () => 'optional' } as const;

/** Other Supply, shown as Everything Else (spec 001 section 2); the unit decides the dimension, weight and quantity steps. */
export const OTHER_SUPPLY_STEPS: KindStep[] = forKind('Other Supply', [
  { id: 'other_supply_type', label: 'Supply Type', title: 'Supply Type', Component: OtherSupplyTypePage, fields: ['otherSupplyType'] },
  // Sewing tool, books and sequins force their unit (spec 001 section 4): the product holds it, nobody is asked.
  {
    id: 'other_supply_selling_unit',
    label: 'Selling Unit',
    title: 'Selling Unit',
    Component: SellingUnitPage,
    visible: (d) => showsSellingUnit(supplyOf(d)),
    fields: ['sellingUnit'],
  },
  cameraStep('other_supply_camera'),
  { id: 'other_supply_name', label: 'Name', title: 'Add a name', Component: OtherSupplyNamePage, fields: ['name'] },
  {
    id: 'other_supply_dimensions',
    label: 'Other Supply Dimensions',
    title: 'Dimensions',
    Component: OtherSupplyDimensionsPage,
    fields: ['widthCM', 'lengthCM', 'lengthM', 'heightCM', 'dimensionDescription'],
    // By the metre the width and length are required; otherwise every dimension is optional (issue 26 item 6).
    passBy: (d) => d.sellingUnit !== 'By Meter' && untouched(d, ['widthCM', 'lengthCM', 'heightCM', 'dimensionDescription']),
    ...optionalPage,
  },
  // Bulky is asked on both weight pages and by weight keeps the grams no page asks for, so the spec's units pick the page.
  {
    id: 'other_supply_weight',
    label: 'Weight',
    title: 'Weight',
    Component: OtherSupplyWeightPage,
    visible: (d) => showsWeightStep(supplyOf(d)),
    fields: ['weightLB', 'bulky'],
  },
  {
    id: 'other_supply_weight_size',
    label: 'Weight + Size',
    title: 'Weight and Size',
    Component: OtherSupplyWeightSizePage,
    visible: (d) => showsWeightAndSize(supplyOf(d)),
    fields: ['weightG', 'osSize', 'bulky'],
    passBy: (d) => untouched(d, ['weightG', 'osSize']) && d.bulky !== true,
    ...optionalPage,
  },
  {
    id: 'other_supply_quantity',
    label: 'Other Supply Quantity',
    title: 'Quantity',
    Component: OtherSupplyQuantityPage,
    fields: ['quantity', 'packSize'],
    passBy: onePieceOnly,
    passBySummary: quantitySummary,
  },
  {
    id: 'other_supply_imperfections',
    label: 'Other Supply Imperfections',
    title: 'Imperfections',
    Component: OtherSupplyImperfectionsPage,
    fields: ['imperfections'],
    ...questionsOnly(['imperfectionExists']),
  },
  additionalInfoStep('other_supply_additional_info', 'Additional Info'),
  { id: 'other_supply_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  priceStep('other_supply_price'),
]);
