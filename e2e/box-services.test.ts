/**
 * Inventory boxes against the hosted services as strict as they are (issue 41): the real server
 * with its box table on Airtable, box photos on Cloudinary and label mail through an SMTP account,
 * each a local stand-in that refuses what the service refuses (src/server/test/fake-airtable.ts,
 * fake-cloudinary.ts, smtp-sink.ts). Staff on phones make boxes with their labels, sort one with
 * photos, and carry on while Airtable answers 429 for its 30-s penalty, or has no requests left for
 * the month: nothing is lost and nothing is made or sent twice.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { captureLabel } from './support/labels';
import { makeJpeg, writeFixtures } from './support/photos';
import { STAFF, startServer, type RunningServer } from './support/server';
import { chooseNewBox, radio, step, visible } from './support/boxes';
import { viaSidebar } from './support/journey';
import { startFakeAirtable, type FakeAirtable, type FakeRecord } from '../src/server/test/fake-airtable';
import { FakeCloudinary } from '../src/server/test/fake-cloudinary';
import { startSmtpSink, type SinkAccount, type SmtpSink } from '../src/server/test/smtp-sink';
import { readMail } from '../src/server/adapters/mailer/mailer.contract';
import { BOX_TABLE } from '../src/shared/catalogue/boxes';
import { BOX_MESSAGES, BOX_TABLE_LIMIT_MESSAGES } from '../src/shared/messages/boxes';
import type { BoxHistoryEntry } from '../src/shared/schemas/box-api';
import { HOME_NEW_BOX } from '../src/client/flows/boxes/new-box';

const AIRTABLE = { token: 'patE2eBoxServices.0123456789abcdef', baseId: 'appE2eBoxServices' } as const;
/** The shop's mail account: it may send only as its own domain, and signs in with its address. */
const MAIL_ACCOUNT: SinkAccount = { user: 'labels@selvage-shop.example', password: 'p@ss:w/rd%41 sink', domain: 'selvage-shop.example' };
const MAIL_FROM = `Selvage labels <${MAIL_ACCOUNT.user}>`;
const LABEL_EMAIL_TO = 'boxes@selvage-shop.example';
const FOLDER = 'selvage-e2e/boxes';
/**
 * How long the stand-in answers 429 once penalized, and the server waits: Airtable's is 30 s (the
 * adapter's tests hold it on a virtual clock); here 4 s, so the journey does not idle a minute.
 */
const PENALTY_MS = 4_000;
/** What a journey waits for a page to show across the penalty: the penalty, the retry and the page's own work. */
const ACROSS_PENALTY_MS = PENALTY_MS + 45_000;

const F = BOX_TABLE.fields;

let airtable: FakeAirtable;
let cloudinary: FakeCloudinary;
let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
/** The CA file the server trusts, and the label PDFs read back from the mail. */
let scratch: string;

/** Every box made in this file and every label mailed, in order: what the services must each hold once. */
const made: string[] = [];
const labelled: string[] = [];

