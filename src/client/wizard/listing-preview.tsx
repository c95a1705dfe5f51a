import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { productTitle, type RecordedProduct } from '../../shared/products';
import { listingRows, type ListingRow } from './listing-rows';
import { readPhotos, subscribePhotos, type DraftPhoto } from './photo-store';
import { useUploadProgress } from './use-draft';

const WRAP = { overflowWrap: 'anywhere' } as const;
/** Small on a phone, so the title and prices keep a line of their own beside it. */
const PHOTO_SIZE = { base: 88, sm: 128 } as const;

export interface ListingPreviewProps {
  draftId: string;
  /** The product as it will be uploaded: validated when it can be, else each field that reads as valid. */
  product: RecordedProduct;
  /** Where a price is changed (an error path such as 'price.1'); absent once the item is sealed. */
  linkFor?: ((path: string) => string | null) | undefined;
  /** Whether price i is the suggestion as given on the Price page. */
  suggested?: ((index: number) => boolean) | undefined;
  /** Below the title: the fabric's 'This fabric has N variants.' */
  children?: ReactNode;
}

/**
 * The listing as a customer will meet it, first on the review page: the main photo, the title the
 * shop will show (the server's own productTitle; once uploaded, the title the shop answered), each
 * variant's price and, once the shop made them, its SKUs.
 */
export function ListingPreview({ draftId, product, linkFor, suggested, children }: ListingPreviewProps) {
  const progress = useUploadProgress(draftId);
  const title = progress?.title || productTitle(product);
  const rows = listingRows(product, progress?.skus ?? []);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Listing preview" data-testid="listing-preview">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <MainPhoto draftId={draftId} photoId={product.images?.[0]} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="md" lh={1.3} style={WRAP} data-testid="listing-title">
            {title || '-'}
          </Title>
          {children}
        </Stack>
      </Group>
      <Stack gap={0} mt="xs" role="list" aria-label="Prices">
        {rows.map((row) => (
          <PriceLine key={row.pricePath} row={row} to={linkFor?.(row.pricePath) ?? null} suggested={suggested?.(rowIndex(row)) ?? false} />
        ))}
      </Stack>
    </Paper>
  );
}

const rowIndex = (row: ListingRow) => Number(row.pricePath.split('.')[1] ?? 0);

/** One variant: what it is (and its SKU once known) on the left; its price, a link to where it is changed, on the right. */
function PriceLine({ row, to, suggested }: { row: ListingRow; to: string | null; suggested: boolean }) {
  const price = `${row.price}${row.perMetre && row.price !== '-' ? ' per metre' : ''}`;
  const what = [row.name, row.size].filter(Boolean).join(' · ');
  return (
    <Group
      role="listitem"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={4}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="listing-price"
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" style={WRAP}>
          {row.name && `${row.name}${row.size ? ' · ' : ''}`}
          {/* '2 m × 148 cm' stays on one line. */}
          <span style={{ whiteSpace: 'nowrap' }}>{row.size || (row.name ? '' : 'Price')}</span>
        </Text>
        {suggested && (
          <Text size="xs" fw={600} c="gray.8" data-testid="listing-suggested">
            Suggested price
          </Text>
        )}
        {row.sku && (
          <Text size="sm" fw={600} data-testid="listing-sku">
            SKU {row.sku}
          </Text>
        )}
      </Stack>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {to ? (
          <Anchor component={Link} to={to} fw={700} aria-label={`${price}, change the price${what ? ` of ${what}` : ''}`} style={TARGET}>
            {price}
          </Anchor>
        ) : (
          <Text fw={700}>{price}</Text>
        )}
      </Group>
    </Group>
  );
}

/** A price is tapped with a thumb: at least 44 px high (issue 17 item 4). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** The draft's first photo (the listing's main image), from the device's photo store; a grey square without one. */
function MainPhoto({ draftId, photoId }: { draftId: string; photoId: string | undefined }) {
  const blob = useStoredPhoto(draftId, photoId);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <Box
      w={PHOTO_SIZE}
      h={PHOTO_SIZE}
      style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden', background: 'var(--mantine-color-gray-2)', display: 'grid' }}
    >
      {blob ? (
        <img ref={img} alt="Main photo" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="listing-photo" />
      ) : (
        <Text size="xs" c="gray.8" ta="center" style={{ placeSelf: 'center' }}>
          No photo
        </Text>
      )}
    </Box>
  );
}

const blobOf = (photos: readonly DraftPhoto[], id: string | undefined): Blob | null => {
  const photo = photos.find((p) => p.id === id);
  return photo?.state === 'ready' ? photo.blob : null;
};

/** A stored photo's bytes, following the store (a photo still being processed shows once it is done). */
function useStoredPhoto(draftId: string, photoId: string | undefined): Blob | null {
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    let active = true;
    const show = (photos: readonly DraftPhoto[]) => active && setBlob(blobOf(photos, photoId));
    const unsubscribe = subscribePhotos(draftId, show);
    void readPhotos(draftId).then(show);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [draftId, photoId]);
  return photoId ? blob : null;
}
