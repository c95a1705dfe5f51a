import type { ConnectionOptions } from 'node:tls';
import nodemailer, { type NodemailerError } from 'nodemailer';
import { MailerError, MailerSetupError, type MailerPort, type OutgoingMail } from '../../ports/mailer.port';
import { messageOf, type MailAddresses } from './outbox';

/** How long each part of a send may take, in ms. */
export interface SmtpTimeouts {
  /** DNS, connecting, the greeting and the STARTTLS upgrade together (nodemailer 10 counts them all here). */
  connectionMs: number;
  /** The greeting alone (cut short by what is left of connectionMs). */
  greetingMs: number;
  /** Silence between two replies once connected: AUTH, MAIL, RCPT, the end of DATA. */
  socketMs: number;
  /** One attempt from start to end, whatever the server trickles: nodemailer's timeouts above only see silence. */
  attemptMs: number;
  /** The pause before the one retry. */
  retryDelayMs: number;
}

/**
 * The label mail is sent inside its request, which the app cuts at REQUEST_TIMEOUT_SECONDS (120 s) and
 * which first looks the box up in the box table (Airtable: 30 s a request). So a send, with its one
 * retry, must be over well before 120 - 30 = 90 s: 2 x 25 s + 1 s = 51 s at most (`smtpSendBudgetMs`).
 * The page sets no time-out of its own on the label call (`emailBoxLabel` in src/client/api/boxes.ts,
 * through apiCall, which passes no signal); one added there must be longer than this budget plus the
 * lookup, or staff would be told of a failure while the mail is still going out. Each figure is far
 * above what a working provider takes (a greeting and a TLS handshake in well under a second, the end
 * of DATA a few seconds while it scans the message) and far below nodemailer's defaults (2 min to
 * connect, 30 s for the greeting, 10 min of silence), with which a stalled server held the request
 * past the app's own time-out.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 15_000,
  attemptMs: 25_000,
  retryDelayMs: 1_000,
};

/** The longest a send can take, both attempts and the pause: any time-out around it must be longer. */
export const smtpSendBudgetMs = (t: SmtpTimeouts = SMTP_TIMEOUTS): number => 2 * t.attemptMs + t.retryDelayMs;

export interface SmtpMailerOptions {
  /** Certificates to trust besides the system's (tests: the sink's self-signed one). */
  tls?: Pick<ConnectionOptions, 'ca'>;
  /** Where a mail that could not be sent is kept (the outbox), so it is not lost. */
  keepFailed?: MailerPort;
  timeouts?: Partial<SmtpTimeouts>;
}

type SmtpFailure = Partial<NodemailerError> & Error;

/**
 * smtp:// requires STARTTLS, so a password never goes out in the clear, unless SMTP_URL says otherwise
 * in so many words (`?requireTLS=false` or `?ignoreTLS=true`: a relay on this machine). smtps:// is
 * TLS from the first byte. nodemailer alone would go on in the clear when the server offers no STARTTLS.
 */
function requiresStartTls(smtpUrl: string): boolean {
  if (!/^smtp:/i.test(smtpUrl)) return false;
  const query = new URLSearchParams(smtpUrl.split('#')[0]!.split('?')[1] ?? '');
  return !(query.get('requireTLS') === 'false' || query.get('ignoreTLS') === 'true');
}

/** The server as the messages name it: never the user name or the password. */
function serverOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'the mail server of SMTP_URL';
  }
}

const isCertificateError = (error: SmtpFailure) =>
  /CERT|SELF_SIGNED|ERR_TLS|ERR_SSL/i.test(`${error.originalCode ?? ''} ${(error as { reason?: string }).reason ?? ''}`) ||
  /certificate/i.test(error.message);

/**
 * Worth one more try: the connection failed or went (refused, reset, dropped after DATA, timed out) or
 * the server said "not now" (4xx: 421 closing, 451 greylisting, 454 sign-in unavailable). Not a 5xx (535
 * a refused password, 553 a sender the account does not own: the same again gets the same answer),
 * nor a certificate the client does not trust.
 */
