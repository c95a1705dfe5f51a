// @ts-check
/**
 * Whether dist/ holds a build of the current sources: plain node and node:fs only, because
 * `npm start` asks on every start, also on a production install that has no build tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
export const SERVER_MAIN = path.join(DIST, 'server', 'main.js');

/**
 * Written last by scripts/build.mjs with the time the build started: a source saved while a build
 * runs is then newer than the build, so the next start builds again.
 */
export const BUILD_INFO = path.join(DIST, 'build-info.json');

/** What `npm start`, `npm run user`, `npm run backup` and `npm run restore` need: all must exist. */
const OUTPUTS = [
  path.join(DIST, 'client', 'index.html'),
  SERVER_MAIN,
  path.join(DIST, 'server', 'user.js'),
  path.join(DIST, 'server', 'backup.js'),
  path.join(DIST, 'server', 'restore.js'),
  path.join(DIST, 'server', 'pglite-thread.js'),
  path.join(DIST, 'server', 'migrations', 'meta', '_journal.json'),
  BUILD_INFO,
];

/** What a build reads besides src/: a change to any of them makes dist/ stale. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
];

/** Tests are not part of the build: editing one must not make the next start rebuild. */
const isBuildInput = (/** @type {string} */ name) => !/\.test\.tsx?$/.test(name);
const NOT_BUILT = new Set([path.join(ROOT, 'src', 'server', 'test'), path.join(ROOT, 'src', 'client', 'test')]);

/** Newest modification time (ms) of the build's inputs; ~300 files, a few ms. */
function newestInput() {
  let newest = 0;
  const visit = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_BUILT.has(full)) visit(full);
      } else if (isBuildInput(entry.name)) {
        newest = Math.max(newest, fs.statSync(full).mtimeMs);
      }
    }
  };
  visit(path.join(ROOT, 'src'));
  for (const file of INPUT_FILES) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(full)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * 'missing' when any output is absent, 'stale' when a source changed after the build, else 'fresh'.
 * A production install without src/ (only dist/ copied) counts as fresh.
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function distState() {
  if (!OUTPUTS.every((file) => fs.existsSync(file))) return 'missing';
  if (!fs.existsSync(path.join(ROOT, 'src'))) return 'fresh';
  let startedAt = 0;
  try {
    startedAt = Number(JSON.parse(fs.readFileSync(BUILD_INFO, 'utf8')).startedAt) || 0;
  } catch {
    return 'stale';
  }
  return newestInput() > startedAt ? 'stale' : 'fresh';
}

/** The build tools are devDependencies: absent after `npm ci --omit=dev`. */
export function canBuild() {
  return ['vite', 'esbuild'].every((name) => fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));
}
