import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { makeSelfSigned } from './self-signed';

/** A mail account on the sink: it may send only from addresses of its own domain. */
export interface SinkAccount {
  user: string;
  password: string;
  domain: string;
}

/** One message as the sink took it. */
export interface SinkMessage {
  from: string;
  to: string[];
  /** The signed-in account. */
  user: string | undefined;
  /** Whether the session was under TLS when the message came. */
  secure: boolean;
  /** The Message-ID header as written, brackets included ('<box-6C-1.ab@selvage.label>'). */
  messageId: string | null;
  /** The whole message as it arrived (CRLF lines, dot-stuffing undone). */
  raw: string;
}

/**
 * What the sink does wrong next, once per `failNext` call (faults are used in the order given):
 * - `drop-after-data`: takes the whole message (and records it), then closes the connection without
 *   answering, so the client cannot tell whether it was delivered;
 * - `reply`: answers `code` (421 "closing", 451 "try later") to RCPT TO or at the end of DATA;
 * - `stall`: never answers: no greeting, or nothing after DATA.
 */
export type SinkFault =
  { kind: 'drop-after-data' } | { kind: 'reply'; code: 421 | 451; at: 'rcpt' | 'data' } | { kind: 'stall'; at: 'greeting' | 'data' };

export interface SmtpSinkOptions {
  accounts: readonly SinkAccount[];
  /**
   * `starttls` (the default): STARTTLS offered with a self-signed certificate, and AUTH before it refused
   * (538) as hosted providers refuse it. `implicit`: TLS from the first byte (smtps://, port 465).
   * `none`: no TLS at all, and AUTH taken in the clear as an old relay would, to show what a client
   * sends it.
   */
  tls?: 'starttls' | 'implicit' | 'none';
}

const replyError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * A local SMTP server as strict as the hosted ones a shop signs in to: TLS before AUTH, a signed-in
 * account only, and MAIL FROM only from the account's own domain (553 otherwise, as a provider refuses
 * a sender the account does not own). It records every message, every sign-in and every line a client
 * sent before TLS, and fails on demand (`failNext`) to test retries and timeouts.
 */
export async function startSmtpSink(options: SmtpSinkOptions) {
  const mode = options.tls ?? 'starttls';
  const certificate = mode === 'none' ? null : makeSelfSigned();
  const messages: SinkMessage[] = [];
  const signIns: { user: string; secure: boolean; accepted: boolean }[] = [];
  /** What clients sent on a connection before it was under TLS, one entry per line. */
  const clearText: string[] = [];
  const faults: SinkFault[] = [];
  let connections = 0;

  const takeFault = <K extends SinkFault['kind']>(kind: K, at?: string): Extract<SinkFault, { kind: K }> | null => {
    const index = faults.findIndex((f) => f.kind === kind && (at === undefined || ('at' in f && f.at === at)));
    return index < 0 ? null : (faults.splice(index, 1)[0] as Extract<SinkFault, { kind: K }>);
  };
  const connectionOf = (session: SMTPServerSession) => [...server.connections].find((c) => c.id === session.id);

  const server: SMTPServer = new SMTPServer({
    secure: mode === 'implicit',
    ...(certificate
      ? { key: fs.readFileSync(certificate.keyFile), cert: certificate.cert }
      : { disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    disableReverseLookup: true,
    logger: false,
    // Its own idle limit is far above any client timeout under test: the client gives up first.
    socketTimeout: 60_000,
    closeTimeout: 100,
    onConnect(session, callback) {
      connections++;
      // Reads what a client sends while the session is plain. The upgrade to TLS removes every
      // listener of the plain socket, so nothing sent under TLS is seen here.
      let pending = '';
      if (!session.secure)
        connectionOf(session)?._socket.on('data', (chunk: Buffer) => {
          const lines = (pending + chunk.toString('latin1')).split('\r\n');
          pending = lines.pop() ?? '';
          clearText.push(...lines);
        });
      if (takeFault('stall', 'greeting')) return;
      callback();
    },
    onAuth(auth, session, callback) {
      const account = options.accounts.find((a) => a.user === auth.username && a.password === auth.password);
      signIns.push({ user: auth.username ?? '', secure: session.secure, accepted: Boolean(account) });
      if (!account) return callback(replyError(535, 'Username and Password not accepted'));
      callback(null, { user: account.user });
    },
    onMailFrom(address, session, callback) {
      const account = options.accounts.find((a) => a.user === session.user);
      if (!account) return callback(replyError(530, 'Authentication required'));
      if (domainOf(address.address) !== account.domain.toLowerCase()) {
        return callback(replyError(553, `Sender address rejected: not owned by user ${account.user}`));
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      const fault = takeFault('reply', 'rcpt');
      if (fault)
        return callback(replyError(fault.code, fault.code === 421 ? 'Service not available, closing' : 'Greylisted, try again later'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const stall = takeFault('stall', 'data');
        const reply = stall ? null : takeFault('reply', 'data');
        if (reply) return callback(replyError(reply.code, reply.code === 421 ? 'Service not available, closing' : 'Try again later'));
        const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          secure: session.secure,
          messageId:
            /^Message-ID:[ \t]*(.*(?:\r?\n[ \t].*)*)$/im
              .exec(headers)?.[1]
              ?.replace(/\r?\n[ \t]+/g, ' ')
              .trim() ?? null,
          raw,
        });
        if (stall) return;
        // Delivered, but the client never hears so: the connection goes before the 250.
        if (takeFault('drop-after-data')) return void connectionOf(session)?._socket.destroy();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    /** The certificate's PEM, for the client to trust (`tls.ca`). Null without TLS. */
    ca: certificate?.cert ?? null,
    messages,
    signIns,
    clearText,
    /** How many connections were opened so far (a retry is a second one). */
    connections: () => connections,
    failNext(...fault: SinkFault[]) {
      faults.push(...fault);
    },
    /** Forgets what was recorded and any fault not used. */
    reset() {
      messages.length = 0;
      signIns.length = 0;
      clearText.length = 0;
      faults.length = 0;
      connections = 0;
    },
    async close() {
      // Stalled sessions would hold the close for their idle time: they go at once.
      for (const c of server.connections) c._socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      certificate?.remove();
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
