import { beforeEach, describe, expect, it } from 'vitest';
import { freshIndexedDbPerTest, HandClock, outboxItem, REFUSED_FIELDS } from '../test/outbox-fakes';
import { MemoryStorage } from '../test/memory-storage';
import { newFabricDraft } from '../../shared/rules/fabric';
import { forgetPhotoStore, readPhotos, reservePhotos } from '../wizard/photo-store';
import { PRODUCT_FORM_KEYS } from '../wizard/draft-store';
import { loadProgress } from '../upload/upload-progress';
import { createOutboxStore, type OutboxEntry } from './outbox-store';
import { canReturnToDraft, returnToDraft } from './return-to-draft';

/** Fix on the Outbox page: a refused item back in its flow as the draft it was. */
const dbName = freshIndexedDbPerTest('return');
// The photo store too opens its database in each test's fresh IndexedDB.
beforeEach(forgetPhotoStore);

const REFUSED = {
  state: 'attention',
  httpStatus: 400,
  message: 'Upload product was denied. Cut length must be at least 10 cm.',
  errors: REFUSED_FIELDS,
} as const;

async function refusedItem(change: (e: OutboxEntry) => OutboxEntry = (e) => e) {
  const store = createOutboxStore(dbName());
  const item = outboxItem(new HandClock());
  // The photo store is one database per page, and other files' drafts may be named draft-N too.
  const entry = change({
    ...item.entry,
    id: `refused-${crypto.randomUUID()}`,
    answers: { ...newFabricDraft(), name: 'Harbour Morning', cutLength: '5' },
    status: REFUSED,
  });
  await store.add(entry, item.blobs);
  return { store, entry, storage: new MemoryStorage() };
}

const textOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

describe('a refused item back as a draft (Fix)', () => {
  it('becomes the flow draft it was, its answers and photos in order under its own id, and leaves the outbox', async () => {
    const { store, entry, storage } = await refusedItem();
    expect(await returnToDraft(entry, store, storage)).toEqual({ kind: 'returned', to: '/product_entry/upload_product' });
    expect(JSON.parse(storage.getItem(PRODUCT_FORM_KEYS.fabric)!)).toEqual({
      draftId: entry.id,
      data: entry.answers,
      refused: REFUSED.message,
      // Each field the server named stands on its page until staff change it.
      refusedErrors: REFUSED_FIELDS,
    });
    const photos = await readPhotos(entry.id);
    expect(photos.map((p) => [p.id, p.name, p.state])).toEqual(entry.photos.map((p) => [p.id, p.name, 'ready']));
    const bytes = photos.map((p) => (p.state === 'ready' ? textOf(p.blob) : Promise.resolve('')));
    expect(await Promise.all(bytes)).toEqual(['red', 'green', 'blue']);
    expect(await store.get(entry.id)).toBeNull();
  });

  it('takes the place of a new draft with nothing answered yet (the unboxing date kept from the item before)', async () => {
    const { store, entry, storage } = await refusedItem();
    // As Next item leaves it once the wizard has drawn its first page: the suggested price written in.
    const fresh = {
      draftId: 'new-one',
      data: {
        ...newFabricDraft({ unboxingDate: '2026-12-01', unboxingDateExists: 'Yes', mediaTag: 'Unboxing' }),
        priceBase: 8,
        priceRadio: '$8.00',
        priceOther: '',
      },
    };
    storage.setItem(PRODUCT_FORM_KEYS.fabric, JSON.stringify(fresh));
    expect((await returnToDraft(entry, store, storage)).kind).toBe('returned');
    expect(JSON.parse(storage.getItem(PRODUCT_FORM_KEYS.fabric)!).draftId).toBe(entry.id);
  });

  it('never overwrites an item in progress (answers, a price of its own, photos): it says so and the entry waits as it was', async () => {
    const worked = { answers: { name: 'Half done' }, price: { priceBase: 8, priceRadio: '', priceOther: '12' }, photos: {} };
    for (const inProgress of ['answers', 'price', 'photos'] as const) {
      const { store, entry, storage } = await refusedItem();
      const other = { draftId: `other-${inProgress}`, data: { ...newFabricDraft(), ...worked[inProgress] } };
      if (inProgress === 'photos') await reservePhotos(other.draftId, [{ id: 'p1', name: 'a.jpg', file: new Blob(['x']) }]);
      storage.setItem(PRODUCT_FORM_KEYS.fabric, JSON.stringify(other));
      expect(await returnToDraft(entry, store, storage)).toEqual({ kind: 'busy' });
      expect(JSON.parse(storage.getItem(PRODUCT_FORM_KEYS.fabric)!)).toEqual(other);
      expect(await store.get(entry.id)).toEqual(entry);
      expect(await readPhotos(entry.id)).toEqual([]);
    }
  });

  it('is offered for a refused item the shop has nothing of, and for photos refused after its product was made', async () => {
    const { entry } = await refusedItem();
    const made = { productId: 'local:1', skus: ['10001'], title: 'T' };
    expect(canReturnToDraft(entry)).toBe(true);
    expect(canReturnToDraft({ ...entry, status: { state: 'waiting' } })).toBe(false);
    expect(canReturnToDraft({ ...entry, made })).toBe(true);
    // A conflict with the product made is tried again (Retry), never brought back to make anew.
    expect(canReturnToDraft({ ...entry, made, status: { state: 'attention', httpStatus: 409, message: 'Busy.' } })).toBe(false);
  });

  it("keeps on the draft's pages only the server's errors of fields the draft holds; one about the product as sent stays in the note", async () => {
    const errors = { ...REFUSED_FIELDS, 'price.0': ['Price must be more than 0'] };
    const { store, entry, storage } = await refusedItem((e) => ({ ...e, status: { ...REFUSED, errors } }));
    await returnToDraft(entry, store, storage);
    expect(JSON.parse(storage.getItem(PRODUCT_FORM_KEYS.fabric)!)).toMatchObject({
      refused: REFUSED.message,
      refusedErrors: REFUSED_FIELDS,
    });
  });

  it('with photos refused after its product was made, the draft knows that product: its upload sends only photos', async () => {
    const made = { productId: 'local:7', skus: ['10070'], title: 'Harbour Morning Cotton Poplin 2 m' };
    const refusedPhoto = { state: 'attention', httpStatus: 400, message: 'Upload media failed. Photo 2 is larger than 8 MB.' } as const;
    const { store, entry, storage } = await refusedItem((e) => ({ ...e, made, status: refusedPhoto }));
    expect(await returnToDraft(entry, store, storage)).toEqual({ kind: 'returned', to: '/product_entry/upload_product' });
    expect(loadProgress(entry.id, storage)).toEqual({ draftId: entry.id, ...made, attached: false });
    expect(JSON.parse(storage.getItem(PRODUCT_FORM_KEYS.fabric)!)).toMatchObject({ draftId: entry.id, refused: refusedPhoto.message });
    expect(await readPhotos(entry.id)).toHaveLength(3);
  });
});
