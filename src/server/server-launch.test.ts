import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from './test/databases';
import { SERVER_TEST_TIMEOUT_MS } from './test/server-process';
import { ROOT, distState } from '../../scripts/dist-state.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-launch.mjs';

// Issue 29 item 5: the settings that keep the embedded server under its memory aim only count if
// the shop's two ways of starting it pass them (the test servers and the benchmark take them from
// scripts/server-launch.mjs itself).

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-launch-'));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

const expectedEnv = Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`);

/** Node's arguments and environment of a running process, from /proc (Linux, as on the shop's box and CI). */
function processLaunch(pid: number): { argv: string[]; env: string[] } {
  const read = (file: string) => fs.readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  return { argv: read('cmdline'), env: read('environ') };
}

describe('how the server is launched', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('npm start runs the server with the launch settings, and a MALLOC_ARENA_MAX set by the shop wins', async () => {
    expect(distState(), 'dist/ is not a build of the current sources: run `npm run build` (npm test does)').toBe('fresh');
    const dataDir = path.join(WORK, 'npm-start');
    pgliteFolderFromTemplate(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH: 'fast',
    };
    delete env.MALLOC_ARENA_MAX;
    for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
    const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Selvage listening on')) resolve();
        };
        npm.stdout.on('data', onData);
        npm.stderr.on('data', onData);
        npm.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
      });
      // npm runs the script through sh, which becomes node (exec): npm's one child is the server.
      const server = Number(fs.readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, 'utf8').trim());
      const { argv, env: serverEnv } = processLaunch(server);
      const script = argv.findIndex((arg) => arg.endsWith(path.join('scripts', 'start.mjs')));
      expect(script, argv.join(' ')).toBeGreaterThan(0);
      expect(argv.slice(1, script)).toEqual(SERVER_NODE_ARGS);
      expect(serverEnv).toEqual(expect.arrayContaining(expectedEnv));
    } finally {
      process.kill(-npm.pid!, 'SIGTERM');
      await new Promise((resolve) => (npm.exitCode === null ? npm.once('exit', resolve) : resolve(null)));
    }

    // The shop's own setting is kept: a box with more memory may want the C library's default.
    const own = spawn('sh', ['-c', `${startScript()}`.replace(/exec node .*/, 'exec env'), 'start'], {
      env: { PATH: process.env.PATH, MALLOC_ARENA_MAX: '8' },
    });
    let printed = '';
    own.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => own.once('exit', resolve));
    expect(printed.split('\n')).toContain('MALLOC_ARENA_MAX=8');
  });

  it('the systemd unit runs the built server with the same settings', () => {
    const unit = fs.readFileSync(path.join(ROOT, 'deploy', 'selvage.service'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1]?.split(/\s+/) ?? [];
    expect(execStart.at(-1)).toBe('/opt/selvage/dist/server/main.js');
    expect(execStart.slice(1, -1)).toEqual(SERVER_NODE_ARGS);
    const environment = [...unit.matchAll(/^Environment=(\S+)$/gm)].map((match) => match[1]);
    expect(environment).toEqual(expect.arrayContaining(expectedEnv));
  });
});

/** package.json's start script, as npm hands it to sh. */
function startScript(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start;
}
