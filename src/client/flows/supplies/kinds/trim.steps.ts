import { forKind, has, listOf, quantityText, unitIs, type SupplyStep } from '../supply-form';
import { CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import { dimensionsDone, MetreQuantityPage, WidthPage } from '../pages/length-pages';
import { TrimContentPage, TrimDesignShapePage, TrimDimensionsQuantityPage, TrimQualitiesPage, TrimTypeWeavePage, TrimUsesImperfectionsPage } from '../pages/trim-ribbing-bias-pages';
import { priceDone } from './shared-steps';

const byMeter = unitIs('By Meter');

/** Trim (spec 001 section 2). */
export const TRIM_STEPS: SupplyStep[] = forKind('Trim', [
  { id: 'trim_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'trim_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'trim_dimensions', label: 'Dimensions', title: 'Dimensions', Component: WidthPage, visible: byMeter, done: (d) => Boolean(d.widthTyped?.trim()), fields: ['widthIn'] },
  { id: 'trim_quantity', label: 'Quantity', title: 'Quantity', Component: MetreQuantityPage, visible: byMeter, done: (d) => Boolean(quantityText(d)), fields: ['quantity'] },
  { id: 'trim_dimensions_quantity', label: 'Dimensions + Quantity', title: 'Dimensions and Quantity', Component: TrimDimensionsQuantityPage, visible: (d) => Boolean(d.sellingUnit) && !byMeter(d), done: (d) => dimensionsDone(d, 'trimLengthType'), fields: ['widthIn', 'lengthM', 'trimLengthType', 'packSize', 'quantity'] },
  { id: 'trim_type_weave', label: 'Type + Weave', title: 'Type and Weave', Component: TrimTypeWeavePage, done: (d) => has(d, 'trimType'), fields: ['trimType', 'weaveType'] },
  { id: 'trim_design_shape', label: 'Design + Shape', title: 'Design and Shape', Component: TrimDesignShapePage, fields: ['design', 'shape'] },
  { id: 'trim_qualities', label: 'Trim Qualities', title: 'Trim Qualities', Component: TrimQualitiesPage, fields: ['qualities'] },
  { id: 'trim_content', label: 'Trim Content', title: 'Trim Content', Component: TrimContentPage, done: (d) => listOf(d, 'trimContent').length > 0, fields: ['trimContent'] },
  { id: 'trim_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'trim_uses_imperfections', label: 'Uses + Imperfections', title: 'Uses and Imperfections', Component: TrimUsesImperfectionsPage, done: (d) => listOf(d, 'uses').length > 0, fields: ['uses', 'imperfections'] },
  { id: 'trim_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
