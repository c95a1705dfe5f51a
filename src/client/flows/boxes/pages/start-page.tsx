import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Autocomplete, Button, Checkbox, Chip, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { BOX_STATUSES } from '../../../../shared/catalogue/boxes';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import type { BoxRecord } from '../../../../shared/schemas/box-api';
import { BOX_HINTS, boxIdDisabled, newBoxCheckboxDisabled, type BoxDraft } from '../../../../shared/schemas/box-draft';
import type { StepProps } from '../../../wizard/wizard-types';
import { useBoxes } from '../box-context';
import { isNewBoxFromHome, lastBoxSize, newBoxFromHome, START_NEW_BOX, startNewBox } from '../new-box';
import { TAP_TARGET_PX } from '../../../app/theme';
import { SCAN_MESSAGES } from '../../../../shared/messages/scan';
import { ScanButton } from '../../../scan/camera-scan';
import { useHandheldScanner } from '../../../scan/handheld-scanner';
import { boxToOpen } from './box-to-open';

type P = StepProps<BoxDraft>;

/**
 * start_or_update: 'Start a new box' ticks New Box and goes on in one tap; or search an existing box
 * by its ID (forced to upper case). Coming back to a new box shows the spec's New Box checkbox,
 * ticked, so staff can untick it to enter a Box ID instead. A Box ID entered with Enter, or a box
 * label scanned (camera, or a handheld scanner with or without the field focused), opens that box
 * at once when it names one box (issue 19).
 */
export function StartPage({ draft, draftId, update, choose, reset }: P) {
  const { boxes, loading, loadError, reload, createdFor, setCreated, setUpdated } = useBoxes();
  useNewBoxFromHome({ draft, draftId, choose, reset, created: createdFor(draftId) !== null, setCreated, setUpdated });
  const checkboxDisabled = newBoxCheckboxDisabled(draft);
  const idDisabled = boxIdDisabled(draft);
  const ids = useMemo(
    () => [...new Set(boxes.map((b) => b.boxID))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    [boxes],
  );

  // The ID last entered with Enter or a scan, until the field is edited. It is kept rather than
  // looked up at once, so a scan made while the list is still loading opens its box when it is in.
  const [entered, setEntered] = useState<string | null>(null);
  const opening = entered !== null && !loading ? boxToOpen(boxes, entered) : undefined;
  // Said only when no box has it even in part; with several, the list under the field shows them.
  const unknown = entered !== null && !loading && !opening && !boxes.some((b) => b.boxID.toUpperCase().includes(entered)) ? entered : null;
  // Once per ID entered: every choose changes the draft and so `choose` itself, and choosing again
  // on each of those renders would keep the way to the box's page from ever finishing.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!opening || opened.current === entered) return;
    opened.current = entered;
    choose((d) => ({ ...d, boxID: opening.boxID }));
  }, [opening, entered, choose]);
  const enter = useCallback(
    (code: string) => {
      const id = code.trim().toUpperCase();
      if (!id || idDisabled) return;
      update((d) => ({ ...d, boxID: id }));
      setEntered(id);
    },
    [idDisabled, update],
  );
  useHandheldScanner(enter, !idDisabled);
  const onIdKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An option picked with the arrow keys is Mantine's to submit; otherwise Enter takes what is typed.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.currentTarget.getAttribute('aria-activedescendant')) return;
    if (!e.currentTarget.value.trim()) return;
    e.preventDefault();
    enter(e.currentTarget.value);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {draft.isNewBox === 'yes' ? (
          <Checkbox
            size="lg"
            label="New Box"
            checked
            // A created box stays a new box of its type until New Supply Entry (issue 42 item 6).
            disabled={createdFor(draftId) !== null}
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
          onChange={(value) => {
            setEntered(null);
            update((d) => ({ ...d, boxID: value.toUpperCase() || undefined }));
          }}
          onKeyDown={onIdKeyDown}
          // A scan into the field replaces the ID there rather than adding to it.
          onFocus={(e) => e.currentTarget.select()}
          // Picking a box from the search is the whole choice: go on to its status.
          onOptionSubmit={(value) => choose((d) => ({ ...d, boxID: value }))}
          comboboxProps={{ withinPortal: true }}
        />
        {idDisabled && (
          <Text c="red" size="sm">
            {BOX_HINTS.untickNewBoxFirst}
          </Text>
        )}
        {unknown !== null && (
          <Text c="red" size="sm" role="status">
            {SCAN_MESSAGES.noBox(unknown)}
          </Text>
        )}
      </Stack>
      {/* A box label's barcode holds its Box ID (boxLabelPdf): read by the camera, it opens the box. */}
      {!idDisabled && <ScanButton onCode={enter} label={SCAN_MESSAGES.boxButton} />}
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

/**
 * Home's 'Start A New Box' lands here with NEW_BOX_FROM_HOME: the new box starts (or the one being
 * described goes on) without a tap on this page. The state is dropped first, so Back to this page
 * shows it as usual instead of starting again.
 */
function useNewBoxFromHome({
  draft,
  draftId,
  choose,
  reset,
  created,
  setCreated,
  setUpdated,
}: Pick<P, 'draft' | 'draftId' | 'choose' | 'reset'> & { created: boolean } & Pick<
    ReturnType<typeof useBoxes>,
    'setCreated' | 'setUpdated'
  >) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const fromHome = isNewBoxFromHome(location.state as unknown);
  useEffect(() => {
    if (!fromHome) return;
    void navigate(pathname, { replace: true, state: null });
    const next = newBoxFromHome(draft, created, lastBoxSize());
    if (!next) return;
    if (next.fresh) {
      setCreated(null);
      setUpdated(null);
      reset(next.draft);
    } else choose(() => next.draft);
    // Once per arrival from Home: the draft and callbacks it reads change as it acts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromHome, draftId]);
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
