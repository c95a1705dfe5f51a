import { UpstreamUnavailableError } from '../errors';

/** Outgoing mail: .eml files in DATA_DIR/outbox by default, SMTP when configured. */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  /**
   * The Message-ID, without angle brackets ('box-6C-4.3f9a1c@selvage.label'): the same for the same
   * label, so a resend is recognised by mail programs as the same mail, and so is a second copy that
   * an adapter's retry delivered (a connection dropped after DATA: the first may have arrived). Made by
   * the caller from what the mail says.
   */
  messageId: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailerPort {
  /**
   * Sends to the label address; answers where it went (a file path or the SMTP message id). A mail that
   * could not be sent may have been kept (SMTP's `keepFailed`): the MailerError's message says where.
   */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /**
   * Checks at start that mail can go out (SMTP: connects, TLS, signs in): MailerSetupError when the
   * settings are refused (the password, TLS), MailerError when the server cannot be reached now.
   */
  ready?(): Promise<void>;
}

/** Mail cannot go out as configured (a refused password, no TLS): stops the start with these words. */
export class MailerSetupError extends Error {}

/** The mail could not be sent or kept (answered as 502; the cause is logged, not shown). */
export class MailerError extends UpstreamUnavailableError {
  constructor(message: string, options?: ErrorOptions) {
    super('mailer', message, options);
  }
}
