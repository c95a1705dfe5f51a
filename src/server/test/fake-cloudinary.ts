import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeSelfSigned } from './self-signed';

/**
 * A local stand-in for Cloudinary: the upload API, the Admin API's ping and the delivery of what
 * was uploaded, over HTTPS (the SDK speaks nothing else) with a certificate of its own.
 *
 * It is as strict as Cloudinary's documentation on authenticated uploads
 * (cloudinary.com/documentation/authentication_signatures, upload_images#generating_authentication_signatures):
 * - The account is signed-only: its presets are all signed, so an unsigned request is refused with
 *   Cloudinary's words whatever preset it names.
 * - A signed request is checked as Cloudinary checks it: every posted parameter except file,
 *   cloud_name, resource_type, api_key (and the signature) is sorted by name, joined as
 *   `name=value` with `&`, the account's secret appended and hashed (SHA-1, or SHA-256 when the
 *   signature is that long); the SDK's version-2 string (each `&` inside a pair as `%26`) is
 *   accepted too. A mismatch is Cloudinary's 401 "Invalid Signature ... String to sign - '...'.".
 * - The api_key must be the account's; a timestamp more than an hour behind the fake's clock
 *   (`now`, which a test may move) is a "Stale request".
 * - `folder` prefixes the public ID and so the links (as in fixed folder mode, and as `folder` still
 *   does in dynamic folder mode).
 * Error bodies are Cloudinary's `{"error":{"message":...}}`, with the words also in X-Cld-Error.
 * Uploaded bytes are served back at the secure link it answered, on its own origin.
 */
export interface FakeCloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** The account's upload presets, all signed (none is whitelisted for unsigned uploads). */
  presets: string[];
}

export const FAKE_CLOUDINARY_ACCOUNT: FakeCloudinaryAccount = {
  cloudName: 'democloud',
  apiKey: '614335564976464',
  apiSecret: 'fake_Secret-9xQ2',
  // The preset the old tool uploaded through, turned signed: it exists, but not for unsigned uploads.
  presets: ['unsignedPreset'],
};

/** Every request as it arrived, for tests that look at what went over the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An upload request: its fields as posted (a file part as a note of its size) and what the fake answered. */
export interface RecordedUpload {
  path: string;
  fields: Record<string, string>;
  status: number;
  answer: Record<string, unknown>;
}

interface StoredAsset {
  bytes: Uint8Array;
  mimeType: string;
}

export interface Refusal {
  status: number;
  message: string;
  /** Which calls are refused: uploads (default), destroys, or the Admin API's ping. */
  on?: 'upload' | 'destroy' | 'ping';
}

/** The image types the fake recognises by their first bytes (it decodes nothing further). */
function imageTypeOf(bytes: Uint8Array): { format: string; mimeType: string } | null {
  const b = Buffer.from(bytes);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { format: 'jpg', mimeType: 'image/jpeg' };
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { format: 'png', mimeType: 'image/png' };
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return { format: 'gif', mimeType: 'image/gif' };
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return { format: 'webp', mimeType: 'image/webp' };
  if (b.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = b.subarray(8, 12).toString('latin1');
    if (brand === 'avif') return { format: 'avif', mimeType: 'image/avif' };
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return { format: 'heic', mimeType: 'image/heic' };
  }
  return null;
}

