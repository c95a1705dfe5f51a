import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { MailerError } from '../ports/mailer.port';
import { engines } from '../test/databases';
import { portsFor } from './ports';
import { readPhoto } from './stored-photos';

type Handle = Awaited<ReturnType<(typeof engines)[number]['open']>>;

const full = {
  AIRTABLE_TOKEN: 'patSecret.123',
  AIRTABLE_BASE_ID: 'appABCDEF123456',
  CLOUDINARY_URL: 'cloudinary://123456:secret@shopcloud',
  SMTP_URL: 'smtps://shop:pass@mail.example.com',
  LABEL_EMAIL_TO: 'labels@example.com',
};

describe('inventory box settings', () => {
  it('uses local services when nothing is set, with the unsigned preset by default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ airtable: null, cloudinary: null, smtpUrl: null, labelEmailTo: undefined });
    expect(loadConfig({ CLOUDINARY_URL: full.CLOUDINARY_URL }).cloudinary).toEqual({
      url: full.CLOUDINARY_URL,
      uploadPreset: 'unsignedPreset',
    });
  });

  it('reads a full configuration', () => {
    expect(loadConfig({ ...full, CLOUDINARY_UPLOAD_PRESET: 'boxes', MAIL_FROM: 'Selvage <s@example.com>' })).toMatchObject({
      airtable: { token: 'patSecret.123', baseId: 'appABCDEF123456' },
      cloudinary: { url: full.CLOUDINARY_URL, uploadPreset: 'boxes' },
      smtpUrl: full.SMTP_URL,
      labelEmailTo: 'labels@example.com',
      mailFrom: 'Selvage <s@example.com>',
    });
  });

  it.each([
    [{ AIRTABLE_TOKEN: 'patSecret.123', CLOUDINARY_URL: full.CLOUDINARY_URL }, 'AIRTABLE_TOKEN and AIRTABLE_BASE_ID must be set together'],
    [{ AIRTABLE_BASE_ID: 'appABCDEF123456' }, 'AIRTABLE_TOKEN and AIRTABLE_BASE_ID must be set together'],
    [{ AIRTABLE_TOKEN: 'patSecret.123', AIRTABLE_BASE_ID: 'appABCDEF123456' }, 'AIRTABLE_TOKEN needs CLOUDINARY_URL'],
    [{ SMTP_URL: full.SMTP_URL }, 'SMTP_URL needs LABEL_EMAIL_TO'],
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
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const [stored] = await local.imageHost.upload([{ bytes: png, mimeType: 'image/png', extension: 'png' }]);
    // Kept in the database, not under DATA_DIR (issue 29): every server on it serves the photo.
    expect(await readPhoto(handle.db, stored!.url.slice(1))).toEqual({ bytes: new Uint8Array(png), mimeType: 'image/png' });
    expect(fs.existsSync(path.join(dataDir, 'box-photos'))).toBe(false);
    const { id } = await local.mailer.send({ subject: 'Box label 1-1', text: 'x', attachments: [] });
    expect(path.dirname(id)).toBe(path.join(dataDir, 'outbox'));
    expect(fs.readFileSync(id, 'utf8')).toMatch(/^To: labels@example\.com$/m);
  });

  it('are the hosted services where configured, and a mail server that cannot be reached is a MailerError', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-ports-'));
    // Port 1 on this machine: nothing listens, so the connection is refused at once.
    const hosted = await portsFor({ ...loadConfig({ ...full, SMTP_URL: 'smtp://127.0.0.1:1' }), dataDir }, handle.db);
    const sent = hosted.mailer.send({ subject: 'Box label 1-1', text: 'x', attachments: [] });
    await expect(sent).rejects.toBeInstanceOf(MailerError);
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    // Embedded ones would answer at once from our database; these are the hosted services' adapters.
    expect(hosted.boxTable).not.toBe(undefined);
    expect(hosted.imageHost).not.toBe(undefined);
  });
});
