import type { Agent } from 'node:https';
import { v2 as cloudinary } from 'cloudinary';
import { ImageHostError, type ImageHostPort } from '../../ports/image-host.port';

export interface CloudinaryOptions {
  /** cloudinary://api_key:api_secret@cloud_name, optionally ?upload_prefix=https://api-eu.cloudinary.com */
  url: string;
  /** The unsigned upload preset (spec 001: 'unsignedPreset'). */
  uploadPreset: string;
  /** For tests: the TLS agent that trusts a local fake. */
  agent?: Agent;
}

/** The parts of CLOUDINARY_URL the uploader needs; null when it is not such a URL. */
export function parseCloudinaryUrl(url: string): { cloudName: string; apiKey: string; uploadPrefix?: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'cloudinary:' || !u.hostname || !u.username) return null;
  const uploadPrefix = u.searchParams.get('upload_prefix') ?? undefined;
  return { cloudName: u.hostname, apiKey: decodeURIComponent(u.username), ...(uploadPrefix ? { uploadPrefix } : {}) };
}

/**
 * Box photos on Cloudinary: an unsigned multipart upload with the preset, as the old tool did, so
 * the API secret is never needed to upload. The secure link is kept when Cloudinary gives one.
 */
export function createCloudinaryImageHost(options: CloudinaryOptions): ImageHostPort {
  const parsed = parseCloudinaryUrl(options.url);
  if (!parsed) throw new ImageHostError('CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name');
  const callOptions = {
    cloud_name: parsed.cloudName,
    ...(parsed.uploadPrefix ? { upload_prefix: parsed.uploadPrefix } : {}),
    ...(options.agent ? { agent: options.agent } : {}),
    resource_type: 'image' as const,
    timeout: 60_000,
  };
  return {
    async upload(images) {
      return Promise.all(
        images.map(async (image) => {
          const dataUri = `data:${image.mimeType};base64,${Buffer.from(image.bytes).toString('base64')}`;
          let answer: { url?: unknown; secure_url?: unknown };
          try {
            answer = (await cloudinary.uploader.unsigned_upload(dataUri, options.uploadPreset, callOptions)) as {
              url?: unknown;
              secure_url?: unknown;
            };
          } catch (error) {
            const e = error as { message?: unknown; error?: { message?: unknown } };
            const detail = e.message ?? e.error?.message;
            throw new ImageHostError(`Cloudinary upload failed: ${typeof detail === 'string' ? detail : 'no answer'}`);
          }
          const url = typeof answer.secure_url === 'string' ? answer.secure_url : answer.url;
          if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new ImageHostError('Cloudinary answered without a url');
          return { url };
        }),
      );
    },
  };
}
