import { useMemo } from 'react';
import { Alert, Autocomplete, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import { BOX_HINTS, boxIdDisabled, newBoxCheckboxDisabled, type BoxDraft } from '../../../../shared/schemas/box-draft';
import type { StepProps } from '../../../wizard/wizard-types';
import { useBoxes } from '../box-context';

type P = StepProps<BoxDraft>;

/** start_or_update: tick New Box, or search an existing box by its ID (forced to upper case). */
export function StartPage({ draft, update, choose }: P) {
  const { boxes, loading, loadError, reload } = useBoxes();
  const checkboxDisabled = newBoxCheckboxDisabled(draft);
  const idDisabled = boxIdDisabled(draft);
  const ids = useMemo(() => [...new Set(boxes.map((b) => b.boxID))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })), [boxes]);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Checkbox
          size="md"
          label="New Box"
          checked={draft.isNewBox === 'yes'}
          disabled={checkboxDisabled}
          onChange={(e) => {
            const isNewBox = e.currentTarget.checked ? 'yes' : 'no';
            update((d) => ({ ...d, isNewBox }));
          }}
        />
        {checkboxDisabled && (
          <Text c="red" size="sm">
            {BOX_HINTS.clearBoxIdFirst}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Autocomplete
          size="md"
          label="Box ID"
          placeholder={loading ? 'Loading boxes…' : 'Search boxes by ID'}
          data={ids}
          limit={50}
          value={draft.boxID ?? ''}
          disabled={idDisabled}
          autoCapitalize="characters"
          onChange={(value) => update((d) => ({ ...d, boxID: value.toUpperCase() || undefined }))}
          // Picking a box from the search is the whole choice: go on to its status.
          onOptionSubmit={(value) => choose((d) => ({ ...d, boxID: value }))}
          comboboxProps={{ withinPortal: true }}
        />
        {idDisabled && (
          <Text c="red" size="sm">
            {BOX_HINTS.untickNewBoxFirst}
          </Text>
        )}
      </Stack>
      {loadError && (
        <Alert color="red" title={BOX_MESSAGES.listFailed}>
          <Group justify="space-between">
            <Text size="sm">{loadError}</Text>
            <Button size="xs" variant="light" onClick={() => void reload()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
