import { Alert, Image, SimpleGrid, Text } from '@mantine/core';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { useEditSession } from './edit-session';

/**
 * The Camera step of an edit: the photos the shop shows, read-only. Adding, removing and reordering
 * photos after upload is not in this round (issue 27 item 1 names it); the page says so rather than
 * offering a camera whose photos would go nowhere.
 */
export function EditPhotosPage() {
  const { record } = useEditSession().base;
  return (
    <>
      <Alert color="gray" variant="light" role="status" data-testid="edit-photos-kept">
        {EDIT_PAGE_TEXT.photosKept}
      </Alert>
      {record.media.length === 0 ? (
        <Text c="dimmed">{EDIT_PAGE_TEXT.noPhotos}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="edit-photos">
          {record.media.map((src, i) => (
            <Image key={src} src={src} alt={EDIT_PAGE_TEXT.photoAlt(i + 1)} h={160} fit="cover" radius="sm" bg="gray.1" />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
