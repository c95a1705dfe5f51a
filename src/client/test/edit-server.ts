import { http, HttpResponse } from 'msw';
import { editedRecord } from '../../shared/edit/edited-record';
import { labelOutOfDate, recordChanges } from '../../shared/edit/record-changes';
import { withVersion } from '../../shared/edit/record-version';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { validateProduct } from '../../shared/products';
import { editConflictAnswer, itemRecordAnswer, labelPrintedAnswer, productChangeAnswer } from '../../shared/schemas/answers';
import { PHOTOS_FIELD, productPhotosAnswer } from '../../shared/schemas/media';
import { labelPrintedBody, productEditBody, type VersionedRecord } from '../../shared/schemas/product-edit';

/**
 * One listed item as its edit meets the server (GET /product/record, POST /product/edit, POST
 * /product/:id/photos?baseVersion=, POST /product/label_printed, the photos under /media), over
 * msw, each answer parsed by the client's own schema. Like the real server it refuses a save or a
 * photo call from a version it no longer holds with a 409 carrying the record as it is now, and
 * answers a repeated Idempotency-Key as the first time. Whether the shop really applies a save
 * once, or what it names the photos, is the real server's (src/server/routes/product-edit.routes.test.ts).
 */

export interface EditShop {
  /** The record as the shop holds it now; a test may replace it, as a colleague's save would. */
  held: VersionedRecord;
  labelOutOfDate: boolean;
  /** Each POST /product/edit, in order: its Idempotency-Key, its body and the version it left (none when refused). */
  saves: { key: string; body: { baseVersion: string; product: unknown; skus?: string[] | undefined }; version?: string }[];
  /** Each POST /product/:id/photos: the version it named and how many photos it sent. */
  photoCalls: { baseVersion: string | null; photos: number }[];
  /** The calls that change the item, in the order they arrived. */
  calls: ('edit' | 'photos')[];
  /** Photos the shop does not serve (answered 503), by address. */
  unserved: Set<string>;
  /** The next save is applied, but its answer is lost on the way back (no answer at all). */
  loseNextAnswer: boolean;
  /** The next photo call gets no answer and reaches nothing. */
  dropNextPhotos: boolean;
  /** Runs as a photo call arrives, before it is judged (a colleague's change just then); the call waits for it. */
  beforePhotos: (() => void | Promise<void>) | null;
}

const nothingAsked = () => ({
  labelOutOfDate: false,
  saves: [],
  photoCalls: [],
  calls: [],
  unserved: new Set<string>(),
  loseNextAnswer: false,
  dropNextPhotos: false,
  beforePhotos: null,
});

export const editShop: EditShop = { held: undefined!, ...nothingAsked() };

const answer = (schema: { parse: (v: unknown) => unknown }, body: object, status = 200) => {
  schema.parse(body);
  return HttpResponse.json(body, { status });
};

const conflict = () => answer(editConflictAnswer, { message: PRODUCT_EDIT_MESSAGES.conflict, current: editShop.held }, 409);

/** The first answer of each Idempotency-Key, returned again for a repeat as the server does. */
const answered = new Map<string, object>();

/** The shop holds `held` (heldRecord of edit-test-records.ts), its label up to date; nothing asked yet. */
export function holdForEdit(held: VersionedRecord): void {
  Object.assign(editShop, { held, ...nothingAsked() });
  answered.clear();
}

export const editHandlers = [
  http.get('*/product/record', ({ request }) => {
    if (new URL(request.url).searchParams.get('productId') !== editShop.held.productId)
      return HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
    return answer(itemRecordAnswer, { product: { ...editShop.held, labelOutOfDate: editShop.labelOutOfDate } });
  }),
  http.get('*/media/:file', ({ request }) => {
    if (editShop.unserved.has(new URL(request.url).pathname)) return new HttpResponse('busy', { status: 503 });
    return new HttpResponse(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), { headers: { 'content-type': 'image/jpeg' } });
  }),
  http.post('*/product/edit', async ({ request }) => {
    const key = request.headers.get('idempotency-key') ?? '';
    const body = productEditBody.parse(await request.json());
    const call: EditShop['saves'][number] = { key, body };
    editShop.saves.push(call);
    editShop.calls.push('edit');
    const repeat = answered.get(key);
    if (repeat) return answer(productChangeAnswer, repeat);
    if (body.baseVersion !== editShop.held.version) return conflict();
    const checked = validateProduct(body.product);
    if (!checked.success) return HttpResponse.json({ message: 'Save changes was denied.', errors: checked.errors }, { status: 400 });
    const before = editShop.held;
    const after = withVersion(editedRecord(before, checked.data));
    editShop.held = after;
    call.version = after.version;
    editShop.labelOutOfDate ||= labelOutOfDate(before, after);
    const saved = { product: after, changes: recordChanges(before, after), labelOutOfDate: editShop.labelOutOfDate };
    answered.set(key, saved);
    if (editShop.loseNextAnswer) {
      editShop.loseNextAnswer = false;
      return HttpResponse.error();
    }
    return answer(productChangeAnswer, saved);
  }),
  http.post('*/product/:id/photos', async ({ request }) => {
    const baseVersion = new URL(request.url).searchParams.get('baseVersion');
    const photos = (await request.formData()).getAll(PHOTOS_FIELD).length;
    editShop.photoCalls.push({ baseVersion, photos });
    editShop.calls.push('photos');
    if (editShop.dropNextPhotos) {
      editShop.dropNextPhotos = false;
      return HttpResponse.error();
    }
    await editShop.beforePhotos?.();
    if (baseVersion !== editShop.held.version) return conflict();
    const sku = editShop.held.variants[0]!.sku;
    // The shop names every photo it is sent anew (D72).
    const media = Array.from({ length: photos }, (_, i) => `/media/${sku}_${i + 1}-${editShop.photoCalls.length}.jpg`);
    editShop.held = withVersion({ ...editShop.held, media });
    const { productId, status, version } = editShop.held;
    return answer(productPhotosAnswer, { productId, status, media, version });
  }),
  http.post('*/product/label_printed', async ({ request }) => {
    const { version } = labelPrintedBody.parse(await request.json());
    if (version !== editShop.held.version)
      return answer(editConflictAnswer, { message: PRODUCT_EDIT_MESSAGES.printedStale, current: editShop.held }, 409);
    editShop.labelOutOfDate = false;
    return answer(labelPrintedAnswer, { ok: true });
  }),
];
