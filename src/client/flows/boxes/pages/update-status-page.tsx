import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { succeeded } from '../../../submission/submission-machine';
import { useSubmission } from '../../../submission/use-submission';
import { BOX_TABLE } from '../../../../shared/catalogue/boxes';
import { nextBoxStatus } from '../../../../shared/boxes/box-status';
import { BOX_MESSAGES, BOX_TABLE_LIMIT_MESSAGES } from '../../../../shared/messages/boxes';
import type { BoxDraft } from '../../../../shared/schemas/box-draft';
import { boxStatusSchema, type BoxHistoryEntry, type BoxRecord } from '../../../../shared/schemas/box-api';
import { BOX_QUERIES, boxHistory, updateBoxStatus } from '../../../api/boxes';
import { PhotoPicker } from '../../../widgets/photos/photo-picker';
import { clearPhotos } from '../../../wizard/photo-store';
import type { StepProps } from '../../../wizard/wizard-types';
import { findBox, useBoxes } from '../box-context';
import { uploadStoredPhotos } from '../box-photos';
import { useBoxLabel } from '../box-label';
import { KeptNote } from '../kept-note';
import { TAP_TARGET_PX } from '../../../app/theme';

type P = StepProps<BoxDraft>;

const NOTES_KEY = 'inventoryBoxNotes';

function readNotes(boxID: string): string {
  try {
    const stored = JSON.parse(localStorage.getItem(NOTES_KEY) ?? 'null') as { boxID?: string; notes?: string } | null;
    return stored?.boxID === boxID && typeof stored.notes === 'string' ? stored.notes : '';
  } catch {
    return '';
  }
}

/** Notes typed for a box survive a reload like the draft does (the draft has no field for them). */
function useStoredNotes(boxID: string): [string, (notes: string) => void] {
  const [state, setState] = useState(() => ({ boxID, notes: readNotes(boxID) }));
  const notes = state.boxID === boxID ? state.notes : readNotes(boxID);
  const save = (value: string) => {
    setState({ boxID, notes: value });
    localStorage.setItem(NOTES_KEY, JSON.stringify({ boxID, notes: value }));
  };
  return [notes, save];
}

