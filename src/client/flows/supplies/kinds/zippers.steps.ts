import { forKind, keeps, type KindStep, type SupplyForm } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
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
import { additionalInfoStep, cameraStep, onePieceOnly, priceStep, questionsOnly, quantitySummary } from './shared-steps';

// Single hardware is forced to a pack size of 1 (spec 001 section 4): its Quantity page asks only how many.
const singleHardware = (d: SupplyForm) => d.sellingUnit === 'Hardware' && d.zipperHardwareSU === 'Individual';
const noSliderSize = (d: SupplyForm) => d.sliderSize === undefined || String(d.sliderSize).trim() === '';

/** Zippers (spec 001 section 2), in the spec's order; each unit shows the steps of the fields it keeps. */
export const ZIPPER_STEPS: KindStep[] = forKind('Zippers', [
  { id: 'zipper_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('zipper_camera'),
  {
    id: 'zipper_hardware_type',
    label: 'Hardware Type',
    title: 'Hardware Type',
    Component: HardwareTypePage,
    fields: ['zipperHardwareType'],
  },
  { id: 'zipper_hardware_unit', label: 'Hardware Unit', title: 'Hardware Unit', Component: HardwareUnitPage, fields: ['zipperHardwareSU'] },
  {
    id: 'zipper_hardware_material',
    label: 'Hardware Material',
    title: 'Hardware Material',
    Component: HardwareMaterialPage,
    fields: ['zipperHardwareMaterial'],
  },
  { id: 'zipper_type', label: 'Zipper Type', title: 'Zipper Type', Component: ZipperTypePage, fields: ['zipperType', 'material'] },
  {
    id: 'zipper_type_closure',
    label: 'Zipper Type + Closure',
    title: 'Zipper Type and Closure',
    Component: ZipperTypeClosurePage,
    fields: ['zipperType', 'closure'],
  },
  // Hardware keeps the optional width in the data (spec 001 section 5 omits only its length), but no hardware page asks it.
  {
    id: 'zipper_dimensions',
    label: 'Zipper Dimensions',
    title: 'Zipper Dimensions',
    Component: ZipperDimensionsPage,
    visible: (d) => d.sellingUnit !== 'Hardware',
    fields: ['widthMM', 'lengthIn'],
  },
  // Optional (spec 001 section 5): reached from Zipper Dimensions' 'Add slider size'. A hardware slider is
  // sized by it and its page before moves on by itself, so hardware keeps it as a stop.
  {
    id: 'zipper_size',
    label: 'Size',
    title: 'Size',
    Component: SliderSizePage,
    fields: ['sliderSize'],
    passBy: (d) => d.sellingUnit !== 'Hardware' && noSliderSize(d),
    passBySummary: () => 'optional',
  },
  { id: 'zipper_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  {
    id: 'zipper_brand_imperfections_quality',
    label: 'Brand/Imperfections/Quality',
    title: 'Brand, Imperfections and Quality',
    Component: BrandImperfectionsQualityPage,
    fields: ['brand', 'imperfections', 'quality'],
    ...questionsOnly(['brandExists', 'imperfectionExists', 'qualityExists']),
  },
  // The same imperfections and quality, on the page of a unit that omits the brand: the fields are shared, the page is the unit's.
  {
    id: 'zipper_imperfections_quality',
    label: 'Imperfections + Quality',
    title: 'Imperfections and Quality',
    Component: ImperfectionsQualityPage,
    visible: (d) => Boolean(d.sellingUnit) && !keeps(d, 'brand'),
    fields: ['imperfections', 'quality'],
    ...questionsOnly(['imperfectionExists', 'qualityExists']),
  },
  { id: 'zipper_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ZipperUsesPage, fields: ['uses'] },
  {
    id: 'zipper_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: ZipperQuantityPage,
    fields: ['quantity', 'packSize'],
    passBy: (d) => onePieceOnly(d, singleHardware(d)),
    passBySummary: quantitySummary,
  },
  priceStep('zipper_price'),
  additionalInfoStep('zipper_additional_information', 'Additional Information'),
]);
