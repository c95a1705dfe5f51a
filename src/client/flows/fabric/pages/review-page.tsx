import { Stack, Text } from '@mantine/core';
import { buildFabric, fabricFieldLabels, fabricSchema, type FabricDraft } from '../../../../shared/schemas/fabric';
import { newFabricDraft, variantCount } from '../../../../shared/rules/fabric';
import { ReviewTable } from '../../../wizard/review-table';
import { UploadPanel } from '../../../wizard/upload-panel';
import type { StepProps } from '../../../wizard/wizard-types';

type P = StepProps<FabricDraft>;

/** 'Upload Product!': the summary table and the upload panel. */
export function ReviewPage(props: P) {
  const { draft, errors, pathOf, stepOfField } = props;
  // Show what will be uploaded: normalised when valid, as entered otherwise.
  const built = buildFabric(draft);
  const checked = fabricSchema.safeParse(built);
  const product = (checked.success ? checked.data : built) as Record<string, unknown>;
  const n = variantCount(draft);

  return (
    <Stack>
      <Text fw={600}>This fabric has {n} variant{n === 1 ? '' : 's'}.</Text>
      <UploadPanel
        step={props}
        product={checked.success ? product : null}
        // Start New Product keeps the product type and the unboxing date (spec 000 section 4).
        newProduct={() => newFabricDraft({ unboxingDate: draft.unboxingDate, unboxingDateExists: draft.unboxingDateExists, mediaTag: draft.mediaTag === 'Unboxing' ? 'Unboxing' : undefined })}
      />
      {/* The panel comes first so a phone need not scroll past the whole table to upload. */}
      <ReviewTable product={product} labels={fabricFieldLabels} errors={errors} variantedFields={(product.variantedFields as string[]) ?? []} linkFor={(field) => { const step = stepOfField(field); return step ? pathOf(step) : null; }} />
    </Stack>
  );
}
