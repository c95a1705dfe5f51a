import { useSyncExternalStore } from 'react';
import { flowOfKind } from '../outbox/outbox-store';
import { loadPile, PILE_KEY, pileOfKind, subscribePile, type Pile } from './pile-store';

/** The stored text: a string, so React sees the same snapshot until the pile changes. */
const snapshot = (): string | null => {
  try {
    return localStorage.getItem(PILE_KEY);
  } catch {
    return null;
  }
};

/**
 * The pile a draft of this kind belongs to: its flow's pile, when it is of this kind or still waits
 * for its first item; else null.
 */
export function usePile(kind: unknown): Pile | null {
  useSyncExternalStore(subscribePile, snapshot);
  if (typeof kind !== 'string' || kind === '') return null;
  return pileOfKind(loadPile(flowOfKind(kind)), kind);
}
