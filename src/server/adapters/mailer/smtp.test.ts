import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { answerForDomainError, UPSTREAM_MESSAGES } from '../../http/error-mapper';
import { MailerError, MailerSetupError, type MailerPort } from '../../ports/mailer.port';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { contractMail, readMail } from './mailer.contract';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer, SMTP_TIMEOUTS, smtpSendBudgetMs, type SmtpTimeouts } from './smtp';

const account = { user: 'selvage@shop.test', password: 'p@ss:w/rd%9', domain: 'shop.test' };
const addresses = { from: 'Selvage <selvage@shop.test>', to: 'labels@shop.test' };
const credentials = (password = account.password) => `${encodeURIComponent(account.user)}:${encodeURIComponent(password)}`;
/**
 * Small enough for a test to wait through twice, and apart enough that the timeout under test is the one
 * that fires (a silent server before its greeting is silent to the socket timer too), as in SMTP_TIMEOUTS.
 */
const quick: SmtpTimeouts = { connectionMs: 300, greetingMs: 300, socketMs: 600, attemptMs: 1_500, retryDelayMs: 20 };
const mail = contractMail();

/** The .eml files a folder holds. */
const emlIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP mailer: TLS before any password', () => {
  let strict: SmtpSink;
  let plain: SmtpSink;
  let implicit: SmtpSink;
  beforeAll(async () => {
    [strict, plain, implicit] = await Promise.all([
      startSmtpSink({ accounts: [account] }),
      startSmtpSink({ accounts: [account], tls: 'none' }),
      startSmtpSink({ accounts: [account], tls: 'implicit' }),
    ]);
  });
  afterAll(() => Promise.all([strict.close(), plain.close(), implicit.close()]));
  afterEach(() => [strict, plain, implicit].forEach((s) => s.reset()));

  it('refuses to go on in the clear when an smtp:// server offers no STARTTLS: no AUTH, no password, no mail', async () => {
    const smtp = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${plain.port}`, addresses, { timeouts: quick });
    const outcome = await smtp.send(mail).then(
      () => 'sent',
      (e: unknown) => e,
    );
    // The old adapter signed in here with AUTH PLAIN, the password in base64 on the wire, and sent.
    expect(plain.clearText.filter((line) => /^AUTH\b/i.test(line))).toEqual([]);
    expect(plain.signIns).toEqual([]);
    expect(plain.messages).toEqual([]);
    expect(outcome).toBeInstanceOf(MailerError);
    expect((outcome as MailerError).message).toMatch(/STARTTLS/);
    // A server that cannot do TLS will not learn to on a second try.
    expect(plain.connections()).toBe(1);
  });

  it('upgrades with STARTTLS and signs in only then: nothing but EHLO and STARTTLS goes out in the clear', async () => {
    const smtp = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${strict.port}`, addresses, { tls: { ca: strict.ca! } });
    await smtp.send(mail);
    expect(strict.clearText.map((line) => line.split(' ')[0]!.toUpperCase())).toEqual(['EHLO', 'STARTTLS']);
    expect(strict.signIns).toEqual([{ user: account.user, secure: true, accepted: true }]);
    expect(strict.messages).toMatchObject([{ from: 'selvage@shop.test', to: ['labels@shop.test'], user: account.user, secure: true }]);
  });

  it('takes smtps:// as TLS from the first byte', async () => {
    const smtp = createSmtpMailer(`smtps://${credentials()}@127.0.0.1:${implicit.port}`, addresses, { tls: { ca: implicit.ca! } });
    await smtp.send(mail);
    expect(implicit.signIns).toEqual([{ user: account.user, secure: true, accepted: true }]);
    expect(implicit.messages).toHaveLength(1);
  });

  it.each(['requireTLS=false', 'ignoreTLS=true'])('sends in the clear only when SMTP_URL says so in words (?%s)', async (query) => {
    const smtp = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${plain.port}?${query}`, addresses);
    await smtp.send(mail);
    expect(plain.signIns).toEqual([{ user: account.user, secure: false, accepted: true }]);
    expect(plain.messages).toHaveLength(1);
  });

  it('fails, without retrying, on a certificate it does not trust', async () => {
    const smtp = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${strict.port}`, addresses, { timeouts: quick });
    await expect(smtp.send(mail)).rejects.toThrow(/certificate/i);
    expect(strict.signIns).toEqual([]);
    expect(strict.connections()).toBe(1);
  });
});

