import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { MailerError, type MailerPort, type OutgoingMail } from '../../ports/mailer.port';
import { writeFileAtomic } from '../atomic-write';

export interface MailAddresses {
  from: string;
  to: string;
}

/** Outbox addresses when MAIL_FROM / LABEL_EMAIL_TO are not set: the files are read locally. */
export const DEFAULT_MAIL_ADDRESSES: MailAddresses = { from: 'Selvage <selvage@localhost>', to: 'labels@localhost' };

/**
 * The nodemailer message for a mail of ours, with the caller's Message-ID (the same one for the same
 * label, in the outbox's .eml and over SMTP alike) instead of one nodemailer would make up per send.
 */
export const messageOf = (mail: OutgoingMail, addresses: MailAddresses) => ({
  messageId: `<${mail.messageId.replace(/^<|>$/g, '')}>`,
  from: addresses.from,
  to: addresses.to,
  subject: mail.subject,
  text: mail.text,
  attachments: mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
});

/**
 * Mail as .eml files in `dir` (the default): each one the full MIME message, openable in any mail
 * program, so a shop without a mail server still gets its labels.
 */
export function createOutboxMailer(dir: string, addresses: MailAddresses, now: () => number = Date.now): MailerPort {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      try {
        return await write(mail);
      } catch (error) {
        throw new MailerError(`The outbox could not keep the mail: ${(error as Error).message}`, { cause: error });
      }
    },
  };

  async function write(mail: OutgoingMail): Promise<{ id: string }> {
    const info = await transport.sendMail(messageOf(mail, addresses));
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
    const slug = mail.subject
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    const name = `${stamp}_${slug}_${randomBytes(3).toString('hex')}.eml`;
    // Written beside and renamed, so whoever watches the folder never reads half a message, and a
    // full disk leaves no half-written file behind.
    await writeFileAtomic(path.join(dir, name), info.message as Buffer);
    return { id: path.join(dir, name) };
  }
}
