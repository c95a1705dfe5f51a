import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import { BOX_QUERIES, listBoxes } from '../../api/boxes';

/**
 * What the boxes pages share beyond the draft: the list of existing boxes (for the Box ID search
 * and the update page) and the outcome of the last submit, which drives the banners. Outcomes are
 * page state, not draft: they belong to this visit, and New Supply Entry clears them.
 */
export interface BoxesState {
  boxes: BoxRecord[];
  /** No list yet (the first read is under way). A list on screen stays while it is read again. */
  loading: boolean;
  /** A read of the list is under way, the first or a later one. */
  fetching: boolean;
  /** The last read failed (a list read earlier, if any, stays in `boxes`). */
  loadError: string | null;
  /** Reads the list (and any box history shown) again; resolves when the new list is in. */
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
const NO_BOXES: BoxRecord[] = [];

function readCreated(): { draftId: string; box: BoxRecord } | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CREATED_KEY) ?? 'null') as { draftId?: unknown; box?: BoxRecord } | null;
    return stored && typeof stored.draftId === 'string' && stored.box && typeof stored.box.boxID === 'string'
      ? { draftId: stored.draftId, box: stored.box }
      : null;
  } catch {
    return null;
  }
}

/** The created or updated box in the cached list at once, before the read the change started answers. */
function withBox(boxes: BoxRecord[] | undefined, box: BoxRecord): BoxRecord[] | undefined {
  if (!boxes) return boxes;
  return boxes.some((b) => b.id === box.id) ? boxes.map((b) => (b.id === box.id ? box : b)) : [...boxes, box];
}

export function BoxesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Leaving the flow cancels a read still under way (the signal reaches fetch).
  const list = useQuery({ queryKey: BOX_QUERIES.list, queryFn: ({ signal }) => listBoxes(signal) });
  const [created, setCreatedState] = useState<{ draftId: string; box: BoxRecord } | null>(readCreated);
  const [updated, setUpdatedState] = useState<BoxRecord | null>(null);

  const remember = useCallback(
    (box: BoxRecord) => queryClient.setQueryData<BoxRecord[]>(BOX_QUERIES.list, (boxes) => withBox(boxes, box)),
    [queryClient],
  );
  // A creation or update changes the list and the box's history: both are read again.
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: BOX_QUERIES.all }), [queryClient]);
  const setUpdated = useCallback(
    (box: BoxRecord | null) => {
      setUpdatedState(box);
      if (box) remember(box);
    },
    [remember],
  );

  const setCreated = useCallback(
    (next: { draftId: string; box: BoxRecord } | null) => {
      setCreatedState(next);
      if (next) {
        localStorage.setItem(CREATED_KEY, JSON.stringify(next));
        remember(next.box);
      } else localStorage.removeItem(CREATED_KEY);
    },
    [remember],
  );
  const createdFor = useCallback((draftId: string) => (created?.draftId === draftId ? created.box : null), [created]);

  const boxes = list.data ?? NO_BOXES;
  const loading = list.isPending;
  const fetching = list.isFetching;
  const loadError = list.error?.message ?? null;
  const value = useMemo<BoxesState>(
    () => ({ boxes, loading, fetching, loadError, reload, createdFor, setCreated, updated, setUpdated }),
    [boxes, loading, fetching, loadError, reload, createdFor, setCreated, updated, setUpdated],
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
