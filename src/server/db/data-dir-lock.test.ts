import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => path.join(root, `db${(n += 1)}`);
const lockFile = (dir: string) => `${dir}.lock`;
const writeLock = (dir: string, owner: Record<string, unknown>) =>
  fs.writeFileSync(lockFile(dir), JSON.stringify({ host: os.hostname(), started: null, nonce: 'theirs', ...owner }));
// Linux's largest pid is 2^22: no process has this one.
const NO_SUCH_PID = 2 ** 22 + 1;
const lockPid = (dir: string) => (JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number }).pid;

/** Another process that takes the lock with this module and keeps it until killed. */
async function holder(dir: string): Promise<{ pid: number; kill(signal: NodeJS.Signals): Promise<void> }> {
  const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
    await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    kill: (signal) =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** A process that is running now, for a pid that is certainly alive. */
function liveProcess(): { pid: number; stop(): void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => void child.kill('SIGKILL') };
}

describe('the lock on the embedded database folder', { timeout: 60_000 }, () => {
  it('is a file beside the folder naming this process, removed on release', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lock.release();
    const again = await lockDataDir(dir);
    again.release();
  });

  it('is refused while another process holds it, naming that process, and stays theirs; after a SIGKILL it is taken over', async () => {
    const dir = folder();
    const other = await holder(dir);
    const before = fs.readFileSync(lockFile(dir), 'utf8');
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `Another Selvage process (pid ${other.pid}) is using the embedded database in ${root}: stop it first, or give this one another DATA_DIR (if no such process runs, delete ${lockFile(dir)}).`,
    );
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(before);

    await other.kill('SIGKILL');
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(before);
    const lock = await lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('is refused while the process it names runs, whatever it is', async () => {
    const dir = folder();
    const running = liveProcess();
    try {
      writeLock(dir, { pid: running.pid });
      await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${running.pid})`);
      expect(lockPid(dir)).toBe(running.pid);
    } finally {
      running.stop();
    }
  });

  it('is refused when another host holds it, since its process cannot be checked from here', async () => {
    const dir = folder();
    writeLock(dir, { pid: NO_SUCH_PID, host: 'till-2' });
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${NO_SUCH_PID} on host till-2)`);
    expect(fs.existsSync(lockFile(dir))).toBe(true);
  });

  it.each([
    ['a process that no longer exists', () => ({ pid: NO_SUCH_PID })],
    ['an earlier run with this very pid (a container restarted after a kill)', () => ({ pid: process.pid })],
    ['a pid since reused by a process started at another time', () => ({ pid: process.ppid, started: '1' })],
  ])('is taken over from %s', async (_, owner) => {
    const dir = folder();
    writeLock(dir, owner());
    const lock = await lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('is taken over from a half-written file once its writer had time to finish', async () => {
    const dir = folder();
    fs.writeFileSync(lockFile(dir), '');
    const lock = await lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('is refused to a second opening in the same process', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    lock.release();
  });

  it('is released without touching a lock that is no longer its own', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    writeLock(dir, { pid: process.ppid });
    lock.release();
    expect(lockPid(dir)).toBe(process.ppid);
  });
});
