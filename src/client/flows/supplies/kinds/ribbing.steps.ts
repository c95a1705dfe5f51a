import { forKind, has, keeps, listOf, quantityText, type SupplyStep } from '../supply-form';
import { CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import { RibbingDimensionsPage, RibbingMaterialStretchPage, RibbingPatternImperfectionsPage, RibbingQuantityPage, RibbingUsesPage } from '../pages/trim-ribbing-bias-pages';
import { priceDone } from './shared-steps';

/** Ribbing (spec 001 section 2); by the metre has no length, size or pack size. */
export const RIBBING_STEPS: SupplyStep[] = forKind('Ribbing', [
  { id: 'ribbing_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'ribbing_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'ribbing_material_stretch', label: 'Material and Stretch', title: 'Material and Stretch', Component: RibbingMaterialStretchPage, done: (d) => has(d, 'material') && has(d, 'stretch'), fields: ['material', 'stretch'] },
  { id: 'ribbing_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'ribbing_pattern_imperfections', label: 'Pattern + Imperfections', title: 'Pattern and Imperfections', Component: RibbingPatternImperfectionsPage, fields: ['pattern', 'imperfections'] },
  { id: 'ribbing_dimensions', label: 'Dimensions', title: 'Dimensions', Component: RibbingDimensionsPage, done: (d) => has(d, 'widthCM') && (!keeps(d, 'lengthCM') || has(d, 'lengthCM')) && (!keeps(d, 'size') || has(d, 'size')), fields: ['widthCM', 'lengthCM', 'size'] },
  { id: 'ribbing_common_use', label: 'Ribbing Common Use', title: 'Ribbing Common Use', Component: RibbingUsesPage, done: (d) => listOf(d, 'uses').length > 0, fields: ['uses'] },
  { id: 'ribbing_quantity', label: 'Quantity', title: 'Quantity', Component: RibbingQuantityPage, done: (d) => Boolean(quantityText(d)) && (!keeps(d, 'packSize') || has(d, 'packSize')), fields: ['quantity', 'packSize'] },
  { id: 'ribbing_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
