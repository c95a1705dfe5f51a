import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IMAGES_MAX } from '../../../shared/schemas/fields';
import {
  forgetRemoved,
  movePhoto,
  readPhotos,
  removePhotoUndoably,
  restorePhoto,
  subscribePhotos,
  type DraftPhoto,
  type RemovedPhoto,
} from '../../wizard/photo-store';
import { addPhotos, resumePhotos } from './photo-intake';
import { PHOTO_CHANGE_NOT_SAVED, PHOTO_REMOVED, PHOTO_UNDO_MS } from './photo-limits';
import { TAP_TARGET_PX } from '../../app/theme';

interface PhotoPickerProps {
  draftId: string;
  /** Called with the photo ids in the order shown whenever the stored photos change. */
  onChange: (ids: string[]) => void;
  /**
   * The ids the draft lists, when it keeps them: if the stored photos differ on opening (a crash
   * between the two writes, a photo that failed while another step was open), onChange is called
   * with the stored ones, so the draft always lists what is kept.
   */
  ids?: readonly string[] | undefined;
  error?: string | undefined;
}

/**
 * The last delete, while it can be undone: one tap deletes, and 'Photo removed. Undo' shows for
 * PHOTO_UNDO_MS; a next delete ends the previous one's Undo.
 */
function useUndoableDelete(draftId: string, report: (message: string) => void, onRestored: () => void) {
  const [last, setLast] = useState<RemovedPhoto | null>(null);
  const current = useRef<RemovedPhoto | null>(null);
  const settle = (removed: RemovedPhoto | null) => {
    if (removed) void forgetRemoved(removed).catch(() => undefined);
  };
  const show = (removed: RemovedPhoto | null) => {
    current.current = removed;
    setLast(removed);
  };
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(() => {
      if (current.current === last) show(null);
      settle(last);
    }, PHOTO_UNDO_MS);
    return () => clearTimeout(timer);
  }, [last]);
  // Leaving the page ends the Undo; the bytes of a photo left removed are dropped.
  useEffect(
    () => () => {
      settle(current.current);
      current.current = null;
    },
    [draftId],
  );
  const remove = (id: string) =>
    removePhotoUndoably(draftId, id).then(
      (removed) => {
        if (current.current) settle(current.current);
        show(removed);
      },
      () => report(PHOTO_CHANGE_NOT_SAVED),
    );
  const undo = () => {
    const removed = current.current;
    if (!removed) return;
    show(null);
    void restorePhoto(removed).then(
      (back) => {
        if (back) onRestored();
        settle(removed);
      },
      () => report(PHOTO_CHANGE_NOT_SAVED),
    );
  };
  return { removed: last, remove, undo };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Photos for a draft: take or choose, drop, reorder by dragging, delete; the first is the main
 * image. Each pick shows at once as a tile that says processing, in the order picked, and becomes
 * its photo when processed. What is shown is always the stored list (photo-store.ts): the picker
 * only asks for changes and draws what the store answers, so picks in quick succession, deletes
 * and drags never overwrite each other.
 */
