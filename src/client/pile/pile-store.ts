import type { OutboxFlow } from '../outbox/outbox-store';

/**
 * The pile a flow is listing (issue 43 item 2), kept in localStorage under `selvage.pile` by flow,
 * so a reload or the next item finds it: the kind it copies, how many photos each item has (the
 * Camera page moves on at that count), and the items kept so far (their outbox and draft ids, for
 * the pile's labels). A pile started from Home has no item yet: its first item kept gives it its
 * kind and photo count (`kind` '' and `photos` 0 until then).
 */
export interface Pile {
  flow: OutboxFlow;
  kind: string;
  photos: number;
  items: string[];
}

export const PILE_KEY = 'selvage.pile';

type Piles = Partial<Record<OutboxFlow, Pile>>;

const isPile = (value: unknown): value is Pile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Pile).kind === 'string' &&
  typeof (value as Pile).photos === 'number' &&
  Array.isArray((value as Pile).items);

function readAll(storage: Storage): Piles {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PILE_KEY) ?? '{}');
    const all: Piles = {};
    if (typeof parsed !== 'object' || parsed === null) return all;
    for (const flow of ['fabric', 'supplies'] as const) {
      const pile: unknown = (parsed as Record<string, unknown>)[flow];
      if (isPile(pile) && pile.flow === flow) all[flow] = pile;
    }
    return all;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

function writeAll(all: Piles, storage: Storage): void {
  storage.setItem(PILE_KEY, JSON.stringify(all));
  for (const listener of listeners) listener();
}

/** The flow's pile, or null. */
export const loadPile = (flow: OutboxFlow, storage: Storage = localStorage): Pile | null => readAll(storage)[flow] ?? null;

/** A pile started before its first item (from Home): it takes the kind and photo count of the first item kept. */
export const isPending = (pile: Pile): boolean => pile.items.length === 0;

/** The pile as it applies to a draft of `kind`: one of that kind, or one still waiting for its first item. */
export const pileOfKind = (pile: Pile | null, kind: string): Pile | null => (pile && (pile.kind === kind || isPending(pile)) ? pile : null);

/** Starts the flow's pile before its first item: 'List a pile' on Home. */
export function startPendingPile(flow: OutboxFlow, storage: Storage = localStorage): void {
  startPile({ flow, kind: '', photos: 0, items: [] }, storage);
}

/**
 * An item of the flow's pile kept on the phone: the pile's first gives it its kind and photo count;
 * a later one is added once, in the order kept. Nothing happens to a flow with no pile.
 */
export function keepInPile(flow: OutboxFlow, item: { id: string; kind: string; photos: number }, storage: Storage = localStorage): void {
  const pile = loadPile(flow, storage);
  if (pile && isPending(pile)) startPile({ flow, kind: item.kind, photos: item.photos, items: [item.id] }, storage);
  else addToPile(flow, item.id, storage);
}

/** Starts the flow's pile with its first item (the one just kept). */
export function startPile(pile: Pile, storage: Storage = localStorage): void {
  writeAll({ ...readAll(storage), [pile.flow]: pile }, storage);
}

/** Adds an item kept on the phone to the flow's pile; one already in it is not added twice. */
export function addToPile(flow: OutboxFlow, id: string, storage: Storage = localStorage): void {
  const all = readAll(storage);
  const pile = all[flow];
  if (!pile || pile.items.includes(id)) return;
  writeAll({ ...all, [flow]: { ...pile, items: [...pile.items, id] } }, storage);
}

export function endPile(flow: OutboxFlow, storage: Storage = localStorage): void {
  const all = readAll(storage);
  if (!all[flow]) return;
  delete all[flow];
  writeAll(all, storage);
}

/** Told of every change, in this tab and (the storage event) in the others. */
export function subscribePile(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === PILE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
