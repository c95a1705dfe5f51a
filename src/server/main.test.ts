import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runUserCommand } from './cli/user';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boot-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Starts `tsx src/server/main.ts` as `npm start` does, and resolves with its output once listening. */
function boot(env: Record<string, string>): Promise<{ output: string; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Selvage listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          output,
          url: match[1],
          stop: () => new Promise<void>((done) => { child.once('exit', () => done()); child.kill('SIGTERM'); }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('starting the server on the embedded default', () => {
  it('creates the first account with a password printed once, serves /healthz and signs in', async () => {
    const dataDir = tempDir();
    const first = await boot({ DATA_DIR: dataDir });
    const password = /created staff account admin@localhost with password (\S+)/.exec(first.output)?.[1];
    expect(password).toBeDefined();
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const login = await fetch(`${first.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: 'admin@localhost', user_pass: password }),
    });
    expect(login.status).toBe(200);
    await first.stop();

    const second = await boot({ DATA_DIR: dataDir });
    expect(second.output).not.toMatch(/password/);
    await second.stop();
  });

  it('seeds from ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    const started = await boot({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'Owner@Shop.test', ADMIN_PASSWORD: 'owner password 1' });
    expect(started.output).toMatch(/created staff account owner@shop\.test from ADMIN_EMAIL/);
    expect(started.output).not.toMatch(/owner password 1/);
    await started.stop();
  });

  it('refuses to start with a bad setting and names it', async () => {
    await expect(boot({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://nope' })).rejects.toThrow(/DATABASE_URL must start with postgres/);
  });
});

describe('npm run user', () => {
  it('adds, lists and resets accounts, printing generated passwords', async () => {
    const dataDir = tempDir();
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    try {
      const lines: string[] = [];
      expect(await runUserCommand(['add', 'Clerk@Shop.test'], (l) => lines.push(l))).toBe(0);
      expect(lines.at(-1)).toMatch(/^Added clerk@shop\.test with password \S{16}$/);
      expect(await runUserCommand(['add', 'clerk@shop.test', 'another one'], (l) => lines.push(l))).toBe(1);
      expect(lines.at(-1)).toBe('An account for clerk@shop.test already exists');
      expect(await runUserCommand(['reset', 'clerk@shop.test', 'fresh password'], (l) => lines.push(l))).toBe(0);
      expect(await runUserCommand(['list'], (l) => lines.push(l))).toBe(0);
      expect(lines.at(-1)).toMatch(/^clerk@shop\.test\t/);
      expect(await runUserCommand(['delete'], (l) => lines.push(l))).toBe(2);
    } finally {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
    }
  });
});
