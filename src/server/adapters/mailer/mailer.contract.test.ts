import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../test/smtp-sink';
import { describeMailerContract } from './mailer.contract';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

const addresses = { from: 'Selvage <selvage@shop.test>', to: 'labels@shop.test' };

describeMailerContract('outbox (.eml files read back)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-outbox-'));
  const dir = path.join(root, 'outbox');
  // One millisecond per send, so the file names sort in the order sent.
  let clock = Date.UTC(2026, 10, 22, 9, 30);
  const mailer = createOutboxMailer(dir, addresses, () => clock++);
  const files = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
  return {
    mailer,
    addresses,
    delivered: () => files().map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
    forget: () => fs.rmSync(dir, { recursive: true, force: true }),
    close: () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

describeMailerContract('SMTP (what a strict server received, over STARTTLS)', async () => {
  // A password that must be percent-encoded in the URL, as a generated one often must.
  const account = { user: 'selvage@shop.test', password: 'p@ss:w/rd%9', domain: 'shop.test' };
  const sink = await startSmtpSink({ accounts: [account] });
  const url = `smtp://${encodeURIComponent(account.user)}:${encodeURIComponent(account.password)}@127.0.0.1:${sink.port}`;
  const mailer = createSmtpMailer(url, addresses, { tls: { ca: sink.ca! } });
  return {
    mailer,
    addresses,
    delivered: () => sink.messages.map((m) => m.raw),
    forget: () => sink.reset(),
    close: () => sink.close(),
  };
});
