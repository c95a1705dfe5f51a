import type {
  BoxCreateInput,
  BoxHistoryEntry,
  BoxRecord,
  BoxStatusInput,
  LabelEmailBody,
  LabelEmailResponse,
} from '../../shared/schemas/box-api';
import {
  boxCountAnswer,
  boxHistoryAnswer,
  boxListAnswer,
  boxPhotosAnswer,
  boxRecordAnswer,
  labelEmailAnswer,
} from '../../shared/schemas/answers';
import { apiCall } from './client';

/** Step names the inventory box calls report under (shown in their error messages). */
export const BOX_STEPS = {
  list: 'Box list',
  count: 'Box count',
  create: 'Box create',
  history: 'Box history',
  photos: 'Box photos',
  status: 'Box status update',
  labelEmail: 'Label email',
} as const;

/** Query keys of the box reads: a change invalidates `all` (the list and every history). */
export const BOX_QUERIES = {
  all: ['boxes'] as const,
  list: ['boxes', 'list'] as const,
  history: (boxID: string) => ['boxes', 'history', boxID] as const,
};

/** GET /product/boxes: every record of the box table. */
export async function listBoxes(signal?: AbortSignal): Promise<BoxRecord[]> {
  const { boxes } = await apiCall(BOX_STEPS.list, 'GET', '/product/boxes', boxListAnswer, signal ? { signal } : {});
  return boxes;
}

/** POST /product/box_count: the number a new box with this base code would get now (nothing is reserved). */
export async function previewBoxCount(baseCode: string, signal?: AbortSignal): Promise<number> {
  const { count } = await apiCall(BOX_STEPS.count, 'POST', '/product/box_count', boxCountAnswer, {
    body: { boxID: baseCode },
    ...(signal ? { signal } : {}),
  });
  return count;
}

/**
 * POST /product/boxes: creates the record with status 'New Box' and its Box ID. The key is the box
 * draft's id: sent again after a lost answer, it gets the same box back, never a second one.
 */
export function createBox(body: BoxCreateInput, key: string): Promise<BoxRecord> {
  return apiCall(BOX_STEPS.create, 'POST', '/product/boxes', boxRecordAnswer, { body, headers: { 'idempotency-key': key } });
}

/** GET /product/box_history: the box's creation and status updates, newest first. */
export async function boxHistory(boxID: string, signal?: AbortSignal): Promise<BoxHistoryEntry[]> {
  const { history } = await apiCall(
    BOX_STEPS.history,
    'GET',
    `/product/box_history?boxID=${encodeURIComponent(boxID)}`,
    boxHistoryAnswer,
    signal ? { signal } : {},
  );
  return history;
}

/** POST /product/box_photos: photos as data URLs in, links on the image host out. */
export async function uploadBoxPhotos(images: string[]): Promise<string[]> {
  const { photos } = await apiCall(BOX_STEPS.photos, 'POST', '/product/box_photos', boxPhotosAnswer, { body: { images } });
  return photos.map((p) => p.url);
}

/** POST /product/box_status: advances the status and files the photos and notes. */
export function updateBoxStatus(body: BoxStatusInput): Promise<BoxRecord> {
  return apiCall(BOX_STEPS.status, 'POST', '/product/box_status', boxRecordAnswer, { body });
}

/**
 * POST /product/inventory_supply_label_email: mails the label of the box the server holds under
 * this Box ID (spec 001 section 7); it looks the box up itself.
 */
export function emailBoxLabel(boxID: string): Promise<LabelEmailResponse> {
  const body: LabelEmailBody = { boxID };
  return apiCall(BOX_STEPS.labelEmail, 'POST', '/product/inventory_supply_label_email', labelEmailAnswer, { body });
}