/** The base64 SHA-256 of a certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
const spkiHash = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

beforeAll(async () => {
  // Each service is up before the server, which checks each at start (ready()).
  [airtable, cloudinary, sink] = await Promise.all([
    startFakeAirtable({ ...AIRTABLE, table: BOX_TABLE.table, view: BOX_TABLE.view }),
    FakeCloudinary.start(),
    startSmtpSink({ accounts: [MAIL_ACCOUNT], tls: 'starttls' }),
  ]);
  // The server trusts the two self-signed certificates as it trusts the real services' ones: by
  // node's own store, here with these added (NODE_EXTRA_CA_CERTS), not by a switch in the app.
  const cloudinaryCert = String(cloudinary.agent.options.ca);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-e2e-services-'));
  const caFile = path.join(scratch, 'services.pem');
  fs.writeFileSync(caFile, `${cloudinaryCert.trim()}\n${sink.ca!.trim()}\n`);
  [server, browser] = await Promise.all([
    startServer({
      NODE_EXTRA_CA_CERTS: caFile,
      AIRTABLE_TOKEN: AIRTABLE.token,
      AIRTABLE_BASE_ID: AIRTABLE.baseId,
      AIRTABLE_API_ORIGIN: airtable.url,
      // Over the monthly limit, Airtable is asked again every 2 s here (15 minutes by default).
      AIRTABLE_LIMIT_CHECK_SECONDS: '2',
      AIRTABLE_PENALTY_SECONDS: String(PENALTY_MS / 1000),
      CLOUDINARY_URL: cloudinary.cloudinaryUrl(),
      CLOUDINARY_FOLDER: FOLDER,
      SMTP_URL: `smtp://${encodeURIComponent(MAIL_ACCOUNT.user)}:${encodeURIComponent(MAIL_ACCOUNT.password)}@127.0.0.1:${sink.port}`,
      LABEL_EMAIL_TO,
      MAIL_FROM,
    }),
    // A test artefact: the phones load box photos from Cloudinary's links, here the stand-in's own
    // origin with its self-signed certificate. Chromium trusts that one key only (a phone trusts
    // res.cloudinary.com's real certificate); any other certificate error still fails the page.
    launchBrowser([`--ignore-certificate-errors-spki-list=${spkiHash(cloudinaryCert)}`]),
  ]);
});

afterEach(() => {
  expect(server.freshCspReports()).toEqual([]);
  expect(server.freshClientErrors()).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([airtable?.close(), cloudinary?.close(), sink?.close()]);
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const recordsOf = (boxID: string): FakeRecord[] => airtable.records.filter((r) => r.fields[F.boxId] === boxID);
const mailsFor = (boxID: string) => sink.messages.filter((m) => readMail(m.raw).headers.get('subject') === `Box label ${boxID}`);
const uploads = () => cloudinary.uploads.filter((u) => /\/image\/upload$/.test(u.path));

/** The box's history as the page reads it (GET /product/box_history), oldest first, as 'from -> to'. */
async function historyOf(page: Page, boxID: string): Promise<string[]> {
  const history = await page.evaluate(async (id) => {
    const answer = await fetch(`/product/box_history?boxID=${encodeURIComponent(id)}`);
    return ((await answer.json()) as { history: BoxHistoryEntry[] }).history;
  }, boxID);
  return history.map((e) => `${e.fromStatus ?? 'created'} -> ${e.toStatus}`).reverse();
}

/** The label mail for `boxID`, once the sink has it: exactly one, as the shop's account sent it, under TLS. */
async function labelMail(boxID: string): Promise<void> {
  await expect.poll(() => mailsFor(boxID).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [mail, ...again] = mailsFor(boxID);
  expect(again).toEqual([]);
  expect(mail).toMatchObject({ from: MAIL_ACCOUNT.user, to: [LABEL_EMAIL_TO], user: MAIL_ACCOUNT.user, secure: true });
  expect(mail!.messageId).toMatch(new RegExp(`^<box-${encodeURIComponent(boxID)}\\.[0-9a-f]{16}@selvage\\.label>$`));
  const read = readMail(mail!.raw);
  expect(read.headers.get('from')).toBe(MAIL_FROM);
  expect(read.text).toContain(`Box ID: ${boxID}`);
  expect(read.attachments.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([[`label-${boxID}.pdf`, 'application/pdf']]);
  const pdf = path.join(scratch, `label-${boxID}.pdf`);
  fs.writeFileSync(pdf, read.attachments[0]!.bytes);
  expect(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })).toContain(boxID);
}

/** The images a part of the page shows, each scrolled to (they load lazily) and loaded: their links and sizes. */
async function loadedImages(page: Page, testId: string): Promise<{ src: string; size: [number, number] }[]> {
  const images = page.getByTestId(testId).getByRole('img');
  const shown: { src: string; size: [number, number] }[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    shown.push(
      await image.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        size: [img.naturalWidth, img.naturalHeight] as [number, number],
      })),
    );
  }
  return shown;
}

/** Each box made is one record in Airtable, no Box ID twice, and each label was mailed exactly once. */
function expectEachOnce(): void {
  const boxIDs = airtable.records.map((r) => r.fields[F.boxId]);
  expect([...boxIDs].sort()).toEqual([...made].sort());
  expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(sink.messages.length);
  expect(sink.messages.length).toBe(labelled.length);
  for (const boxID of labelled) expect(mailsFor(boxID)).toHaveLength(1);
}

