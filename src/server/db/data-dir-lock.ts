import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DatabaseStartError } from './errors';

/**
 * One process at a time on the embedded database's folder.
 *
 * PGlite has no locking of its own: two processes on one folder each run a private PostgreSQL over
 * the same files, hand out the same SKUs and lose each other's rows (issue 5). So whoever opens the
 * folder first holds `<folder>.lock` (beside the folder, not in it: PGlite owns what is inside)
 * until it closes the database or exits.
 *
 * The file is created with O_EXCL and holds its owner's pid, host name and, on Linux, the process's
 * start time. A lock whose owner is gone (SIGKILL, a crash, a power cut) is taken over; one whose
 * owner may still run (a live pid, or another host's, which cannot be checked from here) never is.
 */

/** What a lock file says about its owner. */
interface LockOwner {
  pid: number;
  host: string;
  /** Clock ticks after boot the process started (Linux), to tell a reused pid from its owner. */
  started: string | null;
  /** Makes every lock file's content unique, so a takeover can tell which file it moved. */
  nonce: string;
}

export class DataDirLockedError extends DatabaseStartError {
  override name = 'DataDirLockedError';

  constructor(
    readonly lockPath: string,
    readonly owner: { pid: number; host: string },
  ) {
    const where = owner.host === os.hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
    super(
      `Another Selvage process (${where}) is using the embedded database in ${path.dirname(lockPath)}: ` +
        `stop it first, or give this one another DATA_DIR (if no such process runs, delete ${lockPath}).`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** A file being created is written within microseconds; one still unreadable after this was left half-written. */
const UNREADABLE_GRACE_MS = 1_000;
const held = new Set<string>();

/** Takes the lock on `folder` or throws DataDirLockedError naming the process that holds it. */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  const lockPath = `${path.resolve(folder)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  if (held.has(lockPath)) throw new DataDirLockedError(lockPath, { pid: process.pid, host: os.hostname() });

  const me: LockOwner = { pid: process.pid, host: os.hostname(), started: startTimeOf(process.pid), nonce: randomBytes(8).toString('hex') };
  const content = `${JSON.stringify(me)}\n`;
  let unreadableSince: number | null = null;
  while (!createExclusive(lockPath, content)) {
    const found = readLock(lockPath);
    if (found === 'gone') continue;
    if (found === 'unreadable') {
      // Its creator may be between open and write: give it time before calling the file abandoned.
      unreadableSince ??= Date.now();
      if (Date.now() - unreadableSince < UNREADABLE_GRACE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    } else if (mayBeRunning(found.owner)) {
      throw new DataDirLockedError(lockPath, found.owner);
    }
    removeIfUnchanged(lockPath, found === 'unreadable' ? null : found.raw);
  }

  held.add(lockPath);
  // process.exit() (a failed start) skips close(); the lock must not outlive the process then either.
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    held.delete(lockPath);
    process.removeListener('exit', onExit);
    try {
      if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  }
  return { path: lockPath, release };
}

function createExclusive(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx');
  } catch (error) {
    if (errnoOf(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function readLock(lockPath: string): { owner: LockOwner; raw: string } | 'gone' | 'unreadable' {
  let raw: string;
  try {
    raw = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') return 'gone';
    throw error;
  }
  const owner = parseOwner(raw);
  return owner ? { owner, raw } : 'unreadable';
}

/** Null for a file that is not a whole lock (half-written, or left by something else). */
function parseOwner(raw: string): LockOwner | null {
  try {
    const owner = JSON.parse(raw) as Partial<LockOwner>;
    if (Number.isInteger(owner.pid) && typeof owner.host === 'string' && typeof owner.nonce === 'string') {
      return { pid: owner.pid!, host: owner.host, started: owner.started ?? null, nonce: owner.nonce };
    }
  } catch {
    // Not JSON.
  }
  return null;
}

/** False only when the owner is certainly gone. */
function mayBeRunning(owner: LockOwner): boolean {
  // Another machine (a shared network folder) or container: its processes cannot be checked from here.
  if (owner.host !== os.hostname()) return true;
  // Our own pid, yet we do not hold it: left by an earlier run that had the same pid (a container
  // restarted after a kill starts its server under the same small pid again).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (errnoOf(error) === 'ESRCH') return false;
    // EPERM: the process exists and belongs to someone else.
  }
  const started = startTimeOf(owner.pid);
  // The pid now belongs to a process that started at another time: the owner is gone and its pid reused.
  if (owner.started !== null && started !== null && started !== owner.started) return false;
  return started !== 'zombie';
}

/**
 * Removes an abandoned lock file, but only the one that was read: it is moved aside atomically
 * first, and put back if another process replaced it in the meantime (two starts taking over the
 * same stale lock at once). Three processes doing so within the same microseconds could still both
 * win; that is far beyond anything a staff tool's start-up meets.
 */
function removeIfUnchanged(lockPath: string, expected: string | null): void {
  const aside = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') return;
    throw error;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  const wasTheStaleOne = expected === null ? parseOwner(moved) === null : moved === expected;
  if (!wasTheStaleOne) {
    try {
      fs.linkSync(aside, lockPath);
    } catch (error) {
      if (errnoOf(error) !== 'EEXIST') throw error;
    }
  }
  fs.unlinkSync(aside);
}

/** The process's start time from /proc (Linux), 'zombie' for one that has exited, null where unknown. */
function startTimeOf(pid: number): string | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name, which is in parentheses and may itself hold spaces or ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'zombie';
  return fields[19] ?? null;
}

function errnoOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}
