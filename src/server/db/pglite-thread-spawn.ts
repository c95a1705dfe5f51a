import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * pglite-thread, the module beside this one: compiled .js in dist/, or the .ts source under tsx
 * (`npm run dev`, the tests), whose loader neither a thread nor a child process inherits.
 */
function entry(): { url: URL; underTsx: boolean } {
  const extension = path.extname(fileURLToPath(import.meta.url));
  return { url: new URL(`./pglite-thread${extension}`, import.meta.url), underTsx: extension === '.ts' };
}

/** Starts the embedded database's thread (D108); under tsx it registers tsx's loader first. */
export function spawnPgliteThread(): Worker {
  const { url, underTsx } = entry();
  if (!underTsx) return new Worker(url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/**
 * Starts pglite-thread as a process of its own that creates and migrates the database in
 * `dataDir`, says so over its IPC channel and exits (pglite-thread.ts, createInOwnProcess).
 */
export function forkPgliteCreator(dataDir: string, migrationsFolder: string): ChildProcess {
  const { url, underTsx } = entry();
  return fork(fileURLToPath(url), [dataDir, migrationsFolder], {
    execArgv: underTsx ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}
