import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { MailerError } from '../ports/mailer.port';
import { engines } from '../test/databases';
import { portsFor } from './ports';
import { readPhoto } from './stored-photos';
import { startSmtpSink } from '../test/smtp-sink';

type Handle = Awaited<ReturnType<(typeof engines)[number]['open']>>;

const full = {
  AIRTABLE_TOKEN: 'patSecret.123',
  AIRTABLE_BASE_ID: 'appABCDEF123456',
  CLOUDINARY_URL: 'cloudinary://123456:secret@shopcloud',
  SMTP_URL: 'smtps://shop:pass@mail.example.com',
  LABEL_EMAIL_TO: 'labels@example.com',
  MAIL_FROM: 'Selvage <labels@example.com>',
};

describe('inventory box settings', () => {
  it('uses local services when nothing is set; Cloudinary puts photos in selvage/boxes by default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ airtable: null, cloudinary: null, smtpUrl: null, labelEmailTo: undefined, mailFrom: undefined });
    expect(loadConfig({ CLOUDINARY_URL: full.CLOUDINARY_URL }).cloudinary).toEqual({ url: full.CLOUDINARY_URL, folder: 'selvage/boxes' });
  });

  it('reads a full configuration', () => {
    expect(loadConfig({ ...full, CLOUDINARY_FOLDER: 'shop/box-photos', AIRTABLE_API_ORIGIN: 'http://127.0.0.1:8088/' })).toMatchObject({
      airtable: { token: 'patSecret.123', baseId: 'appABCDEF123456', endpointUrl: 'http://127.0.0.1:8088', penaltyMs: 30_000 },
      cloudinary: { url: full.CLOUDINARY_URL, folder: 'shop/box-photos' },
      smtpUrl: full.SMTP_URL,
      labelEmailTo: 'labels@example.com',
      mailFrom: 'Selvage <labels@example.com>',
    });
  });

  it("waits out Airtable's 30-s penalty, or a stand-in's shorter one behind AIRTABLE_API_ORIGIN", () => {
    const standIn = { ...full, AIRTABLE_API_ORIGIN: 'http://127.0.0.1:8088/', AIRTABLE_PENALTY_SECONDS: '4' };
    expect(loadConfig(standIn).airtable).toMatchObject({ penaltyMs: 4_000 });
  });

  it("sends label mail as the SMTP account's own address when MAIL_FROM is not set and the user is one", () => {
    const { MAIL_FROM: _unset, ...withoutFrom } = full;
    expect(loadConfig({ ...withoutFrom, SMTP_URL: 'smtps://labels%40shop.example:pass@mail.example.com' }).mailFrom).toBe(
      'labels@shop.example',
    );
    // Without a mail server the outbox keeps its local default (ports.ts), nothing is required.
    expect(loadConfig({ LABEL_EMAIL_TO: 'a@b.co' }).mailFrom).toBeUndefined();
  });

  it.each([
    [{ AIRTABLE_TOKEN: 'patSecret.123', CLOUDINARY_URL: full.CLOUDINARY_URL }, 'AIRTABLE_TOKEN and AIRTABLE_BASE_ID must be set together'],
    [{ AIRTABLE_BASE_ID: 'appABCDEF123456' }, 'AIRTABLE_TOKEN and AIRTABLE_BASE_ID must be set together'],
    [{ AIRTABLE_TOKEN: 'patSecret.123', AIRTABLE_BASE_ID: 'appABCDEF123456' }, 'AIRTABLE_TOKEN needs CLOUDINARY_URL'],
    [{ SMTP_URL: full.SMTP_URL }, 'SMTP_URL needs LABEL_EMAIL_TO'],
    [{ SMTP_URL: full.SMTP_URL, LABEL_EMAIL_TO: 'a@b.co' }, 'SMTP_URL needs MAIL_FROM'],
    [{ SMTP_URL: full.SMTP_URL, LABEL_EMAIL_TO: 'a@b.co', MAIL_FROM: 'Selvage' }, 'MAIL_FROM must be an email address'],
    [{ SMTP_URL: 'smtps://shop:p@ss@mail.example.com:99999', LABEL_EMAIL_TO: 'a@b.co', MAIL_FROM: 'a@b.co' }, 'must be percent-encoded'],
    [{ CLOUDINARY_URL: full.CLOUDINARY_URL, CLOUDINARY_UPLOAD_PRESET: 'unsignedPreset' }, 'CLOUDINARY_UPLOAD_PRESET is no longer used'],
    [{ CLOUDINARY_URL: full.CLOUDINARY_URL, CLOUDINARY_FOLDER: '../up' }, 'CLOUDINARY_FOLDER must be a folder path'],
    [{ ...full, AIRTABLE_TOKEN: 'keyAbCdEfGhIjKlMn' }, 'AIRTABLE_TOKEN is a retired Airtable API key'],
    [{ ...full, AIRTABLE_API_ORIGIN: 'http://airtable-proxy.lan' }, 'AIRTABLE_API_ORIGIN must be https://'],
    [{ ...full, AIRTABLE_PENALTY_SECONDS: '4' }, 'AIRTABLE_PENALTY_SECONDS needs AIRTABLE_API_ORIGIN'],
    [{ SMTP_URL: 'mail.example.com', LABEL_EMAIL_TO: 'a@b.co' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ CLOUDINARY_URL: 'https://res.cloudinary.com/x' }, 'CLOUDINARY_URL must look like cloudinary://'],
    [{ AIRTABLE_TOKEN: 'x', AIRTABLE_BASE_ID: 'base1', CLOUDINARY_URL: full.CLOUDINARY_URL }, 'AIRTABLE_BASE_ID must look like app'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the ports main.ts builds', () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await engines[0]!.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are all embedded when nothing is configured, in the database and DATA_DIR; the outbox mails to LABEL_EMAIL_TO', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-ports-'));
    const local = await portsFor({ ...loadConfig({ LABEL_EMAIL_TO: 'labels@example.com' }), dataDir }, handle.db);
    expect(await local.shop.recentProducts(5)).toEqual([]);
    expect(await local.boxTable.list()).toEqual([]);
    // Our own table has no monthly limit: nothing is kept or sent.
    expect('startSending' in local.boxTable).toBe(false);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const [stored] = await local.imageHost.upload([{ bytes: png, mimeType: 'image/png', extension: 'png' }]);
    // Kept in the database, not under DATA_DIR (issue 29): every server on it serves the photo.
    expect(await readPhoto(handle.db, stored!.url.slice(1))).toEqual({ bytes: new Uint8Array(png), mimeType: 'image/png' });
    expect(fs.existsSync(path.join(dataDir, 'box-photos'))).toBe(false);
    const { id } = await local.mailer.send({ messageId: 'box-1-1.0@selvage.label', subject: 'Box label 1-1', text: 'x', attachments: [] });
    expect(path.dirname(id)).toBe(path.join(dataDir, 'outbox'));
    expect(fs.readFileSync(id, 'utf8')).toMatch(/^To: labels@example\.com$/m);
  });

  it('are the hosted services where configured, and a mail server that cannot be reached is a MailerError', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-ports-'));
    // Port 1 on this machine: nothing listens, so the connection is refused at once.
    const hosted = await portsFor({ ...loadConfig({ ...full, SMTP_URL: 'smtp://127.0.0.1:1' }), dataDir }, handle.db);
    const sent = hosted.mailer.send({ messageId: 'box-1-1.0@selvage.label', subject: 'Box label 1-1', text: 'x', attachments: [] });
    await expect(sent).rejects.toBeInstanceOf(MailerError);
    // The mail the server could not take is kept, so the label is not lost.
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    // Embedded ones would answer at once from our database; these are the hosted services' adapters.
    expect(hosted.boxTable).not.toBe(undefined);
    expect(hosted.imageHost).not.toBe(undefined);
    // Airtable inside the keeper of box writes over its monthly limit (D143), with its sender.
    expect('startSending' in hosted.boxTable).toBe(true);
  });

  it('a setting the service refuses stops the start in its words: a mail password the server refuses', async () => {
    const sink = await startSmtpSink({ tls: 'none', accounts: [{ user: 'labels@shop.test', password: 'right', domain: 'shop.test' }] });
    try {
      const env = { LABEL_EMAIL_TO: 'boxes@shop.test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-ports-')) };
      // A relay on this machine without TLS, as README allows: only the password is wrong.
      const url = (password: string) => `smtp://labels%40shop.test:${password}@127.0.0.1:${sink.port}?requireTLS=false`;
      const refused = portsFor(loadConfig({ ...env, SMTP_URL: url('wrong') }), handle.db);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(/SMTP_URL/);
      const ports = await portsFor(loadConfig({ ...env, SMTP_URL: url('right') }), handle.db);
      await ports.mailer.send({ messageId: 'box-1-1.0@selvage.label', subject: 'Box label 1-1', text: 'x', attachments: [] });
      expect(sink.messages.map((m) => [m.from, m.messageId])).toEqual([['labels@shop.test', '<box-1-1.0@selvage.label>']]);
    } finally {
      await sink.close();
    }
  });
});