/** A full-page screenshot from the top of the page, as staff first see it (a tap may have scrolled it). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * Airtable answers 429 for its penalty from now, on its own clock, and staff `tap` meanwhile: Airtable
 * refuses the change's first request, the page waits busy, and shows `done` once the server has
 * waited the penalty out and tried once more, with no error. Answers what Airtable saw from the tap on.
 */
async function throughPenalty(page: Page, name: string, tap: () => Promise<void>, done: string): Promise<FakeAirtable['requests']> {
  const mark = airtable.requests.length;
  airtable.penalize(PENALTY_MS);
  // Taken after penalize(): every 429 of this penalty came before it.
  const ends = Date.now() + PENALTY_MS;
  await tap();
  await expect.poll(() => airtable.requests.slice(mark).some((r) => r.status === 429)).toBe(true);
  await shot(page, `box-services-${name}-waiting-phone`);
  await visible(page, done, ACROSS_PENALTY_MS);
  expect(await page.getByText(BOX_MESSAGES.errorTitle).count()).toBe(0);
  await shot(page, `box-services-${name}-done-phone`);
  const seen = airtable.requests.slice(mark);
  const said = seen.map((r) => `${r.method} ${decodeURIComponent(r.url)} -> ${r.status}, ${r.at - ends} ms after the penalty`).join('\n');
  // Refused only while the penalty lasted (no second one started by the retries), answered otherwise.
  expect(
    seen.every((r) => (r.status === 429 ? r.at < ends : r.status === 200)),
    said,
  ).toBe(true);
  return seen;
}

const boxIdOnPage = async (page: Page) => (await page.getByTestId('created-box-id').innerText()).trim();

