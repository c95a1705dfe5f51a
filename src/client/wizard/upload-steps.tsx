import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UploadPhase } from '../upload/upload-run';

/** The steps an upload reports while it runs; runUpload's other phases are its outcomes. */
export type UploadStep = Extract<UploadPhase, 'uploadingProduct' | 'uploadingMedia'>;

export const isUploadStep = (phase: UploadPhase): phase is UploadStep => phase === 'uploadingProduct' || phase === 'uploadingMedia';

type RowState = 'done' | 'now' | 'next';

const MARK: Record<Exclude<RowState, 'now'>, string> = { done: '✓', next: '○' };
const STATE_WORDS: Record<RowState, string> = { done: 'done', now: 'in progress', next: 'waiting' };

/**
 * How far an upload got, under its banner (issue 17 item 7): on a slow link staff see the product
 * made (with its SKU) while the photos are still on their way, instead of one spinner for seconds.
 * The photos are sent, staged and attached in one call (D72), so attaching shows as the step after
 * the photos and completes with them.
 */
export function UploadSteps({ at, photos, skus }: { at: UploadStep; photos: number; skus: string }) {
  const product: RowState = at === 'uploadingProduct' ? 'now' : 'done';
  const media: RowState = at === 'uploadingMedia' ? 'now' : 'next';
  const rows: { label: string; state: RowState; detail?: string }[] = [
    { label: 'Product', state: product, ...(product === 'done' && skus ? { detail: `SKU ${skus}` } : {}) },
    { label: `${photos} photo${photos === 1 ? '' : 's'}`, state: media },
    { label: 'Attach to the listing', state: 'next' },
  ];
  return (
    <ol aria-label="Upload progress" data-testid="upload-steps" style={{ listStyle: 'none', margin: '0.5rem 0 0', padding: 0 }}>
      {rows.map((row) => (
        <li key={row.label} data-state={row.state}>
          <Group gap="xs" wrap="nowrap">
            {row.state === 'now' ? (
              <Loader size={14} aria-hidden />
            ) : (
              <Text span aria-hidden fw={700} w={14} ta="center">
                {MARK[row.state]}
              </Text>
            )}
            <Text span size="sm" fw={row.state === 'now' ? 600 : 400}>
              {row.label}
              {row.detail ? ` (${row.detail})` : ''}
              <VisuallyHidden>: {STATE_WORDS[row.state]}</VisuallyHidden>
            </Text>
          </Group>
        </li>
      ))}
    </ol>
  );
}
