import { useCallback, useState } from 'react';
import { FORM_KEY, loadForm, newDraftId, saveForm, type StoredForm } from './draft-store';

/**
 * The draft of one flow, restored from localStorage and saved on every change. `reset` starts a
 * new draft (a new id, so the photos of the old one are not reused).
 */
export function useDraft<D extends object>(accepts: (productType: string | undefined) => boolean, initial: () => D, key: string = FORM_KEY) {
  const [form, setForm] = useState<StoredForm<D>>(() => loadForm<D>(accepts, key) ?? { draftId: newDraftId(), data: initial() });

  const update = useCallback((change: (d: D) => D) => {
    setForm((current) => {
      const next = { ...current, data: change(current.data) };
      saveForm(next, key);
      return next;
    });
  }, [key]);

  const reset = useCallback((data: D) => {
    const next = { draftId: newDraftId(), data };
    saveForm(next, key);
    setForm(next);
  }, [key]);

  return { draftId: form.draftId, draft: form.data, update, reset };
}
