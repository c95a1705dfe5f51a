import { Wizard } from '../../wizard/wizard';
import { SUPPLIES_FLOW } from './supplies-steps';

/** /supplies: the nine supply kinds, declared in kinds/*.steps.ts and run by the shared engine. */
export function SuppliesFlow() {
  return <Wizard flow={SUPPLIES_FLOW} />;
}
