import { z } from 'zod';
import { IMAGES_MAX } from './fields';
import { MAX_IMAGES_MESSAGE } from './messages';

/** Spec 000 section 7: the media_upload and attach_media payloads. */
export const RESOURCE_KINDS = ['TIMELINE', 'PRODUCT_IMAGE', 'COLLECTION_IMAGE', 'SHOP_IMAGE', 'VIDEO', 'MODEL_3D', 'IMAGE'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * `{sku}_{index}.{ext}`: the SKU, the photo's place (1 = main, at most 7), the real extension. The
 * SKU is bounded like every SKU (a bigint has 19 digits): the name becomes a file name, and a
 * 300-digit one was longer than the file system allows.
 */
export const MEDIA_FILENAME = /^(\d{1,20})_([1-7])\.(jpg|png|webp|gif)$/;

export const mediaUploadSchema = z
  .strictObject({
    medias: z
      .array(
        z.strictObject({
          filename: z.string().regex(MEDIA_FILENAME, 'Filename must look like {sku}_{index}.jpg'),
          resource: z.literal('IMAGE', { error: 'Resource must be IMAGE' }),
          mimeType: z.enum(IMAGE_MIME_TYPES, { error: 'Mime type must be an image type' }),
          httpMethod: z.enum(['PUT', 'POST']),
        }),
      )
      .min(1, 'At least 1 image is required')
      .max(IMAGES_MAX, MAX_IMAGES_MESSAGE),
    images: z.array(z.string().regex(/^data:image\/[a-z]+;base64,/, 'Images must be data URLs')).min(1).max(IMAGES_MAX, MAX_IMAGES_MESSAGE),
  })
  .refine((v) => v.medias.length === v.images.length, { message: 'Each image needs one media entry', path: ['medias'] });

export type MediaUploadInput = z.output<typeof mediaUploadSchema>;

export const attachMediaSchema = z.strictObject({
  // The shop's own id ('local:12', 'gid://shopify/Product/...'), as product_upload answered it.
  id: z.string().min(1, 'Product id is required').max(100, 'Product id must be at most 100 characters'),
  medias: z
    .array(z.strictObject({ originalSource: z.string().min(1), alt: z.string().max(255), mediaContentType: z.literal('IMAGE') }))
    .min(1, 'At least 1 image is required')
    .max(IMAGES_MAX, MAX_IMAGES_MESSAGE),
});

export type AttachMediaInput = z.output<typeof attachMediaSchema>;
