import { expect } from 'vitest';
import { supplyProduct } from '../../shared/test/product-factory';
import { dataUrl, tinyJpeg } from './images';
import { multipartBody, photoParts } from './multipart';

/**
 * A signed-in staff member talking to a real server process over HTTP, as the browser does: the
 * calls the photo tests (two servers on one database, backup while uploading) make and read back.
 */
export interface ShopClient {
  readonly url: string;
  /** Uploads a product (its Idempotency-Key `key`) and its photos; answers its id and photo addresses. */
  uploadProduct(key: string, seed: number): Promise<{ productId: string; media: string[]; photos: Uint8Array[] }>;
  /** Stores box photos; answers their addresses with the bytes sent. */
  boxPhotos(seed: number, count: number): Promise<{ url: string; bytes: Uint8Array }[]>;
  /** Makes a box (its Idempotency-Key `key`); answers its Box ID. */
  createBox(key: string): Promise<string>;
  /** The bytes served at a photo's address, or its status when not 200. */
  photo(address: string): Promise<Uint8Array | number>;
  get<T>(path: string): Promise<T>;
  /** As get, but null when the server answers 404. */
  find<T>(path: string): Promise<T | null>;
}

/** A photo of its own per seed and position: every stored photo differs from every other. */
const photoFor = (seed: number, n: number) => tinyJpeg(100 + seed, 10 + n);

export async function signedInClient(url: string, email: string, password: string): Promise<ShopClient> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_pass: password }),
  });
  expect(login.status).toBe(200);
  const cookie = `selvage_session=${/selvage_session=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))![1]}`;
  // The cross-site check wants the server's own origin on every call that changes data.
  const headers = { cookie, origin: url };

  async function post<T>(path: string, body: unknown, extra: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect({ path, status: response.status, text }).toMatchObject({ status: 200 });
    return JSON.parse(text) as T;
  }

  return {
    url,
    async uploadProduct(key, seed) {
      const product = supplyProduct('Sewing Patterns');
      const { productId } = await post<{ productId: string }>('/product/product_upload', product, { 'idempotency-key': key });
      const photos = product.images.map((_, i) => photoFor(seed, i));
      const { payload, headers: form } = await multipartBody(photoParts(photos));
      const response = await fetch(`${url}/product/${encodeURIComponent(productId)}/photos`, {
        method: 'POST',
        headers: { ...headers, ...form },
        body: new Uint8Array(payload),
      });
      expect(response.status).toBe(200);
      const { media } = (await response.json()) as { media: string[] };
      return { productId, media, photos };
    },
    async boxPhotos(seed, count) {
      const bytes = Array.from({ length: count }, (_, i) => photoFor(1000 + seed, i));
      const { photos } = await post<{ photos: { url: string }[] }>('/product/box_photos', { images: bytes.map((b) => dataUrl(b)) });
      return photos.map((p, i) => ({ url: p.url, bytes: bytes[i]! }));
    },
    async createBox(key) {
      const box = await post<{ boxID: string }>(
        '/product/boxes',
        { productType: 'Buttons', boxSize: 'Small Bin' },
        { 'idempotency-key': key },
      );
      return box.boxID;
    },
    async photo(address) {
      const response = await fetch(`${url}${address}`, { headers });
      return response.status === 200 ? new Uint8Array(await response.arrayBuffer()) : response.status;
    },
    async find<T>(path: string) {
      const response = await fetch(`${url}${path}`, { headers });
      if (response.status === 404) return null;
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return (await response.json()) as T;
    },
    async get<T>(path: string) {
      const response = await fetch(`${url}${path}`, { headers });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return (await response.json()) as T;
    },
  };
}
