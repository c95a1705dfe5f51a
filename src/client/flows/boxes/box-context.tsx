import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import { listBoxes } from '../../api/boxes';

/**
 * What the boxes pages share beyond the draft: the list of existing boxes (for the Box ID search
 * and the update page) and the outcome of the last submit, which drives the banners. Outcomes are
 * page state, not draft: they belong to this visit, and New Supply Entry clears them.
 */
export interface BoxesState {
  boxes: BoxRecord[];
  loading: boolean;
  loadError: string | null;
  reload: () => Promise<void>;
  /**
   * The box created from a draft ('New Box Created' banner), until New Supply Entry. Kept with the
   * draft's id across reloads, so a reload cannot offer to create the same box twice.
   */
  createdFor: (draftId: string) => BoxRecord | null;
  setCreated: (created: { draftId: string; box: BoxRecord } | null) => void;
  /** The box whose status was just updated ('Box Updated' banner). */
  updated: BoxRecord | null;
  setUpdated: (box: BoxRecord | null) => void;
}

const BoxesContext = createContext<BoxesState | null>(null);

const CREATED_KEY = 'inventoryBoxCreated';

function readCreated(): { draftId: string; box: BoxRecord } | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CREATED_KEY) ?? 'null') as { draftId?: unknown; box?: BoxRecord } | null;
    return stored && typeof stored.draftId === 'string' && stored.box && typeof stored.box.boxID === 'string' ? { draftId: stored.draftId, box: stored.box } : null;
  } catch {
    return null;
  }
}

type ListOutcome = { boxes: BoxRecord[] } | { error: string };

async function fetchBoxes(signal: AbortSignal): Promise<ListOutcome> {
  try {
    return { boxes: await listBoxes(signal) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export function BoxesProvider({ children }: { children: ReactNode }) {
  const [boxes, setBoxes] = useState<BoxRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [created, setCreatedState] = useState<{ draftId: string; box: BoxRecord } | null>(readCreated);
  const [updated, setUpdated] = useState<BoxRecord | null>(null);
  const current = useRef<AbortController | null>(null);

  const settle = useCallback((controller: AbortController, outcome: ListOutcome) => {
    if (controller.signal.aborted) return;
    if ('boxes' in outcome) {
      setBoxes(outcome.boxes);
      setLoadError(null);
    } else setLoadError(outcome.error);
    setLoading(false);
  }, []);

  const start = () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller;
  };

  const reload = useCallback(async () => {
    const controller = start();
    setLoading(true);
    settle(controller, await fetchBoxes(controller.signal));
  }, [settle]);

  useEffect(() => {
    const controller = start();
    void fetchBoxes(controller.signal).then((outcome) => settle(controller, outcome));
    return () => controller.abort();
  }, [settle]);

  const setCreated = useCallback((next: { draftId: string; box: BoxRecord } | null) => {
    setCreatedState(next);
    if (next) localStorage.setItem(CREATED_KEY, JSON.stringify(next));
    else localStorage.removeItem(CREATED_KEY);
  }, []);
  const createdFor = useCallback((draftId: string) => (created?.draftId === draftId ? created.box : null), [created]);

  const value = useMemo<BoxesState>(
    () => ({ boxes, loading, loadError, reload, createdFor, setCreated, updated, setUpdated }),
    [boxes, loading, loadError, reload, createdFor, setCreated, updated],
  );
  return <BoxesContext.Provider value={value}>{children}</BoxesContext.Provider>;
}

export function useBoxes(): BoxesState {
  const state = useContext(BoxesContext);
  if (!state) throw new Error('useBoxes outside BoxesProvider');
  return state;
}

/** The existing box with this ID, compared as staff type it (upper case, trimmed). */
export function findBox(boxes: readonly BoxRecord[], boxID: string | undefined): BoxRecord | undefined {
  const id = boxID?.trim().toUpperCase();
  return id ? boxes.find((b) => b.boxID.trim().toUpperCase() === id) : undefined;
}
