import { z } from 'zod';
import { versionSchema } from './product-edit';
import { IMAGES_MAX, IMAGES_MIN } from './fields';
import { MAX_IMAGES_MESSAGE, MIN_IMAGES_MESSAGE } from './messages';
import { PRODUCT_ID_MAX } from './product-record';

/**
 * The photos of a product the browser made with product_upload: `POST /product/:id/photos`, one
 * call that stages, attaches and publishes (docs/decisions.md D72). The body is multipart/form-data
 * with one file part named `photos` per photo, in order (the first is the main image): raw bytes,
 * a quarter smaller than the base64 data URLs of spec 000's media_upload.
 */
export const PHOTOS_FIELD = 'photos';

/**
 * One photo, of a product or of a box, may be at most 8 MB: the browser sends JPEGs of at most
 * 2048 px (about 1 MB), and 8 MB leaves room for an odd one while bounding what one call makes the
 * server hold (7 x 8 MB, D61). The route's part limit and the server's check of the bytes both read it.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels a photo's header may claim (25 megapixels), whichever host it goes to: no decoder
 * after us (the image host, Cloudinary) is handed a small file that unpacks to gigabytes. Shopify's
 * own lower limit (20 megapixels, 4472 px a side) is Shopify's, checked by its adapter (D32).
 */
export const PHOTO_MAX_PIXELS = 25_000_000;

/** The longest side a photo may have: the longest browsers draw on a canvas (Selvage's own pages send at most 2048). */
export const PHOTO_MAX_SIDE = 16_384;

const MB = 1024 * 1024;
const photoName = (n: number) => `Photo ${n}`;
const fileTooLarge = (name: string) => `${name} is larger than ${PHOTO_MAX_BYTES / MB} MB.`;

/**
 * `{sku}_{index}.{ext}`: the name the server gives a photo in the shop. The SKU is bounded like every
 * SKU (a bigint has 19 digits): the name becomes a file name, and a 300-digit one was longer than
 * the file system allows.
 */
export const MEDIA_FILENAME = /^(\d{1,20})_([1-7])\.(jpg|png|webp|gif)$/;

/** The name of photo `n` (from 1) of the product with this SKU; null when the SKU cannot name a file. */
export function photoFilename(sku: string, n: number, extension: string): string | null {
  const name = `${sku}_${n}.${extension}`;
  return MEDIA_FILENAME.test(name) ? name : null;
}

/** The path's product id: the one product_upload answered ('local:12', 'gid://shopify/Product/...'). */
export const productPhotosParams = z.strictObject({
  id: z.string().min(1, 'Product id is required').max(PRODUCT_ID_MAX, `Product id must be at most ${PRODUCT_ID_MAX} characters`),
});

/**
 * The call's query: none for an upload's photos; an edit's new photos (issue 27) name the version of
 * the record they replace the photos of, so a change made since is a 409, as an edit's save is.
 */
export const productPhotosQuery = z.strictObject({
  baseVersion: versionSchema.optional(),
});

/** What the call answers: the product as the shop now holds it, its photos' URLs in order, and its version. */
export const productPhotosAnswer = z.object({
  productId: z.string(),
  status: z.enum(['DRAFT', 'ACTIVE']),
  media: z.array(z.string()),
  version: z.string(),
});
export type ProductPhotosAnswer = z.output<typeof productPhotosAnswer>;

/** Every word the photo call and the browser's photo step say about a product's photos. */
export const PHOTO_MESSAGES = {
  tooFew: MIN_IMAGES_MESSAGE,
  tooMany: MAX_IMAGES_MESSAGE,
  /** The product was made with more photos than were sent: one was lost on the way. */
  fewerThanProduct: (listed: number, sent: number) =>
    `This product was uploaded with ${listed} photos, but ${sent} were sent. Send all ${listed}.`,
  tooLarge: (n: number) => fileTooLarge(photoName(n)),
  /** A photo over PHOTO_MAX_BYTES, named as the caller names it ('Photo 2', a file name). */
  fileTooLarge,
  tooManyPixels: (name: string, width: number, height: number) =>
    `${name} is larger than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels (${width} x ${height}).`,
  sideTooLong: (name: string, width: number, height: number) =>
    `${name} is ${width} x ${height} px; a side may be at most ${PHOTO_MAX_SIDE} px.`,
  bodyTooLarge: `At most ${IMAGES_MAX} photos of up to ${PHOTO_MAX_BYTES / MB} MB each can be sent at once.`,
  /** How a photo is named in the server's checks (image-header.ts words the problem). */
  photoName,
  notMultipart: `Send the photos as multipart/form-data, one file part named "${PHOTOS_FIELD}" per photo.`,
  unknownPart: (name: string) => `Unknown field: ${name}. Send only file parts named "${PHOTOS_FIELD}".`,
  unreadableBody: 'The photos could not be read: the request was cut short or is not well-formed multipart/form-data.',
  noProduct: (id: string) => `The shop has no product ${id}.`,
  notUploaded: (id: string) => `Product ${id} was not made by a Selvage upload, so its photos cannot be sent here.`,
  /**
   * A live server is still sending this product's photos: often an earlier try of this same upload
   * whose answer was lost, else another tab or phone. A try cut off by a server restart never gets
   * this (issue 29 item 3): its claim is taken over at once.
   */
  busy: "An earlier sending of this product's photos is still under way on the server (this upload's own earlier try, or another tab or phone). Wait a moment, then retry.",
  /** The browser: a photo the draft lists is gone from this device (IndexedDB cleared, say). */
  missingOnDevice: (n: number, total: number) => `Photo ${n} of ${total} is no longer on this device. Add it again before uploading.`,
} as const;

/** Photos one product must be sent with: all it was uploaded with, and never fewer than 3. */
export function photosRequired(listed: number): number {
  return Math.max(IMAGES_MIN, listed);
}

/** Why a number of photos cannot be published for a product uploaded with `listed`; null when it can. */
export function photoCountProblem(sent: number, listed: number): string | null {
  if (sent > IMAGES_MAX) return PHOTO_MESSAGES.tooMany;
  if (sent < IMAGES_MIN) return PHOTO_MESSAGES.tooFew;
  if (sent < photosRequired(listed)) return PHOTO_MESSAGES.fewerThanProduct(listed, sent);
  return null;
}
