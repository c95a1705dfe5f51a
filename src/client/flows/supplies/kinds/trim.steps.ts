import { forKind, type KindStep, type SupplyForm } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import { MetreQuantityPage, WidthPage } from '../pages/length-pages';
import {
  TrimContentPage,
  TrimDesignShapePage,
  TrimDimensionsQuantityPage,
  TrimQualitiesPage,
  TrimTypeWeavePage,
  TrimUsesImperfectionsPage,
} from '../pages/trim-ribbing-bias-pages';
import { cameraStep, priceStep, questionsOnly } from './shared-steps';

// By the metre asks width and quantity on pages of their own; every other unit asks them on Dimensions + Quantity. Same fields, the unit's layout.
const byMeter = (d: SupplyForm) => d.sellingUnit === 'By Meter';

/** Trim (spec 001 section 2). */
export const TRIM_STEPS: KindStep[] = forKind('Trim', [
  { id: 'trim_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('trim_camera'),
  { id: 'trim_dimensions', label: 'Dimensions', title: 'Dimensions', Component: WidthPage, visible: byMeter, fields: ['widthIn'] },
  { id: 'trim_quantity', label: 'Quantity', title: 'Quantity', Component: MetreQuantityPage, visible: byMeter, fields: ['quantity'] },
  {
    id: 'trim_dimensions_quantity',
    label: 'Dimensions + Quantity',
    title: 'Dimensions and Quantity',
    Component: TrimDimensionsQuantityPage,
    fields: ['widthIn', 'lengthM', 'trimLengthType', 'packSize', 'quantity'],
  },
  {
    id: 'trim_type_weave',
    label: 'Type + Weave',
    title: 'Type and Weave',
    Component: TrimTypeWeavePage,
    fields: ['trimType', 'weaveType'],
  },
  {
    id: 'trim_design_shape',
    label: 'Design + Shape',
    title: 'Design and Shape',
    Component: TrimDesignShapePage,
    fields: ['design', 'shape'],
  },
  {
    id: 'trim_qualities',
    label: 'Trim Qualities',
    title: 'Trim Qualities',
    Component: TrimQualitiesPage,
    fields: ['qualities'],
    ...questionsOnly(['qualitiesExists']),
  },
  { id: 'trim_content', label: 'Trim Content', title: 'Trim Content', Component: TrimContentPage, fields: ['trimContent'] },
  { id: 'trim_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  {
    id: 'trim_uses_imperfections',
    label: 'Uses + Imperfections',
    title: 'Uses and Imperfections',
    Component: TrimUsesImperfectionsPage,
    fields: ['uses', 'imperfections'],
  },
  priceStep('trim_price'),
]);
