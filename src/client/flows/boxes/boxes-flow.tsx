import { Wizard } from '../../wizard/wizard';
import { BoxesProvider } from './box-context';
import { BOXES_FLOW } from './boxes-steps';

/** /inventory_supplies: new boxes with codes and labels, and status updates of existing boxes. */
export function BoxesFlow() {
  return (
    <BoxesProvider>
      <Wizard flow={BOXES_FLOW} />
    </BoxesProvider>
  );
}
