import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Textarea } from '@mantine/core';
import { toastError, toastSuccess } from '../../../app/toasts';
import { BOX_TABLE } from '../../../../shared/catalogue/boxes';
import { nextBoxStatus } from '../../../../shared/boxes/box-status';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import type { BoxDraft } from '../../../../shared/schemas/box-draft';
import { boxStatusSchema, type BoxRecord } from '../../../../shared/schemas/box-api';
import { updateBoxStatus } from '../../../api/boxes';
import { PhotoPicker } from '../../../widgets/photos/photo-picker';
import { clearPhotos } from '../../../wizard/photo-store';
import type { StepProps } from '../../../wizard/wizard-types';
import { findBox, useBoxes } from '../box-context';
import { uploadStoredPhotos } from '../box-photos';

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
  const { boxes, loading, reload, updated, setUpdated } = useBoxes();
  const box = findBox(boxes, draft.boxID);
  const boxID = box?.boxID ?? draft.boxID ?? '';
  // Photos of a status update are kept per draft and box, so switching boxes never carries them over.
  const photoSetId = `${draftId}:box-status:${boxID}`;
  const [pickerRound, setPickerRound] = useState(0);
  const [notes, setNotes] = useStoredNotes(boxID);
  const [busy, setBusy] = useState<string | null>(null);
  const [notesError, setNotesError] = useState<string | undefined>();

  if (!box) {
    return loading ? (
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

  async function submit() {
    if (!box) return;
    const checked = boxStatusSchema.shape.notes.safeParse(notes);
    if (!checked.success) {
      setNotesError(checked.error.issues[0]?.message);
      return;
    }
    setNotesError(undefined);
    setUpdated(null);
    try {
      setBusy('Uploading photos…');
      const photos = await uploadStoredPhotos(photoSetId);
      setBusy('Updating the box…');
      const record = await updateBoxStatus({ boxID: box.boxID, fromStatus: box.status, notes, photos });
      toastSuccess(BOX_MESSAGES.updatedToast, `${record.boxID}: ${record.status}`);
      setUpdated(record);
      await clearPhotos(photoSetId);
      setPickerRound((r) => r + 1);
      setNotes('');
      await reload();
    } catch (error) {
      toastError(BOX_MESSAGES.errorTitle, error);
    } finally {
      setBusy(null);
    }
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
          <Group gap="xs">
            <Text fw={700} size="lg" data-testid="box-id">
              {box.boxID}
            </Text>
            <Text c="dimmed">
              {[box.productType, box.subA, box.subB].filter(Boolean).join(' › ')}
              {box.boxSize ? ` · ${box.boxSize}` : ''}
            </Text>
          </Group>
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
      <SavedSoFar box={box} />
      <PhotoPicker key={`${photoSetId}#${pickerRound}`} draftId={photoSetId} onChange={() => undefined} />
      <Textarea
        size="md"
        label="Notes"
        autosize
        minRows={3}
        value={notes}
        error={notesError}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="md" loading={busy !== null} onClick={() => void submit()}>
          Update Box
        </Button>
      </Group>
      {busy && (
        <Text size="sm" c="dimmed" role="status">
          {busy}
        </Text>
      )}
    </Stack>
  );
}


/** What earlier updates filed, so staff see what the box already has before adding to it. */
function SavedSoFar({ box }: { box: BoxRecord }) {
  const f = BOX_TABLE.fields;
  const groups = [
    { title: f.generalSortPhoto, photos: box.generalSortPhoto, notesTitle: f.generalSortNotes, notes: box.generalSortNotes, testId: 'saved-general-sort' },
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
              <Text size="sm">
                <Text span fw={600}>
                  {g.notesTitle}:
                </Text>{' '}
                {g.notes}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
