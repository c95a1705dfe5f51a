import type { Agent } from 'node:https';
import { v2 as cloudinary } from 'cloudinary';
import { z } from 'zod';
import { ImageHostError, ImageHostSetupError, type ImageHostPort } from '../../ports/image-host.port';

export interface CloudinaryOptions {
  /** CLOUDINARY_URL: cloudinary://api_key:api_secret@cloud_name, optionally ?upload_prefix=https://api-eu.cloudinary.com */
  url: string;
  /** CLOUDINARY_FOLDER: the folder box photos go into ('selvage/boxes'); it prefixes each photo's public ID and link. */
  folder: string;
  /** For tests: the TLS agent that trusts a local fake. */
  agent?: Agent;
}

export interface CloudinaryUrlParts {
  cloudName: string;
  apiKey: string;
  /** URL-decoded: a secret with a reserved character is written percent-encoded in the URL. */
  apiSecret: string;
  uploadPrefix?: string;
}

/** The parts of CLOUDINARY_URL the uploader needs; null when it is not such a URL (a key and a secret included). */
export function parseCloudinaryUrl(url: string): CloudinaryUrlParts | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'cloudinary:' || !u.hostname || !u.username || !u.password) return null;
  let apiKey: string;
  let apiSecret: string;
  try {
    apiKey = decodeURIComponent(u.username);
    apiSecret = decodeURIComponent(u.password);
  } catch {
    return null;
  }
  const uploadPrefix = u.searchParams.get('upload_prefix') ?? undefined;
  return { cloudName: u.hostname, apiKey, apiSecret, ...(uploadPrefix ? { uploadPrefix } : {}) };
}

/** What an upload answers that we keep: the links (Cloudinary adds fields over time; the rest is ignored). */
const uploadAnswer = z.object({ secure_url: z.string().optional(), url: z.string().optional() });

/** What a destroy answers: 'ok', or 'not found' for a public ID the account does not hold. */
const destroyAnswer = z.object({ result: z.string() });

/**
 * The public ID behind a delivery link, or null for a link that is not one of `folder`'s photos:
 * the path after `/image/upload/`, without the version (`v1764000001/`) and the extension. Read from
 * the link rather than kept from the upload's answer: the link is all the table and the page hold,
 * and it names the public ID whatever the account's folder mode.
 */
export function publicIdOfLink(url: string, folder: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  const found = /\/image\/upload\/(?:v\d+\/)?(.+)\.[A-Za-z0-9]+$/.exec(pathname);
  const prefix = `${folder.replace(/^\/+|\/+$/g, '')}/`;
  // Never anything outside the folder Selvage uploads into: the account may hold the shop's other photos.
  return found && found[1]!.startsWith(prefix) && found[1]!.length > prefix.length ? found[1]! : null;
}

/** How long the start waits for Cloudinary's answer to the check (the SDK's own timeout never ends the request). */
const READY_TIMEOUT_MS = 15_000;

/**
 * The SDK rejects with Cloudinary's `{message, http_code}`, with `{error: Error}` when the request
 * failed, or with the Admin API's `{error: {message, http_code}, request_options, ...}`, whose
 * request_options carry `auth: 'key:secret'`: only the words and the status are kept, never the
 * object itself (as a cause it would reach the logs).
 */
function failureOf(error: unknown): { httpCode?: number; message: string } {
  const e = (error ?? {}) as { message?: unknown; http_code?: unknown; error?: { message?: unknown; http_code?: unknown } };
  const message = typeof e.message === 'string' ? e.message : e.error?.message;
  const httpCode = typeof e.http_code === 'number' ? e.http_code : e.error?.http_code;
  return { message: typeof message === 'string' ? message : 'no answer', ...(typeof httpCode === 'number' ? { httpCode } : {}) };
}

