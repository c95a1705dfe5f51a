import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, vi } from 'vitest';
import { ApiError } from '../api/client';
import { fabricBundleProduct } from '../../shared/test/product-factory';
import type { Product } from '../../shared/products';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';
import type { OutboxApi, OutboxTimers } from '../outbox/outbox-sender';
import type { OutboxEntry } from '../outbox/outbox-store';

/**
 * A clock and timers the test moves by hand: fake-indexeddb answers on Node's own timers, so the
 * sender's waits are injected instead of faking the global ones.
 */
export class HandClock implements OutboxTimers {
  t = 1_000_000;
  private due: { at: number; run: () => void; id: number }[] = [];
  private ids = 0;
  now = () => this.t;
  setTimeout = (run: () => void, ms: number) => {
    const id = ++this.ids;
    this.due.push({ at: this.t + ms, run, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.due = this.due.filter((d) => d.id !== handle);
  };
  /** When the next timer falls due, as a wait from now (null: none set). */
  nextWait(): number | null {
    const at = Math.min(...this.due.map((d) => d.at));
    return Number.isFinite(at) ? at - this.t : null;
  }
  /** Moves the clock on by `ms`, running each timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      this.due.sort((a, b) => a.at - b.at);
      const next = this.due[0];
      if (!next || next.at > end) break;
      this.due.shift();
      this.t = next.at;
      next.run();
    }
    this.t = end;
  }
}

/** What the network does to the next call: answers, or fails as the browser or the server would. */
/** 409: a conflict someone must look at; 'inFlight': the 409 of an earlier try of the same call still under way. */
/** The field a 400 of the fake names, as the server's answer does (its `errors` by field path). */
export const REFUSED_FIELDS = { cutLength: ['Cut length must be at least 10 cm.'] };

export type Fault = 'offline' | 500 | 400 | 409 | 'inFlight';
const IN_FLIGHT = 'An earlier try of this request is still being handled by the server. Wait a moment and try again.';
const faultError = (fault: Fault, step: 'Upload product' | 'Upload media'): ApiError =>
  fault === 'offline'
    ? new ApiError(step, 0, 'Failed to fetch')
    : fault === 400
      ? new ApiError(step, 400, 'Upload product was denied. Cut length must be at least 10 cm.', REFUSED_FIELDS)
      : fault === 409
        ? new ApiError(step, 409, PRODUCT_EDIT_MESSAGES.conflict, undefined, { message: PRODUCT_EDIT_MESSAGES.conflict })
        : fault === 'inFlight'
          ? new ApiError(step, 409, IN_FLIGHT, undefined, { message: IN_FLIGHT, stillInFlight: true })
          : new ApiError(step, 500, "Something's wrong with the server.");

/**
 * The shop behind the two calls, as the server behaves: a product per Idempotency-Key (a repeat
 * answers the same product, even when the first answer was lost), and the photos of a product
 * replaced by each photo call.
 */
export class FakeShop {
  readonly products = new Map<string, UploadedProduct & { key: string }>();
  readonly photos = new Map<string, string[]>();
  readonly calls: string[] = [];
  /** Faults for the next product calls, in order; `afterMade` fails with the product made (its answer lost). */
  productFaults: (Fault | 'afterMade')[] = [];
  photoFaults: Fault[] = [];
  /** Set: the next photo call never answers (the browser killed mid-send). */
  hangPhotos = false;
  /** Set: the next product call hears nothing until it is aborted, as on a Wi-Fi that dropped mid-request. */
  hangProduct = false;

  readonly api: OutboxApi = {
    uploadProduct: (product, key, signal) => {
      this.calls.push(`product ${key}`);
      if (this.hangProduct) {
        this.hangProduct = false;
        // As apiCall words a fetch its signal aborted.
        return new Promise<UploadedProduct>((_, reject) =>
          signal.addEventListener('abort', () => reject(new ApiError('Upload product', 0, 'The operation was aborted.'))),
        );
      }
      const fault = this.productFaults.shift();
      if (fault && fault !== 'afterMade') return Promise.reject(faultError(fault, 'Upload product'));
      let made = this.products.get(key);
      if (!made) {
        const n = this.products.size + 1;
        made = { key, productId: `local:${10_000 + n}`, title: product.productType, skus: [`${10_000 + n}`] };
        this.products.set(key, made);
      }
      if (fault === 'afterMade') return Promise.reject(faultError('offline', 'Upload product'));
      const { productId, title, skus } = made;
      return Promise.resolve({ productId, title, skus });
    },
    uploadPhotos: async (productId, photos, onProgress) => {
      this.calls.push(`photos ${productId}`);
      const total = photos.reduce((sum, p) => sum + p.blob.size, 0);
      let sent = 0;
      for (const p of photos) {
        onProgress(sent, total);
        sent += p.blob.size;
      }
      // Every byte out: the server is attaching.
      onProgress(total, total);
      if (this.hangPhotos) return new Promise<never>(() => undefined);
      const fault = this.photoFaults.shift();
      if (fault) throw faultError(fault, 'Upload media');
      this.photos.set(productId, await Promise.all(photos.map((p) => p.blob.text())));
      return {};
    },
  };

  /** The product calls made, in order, by key. */
  productCalls(): string[] {
    return this.calls.filter((c) => c.startsWith('product ')).map((c) => c.slice('product '.length));
  }
}

let ids = 0;
/** An entry as keepInOutbox makes it, with photos whose bytes are their names. */
export function outboxItem(
  clock: HandClock,
  photos: readonly string[] = ['red', 'green', 'blue'],
  product: Product = fabricBundleProduct(),
): { entry: OutboxEntry; blobs: Blob[] } {
  const id = `draft-${++ids}`;
  return {
    entry: {
      id,
      flow: 'fabric',
      kind: product.productType,
      title: `Item ${id}`,
      answers: { productType: product.productType },
      product,
      photos: photos.map((name, i) => ({ id: `${id}-p${i}`, name: `${name}.jpg`, type: 'image/jpeg', size: name.length })),
      status: { state: 'waiting' },
      attempts: 0,
      keptAt: clock.now(),
      nextTryAt: 0,
    },
    blobs: photos.map((name) => new Blob([name], { type: 'image/jpeg' })),
  };
}

/**
 * A new IndexedDB (fake-indexeddb) for every test, and no BroadcastChannel, so no message reaches
 * another test's store; answers the name of the test's own outbox database.
 */
export function freshIndexedDbPerTest(prefix: string): () => string {
  let n = 0;
  let name = '';
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    vi.stubGlobal('BroadcastChannel', undefined);
    name = `${prefix}-${++n}`;
  });
  return () => name;
}
