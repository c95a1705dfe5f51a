/**
 * Start-up time of the compiled server: from spawning the process to the first 200 from /healthz.
 * Cold is a new DATA_DIR (PGlite creates its database), warm reopens it (every later start of the
 * shop's server). Aim: warm under 1.5 s. Timed as systemd runs it (`node dist/server/main.js`) and
 * as `npm start` (npm itself, then scripts/start.mjs checking dist/ is fresh).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Milliseconds from spawn to a 200 from /healthz, and what it printed; the server is then stopped with SIGTERM. */
async function timeStart(command: string, args: string[], dataDir: string): Promise<{ ms: number; output: string }> {
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@selvage.test',
      ADMIN_PASSWORD: 'bench password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Selvage listening on (https?:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
    });
    for (;;) {
      const response = await fetch(`${url}/healthz`).catch(() => null);
      if (response?.ok) return { ms: performance.now() - t0, output };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // npm start is npm with node under it: signal the whole group, as Ctrl-C in a terminal does,
    // and wait for the database's lock to go, so the next start finds the folder free.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    const lock = path.join(dataDir, 'db.lock');
    for (let waited = 0; fs.existsSync(lock) && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints cold and warm start times of the compiled server, and warm times through `npm start`. */
export async function benchStartup(warmRuns = 5): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-bench-start-'));
  const main = path.join(ROOT, 'dist', 'server', 'main.js');
  try {
    const cold = (await timeStart(process.execPath, [main], dataDir)).ms;
    const warm: number[] = [];
    for (let run = 0; run < warmRuns; run += 1) warm.push((await timeStart(process.execPath, [main], dataDir)).ms);
    // A source saved meanwhile (another terminal) makes npm start rebuild first: such a run is left out.
    const viaNpm: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const { ms, output } = await timeStart('npm', ['start', '--silent'], dataDir);
      if (!/rebuilding dist/.test(output)) viaNpm.push(ms);
    }
    console.log(
      `Start to ready /healthz (node dist/server/main.js): cold (new DATA_DIR) ${seconds(cold)}, ` +
        `warm median ${seconds(median(warm))} of ${warmRuns} (min ${seconds(Math.min(...warm))}; aim < 1.5 s); ` +
        `npm start warm median ${viaNpm.length > 0 ? seconds(median(viaNpm)) : 'n/a (rebuilt every time)'}; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchStartup();
