import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Button, Checkbox, Chip, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { BOX_STATUSES } from '../../../../shared/catalogue/boxes';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import type { BoxRecord } from '../../../../shared/schemas/box-api';
import { BOX_HINTS, boxIdDisabled, newBoxCheckboxDisabled, type BoxDraft } from '../../../../shared/schemas/box-draft';
import type { StepProps } from '../../../wizard/wizard-types';
import { useBoxes } from '../box-context';
import { lastBoxSize, START_NEW_BOX, startNewBox } from '../new-box';
import { TAP_TARGET_PX } from '../../../app/theme';

type P = StepProps<BoxDraft>;

/**
 * start_or_update: 'Start a new box' ticks New Box and goes on in one tap; or search an existing box
 * by its ID (forced to upper case). Coming back to a new box shows the spec's New Box checkbox,
 * ticked, so staff can untick it to enter a Box ID instead.
 */
export function StartPage({ draft, update, choose }: P) {
  const { boxes, loading, loadError, reload } = useBoxes();
  const checkboxDisabled = newBoxCheckboxDisabled(draft);
  const idDisabled = boxIdDisabled(draft);
  const ids = useMemo(
    () => [...new Set(boxes.map((b) => b.boxID))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    [boxes],
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {draft.isNewBox === 'yes' ? (
          <Checkbox
            size="lg"
            label="New Box"
            checked
            styles={{ label: { minHeight: TAP_TARGET_PX, display: 'flex', alignItems: 'center' } }}
            onChange={() => update((d) => ({ ...d, isNewBox: 'no' }))}
          />
        ) : (
          <Button size="lg" fullWidth disabled={checkboxDisabled} onClick={() => choose((d) => startNewBox(d, lastBoxSize()))}>
            {START_NEW_BOX}
          </Button>
        )}
        {checkboxDisabled && (
          <Text c="red" size="sm">
            {BOX_HINTS.clearBoxIdFirst}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Autocomplete
          size="lg"
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
      {!idDisabled && !loadError && !loading && <BoxesByStatus boxes={boxes} pick={(boxID) => choose((d) => ({ ...d, boxID }))} />}
      {loadError && (
        <Alert color="red" title={BOX_MESSAGES.listFailed}>
          <Group justify="space-between">
            <Text size="sm">{loadError}</Text>
            <Button size="md" mih={TAP_TARGET_PX} variant="light" onClick={() => void reload()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

/** The status filter is kept for the visit, so coming back from a box shows the same list. */
const STATUS_FILTER_KEY = 'inventoryStatusFilter';

/** The spec's statuses in their order, then any other status the table holds (an older tool's, or none). */
function statusesOf(boxes: readonly BoxRecord[]): string[] {
  const others = [...new Set(boxes.map((b) => b.status))].filter((s) => !(BOX_STATUSES as readonly string[]).includes(s)).sort();
  return [...BOX_STATUSES, ...others];
}

/** Boxes listed by status (issue 14): chips that wrap on a phone, each box one tap to its update page. */
function BoxesByStatus({ boxes, pick }: { boxes: readonly BoxRecord[]; pick: (boxID: string) => void }) {
  const [status, setStatus] = useState<string | null>(() => sessionStorage.getItem(STATUS_FILTER_KEY));
  const statuses = useMemo(() => statusesOf(boxes), [boxes]);
  const counts = useMemo(() => {
    const n = new Map<string, number>();
    for (const b of boxes) n.set(b.status, (n.get(b.status) ?? 0) + 1);
    return n;
  }, [boxes]);
  const listed = status === null ? [] : boxes.filter((b) => b.status === status);
  const choose = (value: string) => {
    setStatus(value);
    sessionStorage.setItem(STATUS_FILTER_KEY, value);
  };

  return (
    <Stack gap="xs" data-testid="boxes-by-status">
      <Title order={3} size="h4">
        {BOX_MESSAGES.byStatusTitle}
      </Title>
      <Chip.Group multiple={false} value={status} onChange={choose}>
        <Group gap="xs">
          {statuses.map((s) => (
            <Chip key={s} value={s} size="lg" variant="outline" styles={{ label: { minHeight: TAP_TARGET_PX } }}>
              {`${s || BOX_MESSAGES.noStatus} · ${counts.get(s) ?? 0}`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {status === null ? (
        <Text size="sm" c="dimmed">
          {BOX_MESSAGES.byStatusHint}
        </Text>
      ) : listed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {BOX_MESSAGES.noneWithStatus(status || BOX_MESSAGES.noStatus)}
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label={`Boxes: ${status || BOX_MESSAGES.noStatus}`}>
          {listed.map((b) => (
            <div key={b.id} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <NavLink
                component="button"
                label={<Text fw={700}>{b.boxID}</Text>}
                description={`${[b.productType, b.subA, b.subB].filter(Boolean).join(' › ')}${b.boxSize ? ` · ${b.boxSize}` : ''}`}
                rightSection={<Text aria-hidden>›</Text>}
                onClick={() => pick(b.boxID)}
              />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