/** update_box_status: the picked box's status and what it becomes, photos and notes, submit. */
export function UpdateStatusPage({ draft, draftId }: P) {
  const { boxes, fetching, reload, updated, setUpdated } = useBoxes();
  const box = findBox(boxes, draft.boxID);
  const boxID = box?.boxID ?? draft.boxID ?? '';
  // Photos of a status update are kept per draft and box, so switching boxes never carries them over.
  const photoSetId = `${draftId}:box-status:${boxID}`;
  const [pickerRound, setPickerRound] = useState(0);
  const [notes, setNotes] = useStoredNotes(boxID);
  const [notesError, setNotesError] = useState<string | undefined>();
  const history = useBoxHistory(box ? box.boxID : null);
  const boxLabel = useBoxLabel();
  // Each round of photos and notes is its own submission: after an update the next one starts idle.
  const update = useSubmission<BoxRecord, 'photos' | 'box'>({
    key: `${photoSetId}#${pickerRound}`,
    invalid: !box,
    firstStep: 'photos',
    submit: async (step) => {
      if (!box) return { outcome: 'failed', error: BOX_MESSAGES.noSuchBox(draft.boxID ?? '') };
      const photos = await uploadStoredPhotos(photoSetId);
      step('box');
      return succeeded(await updateBoxStatus({ boxID: box.boxID, fromStatus: box.status, notes, photos }));
    },
    onSuccess: (record) => {
      setUpdated(record);
      void clearPhotos(photoSetId);
      setPickerRound((r) => r + 1);
      setNotes('');
      void reload();
    },
    texts: {
      success: (record) => ({ title: BOX_MESSAGES.updatedToast, message: `${record.boxID}: ${record.status}` }),
      failed: BOX_MESSAGES.errorTitle,
    },
    // A status changed elsewhere (409) is shown and the list read again, and staff may send again.
    policy: { retryable: () => true },
  });

  if (!box) {
    // A box made a moment ago may be missing from the list on screen until its next read is in.
    return fetching ? (
      <Text c="dimmed">Loading boxes…</Text>
    ) : (
      <Alert color="red" title="Box ID">
        {BOX_MESSAGES.noSuchBox(draft.boxID ?? '')}
      </Alert>
    );
  }

  const becomes = nextBoxStatus(box.status);
  const target = becomes === 'Measured' ? 'Measured' : 'General Sort';
  const showsBanner = updated !== null && updated.boxID === box.boxID;

  function submit() {
    const checked = boxStatusSchema.shape.notes.safeParse(notes);
    if (!checked.success) {
      setNotesError(checked.error.issues[0]?.message);
      return;
    }
    setNotesError(undefined);
    setUpdated(null);
    void update.submit();
  }

  return (
    <Stack gap="md">
      {showsBanner && (
        <Alert color="green" title={BOX_MESSAGES.updatedBanner} data-testid="box-updated">
          {updated.boxID} is now {updated.status}.
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Text fw={700} size="lg" data-testid="box-id">
                {box.boxID}
              </Text>
              <Text c="dimmed">
                {[box.productType, box.subA, box.subB].filter(Boolean).join(' › ')}
                {box.boxSize ? ` · ${box.boxSize}` : ''}
              </Text>
              {box.kept && (
                <Badge size="md" color="yellow" variant="outline" data-testid="box-waiting">
                  {BOX_TABLE_LIMIT_MESSAGES.waiting}
                </Badge>
              )}
            </Group>
            <Button size="md" mih={TAP_TARGET_PX} variant="light" loading={boxLabel.busy} onClick={() => void boxLabel.print(box)}>
              {BOX_MESSAGES.printLabel}
            </Button>
          </Group>
          {boxLabel.sentFor === box.boxID && (
            <Text size="sm" role="status">
              {BOX_MESSAGES.labelEmailed(box.boxID)}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            <Text>Status</Text>
            <Badge size="lg" variant="light" data-testid="current-status">
              {box.status}
            </Badge>
            <Text aria-hidden>→</Text>
            <Badge size="lg" data-testid="next-status">
              {becomes}
            </Badge>
          </Group>
          {becomes === box.status ? (
            <Text size="sm" c="dimmed">
              This status does not move on; photos and notes are still saved to the {target} fields.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Photos and notes go to {BOX_TABLE.fields[target === 'Measured' ? 'measuredPhoto' : 'generalSortPhoto']} and{' '}
              {BOX_TABLE.fields[target === 'Measured' ? 'measuredNotes' : 'generalSortNotes']}.
            </Text>
          )}
        </Stack>
      </Paper>
      <KeptNote box={box} />
      <SavedSoFar box={box} />
      <PhotoPicker key={`${photoSetId}#${pickerRound}`} draftId={photoSetId} onChange={() => undefined} />
      <Textarea
        size="lg"
        label="Notes"
        autosize
        minRows={3}
        value={notes}
        error={notesError}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="md" mih={TAP_TARGET_PX} loading={update.busy} disabled={!update.canSubmit} onClick={submit}>
          Update Box
        </Button>
      </Group>
      {update.busy && (
        <Text size="sm" c="dimmed" role="status">
          {update.phase === 'photos' ? 'Uploading photos…' : 'Updating the box…'}
        </Text>
      )}
      <BoxHistoryList history={history} />
    </Stack>
  );
}

type HistoryState = { entries: BoxHistoryEntry[] } | { error: string } | null;

/** The box's history; an update reads it again (`reload` invalidates every box read). */
function useBoxHistory(boxID: string | null): { boxID: string; state: HistoryState } | null {
  const query = useQuery({
    queryKey: BOX_QUERIES.history(boxID ?? ''),
    queryFn: ({ signal }) => boxHistory(boxID ?? '', signal),
    enabled: boxID !== null,
  });
  if (!boxID) return null;
  // The last answer stays on screen while the next one loads, so the list does not jump after an update.
  const state: HistoryState = query.isError ? { error: query.error.message } : query.data ? { entries: query.data } : null;
  return { boxID, state };
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every update of the box: when, who, from -> to status, the note and the photos, newest first. */
function BoxHistoryList({ history }: { history: { boxID: string; state: HistoryState } | null }) {
  if (!history) return null;
  const { state } = history;
  return (
    <Stack gap="xs" data-testid="box-history">
      <Title order={3} size="h4">
        {BOX_MESSAGES.historyTitle}
      </Title>
      {state === null ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : 'error' in state ? (
        <Text size="sm" c="red">
          {state.error}
        </Text>
      ) : state.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {BOX_MESSAGES.noHistory}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={state.entries.length - 1}>
          {state.entries.map((e, i) => (
            <Timeline.Item
              key={`${e.at}#${i}`}
              data-testid="history-entry"
              title={e.fromStatus === null ? `${BOX_MESSAGES.historyCreated} · ${e.toStatus}` : `${e.fromStatus} → ${e.toStatus}`}
            >
              <Text size="xs" c="dimmed">
                {when(e.at)} · {e.by}
              </Text>
              {e.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {e.notes}
                </Text>
              )}
              {e.photos.length > 0 && (
                <Group gap={6} mt={4}>
                  {e.photos.map((p) => (
                    <Anchor key={p.url} href={p.url} target="_blank" rel="noreferrer">
                      <Image src={p.url} alt={`Photo of ${history.boxID}`} w={48} h={48} radius="sm" fit="cover" loading="lazy" />
                    </Anchor>
                  ))}
                </Group>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

/** What earlier updates filed, so staff see what the box already has before adding to it. */
function SavedSoFar({ box }: { box: BoxRecord }) {
  const f = BOX_TABLE.fields;
  const groups = [
    {
      title: f.generalSortPhoto,
      photos: box.generalSortPhoto,
      notesTitle: f.generalSortNotes,
      notes: box.generalSortNotes,
      testId: 'saved-general-sort',
    },
    { title: f.measuredPhoto, photos: box.measuredPhoto, notesTitle: f.measuredNotes, notes: box.measuredNotes, testId: 'saved-measured' },
  ].filter((g) => g.photos.length > 0 || g.notes.trim());
  if (groups.length === 0) return null;
  return (
    <Stack gap="xs">
      {groups.map((g) => (
        <Paper key={g.title} withBorder p="sm" data-testid={g.testId}>
          <Stack gap={6}>
            {g.photos.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {g.title} ({g.photos.length})
                </Text>
                <Group gap={6}>
                  {g.photos.map((p) => (
                    <Anchor key={p.url} href={p.url} target="_blank" rel="noreferrer">
                      <Image src={p.url} alt={g.title} w={56} h={56} radius="sm" fit="cover" loading="lazy" />
                    </Anchor>
                  ))}
                </Group>
              </>
            )}
            {g.notes.trim() && (
              <>
                <Text size="sm" fw={600}>
                  {g.notesTitle}
                </Text>
                {/* One line per update ('2026-11-23 staff@x: ...'), as the table keeps them. */}
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {g.notes}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
