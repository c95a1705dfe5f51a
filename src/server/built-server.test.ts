import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SERVER_TEST_TIMEOUT_MS } from './test/server-process';

// `npm start` runs the esbuild bundle (scripts/build.mjs), not these sources: this builds the
// server the same way and starts it with plain node, so a module that finds a file beside itself
// (the migrations) or a dynamic import that the bundle breaks fails here, not in the shop.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Inside the checkout, so the bundle's packages resolve from its node_modules as in dist/.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(ROOT, '.tmp', 'built-server-'));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, args, { cwd: WORK, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the built server (npm start)', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('starts with plain node from the bundle, migrates, serves the client and runs npm run user', async () => {
    const out = path.join(WORK, 'server');
    run([path.join(ROOT, 'scripts', 'build.mjs'), '--server-to', out], {});
    const client = path.join(WORK, 'client');
    fs.mkdirSync(client);
    fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>built client</title>');
    const dataDir = path.join(WORK, 'data');
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    execFileSync('tar', ['-xzf', inject('pgliteTemplate'), '-C', path.join(dataDir, 'db')], { stdio: 'ignore' });
    const env = {
      DATA_DIR: dataDir,
      CLIENT_DIR: client,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'owner password 1',
    };

    const child = spawn(process.execPath, [path.join(out, 'main.js')], {
      cwd: WORK,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Selvage listening on (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then((code) => reject(new Error(`built server exited with ${code}:\n${output}`)));
      });
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${url}/login`)).text()).toMatch(/built client/);
    } finally {
      child.kill('SIGTERM');
    }
    // SIGTERM is the clean shutdown: the database closed and the exit code 0.
    expect(await exited).toBe(0);
    expect(output).toMatch(/created staff account owner@shop\.test/);

    expect(run([path.join(out, 'user.js'), 'list'], { DATA_DIR: dataDir })).toMatch(/^owner@shop\.test\t/m);
  });
});
