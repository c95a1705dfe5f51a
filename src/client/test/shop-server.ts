import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionAnswer } from '../../shared/schemas/session-answers';
import { takenTitlesAnswer } from '../../shared/schemas/titles';
import { itemRecordAnswer, uploadedProductAnswer } from '../../shared/schemas/answers';
import type { ProductRecord } from '../../shared/schemas/shop-answers';
import { shopVariantsOf } from '../../shared/edit/edited-record';
import { PHOTOS_FIELD, productPhotosAnswer } from '../../shared/schemas/media';
import { productTitle, validateProduct, type Product } from '../../shared/products';

/**
 * The Selvage server as the wizard's pages meet it, at the HTTP boundary (msw): each answer is
 * parsed with the schema the client reads it with, and a product is refused or taken by the
 * shared validateProduct the real route calls (src/server/routes/product.routes.ts). What the
 * shop then does with it (stock in whole numbers, taken titles, photos attached) is the real
 * server's and stays with the journeys.
 */

/** What the fake server was sent, for a test to read: the products uploaded, by Idempotency-Key. */
export const sent = { products: new Map<string, Product>() };

/** The product uploaded last, as the server was sent it. */
export const lastSent = (): Product | undefined => [...sent.products.values()].at(-1);

/** The shop's records of the products uploaded, by product id, as GET /product/record reads them. */
const records = new Map<string, ProductRecord>();

/** Sends `body` once the client's own schema reads it: an answer the client could not read is the fake's bug. */
const answer = (schema: { parse: (v: unknown) => unknown }, body: object) => {
  schema.parse(body);
  return HttpResponse.json(body);
};

export const SIGNED_IN_STAFF = sessionAnswer.parse({ signedIn: true, email: 'staff@selvage.test', role: 'staff', passwordSet: true });

const handlers = [
  http.get('*/auth/session', () => answer(sessionAnswer, SIGNED_IN_STAFF)),
  // No listing holds a title yet: the review warns of no duplicate.
  http.get('*/product/titles', () => answer(takenTitlesAnswer, { titles: [] })),
  http.post('*/product/product_upload', async ({ request }) => {
    const checked = validateProduct(await request.json());
    if (!checked.success) return HttpResponse.json({ message: 'Upload product was denied.', errors: checked.errors }, { status: 400 });
    const product = checked.data;
    const key = request.headers.get('idempotency-key') ?? '';
    sent.products.set(key, product);
    const productId = `local:${records.size + 1}`;
    // One SKU per fabric variant, one per supply, as the shop makes them.
    const count = product.productType === 'Fabric' ? product.lengthM.length : 1;
    const skus = Array.from({ length: count }, (_, i) => `${10_000 + records.size * 10 + i}`);
    const title = productTitle(product);
    records.set(productId, {
      productId,
      title,
      productType: product.productType,
      status: 'DRAFT',
      createdAt: new Date().toISOString(),
      variants: shopVariantsOf(product, skus),
      media: [],
      details: product,
    });
    return answer(uploadedProductAnswer, { productId, title, skus });
  }),
  http.post('*/product/:id/photos', async ({ request, params }) => {
    const record = records.get(String(params.id));
    if (!record) return HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
    const photos = (await request.formData()).getAll(PHOTOS_FIELD).length;
    // Attached and published: the listing goes live with its photos (D72).
    Object.assign(record, { status: 'ACTIVE', media: Array.from({ length: photos }, (_, i) => `/media/${record.productId}/${i + 1}.jpg`) });
    return answer(productPhotosAnswer, { productId: record.productId, status: record.status, media: record.media, version: '1' });
  }),
  http.get('*/product/record', ({ request }) => {
    const record = records.get(new URL(request.url).searchParams.get('productId') ?? '');
    if (!record) return HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
    return answer(itemRecordAnswer, { product: { ...record, version: '1', labelOutOfDate: false } });
  }),
];

export const shopServer = setupServer(...handlers);
