import type { FastifyInstance } from 'fastify';

/** A photo as the database keeps it (adapters/stored-photos.ts). */
export interface ServedPhoto {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * The photos Selvage keeps itself, for signed-in staff only (the auth guard covers /media/ and
 * /box-photos/): the embedded shop's at /media/{folder}/{file}, box photos at /box-photos/{file}.
 * Read from the database, so every app server on it answers every photo (issue 29). A photo's
 * address names new bytes every time (a new folder or name per call), so it may be kept.
 */
export function storedPhotosRoutes(app: FastifyInstance, read: (photoPath: string) => Promise<ServedPhoto | null>): void {
  for (const area of ['media', 'box-photos']) {
    app.get(`/${area}/*`, async (request, reply) => {
      const rest = (request.params as { '*'?: string })['*'] ?? '';
      const photo = await read(`${area}/${rest}`);
      if (!photo) return reply.callNotFound();
      return reply
        .type(photo.mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength));
    });
  }
}
