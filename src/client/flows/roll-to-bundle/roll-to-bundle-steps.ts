import { paths } from '../../app/paths';
import type { FlowDecl, WizardStep } from '../../wizard/wizard-types';
import { LengthPage } from './pages/length-page';
import { SearchPage } from './pages/search-page';
import { UploadPage } from './pages/upload-page';
import { pickedRoll, rollToBundleErrors, ROLL_TO_BUNDLE_TEXTS, type RollToBundleDraft } from './roll-to-bundle-draft';

/** The three pages of spec 001 'Roll to bundle'. */
export const ROLL_TO_BUNDLE_STEPS: readonly WizardStep<RollToBundleDraft>[] = [
  {
    id: 'search',
    label: 'Search Product',
    title: 'Search Product',
    Component: SearchPage,
    done: (d) => pickedRoll(d) !== undefined,
    fields: ['sku', 'roll'],
  },
  { id: 'length', label: 'Length', title: 'Length', Component: LengthPage, done: (d) => Boolean(d.length?.trim()), fields: ['length'] },
  { id: 'upload', label: 'Upload', title: 'Convert to Bundle', Component: UploadPage, final: true },
];

/** Kept apart from the product form, so converting a roll never discards a product in progress. */
export const ROLL_TO_BUNDLE_FORM_KEY = 'rollToBundleForm';

export const ROLL_TO_BUNDLE_FLOW: FlowDecl<RollToBundleDraft> = {
  base: paths.rollToBundle.root,
  steps: ROLL_TO_BUNDLE_STEPS,
  initial: () => ({}),
  // This draft has no product type; anything else under this key is not ours.
  accepts: (type) => type === undefined,
  topBar: () => ROLL_TO_BUNDLE_TEXTS.topBar,
  validate: rollToBundleErrors,
  storageKey: ROLL_TO_BUNDLE_FORM_KEY,
};
