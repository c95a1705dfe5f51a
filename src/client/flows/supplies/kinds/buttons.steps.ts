import { forKind, type KindStep } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import {
  ButtonDesignPage,
  ButtonMaterialPage,
  ButtonQuantityPage,
  ButtonSizePage,
  ButtonTypePage,
  ButtonUsesPage,
} from '../pages/button-pages';
import { cameraStep, onePieceOnly, priceStep, quantitySummary } from './shared-steps';

/** Buttons (spec 001 section 2). */
export const BUTTON_STEPS: KindStep[] = forKind('Buttons', [
  { id: 'button_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('button_camera'),
  { id: 'button_size', label: 'Button Size', title: 'Button Size', Component: ButtonSizePage, fields: ['widthMM', 'mixedWidth'] },
  {
    id: 'button_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: ButtonQuantityPage,
    fields: ['quantity', 'packSize', 'uniqueShape'],
    // Single buttons: the unique-shape box is unticked as the draft starts (ticking it makes a pack of 2).
    passBy: onePieceOnly,
    passBySummary: quantitySummary,
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
  // Optional (spec 001): passed by like the other optional pages (D92), linked from Colours with the design it holds.
  {
    id: 'button_design',
    label: 'Button Design',
    title: 'Button Design',
    Component: ButtonDesignPage,
    fields: ['design'],
    passBy: () => true,
    passBySummary: (d) => d.designOther?.trim() || d.design || 'optional',
  },
  { id: 'button_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ButtonUsesPage, fields: ['uses'] },
  priceStep('button_price'),
]);
