import { newFabricDraft } from '../../shared/rules/fabric';
import { followsSuggestion, PRICE_FIELDS } from '../../shared/rules/suggested-price';
import { paths } from '../app/paths';
import { keepPhotos, readPhotos, type PhotoType } from '../wizard/photo-store';
import { parseForm, PRODUCT_FORM_KEYS, type StoredForm } from '../wizard/draft-store';
import { UPLOAD_STEP_ID } from '../wizard/step-graph';
import type { FieldErrors } from '../../shared/schemas/validate';
import { saveProgress } from '../upload/upload-progress';
import { deviceOutbox, type OutboxEntry, type OutboxFlow, type OutboxStore } from './outbox-store';

/** Where each flow's review is: the page that lists what stops the upload, each linked to its page. */
const REVIEW: Record<OutboxFlow, string> = {
  fabric: `${paths.fabric.root}/${UPLOAD_STEP_ID}`,
  supplies: `${paths.supplies.root}/${UPLOAD_STEP_ID}`,
};

/**
 * The fields a new draft of the flow may already hold before staff answer anything: a fabric keeps
 * its unboxing date and tag from the item before, and every draft gets the suggested price its
 * answers give as the wizard loads it (the price page comes last).
 */
const NEW_DRAFT_FIELDS: Record<OutboxFlow, ReadonlySet<string>> = {
  fabric: new Set([...Object.keys(newFabricDraft({ unboxingDate: '', unboxingDateExists: 'No', mediaTag: 'Unboxing' })), ...PRICE_FIELDS]),
  supplies: new Set(PRICE_FIELDS),
};

/** Staff have worked on this draft: an answer a new one lacks, a price of their own, or a photo. */
async function inProgress(flow: OutboxFlow, form: StoredForm<object>): Promise<boolean> {
  const answered = Object.keys(form.data).some((field) => !NEW_DRAFT_FIELDS[flow].has(field));
  return answered || !followsSuggestion(form.data) || (await readPhotos(form.draftId)).length > 0;
}

/**
 * The server's errors that name a field of the draft: those a page shows and staff can change. One
 * about the product as sent and not an answer of the draft (its `price` list, made from the price
 * answers) could never be cleared on a page: the note above the review says it.
 */
function draftFieldErrors(errors: FieldErrors, answers: object): FieldErrors | undefined {
  const named = Object.entries(errors).filter(([path]) => Object.hasOwn(answers, path.split('.')[0] ?? path));
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

/**
 * An entry Fix may bring back: refused with nothing of it in the shop yet, or its photos refused
 * (a 400) after its product was made: the draft then knows that product, so its upload sends
 * photos only and never makes a second. A conflict after the product was made (409) is retried.
 */
export const canReturnToDraft = ({ status, made }: OutboxEntry): boolean =>
  status.state === 'attention' && (!made || status.httpStatus === 400);

export type ReturnAnswer = { kind: 'returned'; to: string } | { kind: 'busy' };

/**
 * Brings a refused item back into its flow as the draft it was, its answers and photos, under its
 * own id (and what the shop made of it, if anything), and takes it out of the outbox once the draft
 * holds it all: staff fix what the server named on the review's links and upload again. Another item in progress in that flow is never
 * overwritten: the answer is 'busy', and the entry waits.
 */
export async function returnToDraft(
  entry: OutboxEntry,
  store: OutboxStore = deviceOutbox(),
  storage: Storage = localStorage,
): Promise<ReturnAnswer> {
  if (!canReturnToDraft(entry)) throw new Error('Only a refused item not in the shop comes back as a draft.');
  const key = PRODUCT_FORM_KEYS[entry.flow];
  const current = parseForm(storage.getItem(key));
  if (current && current.draftId !== entry.id && (await inProgress(entry.flow, current))) return { kind: 'busy' };
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
  const { status } = entry;
  const onPages = status.state === 'attention' && status.errors ? draftFieldErrors(status.errors, entry.answers) : undefined;
  const refused = status.state === 'attention' ? { refused: status.message, ...(onPages ? { refusedErrors: onPages } : {}) } : {};
  if (entry.made) saveProgress({ draftId: entry.id, ...entry.made, attached: false }, storage);
  storage.setItem(key, JSON.stringify({ draftId: entry.id, data: entry.answers, ...refused } satisfies StoredForm<object>));
  await store.remove(entry.id);
  return { kind: 'returned', to: REVIEW[entry.flow] };
}
