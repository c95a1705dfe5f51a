import { forKind, has, quantityText, type SupplyStep } from '../supply-form';
import { CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import { ButtonDesignPage, ButtonMaterialPage, ButtonQuantityPage, ButtonSizePage, ButtonTypePage, ButtonUsesPage } from '../pages/button-pages';
import { priceDone } from './shared-steps';

/** Buttons (spec 001 section 2). */
export const BUTTON_STEPS: SupplyStep[] = forKind('Buttons', [
  { id: 'button_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'button_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'button_size', label: 'Button Size', title: 'Button Size', Component: ButtonSizePage, done: (d) => has(d, 'widthMM'), fields: ['widthMM', 'mixedWidth'] },
  { id: 'button_quantity', label: 'Quantity', title: 'Quantity', Component: ButtonQuantityPage, done: (d) => Boolean(quantityText(d)) && (d.sellingUnit !== 'Pack' || has(d, 'packSize')), fields: ['quantity', 'packSize', 'uniqueShape'] },
  { id: 'button_type', label: 'Button Type', title: 'Button Type', Component: ButtonTypePage, done: (d) => has(d, 'buttonType'), fields: ['buttonType'] },
  { id: 'button_material', label: 'Button Material', title: 'Button Material', Component: ButtonMaterialPage, done: (d) => has(d, 'materials'), fields: ['materials', 'buttonOpaqueness'] },
  { id: 'button_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'button_design', label: 'Button Design', title: 'Button Design', Component: ButtonDesignPage, fields: ['design'] },
  { id: 'button_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ButtonUsesPage, done: (d) => has(d, 'uses'), fields: ['uses'] },
  { id: 'button_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
