import { forKind, has, quantityText, unitIs, type SupplyStep } from '../supply-form';
import { CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import { ElasticDimensionsQuantityPage, ElasticQualitiesImperfectionsPage, ElasticTypePage } from '../pages/elastic-pages';
import { dimensionsDone, MetreQuantityPage, WidthPage } from '../pages/length-pages';
import { priceDone } from './shared-steps';

const byMeter = unitIs('By Meter');

/** Elastic (spec 001 section 2): by the metre asks Dimensions and Quantity; other units one combined page. */
export const ELASTIC_STEPS: SupplyStep[] = forKind('Elastic', [
  { id: 'elastic_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'elastic_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'elastic_dimensions', label: 'Dimensions', title: 'Dimensions', Component: WidthPage, visible: byMeter, done: (d) => Boolean(d.widthTyped?.trim()), fields: ['widthIn'] },
  { id: 'elastic_quantity', label: 'Quantity', title: 'Quantity', Component: MetreQuantityPage, visible: byMeter, done: (d) => Boolean(quantityText(d)), fields: ['quantity'] },
  { id: 'elastic_dimensions_quantity', label: 'Dimensions + Quantity', title: 'Dimensions and Quantity', Component: ElasticDimensionsQuantityPage, visible: (d) => Boolean(d.sellingUnit) && !byMeter(d), done: (d) => dimensionsDone(d, 'elasticLengthType'), fields: ['widthIn', 'lengthM', 'elasticLengthType', 'packSize', 'quantity'] },
  { id: 'elastic_type', label: 'Elastic Type', title: 'Elastic Type', Component: ElasticTypePage, done: (d) => has(d, 'elasticType'), fields: ['elasticType', 'preSewnType'] },
  { id: 'elastic_qualities_imperfections', label: 'Qualities + Imperfections', title: 'Qualities and Imperfections', Component: ElasticQualitiesImperfectionsPage, fields: ['qualities', 'imperfections'] },
  { id: 'elastic_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'elastic_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
