import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, postgresOnly } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { dataUrl, tinyJpeg } from '../test/images';
import type { BoxRecord } from '../../shared/schemas/box-api';

async function signedIn(t: TestApp): Promise<string> {
  await t.services.users.add('boxes@selvage.test', 'boxes password');
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: 'boxes@selvage.test', user_pass: 'boxes password' } });
  return `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
}

/** The PDF attached to a MIME message (base64 part), as bytes. */
function pdfAttachment(eml: string, fileName: string): Buffer {
  const part = eml.split(/\n--/).find((p) => p.includes('Content-Type: application/pdf') && p.includes(fileName));
  if (!part) throw new Error(`no ${fileName} in the mail`);
  return Buffer.from(part.slice(part.indexOf('\n\n') + 2).replace(/\s+/g, ''), 'base64');
}

const lace = { productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' };
const yarn = { productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools', boxSize: 'Blue Bin' };

describe.each(engines)('inventory box routes on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boxes-'));
    t = await startTestApp(engine, { dataDir });
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const list = async () => (await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } })).json().boxes as BoxRecord[];

  it('answers 401 without a session, on every box call and on box photos', async () => {
    for (const [method, url] of [
      ['GET', '/product/boxes'], ['POST', '/product/box_count'], ['POST', '/product/boxes'], ['POST', '/product/box_photos'],
      ['POST', '/product/box_status'], ['POST', '/product/inventory_supply_label_email'], ['GET', '/box-photos/x.jpg'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Please login again.' });
    }
  });

  it('counts, creates and lists boxes sorted by Box ID; a taken Box ID is a 409', async () => {
    expect(await list()).toEqual([]);
    const first = await post('/product/box_count', { boxID: '6C' });
    expect(first.json()).toEqual({ count: 1 });
    const created = await post('/product/boxes', { boxID: '6C-1', ...lace });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      boxID: '6C-1', productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Large Bin', status: 'New Box',
      generalSortPhoto: [], generalSortNotes: '', measuredPhoto: [], measuredNotes: '',
    });
    expect((await post('/product/box_count', { boxID: '9B10' })).json()).toEqual({ count: 1 });
    expect((await post('/product/boxes', { boxID: '9B10-1', ...yarn })).statusCode).toBe(200);
    // Reserved numbers are never handed out twice, even when the first caller has not created its box yet.
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: 2 });
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: 3 });
    expect((await post('/product/boxes', { boxID: '6C-10', ...lace })).statusCode).toBe(200);
    expect((await post('/product/box_count', { boxID: '6C' })).json()).toEqual({ count: 11 });

    const again = await post('/product/boxes', { boxID: '6c-1', ...lace });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A box with Box ID 6C-1 already exists.' });
    expect((await list()).map((b) => b.boxID)).toEqual(['6C-1', '6C-10', '9B10-1']);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const count = await post('/product/box_count', { boxID: '' });
    expect(count.statusCode).toBe(400);
    expect(count.json().message).toBe('Box ID is required');
    expect(count.json().errors.boxID).toContain('Box ID is required');
    expect((await post('/product/box_count', { boxID: '6Z' })).json()).toMatchObject({ errors: { boxID: ['Box ID is not a box code'] } });
    const box = await post('/product/boxes', { boxID: '6C-4', productType: 'Trim', subA: 'Lace', boxSize: 'Crate' });
    expect(box.statusCode).toBe(400);
    expect(box.json().errors).toEqual({ boxSize: ['Size of box must be one of: Banker Box, Large Bin, Box-small, Small Bin, Blue Bin'] });
    const status = await post('/product/box_status', { notes: 'x' });
    expect(status.json()).toMatchObject({ message: 'Box ID is required', errors: { boxID: ['Box ID is required'] } });
    const photos = await post('/product/box_photos', { images: [] });
    expect(photos.json()).toMatchObject({ errors: { images: ['At least 1 image is required'] } });
    const mail = await post('/product/inventory_supply_label_email', { inventorySupplyObject: { productType: 'Trim' } });
    expect(mail.json()).toMatchObject({ errors: { 'inventorySupplyObject.boxID': ['Box ID is required'] } });
  });

  it('checks photo bytes, stores them for signed-in staff and moves a box through General Sort and Measured', async () => {
    const fake = await post('/product/box_photos', { images: [dataUrl(Uint8Array.from([1, 2, 3, 4]))] });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: 'Photo 1 is not a JPEG, PNG, WebP or GIF image.', errors: { 'images.0': ['Photo 1 is not a JPEG, PNG, WebP or GIF image.'] } });

    const uploaded = await post('/product/box_photos', { images: [dataUrl(tinyJpeg(40, 30)), dataUrl(tinyJpeg(50, 20))] });
    expect(uploaded.statusCode).toBe(200);
    const photos = uploaded.json<{ photos: { url: string }[] }>().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toMatch(/^\/box-photos\/[\w-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: photos[0]!.url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload)).toEqual(Buffer.from(tinyJpeg(40, 30)));
    expect((await t.app.inject({ method: 'GET', url: photos[0]!.url })).statusCode).toBe(401);

    const sorted = await post('/product/box_status', { boxID: '9b10-1', notes: ' sorted by colour ', photos: photos.map((p) => p.url) });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json()).toMatchObject({ boxID: '9B10-1', status: 'General Sort', generalSortPhoto: photos, generalSortNotes: 'sorted by colour', measuredPhoto: [], measuredNotes: '' });

    const measured = await post('/product/box_status', { boxID: '9B10-1', notes: '12 skeins', photos: [photos[1]!.url] });
    expect(measured.json()).toMatchObject({ status: 'Measured', generalSortPhoto: photos, generalSortNotes: 'sorted by colour', measuredPhoto: [photos[1]], measuredNotes: '12 skeins' });
    expect((await post('/product/box_status', { boxID: '9B10-1' })).json()).toMatchObject({ status: 'Input', measuredNotes: '12 skeins' });
    expect((await list()).find((b) => b.boxID === '9B10-1')).toMatchObject({ status: 'Input', measuredPhoto: [photos[1]] });

    const unknown = await post('/product/box_status', { boxID: '1-99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No box with Box ID 1-99.' });
  });

  it('mails the box label into the outbox', async () => {
    const res = await post('/product/inventory_supply_label_email', { inventorySupplyObject: { boxID: '6C-1', productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Label for box 6C-1 sent.' });
    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Box label 6C-1$/m);
    expect(eml).toContain('Contents: Trim - Lace');
    const pdf = pdfAttachment(eml, 'label-6C-1.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfFile = path.join(dataDir, 'label.pdf');
    fs.writeFileSync(pdfFile, pdf);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    expect(text.match(/6C-1/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Trim - Lace');
  });
});

describe.each(postgresOnly)('box count race on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boxes-race-')) });
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  it('never gives two staff the same number, even with boxes already in the table', async () => {
    await t.app.inject({ method: 'POST', url: '/product/boxes', headers: { cookie }, payload: { boxID: '2-1', productType: 'Buttons', boxSize: 'Small Bin' } });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.app.inject({ method: 'POST', url: '/product/box_count', headers: { cookie }, payload: { boxID: '2' } })),
    );
    const counts = answers.map((r) => r.json<{ count: number }>().count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 2));
  });

  it('lets only one of two simultaneous creates of one Box ID through', async () => {
    const body = { boxID: '3-1', productType: 'Elastic', boxSize: 'Banker Box' };
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/product/boxes', headers: { cookie }, payload: body })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const listed = (await t.app.inject({ method: 'GET', url: '/product/boxes', headers: { cookie } })).json<{ boxes: BoxRecord[] }>().boxes;
    expect(listed.filter((b) => b.boxID === '3-1')).toHaveLength(1);
  });
});
