import { forKind, type SupplyStep } from '../supply-form';
import { ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import {
  ButtonDesignPage,
  ButtonMaterialPage,
  ButtonQuantityPage,
  ButtonSizePage,
  ButtonTypePage,
  ButtonUsesPage,
} from '../pages/button-pages';
import { cameraStep } from './shared-steps';

/** Buttons (spec 001 section 2). */
export const BUTTON_STEPS: SupplyStep[] = forKind('Buttons', [
  { id: 'button_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('button_camera'),
  { id: 'button_size', label: 'Button Size', title: 'Button Size', Component: ButtonSizePage, fields: ['widthMM', 'mixedWidth'] },
  {
    id: 'button_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: ButtonQuantityPage,
    fields: ['quantity', 'packSize', 'uniqueShape'],
  },
  { id: 'button_type', label: 'Button Type', title: 'Button Type', Component: ButtonTypePage, fields: ['buttonType'] },
  {
    id: 'button_material',
    label: 'Button Material',
    title: 'Button Material',
    Component: ButtonMaterialPage,
    fields: ['materials', 'buttonOpaqueness'],
  },
  { id: 'button_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  { id: 'button_design', label: 'Button Design', title: 'Button Design', Component: ButtonDesignPage, fields: ['design'] },
  { id: 'button_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ButtonUsesPage, fields: ['uses'] },
  { id: 'button_price', label: 'Price', title: 'Price', Component: PricePage, fields: ['price', 'mediaTag', 'unboxingDate'] },
]);
