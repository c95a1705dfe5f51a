import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { productTitle, type RecordedProduct } from '../../shared/products';
import { checkTitle, titleIsBuilt, titlePrefix, type TitleCheck } from '../../shared/distinct-title';
import { TITLE_MESSAGES } from '../../shared/schemas/titles';
import { takenTitles, titlesQuery } from '../api/titles';
import { TAP_PX } from '../widgets/preset-buttons';
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
  /** Stores a name in the draft: the one-tap answer to a duplicate title. Absent for kinds without a name, and once sealed. */
  onUseName?: ((name: string) => void) | undefined;
}

/**
 * The title the shop will list the item under, checked against the titles it already has (issue 26
 * item 3); null until known, and once uploaded (the shop's own title is shown then).
 */
function useTitleCheck(product: RecordedProduct, uploaded: boolean): TitleCheck | null {
  const prefix = uploaded ? '' : titlePrefix(product);
  const query = useQuery({
    queryKey: titlesQuery(prefix),
    queryFn: ({ signal }) => takenTitles(prefix, signal),
    enabled: prefix.trim().length > 0,
    // A failed check must not block the review: the server numbers a taken built title anyway.
    retry: false,
  });
  return query.data ? checkTitle(product, query.data) : null;
}

/**
 * The listing as a customer will meet it, first on the review page: the main photo, the title the
 * shop will show (the server's own productTitle; once uploaded, the title the shop answered), each
 * variant's price and, once the shop made them, its SKUs.
 */
export function ListingPreview({ draftId, product, linkFor, suggested, children, onUseName }: ListingPreviewProps) {
  const progress = useUploadProgress(draftId);
  const check = useTitleCheck(product, Boolean(progress?.title));
  const title = progress?.title || check?.title || productTitle(product);
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
      {check?.taken && !progress?.title && <TitleTaken check={check} built={titleIsBuilt(product)} onUseName={onUseName} />}
      <Stack gap={0} mt="xs" role="list" aria-label="Prices">
        {rows.map((row) => (
          <PriceLine key={row.pricePath} row={row} to={linkFor?.(row.pricePath) ?? null} suggested={suggested?.(rowIndex(row)) ?? false} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The shop already has this title: what happens to it, and a free name in one tap where the kind has a name. */
function TitleTaken({ check, built, onUseName }: { check: TitleCheck; built: boolean; onUseName: ((name: string) => void) | undefined }) {
  const name = check.suggestedName;
  return (
    <Alert color="orange" variant="light" p="xs" mt="xs" role="status" data-testid="title-taken">
      <Text size="sm" style={WRAP}>
        {TITLE_MESSAGES.taken(check.taken ?? '')} {built ? TITLE_MESSAGES.numbered(check.title) : TITLE_MESSAGES.named}
      </Text>
      {name && onUseName && (
        <Button
          // White on the orange notice: its text keeps full contrast (the light orange variant did not).
          variant="default"
          mt={6}
          mih={TAP_PX}
          h="auto"
          px="sm"
          // A long name wraps on a phone rather than running past the edge.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          onClick={() => onUseName(name)}
        >
          {TITLE_MESSAGES.suggestion(name)}
        </Button>
      )}
    </Alert>
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
