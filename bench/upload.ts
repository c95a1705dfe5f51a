/**
 * product_upload under load on the embedded default: 20 concurrent clients on loopback, a fixed
 * number of uploads (each with its own idempotency key, so every one creates a product).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { buildFabric } from '../src/shared/schemas/fabric';
import { STAFF } from '../e2e/support/server';
import { FABRIC_BENCH_DRAFT } from './fabric-draft';

const CONNECTIONS = 20;
const UPLOADS = 2000;

export async function benchProductUpload(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: STAFF.email, user_pass: STAFF.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const product = buildFabric({ ...FABRIC_BENCH_DRAFT, images: ['a', 'b', 'c'] });
  let non2xx = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount: UPLOADS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/product/product_upload',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(product),
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
        onResponse: (status) => {
          if (status !== 200) non2xx += 1;
        },
      },
    ],
  });
  console.log(
    `product_upload, ${CONNECTIONS} concurrent clients, ${result.requests.total} uploads: ${result.requests.average.toFixed(0)} uploads/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-200 ${non2xx} (aim: >= 100/s, p99 < 250 ms)`,
  );
}

/** Bytes sent per product with seven photos: as processed by the client, against the original files as data URLs. */
export function bytesPerProduct(originalBytes: number, processedBytes: number, photos = 7): void {
  const dataUrl = (n: number) => 'data:image/jpeg;base64,'.length + Math.ceil(n / 3) * 4;
  const product = JSON.stringify(buildFabric({ ...FABRIC_BENCH_DRAFT, images: ['a', 'b', 'c'] })).length;
  const sent = product + photos * dataUrl(processedBytes);
  const originals = product + photos * dataUrl(originalBytes);
  console.log(
    `Bytes per product with ${photos} photos: ${(sent / 1024 / 1024).toFixed(2)} MB sent, against ${(originals / 1024 / 1024).toFixed(2)} MB as the original files in data URLs (ratio ${(sent / originals).toFixed(2)})`,
  );
}
