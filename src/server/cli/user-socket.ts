import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors';
import type { UsersService } from '../services/users.service';
import { parseUserCommand, runOnUsers } from './user-commands';

/**
 * `npm run user` while the server runs on the embedded database (issue 28 item 2). PGlite's folder
 * is one process's (db/data-dir-lock.ts), so the command cannot open it; the server that holds it
 * listens on a Unix socket in DATA_DIR, readable and writable by its own OS user only (0600), and
 * runs the command through the same users service. Who may use the socket is who may read the
 * database files beside it: the file's mode is the whole of the access check.
 *
 * One request per connection: a JSON line `{"args": [...]}`, answered by `{"code": n, "lines": [...]}`.
 * `npm run backup` asks the same way (issue 29): `{"backup": true}` is answered by
 * `{"code": 0, "bytes": n}` and a new line, then the n bytes of a consistent snapshot of the database
 * (cli/backup.ts), or by a refusal as above.
 */
export const USER_SOCKET = 'user.sock';

/** Far more than any command line; a client that sends more is not `npm run user`. */
export const MAX_REQUEST_BYTES = 64 * 1024;
/** A connection that says nothing for this long is closed. */
const IDLE_MS = 10_000;

export interface UserCommandAnswer {
  code: number;
  lines: string[];
}

/** What the server answers one command line: the same words the command prints when it runs itself. */
async function answer(users: UsersService, args: unknown, log: (error: unknown) => void): Promise<UserCommandAnswer> {
  const command = Array.isArray(args) && args.every((a) => typeof a === 'string') ? parseUserCommand(args) : null;
  if (!command) return { code: 2, lines: ['The server did not understand the command.'] };
  try {
    return { code: 0, lines: await runOnUsers(users, command) };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, lines: [error.message] };
    log(error);
    return { code: 1, lines: ['The server could not run the command: its log says why.'] };
  }
}

/** Answers a backup request: the snapshot's length on a line, then its bytes; or a refusal. */
async function sendSnapshot(socket: net.Socket, snapshot: (() => Promise<Uint8Array>) | undefined, log: (error: unknown) => void) {
  if (!snapshot) return void socket.end(`${JSON.stringify({ code: 1, lines: ['This server cannot take a backup.'] })}\n`);
  try {
    const bytes = await snapshot();
    socket.write(`${JSON.stringify({ code: 0, bytes: bytes.byteLength })}\n`);
    socket.end(bytes);
  } catch (error) {
    log(error);
    socket.end(`${JSON.stringify({ code: 1, lines: ['The server could not take the backup: its log says why.'] })}\n`);
  }
}

/**
 * Listens on DATA_DIR/user.sock until closed. The socket is bound inside a new directory only this
 * user may enter, made 0600 there and only then moved into place, so no other user can connect
 * even for the moment between binding and chmod (the umask may allow more).
 */
export async function serveUserCommands(
  dataDir: string,
  users: UsersService,
  log: (error: unknown) => void,
  options: { snapshot?: () => Promise<Uint8Array> } = {},
): Promise<{ path: string; close(): Promise<void> }> {
  const finalPath = path.join(dataDir, USER_SOCKET);
  const privateDir = path.join(dataDir, `.user-sock-${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(privateDir, { mode: 0o700 });
  const bindPath = path.join(privateDir, USER_SOCKET);

  const server = net.createServer((socket) => {
    let received = '';
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      let request: { args?: unknown; backup?: unknown } = {};
      try {
        const parsed: unknown = JSON.parse(received.slice(0, end));
        // `null` read as a request threw in this handler, outside any catch, and took the server down.
        if (typeof parsed === 'object' && parsed !== null) request = parsed;
      } catch {
        // Not JSON: answered as a command it does not understand.
      }
      if (request.backup === true) {
        // A large database takes a while to read: the connection waits for it, however long.
        socket.setTimeout(0);
        return void sendSnapshot(socket, options.snapshot, log);
      }
      void answer(users, request.args, log).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(bindPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    fs.chmodSync(bindPath, 0o600);
    // Over a socket a crashed server left behind.
    fs.renameSync(bindPath, finalPath);
  } catch (error) {
    server.close();
    throw error;
  } finally {
    fs.rmSync(privateDir, { recursive: true, force: true });
  }

  return {
    path: finalPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The socket file outlives the server's socket; a later server would replace it anyway.
      fs.rmSync(finalPath, { force: true });
    },
  };
}

/**
 * Sends one command line to the server on DATA_DIR's socket: its answer, or null when no server
 * listens there (none runs, or one too old to have the socket).
 */
export function sendUserCommand(dataDir: string, args: readonly string[]): Promise<UserCommandAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(path.join(dataDir, USER_SOCKET));
    let received = '';
    socket.setTimeout(60_000, () => socket.destroy(new Error('The server did not answer within a minute.')));
    socket.on('connect', () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as UserCommandAnswer);
      } catch {
        reject(new Error('The server answered something that is not an answer to a command.'));
      }
    });
  });
}

/** What the running server answered a backup request: the snapshot, or why not. */
export type BackupAnswer = { code: 0; bytes: Uint8Array } | UserCommandAnswer;

/**
 * Asks the server on DATA_DIR's socket for a consistent snapshot of its database: null when no
 * server listens there.
 */
export function requestSnapshot(dataDir: string): Promise<BackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(path.join(dataDir, USER_SOCKET));
    const chunks: Buffer[] = [];
    socket.setTimeout(30 * 60_000, () => socket.destroy(new Error('The server did not send the backup within 30 minutes.')));
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: true })}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const received = Buffer.concat(chunks);
      const end = received.indexOf(10);
      try {
        const head = JSON.parse(received.subarray(0, end < 0 ? received.length : end).toString('utf8')) as Partial<UserCommandAnswer> & {
          bytes?: number;
        };
        if (typeof head.bytes === 'number') {
          const bytes = received.subarray(end + 1);
          if (bytes.byteLength !== head.bytes) throw new Error('short');
          return resolve({ code: 0, bytes: new Uint8Array(bytes) });
        }
        if (typeof head.code === 'number' && Array.isArray(head.lines)) return resolve({ code: head.code, lines: head.lines });
        throw new Error('not an answer');
      } catch {
        reject(new Error('The server did not send a whole backup.'));
      }
    });
  });
}
