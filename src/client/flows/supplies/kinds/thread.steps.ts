import { showsThreadMaterial } from '../../../../shared/rules/supplies';
import { forKind, supplyOf, type KindStep } from '../supply-form';
import { ColoursPage, SellingUnitPage } from '../pages/common-pages';
import {
  ThreadMaterialPage,
  ThreadQuantityPage,
  ThreadSizePage,
  ThreadTypePage,
  ThreadUsesImperfectionsPage,
} from '../pages/pattern-thread-pages';
import { cameraStep, onePieceOnly, priceStep, quantitySummary } from './shared-steps';

/** Thread (spec 001 section 2): Thread Material is hidden for silk or wooly nylon (their material is forced). */
export const THREAD_STEPS: KindStep[] = forKind('Thread', [
  { id: 'thread_selling_unit', label: 'Selling Unit', title: 'Selling Unit', Component: SellingUnitPage, fields: ['sellingUnit'] },
  cameraStep('thread_camera'),
  { id: 'thread_type', label: 'Thread Type', title: 'Thread Type', Component: ThreadTypePage, fields: ['threadType'] },
  // Silk and wooly nylon force their material (spec 001 section 4): the product holds it, nobody is asked.
  {
    id: 'thread_material',
    label: 'Thread Material',
    title: 'Thread Material',
    Component: ThreadMaterialPage,
    visible: (d) => showsThreadMaterial(supplyOf(d)),
    fields: ['material'],
  },
  { id: 'thread_colours', label: 'Colours', title: 'Colours', Component: ColoursPage, fields: ['colour'] },
  {
    id: 'thread_size',
    label: 'Thread Size',
    title: 'Thread Size',
    Component: ThreadSizePage,
    fields: ['spoolSize', 'indusWeight', 'bulky', 'threadOnSpool', 'brand'],
  },
  {
    id: 'thread_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: ThreadQuantityPage,
    fields: ['quantity', 'packSize'],
    passBy: onePieceOnly,
    passBySummary: quantitySummary,
  },
  {
    id: 'thread_uses_imperfections',
    label: 'Uses + Imperfections',
    title: 'Uses and Imperfections',
    Component: ThreadUsesImperfectionsPage,
    fields: ['uses', 'imperfections'],
  },
  priceStep('thread_price'),
]);
