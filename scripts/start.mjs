// @ts-check
/**
 * `npm start`: builds dist/ first only when it is missing or older than the sources, then runs the
 * compiled server in this same process (plain node, no compiler loaded, signals reach it directly).
 * The build runs in a child process, so the server does not keep Vite's memory.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_MAIN, distState } from './dist-state.mjs';

if (distState() !== 'fresh') {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(SERVER_MAIN).href);
