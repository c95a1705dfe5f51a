import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UploadPhase } from '../upload/upload-run';
import type { PhotoSend } from '../upload/photo-send';
import { UPLOAD_STEP_TEXT } from '../../shared/messages/upload';

/** The steps an upload reports while it runs; runUpload's other phases are its outcomes. */
export type UploadStep = Extract<UploadPhase, 'uploadingProduct' | 'uploadingMedia'>;

export const isUploadStep = (phase: UploadPhase): phase is UploadStep => phase === 'uploadingProduct' || phase === 'uploadingMedia';

type RowState = 'done' | 'now' | 'next';

const MARK: Record<Exclude<RowState, 'now'>, string> = { done: '✓', next: '○' };
const STATE_WORDS: Record<RowState, string> = { done: 'done', now: 'in progress', next: 'waiting' };

/**
 * How far an upload got, under its banner (issue 17 item 7): on a slow link staff see the product
 * made (with its SKU), then which photo is on its way, then the attaching, instead of one spinner
 * for seconds. The photos go in one call that also stages and attaches them (D72): once its bytes
 * are all out, the server is attaching.
 */
export function UploadSteps({ at, photos, sent, skus }: { at: UploadStep; photos: number; sent: PhotoSend | null; skus: string }) {
  const product: RowState = at === 'uploadingProduct' ? 'now' : 'done';
  const attaching = at === 'uploadingMedia' && sent?.state === 'sent';
  const media: RowState = at !== 'uploadingMedia' ? 'next' : attaching ? 'done' : 'now';
  const sending = at === 'uploadingMedia' && sent?.state === 'sending' ? sent : null;
  const rows: { label: string; state: RowState; detail?: string }[] = [
    { label: UPLOAD_STEP_TEXT.product, state: product, ...(product === 'done' && skus ? { detail: `SKU ${skus}` } : {}) },
    {
      label: UPLOAD_STEP_TEXT.photos(photos),
      state: media,
      ...(sending ? { detail: UPLOAD_STEP_TEXT.sending(sending.photo, sending.of, sending.percent) } : {}),
    },
    { label: UPLOAD_STEP_TEXT.attach, state: attaching ? 'now' : 'next' },
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
