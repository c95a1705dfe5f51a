import { forKind, keeps, type SupplyStep } from '../supply-form';
import { AdditionalInfoPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
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
import { cameraStep } from './shared-steps';

/** Zippers (spec 001 section 2), in the spec's order; each unit shows the steps of the fields it keeps. */
export const ZIPPER_STEPS: SupplyStep[] = forKind('Zippers', [
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
  { id: 'zipper_size', label: 'Size', title: 'Size', Component: SliderSizePage, fields: ['sliderSize'] },
  { id: 'zipper_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  {
    id: 'zipper_brand_imperfections_quality',
    label: 'Brand/Imperfections/Quality',
    title: 'Brand, Imperfections and Quality',
    Component: BrandImperfectionsQualityPage,
    fields: ['brand', 'imperfections', 'quality'],
  },
  // The same imperfections and quality, on the page of a unit that omits the brand: the fields are shared, the page is the unit's.
  {
    id: 'zipper_imperfections_quality',
    label: 'Imperfections + Quality',
    title: 'Imperfections and Quality',
    Component: ImperfectionsQualityPage,
    visible: (d) => Boolean(d.sellingUnit) && !keeps(d, 'brand'),
    fields: ['imperfections', 'quality'],
  },
  { id: 'zipper_common_uses', label: 'Common Uses', title: 'Common Uses', Component: ZipperUsesPage, fields: ['uses'] },
  { id: 'zipper_quantity', label: 'Quantity', title: 'Quantity', Component: ZipperQuantityPage, fields: ['quantity', 'packSize'] },
  { id: 'zipper_price', label: 'Price', title: 'Price', Component: PricePage, fields: ['price', 'mediaTag', 'unboxingDate'] },
  {
    id: 'zipper_additional_information',
    label: 'Additional Information',
    title: 'Additional Information',
    Component: AdditionalInfoPage,
    fields: ['additionalInfo'],
  },
]);
