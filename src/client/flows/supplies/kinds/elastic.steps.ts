import { forKind, type KindStep, type SupplyForm } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import { ElasticDimensionsQuantityPage, ElasticQualitiesImperfectionsPage, ElasticTypePage } from '../pages/elastic-pages';
import { MetreQuantityPage, WidthPage } from '../pages/length-pages';
import { cameraStep, priceStep, questionsOnly } from './shared-steps';

// By the metre asks width and quantity on pages of their own; every other unit asks them on Dimensions + Quantity. Same fields, the unit's layout.
const byMeter = (d: SupplyForm) => d.sellingUnit === 'By Meter';

/** Elastic (spec 001 section 2): by the metre asks Dimensions and Quantity; other units one combined page. */
export const ELASTIC_STEPS: KindStep[] = forKind('Elastic', [
  { id: 'elastic_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('elastic_camera'),
  { id: 'elastic_dimensions', label: 'Dimensions', title: 'Dimensions', Component: WidthPage, visible: byMeter, fields: ['widthIn'] },
  { id: 'elastic_quantity', label: 'Quantity', title: 'Quantity', Component: MetreQuantityPage, visible: byMeter, fields: ['quantity'] },
  {
    id: 'elastic_dimensions_quantity',
    label: 'Dimensions + Quantity',
    title: 'Dimensions and Quantity',
    Component: ElasticDimensionsQuantityPage,
    fields: ['widthIn', 'lengthM', 'elasticLengthType', 'packSize', 'quantity'],
  },
  { id: 'elastic_type', label: 'Elastic Type', title: 'Elastic Type', Component: ElasticTypePage, fields: ['elasticType', 'preSewnType'] },
  {
    id: 'elastic_qualities_imperfections',
    label: 'Qualities + Imperfections',
    title: 'Qualities and Imperfections',
    Component: ElasticQualitiesImperfectionsPage,
    fields: ['qualities', 'imperfections'],
    ...questionsOnly(['qualitiesExists', 'imperfectionExists']),
  },
  { id: 'elastic_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  priceStep('elastic_price'),
]);
