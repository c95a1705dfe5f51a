import { productTitle, type Product } from '../../shared/products';
import { photosOf } from '../upload/upload-run';
import type { UploadProgress } from '../upload/upload-progress';
import { deviceOutbox, flowOfKind, type OutboxEntry, type OutboxStore } from './outbox-store';

export interface ItemToKeep {
  draftId: string;
  /** The draft's answers. */
  answers: object;
  /** The product as the failed upload sent it: the Idempotency-Key (the draft's id) is tied to this body. */
  product: Product;
  /** What the shop already made of it (a partly failed upload): the outbox sends only the photos. */
  progress: UploadProgress | null;
}

/**
 * Copies a finished item out of its draft into the outbox: its answers, its product and its
 * processed photos' bytes, so the draft (and its photos) can be reset for the next item while the
 * outbox still holds everything it sends. Rejects with the browser's own error when its storage
 * refuses (a full quota, WebKit's private browsing): the caller says so and keeps the item on the
 * page. An item already kept under this draft id stays as it was (never listed twice).
 */
export async function keepInOutbox(
  item: ItemToKeep,
  store: OutboxStore = deviceOutbox(),
  now: () => number = Date.now,
): Promise<OutboxEntry> {
  const photos = await photosOf(item.product, item.draftId);
  const entry: OutboxEntry = {
    id: item.draftId,
    flow: flowOfKind(item.product.productType),
    kind: item.product.productType,
    title: item.progress?.title ?? productTitle(item.product),
    answers: item.answers,
    product: item.product,
    photos: photos.map((p) => ({ id: p.id, name: p.name, type: p.blob.type, size: p.blob.size, width: p.width, height: p.height })),
    ...(item.progress ? { made: { productId: item.progress.productId, skus: item.progress.skus, title: item.progress.title } } : {}),
    status: { state: 'waiting' },
    attempts: 0,
    keptAt: now(),
    nextTryAt: 0,
  };
  return store.add(
    entry,
    photos.map((p) => p.blob),
  );
}
