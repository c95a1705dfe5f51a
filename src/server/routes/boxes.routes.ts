import type { FastifyInstance, FastifyReply } from 'fastify';
import { boxCountSchema, boxCreateSchema, boxPhotosSchema, boxStatusSchema, labelEmailSchema } from '../../shared/schemas/box-api';
import type { BoxCountResponse, BoxListResponse, BoxPhotosResponse, BoxRecord, LabelEmailResponse } from '../../shared/schemas/box-api';
import { parseOr400 } from '../http/validation';
import { BoxTableError } from '../ports/box-table.port';
import { ImageHostError } from '../ports/image-host.port';
import type { BoxesService } from '../services/boxes.service';
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

export function boxesRoutes(app: FastifyInstance, boxes: BoxesService): void {
  app.get('/product/boxes', async (_request, reply) => upstream(reply, async (): Promise<BoxListResponse> => ({ boxes: await boxes.list() })));

  app.post('/product/box_count', async (request, reply) => {
    const { boxID } = parseOr400(boxCountSchema, request.body);
    return upstream(reply, async (): Promise<BoxCountResponse> => ({ count: await boxes.reserveCount(boxID) }));
  });

  app.post('/product/boxes', async (request, reply) => {
    const input = parseOr400(boxCreateSchema, request.body);
    return upstream(reply, (): Promise<BoxRecord> => boxes.create(input));
  });

  app.post('/product/box_photos', { bodyLimit: MEDIA_BODY_LIMIT }, async (request, reply) => {
    const { images } = parseOr400(boxPhotosSchema, request.body);
    return upstream(reply, async (): Promise<BoxPhotosResponse> => ({ photos: await boxes.uploadPhotos(images) }));
  });

  app.post('/product/box_status', async (request, reply) => {
    const input = parseOr400(boxStatusSchema, request.body);
    return upstream(reply, (): Promise<BoxRecord> => boxes.updateStatus(input));
  });

  app.post('/product/inventory_supply_label_email', async (request, reply) => {
    const input = parseOr400(labelEmailSchema, request.body);
    return upstream(reply, async (): Promise<LabelEmailResponse> => ({ message: await boxes.mailLabel(input) }), true);
  });
}