describe('boxes on Airtable, Cloudinary and a mail account (issue 41)', () => {
  it('on a phone: a box with its label, sorted with photos, then measured and another box made while Airtable answers 429 for its penalty; each made and sent once', async () => {
    const { context, page } = await newPage(browser, server.url, 'phone');

    // 1. Home's Start A New Box, a Blue Bin of zippers, Submit and Create Label in one tap.
    await signIn(page, STAFF, '/');
    await page.getByRole('link', { name: HOME_NEW_BOX, exact: true }).click();
    await step(page, 'supply_type_box_size');
    await radio(page, 'Blue Bin');
    await radio(page, 'Zippers');
    await step(page, 'summary_page');
    const label = await captureLabel(page, () =>
      page.getByRole('button', { name: BOX_MESSAGES.submitAndCreateLabel, exact: true }).click(),
    );
    await visible(page, BOX_MESSAGES.createdBanner);
    const zippers = await boxIdOnPage(page);
    expect(zippers).toBe('1-1');
    made.push(zippers);
    expect(label.text).toContain(zippers);
    await visible(page, BOX_MESSAGES.labelEmailed(zippers));
    labelled.push(zippers);
    await shot(page, 'box-services-created-phone');

    // One record, its fields as the catalogue names them (empty Sub A and Sub B are no cells in Airtable).
    expect(recordsOf(zippers).map((r) => r.fields)).toEqual([
      { [F.boxId]: zippers, [F.productType]: 'Zippers', [F.size]: 'Blue Bin', [F.status]: 'New Box' },
    ]);
    await labelMail(zippers);
    // The password went only under TLS: nothing before STARTTLS signed in.
    expect(sink.signIns.every((s) => s.secure && s.accepted)).toBe(true);
    expect(sink.clearText.filter((line) => /^AUTH\b/i.test(line))).toEqual([]);

    // 2. The box sorted: two photos and a note, to General Sort.
    await page.getByRole('button', { name: BOX_MESSAGES.newSupplyEntry, exact: true }).click();
    await step(page, 'start_or_update');
    await page.getByRole('combobox', { name: 'Box ID' }).fill(zippers);
    await page.getByRole('option', { name: zippers, exact: true }).click();
    await step(page, 'update_box_status');
    const files = writeFixtures({
      'sorted-1.jpg': await makeJpeg(page, 2400, 1800, '#8e24aa', { texture: true }),
      'sorted-2.jpg': await makeJpeg(page, 800, 600, '#fb8c00'),
      'measured.jpg': await makeJpeg(page, 1200, 1600, '#00897b'),
    });
    await page.getByTestId('photo-input').setInputFiles([files['sorted-1.jpg']!, files['sorted-2.jpg']!]);
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole('textbox', { name: 'Notes' }).fill('Metal zips, mostly navy');
    const uploadsBefore = uploads().length;
    await page.getByRole('button', { name: 'Update Box' }).click();
    await visible(page, BOX_MESSAGES.updatedBanner);
    await expect.poll(() => page.getByTestId('current-status').textContent()).toBe('General Sort');

    // Each photo a signed upload into the folder: no preset, and the secret in no request.
    const sorted = uploads().slice(uploadsBefore);
    expect(sorted).toHaveLength(2);
    for (const upload of sorted) {
      expect(upload.status).toBe(200);
      expect(upload.fields).toMatchObject({
        api_key: cloudinary.account.apiKey,
        folder: FOLDER,
        signature: expect.stringMatching(/^[0-9a-f]{40}([0-9a-f]{24})?$/),
      });
      expect(upload.fields).not.toHaveProperty('upload_preset');
    }
    const secret = cloudinary.account.apiSecret;
    const secretForms = [
      secret,
      encodeURIComponent(secret),
      Buffer.from(secret).toString('base64'),
      Buffer.from(`${cloudinary.account.apiKey}:${secret}`).toString('base64'),
    ];
    for (const request of cloudinary.requests.filter((r) => r.method === 'POST')) {
      const wire = `${JSON.stringify(request.headers)}\n${request.body.toString('latin1')}`;
      for (const form of secretForms) expect(wire).not.toContain(form);
    }
    // Airtable holds the two links, in the order taken, and the dated note.
    const links = sorted.map((u) => u.answer.secure_url as string);
    for (const link of links) expect(link.startsWith(`${cloudinary.origin}/${cloudinary.account.cloudName}/image/upload/`)).toBe(true);
    for (const link of links) expect(link).toContain(`/${FOLDER}/`);
    const [zipRecord] = recordsOf(zippers);
    expect(zipRecord!.fields).toMatchObject({
      [F.status]: 'General Sort',
      [F.generalSortNotes]: expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: Metal zips, mostly navy$/),
    });
    expect((zipRecord!.fields[F.generalSortPhoto] as { url: string }[]).map((a) => a.url)).toEqual(links);
    // The page shows them from those links, and can load them (its Content-Security-Policy lets them in).
    expect(await loadedImages(page, 'saved-general-sort')).toEqual([
      { src: links[0], size: [1600, 1200] },
      { src: links[1], size: [800, 600] },
    ]);
    await shot(page, 'box-services-general-sort-phone');

    // 3. Airtable answers 429 for its penalty while the zippers are measured; the page shows the update once it is over.
    // One change per penalty: once it is over, the requests the server held go out back to back, and
    // the shared gate spaces them exactly 200 ms apart (src/server/services/rate-gate.ts, 5 a second
    // with no margin), so six or more in a row can reach Airtable within one second and start a new
    // penalty (reported with issue 41). Each change here is fewer than six.
    await expect.poll(() => page.getByTestId('next-status').textContent()).toBe('Measured');
    await page.getByTestId('photo-input').setInputFiles([files['measured.jpg']!]);
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('textbox', { name: 'Notes' }).fill('About 120 zips');
    const measuring = await throughPenalty(
      page,
      'penalty-update',
      () => page.getByRole('button', { name: 'Update Box' }).click(),
      BOX_MESSAGES.updatedBanner,
    );
    await expect.poll(() => page.getByTestId('current-status').textContent()).toBe('Measured');
    expect(measuring.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([200]);

    // ... and again while a box of lace is made: back to Start or Update, the Box ID cleared, a new box.
    await viaSidebar(page, '/inventory_supplies/start_or_update');
    await page.getByRole('combobox', { name: 'Box ID' }).fill('');
    await chooseNewBox(page, ['Trim', 'Lace'], 'Banker Box', { carried: true });
    // The preview of the number has been read: the page is at rest before the penalty.
    await expect.poll(() => page.getByTestId('box-code-preview').innerText()).toContain('6C-1');
    const creating = await throughPenalty(
      page,
      'penalty-create',
      () => page.getByRole('button', { name: 'Submit New Box', exact: true }).click(),
      BOX_MESSAGES.createdBanner,
    );
    const lace = await boxIdOnPage(page);
    expect(lace).toBe('6C-1');
    made.push(lace);
    expect(creating.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([200]);

    // Its label, after the penalty, from the box just made.
    const laceLabel = await captureLabel(page, () => page.getByRole('button', { name: BOX_MESSAGES.createLabel, exact: true }).click());
    expect(laceLabel.text).toContain(lace);
    await visible(page, BOX_MESSAGES.labelEmailed(lace));
    labelled.push(lace);
    await labelMail(lace);

    expect(recordsOf(lace).map((r) => r.fields)).toEqual([
      { [F.boxId]: lace, [F.productType]: 'Trim', [F.subA]: 'Lace', [F.size]: 'Banker Box', [F.status]: 'New Box' },
    ]);
    const measured = recordsOf(zippers)[0]!.fields;
    expect(measured[F.status]).toBe('Measured');
    expect(measured[F.generalSortPhoto]).toHaveLength(2);
    expect(measured[F.measuredPhoto]).toHaveLength(1);
    expect(measured[F.measuredNotes]).toMatch(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: About 120 zips$/);
    expectEachOnce();
    expect(await historyOf(page, zippers)).toEqual(['created -> New Box', 'New Box -> General Sort', 'General Sort -> Measured']);
    expect(await historyOf(page, lace)).toEqual(['created -> New Box']);
    await context.close();
  }, 240_000);

  it("on a phone: over Airtable's monthly limit, Submit New Box keeps the box here and says so, its label is made, and once the limit resets it reaches Airtable once", async () => {
    const { context, page } = await newPage(browser, server.url, 'phone');
    await signIn(page, STAFF, '/inventory_supplies/start_or_update');
    await chooseNewBox(page, ['Buttons'], 'Large Bin');
    await expect.poll(() => page.getByTestId('box-code-preview').innerText()).toContain('2-1');
    const records = airtable.records.length;

    airtable.spendQuota();
    await page.getByRole('button', { name: 'Submit New Box', exact: true }).click();
    await visible(page, BOX_MESSAGES.createdBanner);
    const buttons = await boxIdOnPage(page);
    expect(buttons).toBe('2-1');
    made.push(buttons);
    await visible(page, BOX_TABLE_LIMIT_MESSAGES.kept(buttons));
    await shot(page, 'box-services-monthly-limit-kept-phone');
    expect(airtable.records.length).toBe(records);

    // Its label, from the box kept here: printed and mailed while Airtable still refuses.
    const label = await captureLabel(page, () => page.getByRole('button', { name: BOX_MESSAGES.createLabel, exact: true }).click());
    expect(label.text).toContain(buttons);
    await visible(page, BOX_MESSAGES.labelEmailed(buttons));
    labelled.push(buttons);
    await labelMail(buttons);
    expect(airtable.records.length).toBe(records);

    // Its page, from the list read from the copy: marked as waiting for Airtable.
    await page.getByRole('button', { name: BOX_MESSAGES.newSupplyEntry, exact: true }).click();
    await step(page, 'start_or_update');
    await page.getByRole('combobox', { name: 'Box ID' }).fill(buttons);
    await page.getByRole('option', { name: buttons, exact: true }).click();
    await step(page, 'update_box_status');
    await expect.poll(() => page.getByTestId('box-waiting').textContent()).toBe(BOX_TABLE_LIMIT_MESSAGES.waiting);
    await visible(page, BOX_TABLE_LIMIT_MESSAGES.kept(buttons));
    await shot(page, 'box-services-monthly-limit-waiting-phone');

    // The limit resets: the server's sender (every AIRTABLE_LIMIT_CHECK_SECONDS here) sends it once.
    airtable.spendQuota(false);
    await expect.poll(() => recordsOf(buttons).length, { timeout: 20_000 }).toBe(1);
    expect(recordsOf(buttons).map((r) => r.fields)).toEqual([
      { [F.boxId]: buttons, [F.productType]: 'Buttons', [F.size]: 'Large Bin', [F.status]: 'New Box' },
    ]);
    expect(await historyOf(page, buttons)).toEqual(['created -> New Box']);
    await shot(page, 'box-services-after-limit-phone');
    expectEachOnce();
    await context.close();
  });
});
