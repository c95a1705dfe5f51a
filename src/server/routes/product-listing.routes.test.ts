import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { staffCookie, startTestApp, type TestApp } from '../test/app-harness';
import { multipartBody, photoParts } from '../test/multipart';
import { scannedJpeg } from '../test/images';
import { fabricBundleProduct } from '../../shared/test/product-factory';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import type { HistoryEntry, ProductChangeAnswer } from '../../shared/schemas/product-edit';

const ME = 'listing@selvage.test';
const EDITOR = 'editor@selvage.test';
const MINUTE = 60_000;

/**
 * Taking an item off sale and back, and its history (issue 27 items 4 and 5), through the routes
 * the item page calls: who did what and when, each field before and after.
 */
describe.each(engines)('POST /product/listing and GET /product/history on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let editorCookie: string;
  let productId = '';
  let listedAt = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await staffCookie(t, ME);
    editorCookie = await staffCookie(t, EDITOR);
    listedAt = t.clock.now;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: fabricBundleProduct({ name: 'quay morning' }),
      headers: { cookie, 'idempotency-key': 'listing-upload-0001' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    productId = uploaded.json<{ productId: string }>().productId;
    // Its photos publish it: listed, as staff find it on the item page.
    const { payload, headers } = await multipartBody(photoParts([1, 2, 3].map((i) => scannedJpeg(200, 100 + i))));
    const photos = await t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(photos.statusCode, photos.body).toBe(200);
  });
  afterAll(() => t.close());

  const setListed = (body: unknown, as = cookie) =>
    t.app.inject({ method: 'POST', url: '/product/listing', payload: body as object, headers: { cookie: as } });
  const history = async (id = productId) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/history?productId=${encodeURIComponent(id)}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: HistoryEntry[] }>().entries;
  };
  const record = async () =>
    (await t.app.inject({ method: 'GET', url: `/product/record?productId=${encodeURIComponent(productId)}`, headers: { cookie } })).json<{
      product: { status: string; version: string; labelOutOfDate: boolean };
    }>().product;

  it('takes an item off sale and puts it back, each kept in its history with who and when, newest first', async () => {
    expect((await record()).status).toBe('ACTIVE');
    t.clock.advance(MINUTE);
    const off = await setListed({ productId, listed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<ProductChangeAnswer>()).toMatchObject({
      product: { productId, status: 'DRAFT' },
      changes: [{ field: 'status', label: 'Listing', before: 'Listed', after: 'Not listed' }],
      labelOutOfDate: false,
    });
    expect((await record()).status).toBe('DRAFT');

    t.clock.advance(MINUTE);
    const back = await setListed({ productId, listed: true }, editorCookie);
    expect(back.json<ProductChangeAnswer>().product.status).toBe('ACTIVE');

    expect(await history()).toEqual([
      {
        at: listedAt + 2 * MINUTE,
        by: EDITOR,
        action: 'relisted',
        changes: [{ field: 'status', label: 'Listing', before: 'Not listed', after: 'Listed' }],
      },
      {
        at: listedAt + MINUTE,
        by: ME,
        action: 'unlisted',
        changes: [{ field: 'status', label: 'Listing', before: 'Listed', after: 'Not listed' }],
      },
      { at: listedAt, by: ME, action: 'listed', changes: [] },
    ]);
  });

  it('asking for the state the item is in changes nothing and adds nothing to its history', async () => {
    const before = await history();
    const again = await setListed({ productId, listed: true });
    expect(again.statusCode).toBe(200);
    expect(again.json<ProductChangeAnswer>()).toMatchObject({ product: { status: 'ACTIVE' }, changes: [] });
    expect(await history()).toEqual(before);
  });

  it('an edit through POST /product/edit is in the history with who made it and each field before and after; the label is then out of date until printed', async () => {
    t.clock.advance(MINUTE);
    const { version } = await record();
    const edited = await t.app.inject({
      method: 'POST',
      url: '/product/edit',
      payload: { productId, baseVersion: version, product: fabricBundleProduct({ name: 'quay morning', price: [20] }) },
      headers: { cookie: editorCookie, 'idempotency-key': 'listing-edit-0001' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [newest] = await history();
    expect(newest).toEqual({
      at: t.clock.now,
      by: EDITOR,
      action: 'edited',
      changes: [{ field: 'variants.0.price', label: 'Price', before: '$18.00', after: '$20.00' }],
    });
    const now = await record();
    expect(now.labelOutOfDate).toBe(true);

    const printed = await t.app.inject({
      method: 'POST',
      url: '/product/label_printed',
      payload: { productId, version: now.version },
      headers: { cookie },
    });
    expect(printed.statusCode).toBe(200);
    expect((await record()).labelOutOfDate).toBe(false);
  });

  it('answers 404 naming an id the shop does not hold', async () => {
    const res = await setListed({ productId: 'local:424242', listed: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PRODUCT_RECORD_MESSAGES.notFound('local:424242'));
  });

  it.each([
    ['listed', { productId: 'local:1' }, PRODUCT_EDIT_MESSAGES.listedRequired],
    ['listed', { productId: 'local:1', listed: 'false' }, PRODUCT_EDIT_MESSAGES.listedRequired],
    ['productId', { listed: true }, PRODUCT_RECORD_MESSAGES.idRequired],
    ['productId', { productId: '', listed: true }, PRODUCT_RECORD_MESSAGES.idRequired],
    ['productId', { productId: 'x'.repeat(101), listed: true }, PRODUCT_RECORD_MESSAGES.idTooLong(100)],
    ['colour', { productId: 'local:1', listed: true, colour: 'red' }, 'Unknown field: colour'],
  ])('POST /product/listing refuses a bad %s with 400 naming it (%j)', async (field, body, message) => {
    const res = await setListed(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await record()).status).toBe('ACTIVE');
  });

  it('GET /product/history and POST /product/label_printed refuse a missing id with 400 naming it', async () => {
    const noId = await t.app.inject({ method: 'GET', url: '/product/history', headers: { cookie } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors.productId).toEqual([PRODUCT_RECORD_MESSAGES.idRequired]);
    const printed = await t.app.inject({ method: 'POST', url: '/product/label_printed', payload: {}, headers: { cookie } });
    expect(printed.statusCode).toBe(400);
    expect(printed.json().errors.productId).toEqual([PRODUCT_RECORD_MESSAGES.idRequired]);
  });

  it('answers 401 to staff who are signed out, and changes nothing', async () => {
    const calls = [
      { method: 'POST', url: '/product/listing', payload: { productId, listed: false } },
      { method: 'GET', url: `/product/history?productId=${encodeURIComponent(productId)}` },
      { method: 'POST', url: '/product/label_printed', payload: { productId, version: 'abc' } },
      {
        method: 'POST',
        url: '/product/edit',
        payload: { productId, baseVersion: 'abc', product: {} },
        headers: { 'idempotency-key': 'listing-signed-out' },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await record()).status).toBe('ACTIVE');
  });
});
