import type { AttachMediaInput, MediaUploadInput } from '../../shared/schemas/media';
import { MEDIA_FILENAME } from '../../shared/schemas/media';
import { BadRequestError } from '../http/validation';
import { imageProblem, readImageHeader } from '../media/image-header';
import type { ShopPort, StagedImage } from '../ports/shop.port';

function refuse(message: string, field: string): never {
  throw new BadRequestError({ message, errors: { [field]: [message] } });
}

/** Photo upload and attachment: real bytes checked before anything reaches the shop. */
export function createMediaService(shop: ShopPort) {
  return {
    async upload(input: MediaUploadInput): Promise<{ resourceUrl: string }[]> {
      const staged: StagedImage[] = input.medias.map((media, i) => {
        const bytes = Buffer.from(input.images[i]!.slice(input.images[i]!.indexOf(',') + 1), 'base64');
        const problem = imageProblem(media.filename, bytes);
        if (problem) refuse(problem, `images.${i}`);
        const header = readImageHeader(bytes)!;
        // The name and type must say what the bytes are (the old tool called every photo PNG).
        const ext = MEDIA_FILENAME.exec(media.filename)?.[3];
        if (ext !== header.extension || media.mimeType !== header.mimeType) {
          refuse(`${media.filename} is a ${header.mimeType} image; name it ${media.filename.replace(/\.\w+$/, `.${header.extension}`)} with that type.`, `medias.${i}`);
        }
        return { filename: media.filename, mimeType: header.mimeType, bytes, width: header.width, height: header.height };
      });
      return shop.stageImages(staged);
    },
    async attach(input: AttachMediaInput): Promise<void> {
      await shop.attachImages(input.id, input.medias);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
