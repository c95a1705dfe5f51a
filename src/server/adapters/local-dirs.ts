import path from 'node:path';

/**
 * Where the embedded adapters keep files under DATA_DIR. The app serves the same folders to
 * signed-in staff (/media/, /box-photos/), so both sides read them from here.
 */
export function localDirsOf(dataDir: string) {
  return {
    /** The embedded shop's product images. */
    media: path.join(dataDir, 'media'),
    /** The local image host's box photos. */
    boxPhotos: path.join(dataDir, 'box-photos'),
    /** The outbox mailer's .eml files. */
    outbox: path.join(dataDir, 'outbox'),
  };
}
