import { Wizard } from '../../wizard/wizard';
import { ROLL_TO_BUNDLE_FLOW } from './roll-to-bundle-steps';

/** /roll_to_bundle: find a roll by SKU, say how much of it becomes a bundle, convert it, print its label. */
export function RollToBundleFlow() {
  return <Wizard flow={ROLL_TO_BUNDLE_FLOW} />;
}
