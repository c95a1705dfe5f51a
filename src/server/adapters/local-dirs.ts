import path from 'node:path';

/**
 * Where the embedded adapters keep files under DATA_DIR. Photos are kept in the database since
 * issue 29 (adapters/stored-photos.ts); `media` and `box-photos` are where they were kept before,
 * moved into the database at start.
 */
export function localDirsOf(dataDir: string) {
  return {
    /** The embedded shop's product images, before issue 29. */
    media: path.join(dataDir, 'media'),
    /** The local image host's box photos, before issue 29. */
    boxPhotos: path.join(dataDir, 'box-photos'),
    /** The outbox mailer's .eml files. */
    outbox: path.join(dataDir, 'outbox'),
  };
}
