import nodemailer from 'nodemailer';
import { MailerError, type MailerPort } from '../../ports/mailer.port';
import { messageOf, type MailAddresses } from './outbox';

/** Mail through the shop's SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function createSmtpMailer(smtpUrl: string, addresses: MailAddresses): MailerPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail(messageOf(mail, addresses));
        return { id: info.messageId };
      } catch (error) {
        throw new MailerError(`SMTP send failed: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