describe('SMTP mailer: what the server refuses, retries and timeouts', () => {
  let sink: SmtpSink;
  let url: string;
  let smtp: MailerPort;
  beforeAll(async () => {
    sink = await startSmtpSink({ accounts: [account] });
    url = `smtp://${credentials()}@127.0.0.1:${sink.port}`;
    smtp = createSmtpMailer(url, addresses, { tls: { ca: sink.ca! }, timeouts: quick });
  });
  afterAll(() => sink.close());
  afterEach(() => sink.reset());

  it('answers with the Message-ID it was given', async () => {
    expect(await smtp.send(mail)).toEqual({ id: `<${mail.messageId}>` });
  });

  it('is refused a sender outside the account domain (553), and does not try again', async () => {
    const elsewhere = createSmtpMailer(url, { ...addresses, from: 'Selvage <labels@elsewhere.test>' }, { tls: { ca: sink.ca! } });
    await expect(elsewhere.send(mail)).rejects.toThrow(/553 Sender address rejected/);
    expect(sink.messages).toEqual([]);
    expect(sink.connections()).toBe(1);
  });

  it('does not try a refused password again (535)', async () => {
    const wrong = createSmtpMailer(`smtp://${credentials('wrong')}@127.0.0.1:${sink.port}`, addresses, { tls: { ca: sink.ca! } });
    await expect(wrong.send(mail)).rejects.toThrow(/535 Username and Password not accepted/);
    expect(sink.signIns).toEqual([{ user: account.user, secure: true, accepted: false }]);
    expect(sink.connections()).toBe(1);
  });

  it('tries once more when the connection drops after DATA: the mail may now be there twice, under one Message-ID', async () => {
    sink.failNext({ kind: 'drop-after-data' });
    expect(await smtp.send(mail)).toEqual({ id: `<${mail.messageId}>` });
    expect(sink.connections()).toBe(2);
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<${mail.messageId}>`, `<${mail.messageId}>`]);
    // The same message, not a new one made up for the retry.
    expect(readMail(sink.messages[1]!.raw).attachments[0]!.bytes).toEqual(readMail(sink.messages[0]!.raw).attachments[0]!.bytes);
  });

  it.each([
    ['451 at the end of DATA', { kind: 'reply', code: 451, at: 'data' }],
    ['421 to RCPT TO', { kind: 'reply', code: 421, at: 'rcpt' }],
  ] as const)('tries once more after %s, and delivers once', async (_name, fault) => {
    sink.failNext(fault);
    expect(await smtp.send(mail)).toEqual({ id: `<${mail.messageId}>` });
    expect(sink.connections()).toBe(2);
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<${mail.messageId}>`]);
  });

  it('tries only once more: a second transient failure is the answer', async () => {
    sink.failNext(
      { kind: 'reply', code: 451, at: 'data' },
      { kind: 'reply', code: 451, at: 'data' },
      { kind: 'reply', code: 451, at: 'data' },
    );
    await expect(smtp.send(mail)).rejects.toThrow(/tried twice: .*451.*; then .*451/);
    expect(sink.connections()).toBe(2);
  });

  it('tries once more when the connection is refused', async () => {
    const refused = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${await closedPort()}`, addresses, { timeouts: quick });
    await expect(refused.send(mail)).rejects.toThrow(/tried twice: .*ECONNREFUSED|tried twice/);
  });

  it('gives up on a server that never greets after connectionMs, twice', async () => {
    sink.failNext({ kind: 'stall', at: 'greeting' }, { kind: 'stall', at: 'greeting' });
    const started = Date.now();
    await expect(smtp.send(mail)).rejects.toThrow(/tried twice: Greeting never received; then Greeting never received/);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2 * quick.greetingMs);
    expect(took).toBeLessThan(smtpSendBudgetMs(quick));
    expect(sink.connections()).toBe(2);
  });

  it('gives up on a server silent after DATA after socketMs, twice, with the same Message-ID both times', async () => {
    sink.failNext({ kind: 'stall', at: 'data' }, { kind: 'stall', at: 'data' });
    const started = Date.now();
    await expect(smtp.send(mail)).rejects.toThrow(/tried twice: Timeout; then Timeout/);
    expect(Date.now() - started).toBeLessThan(smtpSendBudgetMs(quick));
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<${mail.messageId}>`, `<${mail.messageId}>`]);
  });

  it('cuts an attempt at attemptMs however the server trickles its reply', async () => {
    // Answers everything at once, then the end of DATA a line at a time, never finishing: nodemailer's
    // own timeouts only notice silence, and this is never silent.
    const trickler = net.createServer((socket) => {
      let timer: NodeJS.Timeout | undefined;
      let inData = false;
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => undefined);
      socket.write('220 trickle ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString('latin1').split('\r\n')) {
          if (inData) {
            if (line === '.') timer = setInterval(() => socket.write('250-still thinking\r\n'), 100);
            continue;
          }
          const verb = line.split(' ')[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write('250 trickle\r\n');
          else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 OK\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          }
        }
      });
    });
    await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = trickler.address() as AddressInfo;
      const slow = createSmtpMailer(`smtp://127.0.0.1:${port}?requireTLS=false`, addresses, { timeouts: quick });
      const started = Date.now();
      await expect(slow.send(mail)).rejects.toThrow(
        `tried twice: No answer within ${quick.attemptMs} ms; then No answer within ${quick.attemptMs} ms`,
      );
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(2 * quick.attemptMs);
      expect(took).toBeLessThan(smtpSendBudgetMs(quick) + 1_500);
    } finally {
      trickler.close();
    }
  });

  it('fits the app: both attempts and the pause end well inside a request, after a 30 s box table lookup', () => {
    expect(smtpSendBudgetMs()).toBe(51_000);
    expect(smtpSendBudgetMs() + 30_000).toBeLessThan(loadConfig({}).requestTimeoutMs);
    expect(SMTP_TIMEOUTS.connectionMs).toBeLessThan(SMTP_TIMEOUTS.attemptMs);
    expect(SMTP_TIMEOUTS.socketMs).toBeLessThan(SMTP_TIMEOUTS.attemptMs);
  });
});

