import { forKind, type KindStep } from '../supply-form';
import { PatternBrandNumberPage, PatternQuantityPage, PatternTypePage } from '../pages/pattern-thread-pages';
import { cameraStep, onePieceOnly, priceStep, quantitySummary } from './shared-steps';

/** Sewing Patterns (spec 001 section 2): no selling unit; the price starts at the fixed 3.50. */
export const SEWING_PATTERN_STEPS: KindStep[] = forKind('Sewing Patterns', [
  cameraStep('pattern_camera'),
  {
    id: 'pattern_type',
    label: 'Sewing Pattern Type',
    title: 'Sewing Pattern Type',
    Component: PatternTypePage,
    fields: ['patternType', 'qualities', 'condition'],
  },
  {
    id: 'pattern_brand_number',
    label: 'Sewing Pattern Brand Number',
    title: 'Sewing Pattern Brand and Number',
    Component: PatternBrandNumberPage,
    fields: ['brand', 'patternNumber'],
  },
  {
    id: 'pattern_quantity',
    label: 'Quantity',
    title: 'Quantity',
    Component: PatternQuantityPage,
    fields: ['quantity'],
    passBy: onePieceOnly,
    passBySummary: quantitySummary,
  },
  priceStep('pattern_price'),
]);