/**
 * Box photos on Cloudinary: each photo a signed upload (the SDK signs the parameters with the API
 * secret; the secret itself is never sent) into `folder`. Cloudinary keeps unsigned upload presets
 * for uploads straight from browsers; with one, anyone who learns the cloud name (it is in every
 * photo link) could upload into the shop's account, so the server, which holds the secret, signs.
 * The secure link is kept when Cloudinary gives one.
 */
export function createCloudinaryImageHost(options: CloudinaryOptions): ImageHostPort {
  const parsed = parseCloudinaryUrl(options.url);
  if (!parsed) throw new ImageHostSetupError('CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name');
  const account = {
    cloud_name: parsed.cloudName,
    api_key: parsed.apiKey,
    api_secret: parsed.apiSecret,
    ...(parsed.uploadPrefix ? { upload_prefix: parsed.uploadPrefix } : {}),
    ...(options.agent ? { agent: options.agent } : {}),
  };
  return {
    async upload(images) {
      return Promise.all(
        images.map(async (image) => {
          const dataUri = `data:${image.mimeType};base64,${Buffer.from(image.bytes).toString('base64')}`;
          const send = () =>
            cloudinary.uploader.upload(dataUri, { ...account, folder: options.folder, resource_type: 'image', timeout: 60_000 });
          let answer: unknown;
          try {
            // A connection lost before any answer (a reset, a kept-alive socket the other side had
            // just closed) is tried once more; an answer, even a refusal, is Cloudinary's word.
            answer = await send().catch((error: unknown) => {
              if (failureOf(error).httpCode !== undefined) throw error;
              return send();
            });
          } catch (error) {
            throw new ImageHostError(`Cloudinary upload failed: ${failureOf(error).message}`);
          }
          const links = uploadAnswer.safeParse(answer);
          const url = links.success ? (links.data.secure_url ?? links.data.url) : undefined;
          if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new ImageHostError('Cloudinary answered without a url');
          return { url };
        }),
      );
    },

    /**
     * The Upload API's destroy, signed like an upload, with the CDN's copies invalidated so the link
     * stops serving the photo. 'not found' is a photo already gone (another server's sweep).
     */
    async delete(urls) {
      const publicIds = [...new Set(urls.flatMap((url) => publicIdOfLink(url, options.folder) ?? []))];
      const destroyOptions = { ...account, resource_type: 'image' as const, type: 'upload' as const, invalidate: true, timeout: 60_000 };
      await Promise.all(
        publicIds.map(async (publicId) => {
          let answer: unknown;
          try {
            answer = await cloudinary.uploader.destroy(publicId, destroyOptions);
          } catch (error) {
            throw new ImageHostError(`Cloudinary delete failed: ${failureOf(error).message}`);
          }
          const result = destroyAnswer.safeParse(answer);
          if (!result.success || (result.data.result !== 'ok' && result.data.result !== 'not found'))
            throw new ImageHostError(`Cloudinary delete failed: ${result.success ? result.data.result : 'no result'}`);
        }),
      );
    },

    /**
     * The Admin API's ping (GET /v1_1/{cloud}/ping, the key and secret as basic auth): Cloudinary
     * answers 401 to a wrong key or secret and to a cloud name it does not know. Anything else (no
     * answer, a 5xx, its rate limit) says nothing about the settings and is an ImageHostError.
     */
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
        timer.unref();
      });
      try {
        await Promise.race([cloudinary.api.ping({ ...account, timeout: READY_TIMEOUT_MS }), timeout]);
      } catch (error) {
        const { httpCode, message } = failureOf(error);
        if (httpCode === 401 || httpCode === 404) {
          throw new ImageHostSetupError(
            `CLOUDINARY_URL is refused by Cloudinary: "${message}". Check the cloud name ('${parsed.cloudName}'), ` +
              `the API key ('${parsed.apiKey}') and the API secret in it against the Cloudinary console (Settings, API Keys).`,
          );
        }
        throw new ImageHostError(`Cloudinary could not check CLOUDINARY_URL: ${message}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
