import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runUserCommand } from './cli/user';
import { databaseTargetFor, openDatabase } from './db/connection';
import { users } from './db/schema';
import { HASH_PARAMS } from './services/passwords';
import { freshPostgresDatabase, pgliteFolderFromTemplate, postgresOnly, POSTGRES_ADMIN_URL } from './test/databases';
import { SERVER_TEST_TIMEOUT_MS, runServerToExit, spawnServer, startServerProcess } from './test/server-process';

// Every test here starts real server processes: ~3 s each on an idle machine, many times that on a
// loaded one. The limit is generous on purpose; a start that hangs still fails, just later.
const timeout = SERVER_TEST_TIMEOUT_MS;

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boot-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/**
 * A DATA_DIR whose embedded database is already created and migrated (this run's template, see
 * test/pglite-template.global.ts), with no account yet. A start on it skips PGlite's initdb: ~4 s
 * on an idle machine, over 20 s on a loaded one. Only the first test starts from nothing.
 */
const preparedDataDir = () => {
  const dir = tempDir();
  pgliteFolderFromTemplate(dir);
  return dir;
};

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };

async function signIn(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_pass: password }),
  });
  return response.status;
}

/** `npm run user` in this process, with the server's settings in the environment it reads. */
async function userCommand(env: Record<string, string>, args: string[]): Promise<{ code: number; lines: string[] }> {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const lines: string[] = [];
    const code = await runUserCommand(args, (line) => lines.push(line));
    return { code, lines };
  } finally {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Signs in and answers the Cookie header value of the session. */
async function sessionOf(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_pass: password }),
  });
  expect(response.status).toBe(200);
  const id = /selvage_session=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  expect(id).toBeDefined();
  return `selvage_session=${id}`;
}

const linesOf = (output: string) => output.trim().split('\n');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('starting the server on the embedded default', { timeout }, () => {
  it('creates the first account with a password printed once, serves /healthz and signs in', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const password = /created owner account admin@localhost with password (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await signIn(first.url, 'admin@localhost', password!)).toBe(200);
    await first.stop();

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect(second.output()).not.toMatch(/password/);
    await second.stop();
  });

  it('seeds from ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    const started = await startServerProcess({
      DATA_DIR: preparedDataDir(),
      ADMIN_EMAIL: 'Owner@Shop.test',
      ADMIN_PASSWORD: 'owner password 1',
    });
    expect(started.output()).toMatch(/created owner account owner@shop\.test from ADMIN_EMAIL/);
    expect(started.output()).not.toMatch(/owner password 1/);
    await started.stop();
  });

  it('refuses to start with a bad setting and names it', async () => {
    const refused = await runServerToExit({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://nope' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/DATABASE_URL must start with postgres/);
  });
});

describe('npm run user', () => {
  it(
    'adds, lists and resets accounts, printing generated passwords',
    async () => {
      // Hashed the fast way as PASSWORD_HASH says (as the server would), but for the last account.
      const env = { DATA_DIR: preparedDataDir(), PASSWORD_HASH: 'fast' };
      const add = await userCommand(env, ['add', 'Clerk@Shop.test']);
      expect(add).toEqual({ code: 0, lines: [expect.stringMatching(/^Added staff account clerk@shop\.test with password \S{16}$/)] });
      expect(await userCommand(env, ['add', 'clerk@shop.test', 'another one'])).toEqual({
        code: 1,
        lines: ['There is already an account clerk@shop.test.'],
      });
      expect(await userCommand(env, ['add', 'boss@shop.test', 'boss password', '--owner'])).toEqual({
        code: 0,
        lines: ['Added owner account boss@shop.test.'],
      });
      expect((await userCommand(env, ['reset', 'clerk@shop.test', 'fresh password'])).code).toBe(0);
      const list = await userCommand(env, ['list']);
      expect(list.code).toBe(0);
      expect(list.lines).toEqual([expect.stringMatching(/^boss@shop\.test\tOwner\t/), expect.stringMatching(/^clerk@shop\.test\tStaff\t/)]);
      expect((await userCommand(env, ['delete'])).code).toBe(2);
      expect((await userCommand(env, ['reset', 'clerk@shop.test', '--owner'])).code).toBe(2);
      // Without PASSWORD_HASH the production strength, as `npm start` has it.
      expect((await userCommand({ DATA_DIR: env.DATA_DIR }, ['add', 'strong@shop.test', 'strong password'])).code).toBe(0);
      const stored = await openDatabase(databaseTargetFor({ dataDir: env.DATA_DIR, databaseUrl: undefined }));
      try {
        const rows = await stored.db.select({ email: users.email, hash: users.passwordHash }).from(users).orderBy(users.email);
        expect(rows.map((r) => [r.email, r.hash.split('$').slice(0, 2).join('$')])).toEqual([
          ['boss@shop.test', `scrypt$${HASH_PARAMS.fast.N}`],
          ['clerk@shop.test', `scrypt$${HASH_PARAMS.fast.N}`],
          ['strong@shop.test', `scrypt$${HASH_PARAMS.strong.N}`],
        ]);
      } finally {
        await stored.close();
      }
    },
    timeout,
  );
});

