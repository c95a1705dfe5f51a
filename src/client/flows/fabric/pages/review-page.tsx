import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { buildFabric, fabricFieldLabels, fabricSchema, type FabricDraft } from '../../../../shared/schemas/fabric';
import { newFabricDraft, variantCount } from '../../../../shared/rules/fabric';
import { clearPhotos } from '../../../wizard/photo-store';
import { ReviewTable } from '../../../wizard/review-table';
import { StartNewDialog } from '../../../wizard/start-new-dialog';
import type { StepProps } from '../../../wizard/wizard-types';
import { UPLOAD_MESSAGES } from '../../../../shared/messages/upload';

type P = StepProps<FabricDraft>;

/** 'Upload Product!': the summary table and the upload panel. */
export function ReviewPage(props: P) {
  const { draft, draftId, errors, pathOf, stepOfField, reset } = props;
  const [confirm, setConfirm] = useState(false);
  // Show what will be uploaded: normalised when valid, as entered otherwise.
  const built = buildFabric(draft);
  const checked = fabricSchema.safeParse(built);
  const product = (checked.success ? checked.data : built) as Record<string, unknown>;
  const invalid = Object.keys(errors).length > 0;
  const n = variantCount(draft);

  function startNew() {
    void clearPhotos(draftId);
    // Start New Product keeps the product type and the unboxing date (spec 000 section 4).
    reset(newFabricDraft({ unboxingDate: draft.unboxingDate, unboxingDateExists: draft.unboxingDateExists, mediaTag: draft.mediaTag === 'Unboxing' ? 'Unboxing' : undefined }));
    setConfirm(false);
  }

  return (
    <Stack>
      <Text fw={600}>This fabric has {n} variant{n === 1 ? '' : 's'}.</Text>
      <ReviewTable product={product} labels={fabricFieldLabels} errors={errors} variantedFields={(product.variantedFields as string[]) ?? []} linkFor={(field) => { const step = stepOfField(field); return step ? pathOf(step) : null; }} />
      {invalid ? <Alert color="orange" role="status">{UPLOAD_MESSAGES.fixAllErrors}</Alert> : <Alert color="teal" role="status">Ready to upload.</Alert>}
      <Group>
        <Button size="md" disabled title="Uploading arrives with the upload pipeline (issue 5).">Upload</Button>
        <Button size="md" variant="default" onClick={() => setConfirm(true)}>Start New Product</Button>
      </Group>
      <StartNewDialog opened={confirm} onClose={() => setConfirm(false)} onNewProduct={startNew} />
    </Stack>
  );
}