/** Not part of the string to sign (Cloudinary's list, plus the signature itself). */
const UNSIGNED_PARAMS = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/** The string Cloudinary signs, as its error shows it, and the SDK's version 2 of it (`&` inside a pair as `%26`). */
export function stringsToSign(params: Record<string, string>): { v1: string; v2: string } {
  const pairs = Object.entries(params)
    .filter(([name]) => !UNSIGNED_PARAMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return { v1: pairs.join('&'), v2: pairs.map((p) => p.replace(/&/g, '%26')).join('&') };
}

const hashOf = (text: string, algorithm: 'sha1' | 'sha256') => createHash(algorithm).update(text).digest('hex');

/** '2026-11-30 09:12:44 +0000', as Cloudinary writes the time of a stale request. */
const reportedTime = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} +0000`;

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class FakeCloudinary {
  readonly requests: RecordedRequest[] = [];
  readonly uploads: RecordedUpload[] = [];
  /** Every destroy call (Upload API), as the uploads are recorded. */
  readonly destroys: RecordedUpload[] = [];
  /** Cloudinary's clock, in ms: move it to make a timestamp stale. */
  now: () => number = Date.now;
  private refusal: Refusal | null = null;
  private readonly assets = new Map<string, StoredAsset>();
  private version = 1_764_000_000;

  private constructor(
    private readonly server: https.Server,
    /** The fake's own origin, https://127.0.0.1:port: the upload prefix and the host of its links. */
    readonly origin: string,
    /** Trusts the fake's certificate (and nothing else). */
    readonly agent: https.Agent,
    readonly account: FakeCloudinaryAccount,
    private readonly removeCertificate: () => void,
  ) {}

  static async start(account: Partial<FakeCloudinaryAccount> = {}): Promise<FakeCloudinary> {
    const tls = makeSelfSigned('127.0.0.1');
    // The handler is made before the fake it calls, which needs the listening server's port.
    const made: { fake?: FakeCloudinary } = {};
    const server = https.createServer({ key: fs.readFileSync(tls.keyFile), cert: tls.cert }, (req, res) => {
      void made.fake!.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    made.fake = new FakeCloudinary(
      server,
      origin,
      new https.Agent({ ca: tls.cert }),
      { ...FAKE_CLOUDINARY_ACCOUNT, ...account },
      tls.remove,
    );
    return made.fake;
  }

  /** CLOUDINARY_URL for this fake (its origin as upload_prefix); a test may give wrong credentials. */
  cloudinaryUrl(wrong: Partial<Pick<FakeCloudinaryAccount, 'cloudName' | 'apiKey' | 'apiSecret'>> = {}): string {
    const { cloudName, apiKey, apiSecret } = { ...this.account, ...wrong };
    return `cloudinary://${encodeURIComponent(apiKey)}:${encodeURIComponent(apiSecret)}@${cloudName}?upload_prefix=${encodeURIComponent(this.origin)}`;
  }

  /** Refuses uploads (or pings) with this status and these words until called with null. */
  private dropsLeft = 0;

  /** The next `n` uploads lose their connection once read, with no answer (a network that drops). */
  dropNextUploads(n: number): void {
    this.dropsLeft = n;
  }

  refuse(refusal: Refusal | null): void {
    this.refusal = refusal;
  }

  /** The bytes at a link the fake answered, fetched over HTTPS as a browser or Airtable would. */
  download(url: string): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      https
        .get(url, { agent: this.agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(new Uint8Array(Buffer.concat(chunks))) : reject(new Error(`GET ${url}: ${res.statusCode}`)),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  }

  /** Posts these fields as a multipart form (the platform's encoder) to a path of the fake, as a hand-made client would. */
  async postForm(path: string, fields: Record<string, string>): Promise<{ status: number; body: { error?: { message: string } } }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request('https://fake-cloudinary.invalid/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    return new Promise((resolve, reject) => {
      const req = https.request(
        `${this.origin}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': request.headers.get('content-type')!, 'content-length': payload.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: { message: string } },
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): Promise<void> {
    this.agent.destroy();
    return new Promise<void>((resolve) =>
      this.server.close(() => {
        this.removeCertificate();
        resolve();
      }),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method, path, headers: req.headers, body });
    const send = (status: number, json: Record<string, unknown>) => {
      const error = (json.error as { message?: string } | undefined)?.message;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(error ? { 'x-cld-error': error } : {}) });
      res.end(JSON.stringify(json));
    };
    try {
      const upload = /^\/v1_1\/([^/]+)\/(image|auto)\/upload$/.exec(path);
      if (method === 'POST' && upload && this.dropsLeft > 0) {
        this.dropsLeft -= 1;
        return void req.socket.destroy();
      }
      if (method === 'POST' && upload) {
        const fields: Record<string, string> = {};
        try {
          const answer = await this.upload(decodeURIComponent(upload[1]!), req.headers, body, fields);
          this.uploads.push({ path, fields, status: 200, answer });
          return send(200, answer);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          const answer = { error: { message: error.message } };
          this.uploads.push({ path, fields, status: error.status, answer });
          return send(error.status, answer);
        }
      }
      const destroy = /^\/v1_1\/([^/]+)\/image\/destroy$/.exec(path);
      if (method === 'POST' && destroy) {
        const fields: Record<string, string> = {};
        try {
          const answer = await this.destroy(decodeURIComponent(destroy[1]!), req.headers, body, fields);
          this.destroys.push({ path, fields, status: 200, answer });
          return send(200, answer);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          const answer = { error: { message: error.message } };
          this.destroys.push({ path, fields, status: error.status, answer });
          return send(error.status, answer);
        }
      }
      const ping = /^\/v1_1\/([^/]+)\/ping$/.exec(path);
      if (method === 'GET' && ping) {
        this.ping(decodeURIComponent(ping[1]!), req.headers);
        return send(200, { status: 'ok' });
      }
      const asset = method === 'GET' ? this.assets.get(path.replace(/\/v\d+\//, '/')) : undefined;
      if (asset) {
        res.writeHead(200, { 'content-type': asset.mimeType, 'content-length': asset.bytes.length });
        return void res.end(asset.bytes);
      }
      send(404, { error: { message: 'Resource not found' } });
    } catch (error) {
      if (error instanceof Refused) return send(error.status, { error: { message: error.message } });
      send(500, { error: { message: String(error) } });
    }
  }

  private checkCloud(cloudName: string): void {
    if (cloudName !== this.account.cloudName) throw new Refused(401, `Invalid cloud_name ${cloudName}`);
  }

  /** Basic auth as the Admin API takes it: the key, then the secret. */
  private checkBasicAuth(authorization: string | undefined): void {
    const basic = /^Basic (.+)$/i.exec(authorization ?? '');
    if (!basic) throw new Refused(401, 'Must supply api_key');
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const key = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    if (key !== this.account.apiKey) throw new Refused(401, `Unknown API key ${key}`);
    if (secret !== this.account.apiSecret) throw new Refused(401, 'api_secret mismatch');
  }

  private ping(cloudName: string, headers: IncomingHttpHeaders): void {
    if (this.refusal?.on === 'ping') throw new Refused(this.refusal.status, this.refusal.message);
    this.checkCloud(cloudName);
    this.checkBasicAuth(headers.authorization);
  }

  private async upload(
    cloudName: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
    fields: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    if (this.refusal && (this.refusal.on ?? 'upload') === 'upload') throw new Refused(this.refusal.status, this.refusal.message);
    this.checkCloud(cloudName);

    const filePart = await this.readForm(headers, body, fields);

    if (headers.authorization) this.checkBasicAuth(headers.authorization);
    else if (fields.signature !== undefined) this.checkSignature(fields);
    else {
      const preset = fields.upload_preset;
      if (!preset) throw new Refused(400, 'Upload preset must be specified when using unsigned upload');
      if (!this.account.presets.includes(preset)) throw new Refused(400, 'Upload preset not found');
      throw new Refused(400, 'Upload preset must be whitelisted for unsigned uploads');
    }
    if (fields.upload_preset !== undefined && !this.account.presets.includes(fields.upload_preset))
      throw new Refused(400, 'Upload preset not found');

    const bytes = filePart ?? this.dataOf(fields.file);
    const type = imageTypeOf(bytes);
    if (!type) throw new Refused(400, 'Invalid image file');
    const folder = (fields.folder ?? '').replace(/^\/+|\/+$/g, '');
    const name = fields.public_id ?? randomBytes(10).toString('hex');
    const publicId = folder ? `${folder}/${name}` : name;
    const version = ++this.version;
    const deliveryPath = `/${this.account.cloudName}/image/upload/${publicId}.${type.format}`;
    this.assets.set(deliveryPath, { bytes, mimeType: type.mimeType });
    const versioned = deliveryPath.replace('/image/upload/', `/image/upload/v${version}/`);
    return {
      asset_id: randomBytes(16).toString('hex'),
      public_id: publicId,
      version,
      format: type.format,
      resource_type: 'image',
      created_at: new Date(this.now()).toISOString().replace(/\.\d+Z$/, 'Z'),
      bytes: bytes.length,
      type: 'upload',
      asset_folder: folder,
      display_name: name,
      url: `${this.origin.replace(/^https:/, 'http:')}${versioned}`,
      secure_url: `${this.origin}${versioned}`,
    };
  }

  /** Reads a posted form (multipart or urlencoded, as the SDK sends either) into `fields`; answers the file part, if any. */
  private async readForm(headers: IncomingHttpHeaders, body: Buffer, fields: Record<string, string>): Promise<Uint8Array | undefined> {
    let form: FormData;
    try {
      form = await new Request('https://fake-cloudinary.invalid/', {
        method: 'POST',
        headers: { 'content-type': headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new Refused(400, 'Invalid request body');
    }
    let filePart: Uint8Array | undefined;
    const arrays: Record<string, string[]> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value !== 'string') {
        if (name !== 'file') throw new Refused(400, `Invalid parameter ${name}`);
        filePart = new Uint8Array(await value.arrayBuffer());
        fields.file = `[file part, ${filePart.length} bytes]`;
      } else if (name.endsWith('[]')) (arrays[name.slice(0, -2)] ??= []).push(value);
      else fields[name] = value;
    }
    // Array parameters (tags[]=a, tags[]=b) are signed as one value, joined by commas.
    for (const [name, values] of Object.entries(arrays)) fields[name] = values.join(',');
    return filePart;
  }

  /**
   * The Upload API's destroy (POST /v1_1/{cloud}/image/destroy): signed like an upload (or basic
   * auth), public_id required, type 'upload' unless given. Answers {"result":"ok"} and stops serving
   * the photo, or {"result":"not found"} (still 200) for a public ID the account does not hold.
   */
  private async destroy(
    cloudName: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
    fields: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    if (this.refusal?.on === 'destroy') throw new Refused(this.refusal.status, this.refusal.message);
    this.checkCloud(cloudName);
    await this.readForm(headers, body, fields);
    if (headers.authorization) this.checkBasicAuth(headers.authorization);
    else if (fields.signature !== undefined) this.checkSignature(fields);
    else if (!fields.api_key) throw new Refused(401, 'Must supply api_key');
    else throw new Refused(401, 'Missing required parameter - signature');
    const publicId = fields.public_id;
    if (!publicId) throw new Refused(400, 'Missing required parameter - public_id');
    if ((fields.type ?? 'upload') !== 'upload') return { result: 'not found' };
    const prefix = `/${this.account.cloudName}/image/upload/${publicId}.`;
    const held = [...this.assets.keys()].filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'));
    for (const p of held) this.assets.delete(p);
    return { result: held.length > 0 ? 'ok' : 'not found' };
  }

  private checkSignature(fields: Record<string, string>): void {
    if (!fields.api_key) throw new Refused(401, 'Must supply api_key');
    if (fields.api_key !== this.account.apiKey) throw new Refused(401, `Unknown API key ${fields.api_key}`);
    if (!fields.timestamp) throw new Refused(400, 'Missing required parameter - timestamp');
    const signature = fields.signature!;
    const algorithm = signature.length === 64 ? 'sha256' : 'sha1';
    const { v1, v2 } = stringsToSign(fields);
    const secret = this.account.apiSecret;
    if (signature !== hashOf(v1 + secret, algorithm) && signature !== hashOf(v2 + secret, algorithm)) {
      throw new Refused(401, `Invalid Signature ${signature}. String to sign - '${v1}'.`);
    }
    const reported = Number(fields.timestamp);
    if (!Number.isInteger(reported)) throw new Refused(400, `Invalid timestamp ${fields.timestamp}`);
    if (Math.floor(this.now() / 1000) - reported > 3600) {
      throw new Refused(400, `Stale request - reported time is ${reportedTime(reported)} which is more than 1 hour ago`);
    }
  }

  private dataOf(file: string | undefined): Uint8Array {
    if (file === undefined) throw new Refused(400, 'Missing required parameter - file');
    const data = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/=\n]+)$/.exec(file);
    if (!data) throw new Refused(400, 'Invalid image file');
    return new Uint8Array(Buffer.from(data[1]!, 'base64'));
  }
}
