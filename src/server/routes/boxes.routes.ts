import type { FastifyInstance, FastifyReply } from 'fastify';
import { boxCountSchema, boxCreateSchema, boxHistoryQuery, boxPhotosSchema, boxStatusSchema, labelEmailSchema } from '../../shared/schemas/box-api';
import type { BoxCountResponse, BoxHistoryResponse, BoxListResponse, BoxPhotosResponse, BoxRecord, LabelEmailResponse } from '../../shared/schemas/box-api';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { parseOr400 } from '../http/validation';
import { BoxTableError } from '../ports/box-table.port';
import { ImageHostError } from '../ports/image-host.port';
import { BOX_MESSAGES, type BoxesService } from '../services/boxes.service';
import type { Idempotency } from '../services/idempotency';
import { MEDIA_BODY_LIMIT } from './product.routes';

export const BOX_UPSTREAM_MESSAGES = {
  table: 'The box table could not be reached. Please retry or Contact administrator',
  images: 'The photos could not be stored. Please retry or Contact administrator',
  mail: 'The label mail could not be sent. Please retry or Contact administrator',
} as const;

/**
 * Failures of the services behind the ports are answered as 502 with words for staff; their own
 * status (an Airtable 401, say) must never reach the browser, where 401 means "signed out".
 */
async function upstream<T>(reply: FastifyReply, run: () => Promise<T>, mailing = false): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    const message = mailing
      ? BOX_UPSTREAM_MESSAGES.mail
      : error instanceof BoxTableError
        ? BOX_UPSTREAM_MESSAGES.table
        : error instanceof ImageHostError
          ? BOX_UPSTREAM_MESSAGES.images
          : null;
    if (!message || (error as { statusCode?: number }).statusCode !== undefined) throw error;
    reply.log.error({ err: error }, 'box upstream failed');
    return reply.code(502).send({ message });
  }
}

export function boxesRoutes(app: FastifyInstance, boxes: BoxesService, idempotency: Idempotency): void {
  app.get('/product/boxes', async (_request, reply) => upstream(reply, async (): Promise<BoxListResponse> => ({ boxes: await boxes.list() })));

  // Spec 001's call, kept as a preview of the number: creating the box reserves it (D48, D77).
  app.post('/product/box_count', async (request, reply) => {
    const { boxID } = parseOr400(boxCountSchema, request.body);
    return upstream(reply, async (): Promise<BoxCountResponse> => ({ count: await boxes.previewCount(boxID) }));
  });

  /**
   * One call makes the box: the Box ID from its parts and a number reserved under the page's box
   * draft id (Idempotency-Key), so a retry after a lost answer gets the same box, never the next
   * number. The key is claimed in the shared claim table (D58): a repeat answers the first box, the
   * same key with other choices is 422, and a failure releases the key for the retry.
   */
  app.post('/product/boxes', async (request, reply) => {
    const key = idempotencyKeyOf(request, true)!;
    const input = parseOr400(boxCreateSchema, request.body);
    const by = await boxes.staffEmail(request.userId);
    return upstream(reply, async () => {
      const answer = await idempotency.once(`box-create:${key}`, input, async () => ({ status: 200, body: JSON.stringify(await boxes.create(input, key, by)) }));
      if (answer.status === 422) return reply.code(422).send({ message: BOX_MESSAGES.createKeyReused(await boxes.createdUnder(key)) });
      return reply.code(answer.status).type('application/json').send(answer.body);
    });
  });

  app.get('/product/box_history', async (request): Promise<BoxHistoryResponse> => {
    const { boxID } = parseOr400(boxHistoryQuery, request.query);
    return { boxID, history: await boxes.history(boxID) };
  });

  app.post('/product/box_photos', { bodyLimit: MEDIA_BODY_LIMIT }, async (request, reply) => {
    const { images } = parseOr400(boxPhotosSchema, request.body);
    return upstream(reply, async (): Promise<BoxPhotosResponse> => ({ photos: await boxes.uploadPhotos(images) }));
  });

  app.post('/product/box_status', async (request, reply) => {
    const input = parseOr400(boxStatusSchema, request.body);
    const by = await boxes.staffEmail(request.userId);
    return upstream(reply, (): Promise<BoxRecord> => boxes.updateStatus(input, by));
  });

  app.post('/product/inventory_supply_label_email', async (request, reply) => {
    const input = parseOr400(labelEmailSchema, request.body);
    return upstream(reply, async (): Promise<LabelEmailResponse> => ({ message: await boxes.mailLabel(input) }), true);
  });
}