describe('SMTP mailer: ready()', () => {
  let strict: SmtpSink;
  let plain: SmtpSink;
  beforeAll(async () => {
    [strict, plain] = await Promise.all([startSmtpSink({ accounts: [account] }), startSmtpSink({ accounts: [account], tls: 'none' })]);
  });
  afterAll(() => Promise.all([strict.close(), plain.close()]));

  const setupError = async (mailer: MailerPort): Promise<MailerSetupError> => {
    const error = await mailer.ready!().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailerSetupError);
    return error as MailerSetupError;
  };
  const advice =
    /Check the user name and password in SMTP_URL \(a password holding @ : \/ or % must be percent-encoded there: %40 %3A %2F %25\), its host and port, and the server's TLS/;

  it('signs in over TLS and sends nothing', async () => {
    await createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${strict.port}`, addresses, { tls: { ca: strict.ca! } }).ready!();
    expect(strict.signIns).toEqual([{ user: account.user, secure: true, accepted: true }]);
    expect(strict.messages).toEqual([]);
  });

  it('names a refused password, and how to write one with @ : / % in SMTP_URL, never the password itself', async () => {
    const error = await setupError(
      createSmtpMailer(`smtp://${credentials('wrong:pass')}@127.0.0.1:${strict.port}`, addresses, { tls: { ca: strict.ca! } }),
    );
    expect(error.message).toMatch(new RegExp(`^SMTP_URL: smtp://127\\.0\\.0\\.1:${strict.port} refused the sign-in \\(.*535`));
    expect(error.message).toMatch(advice);
    expect(error.message).not.toMatch(/wrong|pass%3A|p@ss/);
  });

  it('catches a password written into SMTP_URL as typed, and takes it percent-encoded', async () => {
    // As an owner would paste it: '%in' is no escape and the '@' only looks like the end of the password.
    const owner = { user: 'owner@shop.test', password: 'Sew%ing@2024', domain: 'shop.test' };
    const sink = await startSmtpSink({ accounts: [owner] });
    try {
      const typed = createSmtpMailer(`smtp://owner%40shop.test:${owner.password}@127.0.0.1:${sink.port}`, addresses, {
        tls: { ca: sink.ca! },
      });
      const error = await setupError(typed);
      expect(error.message).toMatch(/refused the sign-in \(.*535/);
      expect(error.message).toMatch(advice);
      const encoded = `smtp://owner%40shop.test:${encodeURIComponent(owner.password)}@127.0.0.1:${sink.port}`;
      await expect(createSmtpMailer(encoded, addresses, { tls: { ca: sink.ca! } }).ready!()).resolves.toBeUndefined();
    } finally {
      await sink.close();
    }
  });

  it("names the server's TLS when it offers no STARTTLS", async () => {
    const error = await setupError(createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${plain.port}`, addresses));
    expect(error.message).toMatch(/did not set up TLS/);
    expect(error.message).toMatch(advice);
    expect(plain.signIns).toEqual([]);
  });

  it("names the server's TLS when its certificate is not trusted", async () => {
    const error = await setupError(createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${strict.port}`, addresses));
    expect(error.message).toMatch(/did not set up TLS \(.*certificate/i);
  });

  it('stops nothing for a server that cannot be reached now: a MailerError, and each send tries again', async () => {
    const ready = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${await closedPort()}`, addresses, { timeouts: quick }).ready!();
    await expect(ready).rejects.toBeInstanceOf(MailerError);
    await expect(ready).rejects.toThrow(/could not be checked \(each send tries again\): .*ECONNREFUSED/);
  });

  it('stops nothing for a server that does not greet in time', async () => {
    strict.failNext({ kind: 'stall', at: 'greeting' });
    const ready = createSmtpMailer(`smtp://${credentials()}@127.0.0.1:${strict.port}`, addresses, {
      tls: { ca: strict.ca! },
      timeouts: quick,
    }).ready!();
    await expect(ready).rejects.toBeInstanceOf(MailerError);
    await expect(ready).rejects.toThrow(/Greeting never received/);
  });
});