function isTransient(error: SmtpFailure): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode >= 400 && error.responseCode < 500;
  if (isCertificateError(error)) return false;
  return error.code === 'ECONNECTION' || error.code === 'ESOCKET' || error.code === 'ETIMEDOUT';
}

/**
 * The server answered no to the settings themselves (a refused password, no STARTTLS, a certificate not
 * trusted, a 5xx to the session): trying again later will not help, so the start stops. Not a server
 * that is down or unreachable now, nor a DNS failure: each send tries again.
 */
const isRefusal = (error: SmtpFailure) => !isTransient(error) && error.code !== 'EDNS';

/** What to check when mail cannot go out as configured: the start stops with these words. */
function setupMessage(server: string, error: SmtpFailure): string {
  const what =
    error.code === 'EAUTH'
      ? `${server} refused the sign-in`
      : error.code === 'ETLS' || isCertificateError(error)
        ? `${server} did not set up TLS`
        : `${server} refused the session`;
  return (
    `SMTP_URL: ${what} (${error.message}). Check the user name and password in SMTP_URL (a password holding ` +
    "@ : / or % must be percent-encoded there: %40 %3A %2F %25), its host and port, and the server's TLS: smtp:// needs " +
    'a server that offers STARTTLS and a certificate this machine trusts; smtps:// is TLS from the start (usually port 465).'
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Mail through the shop's SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). One retry,
 * with the same Message-ID, on a failure that may pass; a mail that still fails is kept by
 * `keepFailed` when given, and the error says where.
 */
export function createSmtpMailer(smtpUrl: string, addresses: MailAddresses, options: SmtpMailerOptions = {}): MailerPort {
  const t: SmtpTimeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const server = serverOf(smtpUrl);
  // The URL's own settings win over these (nodemailer merges it last): an explicit `?socketTimeout=`
  // is the owner's choice.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...(requiresStartTls(smtpUrl) ? { requireTLS: true } : {}),
    connectionTimeout: t.connectionMs,
    greetingTimeout: t.greetingMs,
    socketTimeout: t.socketMs,
    ...(options.tls ? { tls: { ...options.tls } } : {}),
  });

  async function attempt(mail: OutgoingMail): Promise<string> {
    const signal = AbortSignal.timeout(t.attemptMs);
    try {
      const info = await transport.sendMail({ ...messageOf(mail, addresses), signal });
      return info.messageId;
    } catch (error) {
      if (!signal.aborted) throw error;
      throw Object.assign(new Error(`No answer within ${t.attemptMs} ms`), { code: 'ETIMEDOUT', cause: error });
    }
  }

  async function finalError(mail: OutgoingMail, errors: SmtpFailure[]): Promise<MailerError> {
    const last = errors[errors.length - 1]!;
    const why = errors.length > 1 ? `tried twice: ${errors.map((e) => e.message).join('; then ')}` : last.message;
    const said = `SMTP send failed (${why})`;
    if (!options.keepFailed) return new MailerError(said, { cause: last });
    try {
      const { id } = await options.keepFailed.send(mail);
      return new MailerError(`${said}. The mail was kept in ${id}`, { cause: last });
    } catch (keepError) {
      return new MailerError(`${said}. It could not be kept either: ${(keepError as Error).message}`, { cause: last });
    }
  }

  return {
    async send(mail) {
      const errors: SmtpFailure[] = [];
      for (let tries = 1; tries <= 2; tries++) {
        try {
          return { id: await attempt(mail) };
        } catch (error) {
          errors.push(error as SmtpFailure);
          if (tries === 2 || !isTransient(error as SmtpFailure)) break;
          await sleep(t.retryDelayMs);
        }
      }
      throw await finalError(mail, errors);
    },

    async ready() {
      let timer: NodeJS.Timeout | undefined;
      // verify() has no signal to cut it with; its connection ends on its own timeouts.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`No answer within ${t.attemptMs} ms`), { code: 'ETIMEDOUT' })),
          t.attemptMs,
        );
      });
      try {
        await Promise.race([transport.verify(), deadline]);
      } catch (error) {
        const failure = error as SmtpFailure;
        if (isRefusal(failure)) throw new MailerSetupError(setupMessage(server, failure), { cause: error });
        throw new MailerError(`${server} could not be checked (each send tries again): ${failure.message}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