// Two processes on one PGlite folder each run a private PostgreSQL over the same files (issue 5).
describe('one process at a time on the embedded database', { timeout }, () => {
  it('two servers started at once on one DATA_DIR: one serves, the other refuses in one line and the first keeps working', async () => {
    const dataDir = preparedDataDir();
    const both = [spawnServer({ DATA_DIR: dataDir, ...OWNER }), spawnServer({ DATA_DIR: dataDir, ...OWNER })];
    const outcomes = await Promise.all(
      both.map((s) =>
        s.listening.then(
          (url) => ({ url }),
          () => null,
        ),
      ),
    );
    const winner = outcomes.findIndex((o) => o !== null);
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
    const [up, refused] = winner === 0 ? both : [both[1]!, both[0]!];
    try {
      expect(await refused!.exited).toBe(1);
      expect(linesOf(refused!.output())).toEqual([
        expect.stringMatching(
          new RegExp(`^Another Selvage process \\(pid ${up!.pid}\\) is using the embedded database in ${escaped(dataDir)}: stop it first`),
        ),
      ]);
      // Still the only one writing: it signs in (a session row written) and stays up.
      const url = outcomes[winner]!.url;
      expect(await signIn(url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).toBe(200);
      expect(await signIn(url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).toBe(200);
      expect(up!.running()).toBe(true);
    } finally {
      await Promise.all(both.map((s) => s.kill('SIGTERM')));
    }
  });

  it('npm run user works while the server runs, through a socket in DATA_DIR only its OS user may use', async () => {
    const env = { DATA_DIR: preparedDataDir() };
    const server = await startServerProcess({ ...env, ...OWNER });
    const socket = path.join(env.DATA_DIR, 'user.sock');
    try {
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      expect(await userCommand(env, ['add', 'late@shop.test', 'late password'])).toEqual({
        code: 0,
        lines: ['Added staff account late@shop.test.'],
      });
      expect(await signIn(server.url, 'late@shop.test', 'late password')).toBe(200);
      const session = await sessionOf(server.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);
      expect(await userCommand(env, ['reset', OWNER.ADMIN_EMAIL, 'another password'])).toEqual({
        code: 0,
        lines: [`Reset ${OWNER.ADMIN_EMAIL}.`],
      });
      // The server's own users service did it: the owner's open session ended with the reset.
      expect((await fetch(`${server.url}/auth/session`, { headers: { cookie: session } })).status).toBe(401);
      expect(await signIn(server.url, OWNER.ADMIN_EMAIL, 'another password')).toBe(200);
      expect((await userCommand(env, ['list'])).lines).toEqual([
        expect.stringMatching(/^late@shop\.test\tStaff\t/),
        expect.stringMatching(/^owner@shop\.test\tOwner\t/),
      ]);
      expect(await userCommand(env, ['add', 'late@shop.test'])).toEqual({
        code: 1,
        lines: ['There is already an account late@shop.test.'],
      });
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(socket)).toBe(false);

    // Stopped, the command opens the database itself again.
    expect((await userCommand(env, ['add', 'later@shop.test', 'later password'])).code).toBe(0);
    const again = await startServerProcess(env);
    try {
      expect(await signIn(again.url, 'later@shop.test', 'later password')).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('a server killed with SIGKILL leaves its lock behind, and the next start takes it over', async () => {
    const dataDir = preparedDataDir();
    const killed = await startServerProcess({ DATA_DIR: dataDir, ...OWNER });
    expect(await killed.kill('SIGKILL')).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const next = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(await signIn(next.url, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).toBe(200);
    } finally {
      await next.stop();
    }
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});

describe.each(postgresOnly)('starting on $name', { timeout }, () => {
  it('npm run user works while the server runs', async () => {
    const database = await freshPostgresDatabase();
    const env = { DATA_DIR: tempDir(), DATABASE_URL: database.url };
    const server = await startServerProcess({ ...env, ...OWNER });
    try {
      expect(await userCommand(env, ['add', 'late@shop.test', 'late password'])).toEqual({
        code: 0,
        lines: ['Added staff account late@shop.test.'],
      });
      expect(await signIn(server.url, 'late@shop.test', 'late password')).toBe(200);
    } finally {
      await server.stop();
      await database.drop();
    }
  });

  // Once: 'duplicate key value violates unique constraint pg_type_typname_nsp_index', or the second
  // exiting with 'An account for ... already exists' (issue 13).
  it('two servers starting at once on a new database both come up, with one first account and its password printed once', async () => {
    const database = await freshPostgresDatabase();
    const both = [0, 1].map(() => spawnServer({ DATA_DIR: tempDir(), DATABASE_URL: database.url }));
    try {
      const urls = await Promise.all(both.map((s) => s.listening));
      const printed = both.flatMap((s) => /created owner account admin@localhost with password (\S+)/.exec(s.output())?.[1] ?? []);
      expect(printed).toHaveLength(1);
      for (const url of urls) expect(await signIn(url, 'admin@localhost', printed[0]!)).toBe(200);
    } finally {
      await Promise.all(both.map((s) => s.kill('SIGTERM')));
      await database.drop();
    }
  });
});

/**
 * A DATABASE_URL that cannot work ends the start with one line naming what failed, never a stack
 * and never the password; a server that never answers is given up on after the connect timeout.
 */
describe('a DATABASE_URL that cannot work', { timeout, concurrent: true }, () => {
  const PASSWORD = 'canary-secret-7Qx';
  const expectOneLine = (refused: { code: number | null; output: string }, failure: RegExp) => {
    expect(refused.code).not.toBe(0);
    expect(refused.code).not.toBeNull();
    expect(linesOf(refused.output)).toEqual([expect.stringMatching(failure)]);
    expect(refused.output).not.toContain(PASSWORD);
  };
  const start = (url: string) => runServerToExit({ DATA_DIR: tempDir(), DATABASE_URL: url });

  it('connection refused', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expectOneLine(
      await start(`postgres://postgres:${PASSWORD}@127.0.0.1:${port}/selvage`),
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+: connection refused/,
    );
  });

  it('host not found', async () => {
    expectOneLine(
      await start(`postgres://postgres:${PASSWORD}@nonexistent.invalid:5432/selvage`),
      /^Cannot connect to PostgreSQL at nonexistent\.invalid:5432: host nonexistent\.invalid not found/,
    );
  });

  it('a server that accepts and never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      expectOneLine(
        await start(`postgres://postgres:${PASSWORD}@127.0.0.1:${port}/selvage`),
        /^Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+: no answer within 10 s/,
      );
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });

  describe.each(postgresOnly)('on $name', () => {
    const server = new URL(POSTGRES_ADMIN_URL);
    const urlWith = (user: string, database: string) => `postgres://${user}:${PASSWORD}@${server.host}/${database}`;

    it('unknown database', async () => {
      expectOneLine(
        await start(urlWith(server.username, 'selvage_no_such_database')),
        /: unknown database: database "selvage_no_such_database" does not exist/,
      );
    });

    it('unknown role', async () => {
      expectOneLine(
        await start(urlWith('selvage_no_such_role', server.pathname.slice(1))),
        /: unknown role or access refused: role "selvage_no_such_role" does not exist/,
      );
    });
  });
});
