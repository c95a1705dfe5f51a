import { useCallback, useState } from 'react';
import { loadForm, newDraftId, saveForm, type StoredForm } from './draft-store';

/**
 * The draft of one flow, restored from localStorage and saved on every change. `reset` starts a
 * new draft (a new id, so the photos of the old one are not reused).
 */
export function useDraft<D extends { productType?: string }>(accepts: (productType: string | undefined) => boolean, initial: () => D) {
  const [form, setForm] = useState<StoredForm<D>>(() => loadForm<D>(accepts) ?? { draftId: newDraftId(), data: initial() });

  const update = useCallback((change: (d: D) => D) => {
    setForm((current) => {
      const next = { ...current, data: change(current.data) };
      saveForm(next);
      return next;
    });
  }, []);

  const reset = useCallback((data: D) => {
    const next = { draftId: newDraftId(), data };
    saveForm(next);
    setForm(next);
  }, []);

  return { draftId: form.draftId, draft: form.data, update, reset };
}
