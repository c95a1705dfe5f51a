import { showsThreadMaterial } from '../../../../shared/rules/supplies';
import { forKind, has, quantityText, supplyOf, type SupplyStep } from '../supply-form';
import { CameraPage, ColoursPage, PricePage, SellingUnitPage } from '../pages/common-pages';
import { ThreadMaterialPage, ThreadQuantityPage, ThreadSizePage, ThreadTypePage, ThreadUsesImperfectionsPage } from '../pages/pattern-thread-pages';
import { priceDone } from './shared-steps';

/** Thread (spec 001 section 2): Thread Material is hidden for silk or wooly nylon (their material is forced). */
export const THREAD_STEPS: SupplyStep[] = forKind('Thread', [
  { id: 'thread_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, done: (d) => has(d, 'sellingUnit'), fields: ['sellingUnit'] },
  { id: 'thread_camera', label: 'Camera', title: 'Photos', Component: CameraPage, fields: ['images'] },
  { id: 'thread_type', label: 'Thread Type', title: 'Thread Type', Component: ThreadTypePage, done: (d) => has(d, 'threadType'), fields: ['threadType'] },
  { id: 'thread_material', label: 'Thread Material', title: 'Thread Material', Component: ThreadMaterialPage, visible: (d) => showsThreadMaterial(supplyOf(d)), done: (d) => has(d, 'material'), fields: ['material'] },
  { id: 'thread_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, done: (d) => has(d, 'colour'), fields: ['colour'] },
  { id: 'thread_size', label: 'Thread Size', title: 'Thread Size', Component: ThreadSizePage, done: (d) => has(d, 'spoolSize') && has(d, 'threadOnSpool') && (d.spoolSize !== 'Industrial' || has(d, 'indusWeight')), fields: ['spoolSize', 'indusWeight', 'bulky', 'threadOnSpool', 'brand'] },
  { id: 'thread_quantity', label: 'Quantity', title: 'Quantity', Component: ThreadQuantityPage, done: (d) => Boolean(quantityText(d)) && (d.sellingUnit !== 'Pack' || has(d, 'packSize')), fields: ['quantity', 'packSize'] },
  { id: 'thread_uses_imperfections', label: 'Uses + Imperfections', title: 'Uses and Imperfections', Component: ThreadUsesImperfectionsPage, done: (d) => has(d, 'uses'), fields: ['uses', 'imperfections'] },
  { id: 'thread_price', label: 'Price', title: 'Price', Component: PricePage, done: priceDone, fields: ['price'] },
]);