describe('SMTP mailer: a mail that cannot be sent is kept', () => {
  let sink: SmtpSink;
  let dir: string;
  beforeAll(async () => {
    sink = await startSmtpSink({ accounts: [account] });
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-kept-')), 'outbox');
  });
  afterAll(async () => {
    await sink.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
  afterEach(() => {
    sink.reset();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const keeping = (password: string, keepFailed: MailerPort) =>
    createSmtpMailer(`smtp://${credentials(password)}@127.0.0.1:${sink.port}`, addresses, {
      tls: { ca: sink.ca! },
      keepFailed,
      timeouts: quick,
    });

  it('writes the failed mail to the outbox, with its Message-ID, and says where; staff read the usual words', async () => {
    const error = (await keeping('wrong', createOutboxMailer(dir, addresses))
      .send(mail)
      .then(
        () => null,
        (e: unknown) => e,
      )) as MailerError;
    expect(error).toBeInstanceOf(MailerError);
    const [file] = emlIn(dir);
    expect(file).toBeDefined();
    expect(error.message).toMatch(/535/);
    expect(error.message).toContain(`The mail was kept in ${path.join(dir, file!)}`);
    const kept = readMail(fs.readFileSync(path.join(dir, file!), 'utf8'));
    expect(kept.headers.get('message-id')).toBe(`<${mail.messageId}>`);
    expect(kept.headers.get('to')).toBe(addresses.to);
    expect(answerForDomainError(error)).toMatchObject({ status: 502, body: { message: UPSTREAM_MESSAGES.mailer } });
  });

  it('keeps it once, after the retry, not after each attempt', async () => {
    sink.failNext({ kind: 'reply', code: 451, at: 'data' }, { kind: 'reply', code: 451, at: 'data' });
    await expect(keeping(account.password, createOutboxMailer(dir, addresses)).send(mail)).rejects.toThrow(
      /tried twice.*The mail was kept in/,
    );
    expect(emlIn(dir)).toHaveLength(1);
  });

  it('keeps nothing when the retry delivers it', async () => {
    sink.failNext({ kind: 'drop-after-data' });
    await keeping(account.password, createOutboxMailer(dir, addresses)).send(mail);
    expect(emlIn(dir)).toEqual([]);
  });

  it('says so when it cannot keep the mail either', async () => {
    const brokenOutbox: MailerPort = { send: () => Promise.reject(new MailerError('The outbox could not keep the mail: ENOSPC')) };
    await expect(keeping('wrong', brokenOutbox).send(mail)).rejects.toThrow(
      /535.*It could not be kept either: The outbox could not keep the mail: ENOSPC/,
    );
  });
});
