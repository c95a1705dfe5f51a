import { UpstreamUnavailableError } from '../errors';

/** Outgoing mail: .eml files in DATA_DIR/outbox by default, SMTP when configured. */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailerPort {
  /** Sends to the label address; answers where it went (a file path or the SMTP message id). */
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

/** The mail could not be sent or kept (answered as 502; the cause is logged, not shown). */
export class MailerError extends UpstreamUnavailableError {
  constructor(message: string, options?: ErrorOptions) {
    super('mailer', message, options);
  }
}
