import { showsOtherSupplyQuantity, showsSellingUnit, showsWeightAndSize, showsWeightStep } from '../../../../shared/rules/supplies';
import { forKind, has, keeps, quantityText, supplyOf, type SupplyForm, type SupplyStep } from '../supply-form';
import { AdditionalInfoPage, CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import {
  OtherSupplyDimensionsPage,
  OtherSupplyImperfectionsPage,
  OtherSupplyNamePage,
  OtherSupplyQuantityPage,
  OtherSupplyTypePage,
  OtherSupplyWeightPage,
  OtherSupplyWeightSizePage,
} from '../pages/other-supply-pages';
import { priceDone } from './shared-steps';

const s = (f: (d: ReturnType<typeof supplyOf>) => boolean) => (d: SupplyForm) => f(supplyOf(d));

/** Other Supply, shown as Everything Else (spec 001 section 2); the unit decides the dimension, weight and quantity steps. */
export const OTHER_SUPPLY_STEPS: SupplyStep[] = forKind('Other Supply', [
  { id: 'other_supply_type', label: 'Supply Type', title: 'Supply Type', Component: OtherSupplyTypePage, done: (d) => has(d, 'otherSupplyType'), fields: ['otherSupplyType'] },
  { id: 'other_supply_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, visible: s(showsSellingUnit), done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'other_supply_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'other_supply_name', label: 'Name', title: 'Add a name', Component: OtherSupplyNamePage, fields: ['name'] },
  { id: 'other_supply_dimensions', label: 'Other Supply Dimensions', title: 'Dimensions', Component: OtherSupplyDimensionsPage, done: (d) => d.sellingUnit !== 'By Meter' || (has(d, 'widthCM') && has(d, 'lengthM')), fields: ['widthCM', 'lengthCM', 'lengthM', 'heightCM', 'dimensionDescription'] },
  { id: 'other_supply_weight', label: 'Weight', title: 'Weight', Component: OtherSupplyWeightPage, visible: s(showsWeightStep), done: (d) => !keeps(d, 'weightLB') || has(d, 'weightLB'), fields: ['weightLB', 'bulky'] },
  { id: 'other_supply_weight_size', label: 'Weight + Size', title: 'Weight and Size', Component: OtherSupplyWeightSizePage, visible: s(showsWeightAndSize), fields: ['weightG', 'osSize', 'bulky'] },
  { id: 'other_supply_quantity', label: 'Other Supply Quantity', title: 'Quantity', Component: OtherSupplyQuantityPage, visible: s(showsOtherSupplyQuantity), done: (d) => Boolean(quantityText(d)) && (!keeps(d, 'packSize') || has(d, 'packSize')), fields: ['quantity', 'packSize'] },
  { id: 'other_supply_imperfections', label: 'Other Supply Imperfections', title: 'Imperfections', Component: OtherSupplyImperfectionsPage, fields: ['imperfections'] },
  { id: 'other_supply_additional_info', label: 'Additional Info', title: 'Additional Information', Component: AdditionalInfoPage, fields: ['additionalInfo'] },
  { id: 'other_supply_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'other_supply_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
