import type { FastifyInstance } from 'fastify';
import { validateProduct } from '../../shared/products';
import type { UploadService } from '../services/upload.service';
import type { MediaService } from '../services/media.service';
import { attachMediaSchema, mediaUploadSchema } from '../../shared/schemas/media';
import { badRequest, parseOr400 } from '../http/validation';
import { idempotencyKeyOf } from '../http/idempotency-key';

/**
 * Seven photos of up to 8 MB each, as base64 data URLs. The browser sends JPEGs of at most 2048 px
 * (about 1 MB); 8 MB leaves room for an odd photo while keeping what one request can make the
 * server hold small (several of these at once are bounded by the large-body budget).
 */
export const MEDIA_BODY_LIMIT = Math.ceil(7 * 8 * 1024 * 1024 * (4 / 3)) + 64 * 1024;


export function productRoutes(app: FastifyInstance, upload: UploadService, media: MediaService): void {
  // The browser's validation is repeated here with the same shared schemas: it is never trusted.
  app.post('/product/product_upload', async (request, reply) => {
    const key = idempotencyKeyOf(request, true)!;
    const checked = validateProduct(request.body);
    if (!checked.success) throw badRequest(checked.errors);
    const answer = await upload.uploadProduct(key, checked.data);
    return reply.code(answer.status).type('application/json').send(answer.body);
  });

  app.post('/product/media_upload', { bodyLimit: MEDIA_BODY_LIMIT }, async (request) => media.upload(parseOr400(mediaUploadSchema, request.body)));

  app.post('/product/attach_media', async (request) => {
    await media.attach(parseOr400(attachMediaSchema, request.body));
    return { message: 'Media attached.' };
  });
}
