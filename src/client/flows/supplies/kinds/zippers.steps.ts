import { forKind, has, quantityText, unitIs, type SupplyStep } from '../supply-form';
import { AdditionalInfoPage, CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import {
  BrandImperfectionsQualityPage,
  HardwareMaterialPage,
  HardwareTypePage,
  HardwareUnitPage,
  ImperfectionsQualityPage,
  SliderSizePage,
  ZipperDimensionsPage,
  ZipperQuantityPage,
  ZipperTypeClosurePage,
  ZipperTypePage,
  ZipperUsesPage,
} from '../pages/zipper-pages';
import { priceDone } from './shared-steps';

const hardware = unitIs('Hardware');
const tape = unitIs('Tape By The Meter');
const needsPackSize = (d: Parameters<typeof hardware>[0]) => d.sellingUnit === 'Pack' || (d.sellingUnit === 'Hardware' && d.zipperHardwareSU === 'Pack');

/** Zippers (spec 001 section 2), in the spec's order; each unit shows the steps of the fields it keeps. */
export const ZIPPER_STEPS: SupplyStep[] = forKind('Zippers', [
  { id: 'zipper_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'zipper_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'zipper_hardware_type', label: 'Hardware Type', title: 'Hardware Type', Component: HardwareTypePage, visible: hardware, done: (d) => has(d, 'zipperHardwareType'), fields: ['zipperHardwareType'] },
  { id: 'zipper_hardware_unit', label: 'Hardware Unit', title: 'Hardware Unit', Component: HardwareUnitPage, visible: hardware, done: (d) => has(d, 'zipperHardwareSU'), fields: ['zipperHardwareSU'] },
  { id: 'zipper_hardware_material', label: 'Hardware Material', title: 'Hardware Material', Component: HardwareMaterialPage, visible: hardware, done: (d) => has(d, 'zipperHardwareMaterial'), fields: ['zipperHardwareMaterial'] },
  { id: 'zipper_type', label: 'Zipper Type', title: 'Zipper Type', Component: ZipperTypePage, visible: tape, done: (d) => has(d, 'zipperType') && has(d, 'material'), fields: ['zipperType', 'material'] },
  { id: 'zipper_type_closure', label: 'Zipper Type + Closure', title: 'Zipper Type and Closure', Component: ZipperTypeClosurePage, visible: unitIs('Individual', 'Pack'), done: (d) => has(d, 'zipperType') && has(d, 'closure'), fields: ['zipperType', 'closure'] },
  { id: 'zipper_dimensions', label: 'Zipper Dimensions', title: 'Zipper Dimensions', Component: ZipperDimensionsPage, visible: (d) => !hardware(d), done: (d) => tape(d) || has(d, 'lengthIn'), fields: ['widthMM', 'lengthIn'] },
  { id: 'zipper_size', label: 'Size', title: 'Size', Component: SliderSizePage, fields: ['sliderSize'] },
  { id: 'zipper_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'zipper_brand_imperfections_quality', label: 'Brand/Imperfections/Quality', title: 'Brand, Imperfections and Quality', Component: BrandImperfectionsQualityPage, visible: (d) => !tape(d), fields: ['brand', 'imperfections', 'quality'] },
  { id: 'zipper_imperfections_quality', label: 'Imperfections + Quality', title: 'Imperfections and Quality', Component: ImperfectionsQualityPage, visible: tape, fields: ['imperfections', 'quality'] },
  { id: 'zipper_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ZipperUsesPage, visible: unitIs('Individual', 'Pack'), done: (d) => has(d, 'uses'), fields: ['uses'] },
  { id: 'zipper_quantity', label: 'Quantity', title: 'Quantity', Component: ZipperQuantityPage, done: (d) => Boolean(quantityText(d)) && (!needsPackSize(d) || has(d, 'packSize')), fields: ['quantity', 'packSize'] },
  { id: 'zipper_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
  { id: 'zipper_additional_information', label: 'Additional Information', title: 'Additional Information', Component: AdditionalInfoPage, fields: ['additionalInfo'] },
]);
