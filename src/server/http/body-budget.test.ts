import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { engines } from '../test/databases';
import { startTestApp, type TestApp, staffCookie } from '../test/app-harness';
import { bodyBudget, BUSY_RECEIVING_MESSAGE } from './body-budget';

/** A body that sends one chunk and then never ends: a server that waits for it hangs. */
const endlessBody = () =>
  new Readable({
    read() {
      if (!this.readableFlowing || (this as unknown as { sent?: boolean }).sent) return;
      (this as unknown as { sent?: boolean }).sent = true;
      this.push(Buffer.alloc(64 * 1024, 0x41));
    },
  });

describe.each(engines)('large bodies on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('refuses a request without a session before reading a byte of its body', async () => {
    for (const url of ['/product/local%3A1/photos', '/product/box_photos', '/product/product_upload']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'content-length': String(150 * 1024 * 1024) },
        payload: endlessBody(),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('bounds the list of photos and each photo name a product may carry', async () => {
    const cookie = await staffCookie(t, 'limits@selvage.test');
    const upload = (images: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/product/product_upload',
        headers: { cookie, 'idempotency-key': `limits-${images.length}-${images[0]!.length}` },
        payload: { productType: 'Sewing Patterns', images },
      });
    const tooMany = await upload(Array.from({ length: 500 }, (_, i) => `photo-${i}`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.images).toEqual(['Maximum of 7 images can be uploaded']);
    const tooLong = await upload(['x'.repeat(200_000), 'b', 'c']);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json<{ errors: Record<string, string[]> }>().errors)).toContain('images.0');
  });
});

describe('the budget for large bodies in flight', () => {
  /** An app with one photo-sized route whose handler waits until the test lets it go. */
  async function appWithBudget(budget: number) {
    const app = Fastify();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let reached: () => void = () => undefined;
    const handling = new Promise<void>((r) => (reached = r));
    app.addHook('onRequest', bodyBudget(1024, budget));
    app.post('/photos', { bodyLimit: 10_000 }, async () => {
      reached();
      await held;
      return { ok: true };
    });
    app.post('/small', () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as net.AddressInfo).port, release, handling };
  }

  const post = (port: number, path: string, bytes: number) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(bytes) });

  it('answers 503 with Retry-After once the bodies on their way in would pass it, and frees it after', async () => {
    const { app, port, release, handling } = await appWithBudget(12_000);
    try {
      const first = post(port, '/photos', 8_000);
      // The first is being handled (its budget is taken) before the second arrives.
      await handling;
      const second = await post(port, '/photos', 8_000);
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('5');
      expect(((await second.json()) as { message: string }).message).toBe(BUSY_RECEIVING_MESSAGE);
      // Small bodies never count against it.
      expect((await post(port, '/small', 100)).status).toBe(200);
      release();
      expect((await first).status).toBe(200);
      expect((await post(port, '/photos', 8_000)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives the budget back when a client goes away mid-body', async () => {
    const { app, port, release } = await appWithBudget(12_000);
    release();
    try {
      await new Promise<void>((done) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('POST /photos HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 9000\r\n\r\nxxxx');
          setTimeout(() => {
            socket.destroy();
            done();
          }, 50);
        });
      });
      let status = 0;
      for (let i = 0; i < 400 && status !== 200; i += 1) {
        status = (await post(port, '/photos', 9_000)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
