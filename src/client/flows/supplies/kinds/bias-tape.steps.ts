import { forKind, type KindStep } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import {
  BiasTapeBrandInfoPage,
  BiasTapeDimensionsQuantityPage,
  BiasTapeMaterialTypePage,
  BiasTapeQualitiesImperfectionsPage,
} from '../pages/trim-ribbing-bias-pages';
import { cameraStep, priceStep, questionsOnly } from './shared-steps';

/** Bias Tape (spec 001 section 2): Brand + Additional Info only for packages. */
export const BIAS_TAPE_STEPS: KindStep[] = forKind('Bias Tape', [
  { id: 'bias_tape_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('bias_tape_camera'),
  {
    id: 'bias_tape_dimensions_quantity',
    label: 'Dimensions + Quantity',
    title: 'Dimensions and Quantity',
    Component: BiasTapeDimensionsQuantityPage,
    fields: ['widthIn', 'lengthM', 'biasTapeLengthType', 'quantity'],
  },
  {
    id: 'bias_tape_material_type',
    label: 'Material + Type',
    title: 'Material and Type',
    Component: BiasTapeMaterialTypePage,
    fields: ['material', 'biasTapeType'],
  },
  {
    id: 'bias_tape_brand_info',
    label: 'Brand + Additional Info',
    title: 'Brand and Additional Information',
    Component: BiasTapeBrandInfoPage,
    fields: ['brand', 'additionalInfo'],
    ...questionsOnly(['brandExists', 'additionalInfoExists']),
  },
  {
    id: 'bias_tape_qualities_imperfections',
    label: 'Qualities + Imperfections',
    title: 'Qualities and Imperfections',
    Component: BiasTapeQualitiesImperfectionsPage,
    fields: ['qualities', 'imperfections'],
    ...questionsOnly(['qualitiesExists', 'imperfectionExists']),
  },
  { id: 'bias_tape_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  priceStep('bias_tape_price'),
]);
