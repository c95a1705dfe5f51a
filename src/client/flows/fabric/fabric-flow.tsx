import { Wizard } from '../../wizard/wizard';
import { FABRIC_FLOW } from './fabric-steps';

/** /product_entry: the fabric wizard, declared in fabric-steps.ts and run by the shared engine. */
export function FabricFlow() {
  return <Wizard flow={FABRIC_FLOW} />;
}