export function PhotoPicker({ draftId, onChange, ids, error }: PhotoPickerProps) {
  const [photos, setPhotos] = useState<DraftPhoto[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  // The latest props for the store's callbacks, which outlive a render.
  const latest = useRef({ onChange, ids });
  useEffect(() => {
    latest.current = { onChange, ids };
  });
  const live = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    // Space picks a focused photo up, the arrow keys move it, Space drops it.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Real buttons open the hidden file inputs, so Tab reaches them (a <label> styled as a button is not focusable).
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    live.current = true;
    // This run's own flag: a remount (StrictMode, a new draft) must not draw an older run's answers.
    let active = true;
    let shownIds: readonly string[] | null = null;
    /** Draws `next`; the draft follows unless it already lists `listed` (undefined: not known, leave it). */
    const show = (next: DraftPhoto[], listed: readonly string[] | null | undefined) => {
      if (!active) return;
      setPhotos(next);
      const nextIds = next.map((p) => p.id);
      shownIds = nextIds;
      if (listed !== undefined && (listed === null || !sameIds(listed, nextIds))) latest.current.onChange(nextIds);
    };
    // A change always reaches the draft; the first read only when the draft lists something else.
    const unsubscribe = subscribePhotos(draftId, (next) => show(next, shownIds));
    void readPhotos(draftId).then((stored) => {
      if (shownIds === null) show(stored, latest.current.ids);
    });
    void resumePhotos(draftId, (m) => active && setMessages((shown) => [...shown, m]));
    return () => {
      active = false;
      live.current = false;
      unsubscribe();
    };
  }, [draftId]);

  const report = (message: string) => {
    if (live.current) setMessages((shown) => (shown.includes(message) ? shown : [...shown, message]));
  };
  const failed = () => report(PHOTO_CHANGE_NOT_SAVED);
  // A photo put back while still processing is processed again if its first run had ended.
  const deletes = useUndoableDelete(draftId, report, () => void resumePhotos(draftId, report));

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setMessages([]);
    void addPhotos(draftId, Array.from(files), report);
  }

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    add(e.currentTarget.files);
    // The same file may be picked again after it was deleted.
    e.currentTarget.value = '';
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    add(e.dataTransfer.files);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) movePhoto(draftId, String(active.id), String(over.id)).catch(failed);
  }

  const full = photos.length >= IMAGES_MAX;
  const processing = photos.filter((p) => p.state === 'processing').length;
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="md"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        data-testid="photo-drop"
        style={{ borderStyle: 'dashed' }}
      >
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed">
            Drop photos here, or
          </Text>
          <Group>
            <Button size="md" mih={TAP_TARGET_PX} disabled={full} onClick={() => cameraInput.current?.click()}>
              Take photo
            </Button>
            <Button size="md" mih={TAP_TARGET_PX} variant="light" disabled={full} onClick={() => filesInput.current?.click()}>
              Choose photos
            </Button>
          </Group>
          <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} onChange={onPick} />
          <input ref={filesInput} type="file" accept="image/*" multiple hidden tabIndex={-1} data-testid="photo-input" onChange={onPick} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {photos.length} of {IMAGES_MAX}
            {processing > 0 ? ` · processing ${processing}…` : ''}
          </Text>
        </Stack>
      </Paper>
      {messages.map((m) => (
        <Text key={m} c="red" size="sm" role="alert">
          {m}
        </Text>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {photos.map((p, i) => (
              <Tile key={p.id} photo={p} main={i === 0} onDelete={() => void deletes.remove(p.id)} />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
      {deletes.removed && (
        <Group gap="xs" role="status" data-testid="photo-removed">
          <Text size="sm">{PHOTO_REMOVED}</Text>
          <Button size="md" mih={TAP_TARGET_PX} variant="light" onClick={deletes.undo}>
            Undo
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const SQUARE = { width: '100%', aspectRatio: '1', borderRadius: 8, display: 'block' } as const;

/** What a square that is not a picture yet says, also in its accessible name. */
const PHOTO_STATE_WORDS: Record<DraftPhoto['state'], string | null> = {
  ready: null,
  processing: 'Processing…',
  missing: 'No longer on this device',
};

/** One photo in its place: the picture once processed, otherwise a square that says what it is waiting for. */
function Tile({ photo, main, onDelete }: { photo: DraftPhoto; main: boolean; onDelete: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: photo.id });
  let body: ReactNode;
  switch (photo.state) {
    case 'ready':
      body = <PhotoImage blob={photo.blob} name={photo.name} />;
      break;
    case 'processing':
      body = (
        <Placeholder>
          <Loader size="sm" />
          <Text size="xs">{PHOTO_STATE_WORDS.processing}</Text>
        </Placeholder>
      );
      break;
    case 'missing':
      body = (
        <Placeholder>
          <Text size="xs" c="red">
            {PHOTO_STATE_WORDS.missing}
          </Text>
        </Placeholder>
      );
      break;
  }
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative' }}
      data-photo={photo.state}
      data-photo-id={photo.id}
      data-name={photo.name}
      // Processed photos only: journeys count these to know the photos are ready.
      {...(photo.state === 'ready' ? { 'data-testid': 'photo-thumb' } : {})}
    >
      {/* The drag handle is the picture, a sibling of Delete: a button inside the draggable
          (role=button) would be a control inside a control, which screen readers cannot reach. */}
      <div
        {...attributes}
        {...listeners}
        // The name says what the square shows (axe: label-content-name-mismatch), state included.
        aria-label={[photo.name, main ? 'main photo' : null, PHOTO_STATE_WORDS[photo.state]].filter(Boolean).join(', ')}
        style={{ touchAction: 'none', borderRadius: 8 }}
      >
        {body}
      </div>
      {/* Outside the handle, whose name already says 'main photo': inside, its text would run into
          the square's own words ('Processing…Main'), which the name cannot match. Drags pass through it. */}
      {main && <Badge style={{ position: 'absolute', left: 4, top: 4, pointerEvents: 'none' }}>Main</Badge>}
      {/* Below the picture, not on it: a drag that started on the corner of a photo deleted it. */}
      <Button
        color="red"
        variant="subtle"
        size="compact-sm"
        fullWidth
        mt={4}
        mih={TAP_TARGET_PX}
        aria-label={`Delete ${photo.name}`}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      style={{
        ...SQUARE,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        textAlign: 'center',
        padding: 4,
      }}
    >
      {children}
    </Paper>
  );
}

/**
 * The picture from its stored bytes; the object URL lives exactly as long as the element shows it.
 * Hidden until drawn, so the frame before its URL is set shows a grey square, not the alt text.
 */
function PhotoImage({ blob, name }: { blob: Blob; name: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <div style={{ ...SQUARE, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}>
      <img
        ref={img}
        alt={name}
        style={{ ...SQUARE, objectFit: 'cover', opacity: 0 }}
        onLoad={(e) => (e.currentTarget.style.opacity = '1')}
      />
    </div>
  );
}
