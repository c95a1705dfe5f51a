import { DraftPhotoPicker } from '../widgets/photos/draft-photo-picker';
import { Alert, Button, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { TAP_TARGET_PX } from '../app/theme';
import type { StepProps } from '../wizard/wizard-types';
import { useEditSession } from './edit-session';

/**
 * The Camera step of an edit (issue 27 item 1): the normal photo page (take or choose, delete,
 * drag to reorder, 3 to 7) over the shop's photos, once they are read into the edit's photo store.
 * If one cannot be read, the page names it and shows the photos as the shop holds them, read-only:
 * a save replaces the whole set, so changing the others would lose it.
 */
export function EditPhotosPage<D extends { images?: string[] | undefined }>(props: StepProps<D>) {
  const { base, photos, readPhotosAgain } = useEditSession();
  switch (photos.state) {
    case 'reading':
      return (
        <Group gap="xs" role="status" data-testid="edit-photos-reading">
          <Loader size="xs" />
          <Text size="sm">{EDIT_PAGE_TEXT.readingPhotos}</Text>
        </Group>
      );
    case 'ready':
      return <DraftPhotoPicker {...props} />;
    case 'failed':
      return (
        <Stack gap="sm">
          <Alert color="orange" role="alert" data-testid="edit-photos-unread">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{EDIT_PAGE_TEXT.photosUnread(photos.unread)}</Text>
              <Button variant="light" mih={TAP_TARGET_PX} onClick={readPhotosAgain}>
                {EDIT_PAGE_TEXT.readPhotosAgain}
              </Button>
            </Stack>
          </Alert>
          {base.record.media.length === 0 ? (
            <Text c="dimmed">{EDIT_PAGE_TEXT.noPhotos}</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="edit-photos">
              {base.record.media.map((src, i) => (
                <Image key={src} src={src} alt={EDIT_PAGE_TEXT.photoAlt(i + 1)} h={160} fit="cover" radius="sm" bg="gray.1" />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      );
  }
}
