import type { FastifyInstance } from 'fastify';
import {
  boxCountSchema,
  boxCreateSchema,
  boxHistoryQuery,
  boxPhotosSchema,
  boxStatusSchema,
  labelEmailSchema,
} from '../../shared/schemas/box-api';
import type {
  BoxCountResponse,
  BoxHistoryResponse,
  BoxListResponse,
  BoxPhotosResponse,
  BoxRecord,
  LabelEmailResponse,
} from '../../shared/schemas/box-api';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { parseOr400 } from '../http/validation';
import type { BoxesService } from '../services/boxes.service';
import { MEDIA_BODY_LIMIT } from './product.routes';

// Failures of the box table, image host and mailer are answered by the app's one error mapper
// (http/error-mapper.ts): 502 with words for staff, never the outside service's own status.
export { BOX_UPSTREAM_MESSAGES } from '../http/error-mapper';

export function boxesRoutes(app: FastifyInstance, boxes: BoxesService): void {
  app.get('/product/boxes', async (): Promise<BoxListResponse> => ({ boxes: await boxes.list() }));

  // Spec 001's call, kept as a preview of the number: creating the box reserves it (D48, D77).
  app.post('/product/box_count', async (request): Promise<BoxCountResponse> => {
    const { boxID } = parseOr400(boxCountSchema, request.body);
    return { count: await boxes.previewCount(boxID) };
  });

  /**
   * One call makes the box: the Box ID from its parts and a number reserved under the page's box
   * draft id (Idempotency-Key), so a retry after a lost answer gets the same box, never the next
   * number. The service claims the key (D58): a repeat answers the first box, the same key with
   * other choices is 422, and a failure releases the key for the retry.
   */
  app.post('/product/boxes', async (request): Promise<BoxRecord> => {
    const key = idempotencyKeyOf(request, true)!;
    const input = parseOr400(boxCreateSchema, request.body);
    const by = await boxes.staffEmail(request.userId);
    return boxes.create(input, key, by);
  });

  app.get('/product/box_history', async (request): Promise<BoxHistoryResponse> => {
    const { boxID } = parseOr400(boxHistoryQuery, request.query);
    return { boxID, history: await boxes.history(boxID) };
  });

  app.post('/product/box_photos', { bodyLimit: MEDIA_BODY_LIMIT }, async (request): Promise<BoxPhotosResponse> => {
    const { images } = parseOr400(boxPhotosSchema, request.body);
    return { photos: await boxes.uploadPhotos(images) };
  });

  app.post('/product/box_status', async (request): Promise<BoxRecord> => {
    const input = parseOr400(boxStatusSchema, request.body);
    const by = await boxes.staffEmail(request.userId);
    return boxes.updateStatus(input, by);
  });

  app.post('/product/inventory_supply_label_email', async (request): Promise<LabelEmailResponse> => {
    const input = parseOr400(labelEmailSchema, request.body);
    return { message: await boxes.mailLabel(input) };
  });
}
