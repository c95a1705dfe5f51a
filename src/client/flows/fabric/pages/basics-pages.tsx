import { DraftPhotoPicker } from '../../../widgets/photos/draft-photo-picker';
import { Stack } from '@mantine/core';
import { BUNDLE_OR_ROLL, KNIT_OR_WOVEN } from '../../../../shared/catalogue/fabric';
import { chooseKnitOrWoven, hasVariantsQuestion, setHasVariants } from '../../../../shared/rules/fabric';
import type { FabricDraft } from '../../../../shared/schemas/fabric';
import { ChoiceButtons } from '../../../widgets/choice-buttons';
import { YesNo } from '../../../widgets/yes-no';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;

export function BundleOrRollPage({ draft, choose }: P) {
  return (
    <ChoiceButtons
      label="Bundle or Roll"
      options={BUNDLE_OR_ROLL}
      value={draft.bundleOrRoll}
      onChange={(v) => choose((d) => ({ ...d, bundleOrRoll: v }))}
    />
  );
}

export function HasVariantsPage({ draft, choose }: P) {
  return <YesNo question={hasVariantsQuestion(draft)} value={draft.hasVariants} onChange={(v) => choose((d) => setHasVariants(d, v))} />;
}

export function CameraPage(props: P) {
  return (
    <Stack>
      <DraftPhotoPicker {...props} />
    </Stack>
  );
}

export function KnitOrWovenPage({ draft, choose }: P) {
  return (
    <ChoiceButtons
      label="Knit or Woven"
      options={KNIT_OR_WOVEN}
      value={draft.knitOrWoven}
      onChange={(v) => choose((d) => chooseKnitOrWoven(d, v))}
    />
  );
}
