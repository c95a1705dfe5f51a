import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { validateProduct } from '../../shared/products';
import { IMAGES_MAX } from '../../shared/schemas/fields';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTOS_FIELD,
  productPhotosParams,
  productPhotosQuery,
  type ProductPhotosAnswer,
} from '../../shared/schemas/media';
import type { UploadService } from '../services/upload.service';
import type { MediaService } from '../services/media.service';
import type { StagedImage } from '../ports/shop.port';
import { badRequest, parseOr400 } from '../http/validation';
import { InvalidInputError } from '../errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { takenTitlesQuery, type TakenTitlesAnswer } from '../../shared/schemas/titles';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';

/**
 * Seven photos of up to PHOTO_MAX_BYTES each, as base64 data URLs (a third larger): the JSON photo
 * route that is left (box photos, boxes.routes.ts). Several of these at once are bounded by the
 * large-body budget.
 */
export const MEDIA_BODY_LIMIT = Math.ceil(IMAGES_MAX * PHOTO_MAX_BYTES * (4 / 3)) + 64 * 1024;

/**
 * A product's photos as raw bytes: seven of at most PHOTO_MAX_BYTES, plus room for the part headers
 * and boundaries. Declared as the route's body limit so the large-body budget counts these calls;
 * Fastify itself never reads a multipart body, so the route holds to it (below and per part).
 */
export const PHOTOS_BODY_LIMIT = IMAGES_MAX * PHOTO_MAX_BYTES + 64 * 1024;

/**
 * What busboy may read of one photo call: each file at most PHOTO_MAX_BYTES, one file more than is
 * allowed (so the eighth is refused in our words, not the library's), one stray text field (so it
 * is named), and few headers.
 */
const PART_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: IMAGES_MAX + 1,
  fields: 1,
  fieldSize: 1024,
  parts: IMAGES_MAX + 2,
  headerPairs: 20,
};

const refuse = (message: string) => badRequest({ [PHOTOS_FIELD]: [message] });

/**
 * Only a multipart body is read, and not before the sign-in guard (an app-wide onRequest hook, so
 * it runs first): any other body is refused by its headers before a byte of it is read.
 */
function multipartOnly(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(request.headers['content-length']);
  if (type !== 'multipart/form-data') done(refuse(PHOTO_MESSAGES.notMultipart));
  else if (declared > PHOTOS_BODY_LIMIT) done(refuse(PHOTO_MESSAGES.bodyTooLarge));
  else done();
}

/** The library's errors while reading the parts, in words that name the problem. */
function partsProblem(error: unknown, photoNumber: number): InvalidInputError {
  if (error instanceof InvalidInputError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(PHOTO_MESSAGES.tooLarge(photoNumber));
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse(PHOTO_MESSAGES.tooMany);
    default:
      // Cut short, a missing boundary, a malformed part header, a field named like a prototype key.
      return refuse(PHOTO_MESSAGES.unreadableBody);
  }
}

export async function productRoutes(
  app: FastifyInstance,
  upload: UploadService,
  media: MediaService,
  staffEmail: (userId: number | null) => Promise<string>,
): Promise<void> {
  // The browser's validation is repeated here with the same shared schemas: it is never trusted.
  app.post('/product/product_upload', async (request): Promise<UploadedProduct> => {
    const key = idempotencyKeyOf(request, true)!;
    const checked = validateProduct(request.body);
    if (!checked.success) throw badRequest(checked.errors);
    return upload.uploadProduct(key, checked.data, await staffEmail(request.userId));
  });

  /**
   * GET /product/titles?prefix=...: the titles starting with the prefix that a new listing may not
   * take (live listings, and uploads of the last day), for the review's duplicate warning.
   */
  app.get('/product/titles', async (request): Promise<TakenTitlesAnswer> => {
    const { prefix } = parseOr400(takenTitlesQuery, request.query);
    return { titles: await upload.takenTitles(prefix) };
  });

  // In a scope of its own, so the multipart parser exists for this route only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PART_LIMITS });

    /**
     * The photos of a product product_upload made, in order, in one call: the server checks and
     * names them, stages, attaches and publishes, and answers what the shop holds (D72).
     */
    scope.post(
      '/product/:id/photos',
      { bodyLimit: PHOTOS_BODY_LIMIT, onRequest: multipartOnly },
      async (request): Promise<ProductPhotosAnswer> => {
        const { id } = parseOr400(productPhotosParams, request.params);
        const { baseVersion } = parseOr400(productPhotosQuery, request.query);
        // Read before the body: photos for a product that is not there cost no more than headers.
        const target = await media.target(id);
        const photos: StagedImage[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file' || part.fieldname !== PHOTOS_FIELD) throw refuse(PHOTO_MESSAGES.unknownPart(part.fieldname));
            if (photos.length === IMAGES_MAX) throw refuse(PHOTO_MESSAGES.tooMany);
            photos.push(media.photo(target, photos.length + 1, await part.toBuffer()));
          }
        } catch (error) {
          throw partsProblem(error, photos.length + 1);
        }
        return media.publish(target, photos, baseVersion === undefined ? undefined : { baseVersion, by: await staffEmail(request.userId) });
      },
    );
  });
}
