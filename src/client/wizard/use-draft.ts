import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { clearProgress, loadProgress, subscribeProgress, type UploadProgress } from '../upload/upload-progress';
import { loadForm, newDraftId, refusalsStanding, saveForm, type StoredForm } from './draft-store';
import type { ResetHow } from './wizard-types';

/** How far this draft's upload got, kept current when it changes here or in another tab. */
export function useUploadProgress(draftId: string): UploadProgress | null {
  // A string snapshot: React compares snapshots with Object.is, and each read parses anew.
  const raw = useSyncExternalStore(subscribeProgress, () => JSON.stringify(loadProgress(draftId)));
  return useMemo(() => JSON.parse(raw) as UploadProgress | null, [raw]);
}

/**
 * The draft of one flow, restored from localStorage under the flow's own key and saved on every
 * change. `reset` starts a new draft (a new id, so the photos and the upload of the old one are not
 * reused). Once its photos are attached the draft is sealed: it is what the shop holds, and no
 * change reaches it any more (D75).
 */
export function useDraft<D extends object>(accepts: (productType: string | undefined) => boolean, initial: () => D, key: string) {
  const [form, setForm] = useState<StoredForm<D>>(() => loadForm<D>(accepts, key) ?? { draftId: newDraftId(), data: initial() });
  const sealed = useUploadProgress(form.draftId)?.attached === true;

  const update = useCallback(
    (change: (d: D) => D) => {
      setForm((was) => {
        // Read at the moment of the change: the upload may have finished since this page rendered.
        if (loadProgress(was.draftId)?.attached) return was;
        const data = change(was.data);
        const { refusedErrors, ...rest } = was;
        const standing = refusedErrors && refusalsStanding(refusedErrors, was.data, data);
        const next: StoredForm<D> = { ...rest, data, ...(standing ? { refusedErrors: standing } : {}) };
        saveForm(next, key);
        return next;
      });
    },
    [key],
  );

  const reset = useCallback(
    (data: D, how: ResetHow = {}) => {
      const next: StoredForm<D> = { draftId: newDraftId(), data, ...(how.prefilled ? { prefilled: true } : {}) };
      saveForm(next, key);
      setForm((was) => {
        clearProgress(was.draftId);
        return next;
      });
    },
    [key],
  );

  return {
    draftId: form.draftId,
    draft: form.data,
    prefilled: form.prefilled === true,
    refused: form.refused,
    refusedErrors: form.refusedErrors,
    sealed,
    update,
    reset,
  };
}
