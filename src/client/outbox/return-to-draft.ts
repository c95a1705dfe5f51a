import { newFabricDraft } from '../../shared/rules/fabric';
import { paths } from '../app/paths';
import { keepPhotos, readPhotos, type PhotoType } from '../wizard/photo-store';
import { PRODUCT_FORM_KEYS, type StoredForm } from '../wizard/draft-store';
import { deviceOutbox, type OutboxEntry, type OutboxFlow, type OutboxStore } from './outbox-store';

/** Where each flow's review is: the page that lists what stops the upload, each linked to its page. */
const REVIEW: Record<OutboxFlow, string> = {
  fabric: `${paths.fabric.root}/upload_product`,
  supplies: `${paths.supplies.root}/upload_product`,
};

/**
 * The price the wizard writes into every draft as it loads (the suggestion and its chip): the price
 * page comes last, so a draft holding a price and nothing else was never worked on.
 */
const WRITTEN_BY_THE_WIZARD = ['priceBase', 'priceRadio', 'priceOther'];

/**
 * The fields a new draft of the flow may already hold before staff answer anything (a fabric keeps
 * its unboxing date and tag from the item before): a draft with nothing else and no photo is no
 * work in progress.
 */
const NEW_DRAFT_FIELDS: Record<OutboxFlow, ReadonlySet<string>> = {
  fabric: new Set([
    ...Object.keys(newFabricDraft({ unboxingDate: '', unboxingDateExists: 'No', mediaTag: 'Unboxing' })),
    ...WRITTEN_BY_THE_WIZARD,
  ]),
  supplies: new Set(WRITTEN_BY_THE_WIZARD),
};

/** An entry Fix may bring back: refused, and nothing of it in the shop yet (with a product made, a new upload would make a second). */
export const canReturnToDraft = (entry: OutboxEntry): boolean => entry.status.state === 'attention' && !entry.made;

export type ReturnAnswer = { kind: 'returned'; to: string } | { kind: 'busy' };

function storedForm(storage: Storage, key: string): StoredForm<Record<string, unknown>> | null {
  try {
    const form = JSON.parse(storage.getItem(key) ?? 'null') as StoredForm<Record<string, unknown>> | null;
    return form && typeof form.draftId === 'string' && typeof form.data === 'object' && form.data !== null ? form : null;
  } catch {
    return null;
  }
}

/**
 * Brings a refused item back into its flow as the draft it was, its answers and photos, under its
 * own id, and takes it out of the outbox once the draft holds it all: staff fix what the server
 * named on the review's links and upload again. Another item in progress in that flow is never
 * overwritten: the answer is 'busy', and the entry waits.
 */
export async function returnToDraft(
  entry: OutboxEntry,
  store: OutboxStore = deviceOutbox(),
  storage: Storage = localStorage,
): Promise<ReturnAnswer> {
  if (!canReturnToDraft(entry)) throw new Error('Only a refused item not in the shop comes back as a draft.');
  const key = PRODUCT_FORM_KEYS[entry.flow];
  const current = storedForm(storage, key);
  if (current && current.draftId !== entry.id) {
    const answered = Object.keys(current.data).some((field) => !NEW_DRAFT_FIELDS[entry.flow].has(field));
    if (answered || (await readPhotos(current.draftId)).length > 0) return { kind: 'busy' };
  }
  const blobs = await store.photosOf(entry);
  await keepPhotos(
    entry.id,
    entry.photos.map((p, i) => ({
      id: p.id,
      name: p.name,
      blob: blobs[i]!,
      mimeType: p.type as PhotoType,
      width: p.width ?? 0,
      height: p.height ?? 0,
    })),
  );
  const refused = entry.status.state === 'attention' ? { refused: entry.status.message } : {};
  storage.setItem(key, JSON.stringify({ draftId: entry.id, data: entry.answers, ...refused } satisfies StoredForm<object>));
  await store.remove(entry.id);
  return { kind: 'returned', to: REVIEW[entry.flow] };
}
