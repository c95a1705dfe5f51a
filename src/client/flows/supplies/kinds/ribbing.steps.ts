import { forKind, type KindStep } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import {
  RibbingDimensionsPage,
  RibbingMaterialStretchPage,
  RibbingPatternImperfectionsPage,
  RibbingQuantityPage,
  RibbingUsesPage,
} from '../pages/trim-ribbing-bias-pages';
import { cameraStep, onePieceOnly, priceStep, quantitySummary } from './shared-steps';

/** Ribbing (spec 001 section 2); by the metre has no length, size or pack size. */
export const RIBBING_STEPS: KindStep[] = forKind('Ribbing', [
  { id: 'ribbing_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('ribbing_camera'),
  {
    id: 'ribbing_material_stretch',
    label: 'Material and Stretch',
    title: 'Material and Stretch',
    Component: RibbingMaterialStretchPage,
    fields: ['material', 'stretch'],
  },
  { id: 'ribbing_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  {
    id: 'ribbing_pattern_imperfections',
    label: 'Pattern + Imperfections',
    title: 'Pattern and Imperfections',
    Component: RibbingPatternImperfectionsPage,
    fields: ['pattern', 'imperfections'],
  },
  {
    id: 'ribbing_dimensions',
    label: 'Dimensions',
    title: 'Dimensions',
    Component: RibbingDimensionsPage,
    fields: ['widthCM', 'lengthCM', 'size'],
  },
  { id: 'ribbing_common_use', label: 'Ribbing Common Use', title: 'Ribbing Common Use', Component: RibbingUsesPage, fields: ['uses'] },
  {
    id: 'ribbing_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: RibbingQuantityPage,
    fields: ['quantity', 'packSize'],
    passBy: onePieceOnly,
    passBySummary: quantitySummary,
  },
  priceStep('ribbing_price'),
]);
