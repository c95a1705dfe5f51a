import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { OutgoingMail } from '../../ports/mailer.port';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

const PDF = Buffer.from('%PDF-1.4\n% a box label\n%%EOF\n');
const mail: OutgoingMail = {
  messageId: 'box-6C-1.0123456789abcdef@selvage.label',
  subject: 'Box label 6C-1',
  text: 'Box ID: 6C-1\nContents: Trim - Lace\n',
  attachments: [{ filename: 'label-6C-1.pdf', content: PDF, contentType: 'application/pdf' }],
};
const addresses = { from: 'Selvage <selvage@shop.test>', to: 'labels@shop.test' };

/** The attachment's bytes as they travel (base64 lines). */
const base64Lines = (bytes: Buffer) => bytes.toString('base64');

describe('outbox mailer', () => {
  it('writes the whole MIME message, attachment included, as one .eml file', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-outbox-')), 'outbox');
    const outbox = createOutboxMailer(dir, addresses, () => Date.UTC(2026, 10, 22, 9, 30));
    const { id } = await outbox.send(mail);
    await outbox.send(mail);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^2026-11-22T09-30-00-000Z_Box-label-6C-1_[0-9a-f]{6}\.eml$/.test(f))).toBe(true);
    const eml = fs.readFileSync(id, 'utf8');
    expect(eml).toMatch(/^From: Selvage <selvage@shop\.test>$/m);
    expect(eml).toMatch(/^To: labels@shop\.test$/m);
    expect(eml).toMatch(/^Subject: Box label 6C-1$/m);
    expect(eml).toMatch(/^Message-ID: <box-6C-1\.0123456789abcdef@selvage\.label>$/m);
    expect(eml).toContain('Contents: Trim - Lace');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=label-6C-1\.pdf/);
    expect(eml).toContain(base64Lines(PDF));
  });
});

// A relay that takes a password in the clear, as SMTP_URL may name one on this machine with
// ?ignoreTLS=true; TLS, retries, timeouts and ready() are in smtp.test.ts, the port's contract in
// mailer.contract.test.ts.
describe('SMTP mailer against a local sink', () => {
  const received: { from: string; to: string[]; data: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'mail pass') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the label mail with its attachment, signing in with the URL's account", async () => {
    const smtp = createSmtpMailer(`smtp://shop:${encodeURIComponent('mail pass')}@127.0.0.1:${port}?ignoreTLS=true`, addresses);
    const { id } = await smtp.send(mail);
    expect(id).toBe('<box-6C-1.0123456789abcdef@selvage.label>');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'selvage@shop.test', to: ['labels@shop.test'], user: 'shop' });
    expect(received[0]!.data).toMatch(/^Subject: Box label 6C-1\r?$/m);
    expect(received[0]!.data).toMatch(/^Message-ID: <box-6C-1\.0123456789abcdef@selvage\.label>\r?$/m);
    expect(received[0]!.data).toContain(base64Lines(PDF));
  });

  it('fails loudly when the server refuses the account', async () => {
    const smtp = createSmtpMailer(`smtp://shop:wrong@127.0.0.1:${port}?ignoreTLS=true`, addresses);
    await expect(smtp.send(mail)).rejects.toThrow(/Invalid username or password/);
  });
});
