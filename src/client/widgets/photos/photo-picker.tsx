import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DndContext, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IMAGES_MAX } from '../../../shared/schemas/fields';
import { MAX_IMAGES_MESSAGE } from '../../../shared/schemas/messages';
import { loadPhotos, savePhotos, type StoredPhoto } from '../../wizard/photo-store';
import { randomId } from '../../random-id';
import { processPhoto } from './process-photo';
import { notAPhotoMessage, PHOTO_TYPE, unreadablePhotoMessage } from './photo-limits';

interface PhotoPickerProps {
  draftId: string;
  /** Called with the photo ids in order whenever the photos change. */
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/**
 * Photos for a draft: take or choose, drop, reorder by dragging, delete; the first is the main
 * image. Kept in IndexedDB with the draft, so a reload or a crash loses none.
 */
export function PhotoPicker({ draftId, onChange, error }: PhotoPickerProps) {
  const [photos, setPhotos] = useState<StoredPhoto[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(0);
  const loaded = useRef(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }));

  useEffect(() => {
    let live = true;
    loaded.current = false;
    void loadPhotos(draftId).then((stored) => {
      if (!live) return;
      loaded.current = true;
      setPhotos(stored);
    });
    return () => {
      live = false;
    };
  }, [draftId]);

  const urls = useMemo(() => Object.fromEntries(photos.map((p) => [p.id, URL.createObjectURL(p.blob)])) as Record<string, string>, [photos]);
  useEffect(() => () => Object.values(urls).forEach((u) => URL.revokeObjectURL(u)), [urls]);

  function commit(next: StoredPhoto[]) {
    setPhotos(next);
    void savePhotos(draftId, next);
    onChange(next.map((p) => p.id));
  }

  async function add(files: FileList | File[]) {
    const list = Array.from(files);
    const problems: string[] = [];
    let current = photos;
    for (const file of list) {
      if (current.length >= IMAGES_MAX) {
        problems.push(MAX_IMAGES_MESSAGE);
        break;
      }
      if (!file.type.startsWith('image/') && file.type !== '') {
        problems.push(notAPhotoMessage(file.name));
        continue;
      }
      setBusy((b) => b + 1);
      const processed = await processPhoto(file);
      setBusy((b) => b - 1);
      if (!processed) {
        problems.push(unreadablePhotoMessage(file.name));
        continue;
      }
      current = [...current, { id: randomId(), blob: processed.blob, mimeType: PHOTO_TYPE, width: processed.width, height: processed.height, name: file.name }];
      commit(current);
    }
    setMessages(problems);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    if (e.dataTransfer.files.length > 0) void add(e.dataTransfer.files);
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    commit(arrayMove(photos, from, to));
  }

  const full = photos.length >= IMAGES_MAX;
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} data-testid="photo-drop" style={{ borderStyle: 'dashed' }}>
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed">Drop photos here, or</Text>
          <Group>
            <Button component="label" size="md" disabled={full}>
              Take photo
              <input type="file" accept="image/*" capture="environment" hidden onChange={(e) => e.currentTarget.files && void add(e.currentTarget.files)} />
            </Button>
            <Button component="label" size="md" variant="light" disabled={full}>
              Choose photos
              <input type="file" accept="image/*" multiple hidden data-testid="photo-input" onChange={(e) => e.currentTarget.files && void add(e.currentTarget.files)} />
            </Button>
          </Group>
          <Text size="xs" c="dimmed">{photos.length} of {IMAGES_MAX}{busy > 0 ? ' · processing…' : ''}</Text>
        </Stack>
      </Paper>
      {messages.map((m) => (
        <Text key={m} c="red" size="sm" role="alert">{m}</Text>
      ))}
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {photos.map((p, i) => (
              <Thumbnail key={p.id} id={p.id} url={urls[p.id]} main={i === 0} name={p.name} onDelete={() => commit(photos.filter((x) => x.id !== p.id))} />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function Thumbnail({ id, url, main, name, onDelete }: { id: string; url: string | undefined; main: boolean; name: string; onDelete: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', touchAction: 'none' }} {...attributes} {...listeners} data-testid="photo-thumb" data-name={name}>
      {url && <img src={url} alt={name} style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, display: 'block' }} />}
      {main && <Badge style={{ position: 'absolute', left: 4, top: 4 }}>Main</Badge>}
      <ActionIcon color="red" variant="filled" size="md" aria-label={`Delete ${name}`} style={{ position: 'absolute', right: 4, top: 4 }} onPointerDown={(e) => e.stopPropagation()} onClick={onDelete}>
        ×
      </ActionIcon>
    </div>
  );
}
