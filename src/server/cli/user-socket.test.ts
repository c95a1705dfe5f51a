import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import type { DatabaseHandle } from '../db/connection';
import { createUsersService, type UsersService } from '../services/users.service';
import { HASH_PARAMS } from '../services/passwords';
import { hostileString } from '../test/fuzz/hostile-input';
import { MAX_REQUEST_BYTES, sendUserCommand, serveUserCommands, USER_SOCKET, type UserCommandAnswer } from './user-socket';

/** Sends raw text and reads the answer to its end, as a client other than `npm run user` would. */
function rawExchange(socketPath: string, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath, () => socket.end(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    // A connection the server cut off ends in a reset: what came before it is the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

describe.each(engines)("the running server's socket for `npm run user` on $name", (engine) => {
  let handle: DatabaseHandle;
  let users: UsersService;
  let dataDir: string;
  let served: Awaited<ReturnType<typeof serveUserCommands>>;
  const logged: unknown[] = [];

  beforeAll(async () => {
    handle = await engine.open();
    users = createUsersService(handle.db, { hashParams: HASH_PARAMS.fast });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-sock-'));
    // A socket file left by a server that crashed: the next one takes its place.
    fs.writeFileSync(path.join(dataDir, USER_SOCKET), 'stale');
    served = await serveUserCommands(dataDir, users, (error) => logged.push(error));
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is a socket in DATA_DIR that only its own OS user may read or write, and leaves nothing else behind', () => {
    const stat = fs.statSync(path.join(dataDir, USER_SOCKET));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([USER_SOCKET]);
  });

  it('runs add, reset and list through the users service and answers what the command prints', async () => {
    expect(await sendUserCommand(dataDir, ['add', 'Boss@Shop.test', 'boss password 1', '--owner'])).toEqual({
      code: 0,
      lines: ['Added owner account boss@shop.test.'],
    });
    const clerk = await sendUserCommand(dataDir, ['add', 'clerk@shop.test']);
    expect(clerk).toEqual({ code: 0, lines: [expect.stringMatching(/^Added staff account clerk@shop\.test with password \S{16}$/)] });
    expect(await users.authenticate('boss@shop.test', 'boss password 1')).not.toBeNull();
    expect(await sendUserCommand(dataDir, ['reset', 'clerk@shop.test', 'clerk password 2'])).toEqual({
      code: 0,
      lines: ['Reset clerk@shop.test.'],
    });
    expect(await users.authenticate('clerk@shop.test', 'clerk password 2')).not.toBeNull();
    const list = await sendUserCommand(dataDir, ['list']);
    expect(list?.lines).toEqual([
      expect.stringMatching(/^boss@shop\.test\tOwner\t\(created \d{4}-\d\d-\d\d\)$/),
      expect.stringMatching(/^clerk@shop\.test\tStaff\t\(created \d{4}-\d\d-\d\d\)$/),
    ]);
  });

  it("answers the rules' refusals in their words, and a command it does not know with code 2", async () => {
    expect(await sendUserCommand(dataDir, ['add', 'clerk@shop.test', 'another one'])).toEqual({
      code: 1,
      lines: ['There is already an account clerk@shop.test.'],
    });
    expect(await sendUserCommand(dataDir, ['reset', 'ghost@shop.test', 'whatever1'])).toEqual({
      code: 1,
      lines: ['There is no account ghost@shop.test.'],
    });
    expect((await sendUserCommand(dataDir, ['delete', 'clerk@shop.test']))?.code).toBe(2);
    expect(JSON.parse(await rawExchange(served.path, 'not json\n'))).toEqual({
      code: 2,
      lines: ['The server did not understand the command.'],
    });
    expect(JSON.parse(await rawExchange(served.path, '{"args":[1,2]}\n')).code).toBe(2);
    expect(logged).toEqual([]);
  });

  it('answers every hostile line with one answer of the protocol, never an unexpected failure, and keeps serving', async () => {
    // The socket is a way in like the HTTP routes: their fuzzer's hostile text, in the command's own words too.
    const arg = fc.oneof(fc.constantFrom('add', 'reset', 'list', '--owner', '--admin', ''), hostileString, fc.emailAddress());
    const line = fc.oneof(
      fc.array(arg, { maxLength: 5 }).map((args) => JSON.stringify({ args })),
      fc.record({ args: fc.anything(), backup: fc.anything() }, { requiredKeys: [] }).map((request) => JSON.stringify(request)),
      fc.constantFrom('{"backup":"true"}', '{"__proto__":{"backup":true}}', '{"args":{"length":1,"0":"list"}}', 'null', '[]', '{', ''),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(line, async (text) => {
        const sent = `${text.replace(/\n/g, ' ')}\n`;
        const raw = await rawExchange(served.path, sent);
        if (sent.length > MAX_REQUEST_BYTES) return void expect(raw).toBe('');
        const answer = JSON.parse(raw) as UserCommandAnswer;
        expect(raw.endsWith('\n') && raw.indexOf('\n') === raw.length - 1, raw).toBe(true);
        expect([0, 1, 2], raw).toContain(answer.code);
        expect(answer.lines.every((l) => typeof l === 'string')).toBe(true);
        expect(answer.lines, sent.slice(0, 200)).not.toContain('The server could not run the command: its log says why.');
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
    expect(logged).toEqual([]);
    expect((await sendUserCommand(dataDir, ['list']))?.code).toBe(0);
  });

  it('closes a connection that sends more than a command line could hold, unanswered', async () => {
    expect(await rawExchange(served.path, 'x'.repeat(200_000))).toBe('');
  });

  it('is gone once the server closes it, and a command then finds no server', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-sock-'));
    try {
      const second = await serveUserCommands(other, users, (error) => logged.push(error));
      expect((await sendUserCommand(other, ['list']))?.code).toBe(0);
      await second.close();
      expect(fs.existsSync(path.join(other, USER_SOCKET))).toBe(false);
      expect(await sendUserCommand(other, ['list'])).toBeNull();
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
