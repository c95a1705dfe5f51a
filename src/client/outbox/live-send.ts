import type { PhotoSend } from '../upload/photo-send';

type Listener = (send: PhotoSend) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * The photos' progress of the entry this tab's sender is sending, byte by byte, for the upload
 * panel that shows that item. In memory only: the outbox records which photo is on its way (a
 * write per byte count would be wasted), and a panel in another tab reads that instead.
 */
export function tellSend(id: string, send: PhotoSend): void {
  for (const listener of listeners.get(id) ?? []) listener(send);
}

export function listenSend(id: string, listener: Listener): () => void {
  const set = listeners.get(id) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(id, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(id);
  };
}
