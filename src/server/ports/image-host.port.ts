import { UpstreamUnavailableError } from '../errors';
/** Where box photos are kept: files under DATA_DIR by default, Cloudinary when configured. */
export interface HostedImage {
  /** Bytes already checked (real type, size and pixels). */
  bytes: Uint8Array;
  mimeType: string;
  extension: string;
}

export interface ImageHostPort {
  /** Stores the photos; answers one link per photo, in order. */
  upload(images: HostedImage[]): Promise<{ url: string }[]>;
  /**
   * Deletes photos this host stored, by the links upload answered, so they are no longer served. A
   * link it does not hold (deleted already, never stored, another host's) is not an error: several
   * app servers may delete the same photo at once.
   */
  delete(urls: readonly string[]): Promise<void>;
  /** Checks at start that photos can be stored as configured (Cloudinary: the key and secret); throws ImageHostSetupError. */
  ready?(): Promise<void>;
}

/** Photos cannot be stored as configured (a refused key or secret): stops the start with these words. */
export class ImageHostSetupError extends Error {}

/** The image host refused or failed (its own words, answered as 502). */
export class ImageHostError extends UpstreamUnavailableError {
  constructor(message: string, options?: ErrorOptions) {
    super('image host', message, options);
  }
}
