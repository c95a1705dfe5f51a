import { CameraPage } from '../pages/common-pages';
import type { SupplyStep } from '../supply-form';

/**
 * The Camera step of a kind. Its one exception to the schema: the product needs 3 to 7 photos, but
 * Camera never blocks the steps after it, since photos are taken and processed while the rest is
 * entered; the review page names too few and the upload waits for them.
 */
export const cameraStep = (id: string): SupplyStep => ({
  id,
  label: 'Camera',
  title: 'Photos',
  Component: CameraPage,
  fields: ['images'],
  done: () => true,
});
