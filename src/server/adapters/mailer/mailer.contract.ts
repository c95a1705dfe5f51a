import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailerPort, OutgoingMail } from '../../ports/mailer.port';
import type { MailAddresses } from './outbox';

/** A mailer under test and what it delivered, read back where it went (the outbox folder, the SMTP sink). */
export interface MailerUnderTest {
  mailer: MailerPort;
  addresses: MailAddresses;
  /** Every message delivered since the last `forget`, as raw RFC 5322 text, oldest first. */
  delivered(): string[] | Promise<string[]>;
  forget(): void | Promise<void>;
  close(): void | Promise<void>;
}

/** One part of a message as a mail program would show it. */
export interface ReadPart {
  headers: Map<string, string>;
  contentType: string;
  filename: string | null;
  bytes: Buffer;
}

/** A delivered message, read as a mail program reads it. */
export interface ReadMail {
  headers: Map<string, string>;
  text: string;
  attachments: ReadPart[];
}

/** Headers, unfolded, by lower-case name (the first of each). */
function readHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !headers.has(line.slice(0, colon).toLowerCase()))
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/\r\n/g, '\n')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body.replace(/\r\n/g, '\n'), 'utf8');
  }
}

const parameter = (value: string, name: string) => new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value)?.[1] ?? null;

function readPart(raw: string): ReadPart & { parts: ReadPart[] } {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = readHeaders(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  const filename = parameter(headers.get('content-disposition') ?? '', 'filename') ?? parameter(contentType, 'name');
  if (!boundary)
    return { headers, contentType, filename, bytes: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit'), parts: [] };
  const chunks = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
  const parts = chunks.slice(1, -1).flatMap((chunk) => {
    const part = readPart(chunk);
    return part.parts.length ? part.parts : [part];
  });
  return { headers, contentType, filename, bytes: Buffer.alloc(0), parts };
}

/** Reads a delivered message: its headers, its text, its attachments' bytes. */
export function readMail(raw: string): ReadMail {
  const root = readPart(raw);
  const parts = root.parts.length ? root.parts : [root];
  const textPart = parts.find((p) => p.contentType.startsWith('text/plain') && !p.filename);
  return {
    headers: root.headers,
    text: textPart ? textPart.bytes.toString('utf8') : '',
    attachments: parts.filter((p) => p.filename !== null),
  };
}

/** Every byte value, so an encoding that mangles any of them (8-bit, CR, LF, NUL) shows. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\r\n\n\r%%EOF\n'),
]);

/** A label mail as the boxes service sends it, with a text that is not all ASCII. */
export const contractMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  messageId: 'box-6C-1.0123456789abcdef@selvage.label',
  subject: 'Box label 6C-1',
  text: 'Box ID: 6C-1\nContents: Trim - Crêpe lace\nSize of box: Medium\n\nThe label is attached as label-6C-1.pdf.\n',
  attachments: [{ filename: 'label-6C-1.pdf', content: new Uint8Array(PDF), contentType: 'application/pdf' }],
  ...overrides,
});

/**
 * What every mailer does, whichever it is (issue 41): one message per send, under the caller's
 * Message-ID, from and to the configured addresses, the subject, the text and the PDF intact; the same
 * mail sent again carries the same Message-ID, so mail programs show it once.
 */
export function describeMailerContract(name: string, start: () => MailerUnderTest | Promise<MailerUnderTest>): void {
  describe(`mailer contract: ${name}`, () => {
    let under: MailerUnderTest;
    beforeAll(async () => {
      under = await start();
    });
    afterAll(async () => {
      await under.close();
    });
    beforeEach(async () => {
      await under.forget();
    });

    it('delivers one message per send, with the given Message-ID, addresses, subject, text and the PDF byte for byte', async () => {
      const mail = contractMail();
      const { id } = await under.mailer.send(mail);
      expect(id).toEqual(expect.any(String));
      const delivered = await under.delivered();
      expect(delivered).toHaveLength(1);
      const read = readMail(delivered[0]!);
      expect(read.headers.get('message-id')).toBe(`<${mail.messageId}>`);
      expect(read.headers.get('from')).toBe(under.addresses.from);
      expect(read.headers.get('to')).toBe(under.addresses.to);
      expect(read.headers.get('subject')).toBe('Box label 6C-1');
      expect(read.text.replace(/\r\n/g, '\n')).toBe(mail.text);
      expect(read.attachments).toHaveLength(1);
      expect(read.attachments[0]).toMatchObject({ filename: 'label-6C-1.pdf' });
      expect(read.attachments[0]!.contentType).toMatch(/^application\/pdf\b/);
      expect(read.attachments[0]!.bytes.equals(PDF)).toBe(true);
    });

    it('gives the same mail sent again the same Message-ID, and another mail its own', async () => {
      await under.mailer.send(contractMail());
      await under.mailer.send(contractMail());
      await under.mailer.send(contractMail({ messageId: 'box-6C-2.fedcba9876543210@selvage.label', subject: 'Box label 6C-2' }));
      const ids = (await under.delivered()).map((raw) => readMail(raw).headers.get('message-id'));
      expect(ids).toEqual([
        '<box-6C-1.0123456789abcdef@selvage.label>',
        '<box-6C-1.0123456789abcdef@selvage.label>',
        '<box-6C-2.fedcba9876543210@selvage.label>',
      ]);
    });

    it('is ready when mail can go out', async () => {
      await expect(under.mailer.ready?.() ?? Promise.resolve()).resolves.toBeUndefined();
    });
  });
}
