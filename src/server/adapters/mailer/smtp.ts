import nodemailer from 'nodemailer';
import type { MailerPort } from '../../ports/mailer.port';
import { messageOf, type MailAddresses } from './outbox';

/** Mail through the shop's SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function createSmtpMailer(smtpUrl: string, addresses: MailAddresses): MailerPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail, addresses));
      return { id: info.messageId };
    },
  };
}
