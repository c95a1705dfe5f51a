// @ts-check
/**
 * `npm run build`: the client with Vite into dist/client (failing when it is over a weight budget,
 * scripts/budget.mjs) with a brotli and a gzip copy beside each file that compresses, the server
 * with esbuild into dist/server (main.js for `npm start`, user.js for `npm run user`, backup.js and
 * restore.js for `npm run backup` and `npm run restore`), and the database migrations beside them.
 *
 * `--prepare` is npm's `prepare` step (every `npm install`/`npm ci` runs it): it builds only when
 * dist/ is missing, as in a fresh clone, and passes quietly when the build tools are absent, so
 * `npm ci --omit=dev` after a build (no Vite, no esbuild) still installs. `npm start` rebuilds a
 * stale dist/ (scripts/start.mjs), and so does `npm run user` (`--if-stale`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BUILD_INFO, DIST, ROOT, canBuild, distState } from './dist-state.mjs';
import { checkBudgets } from './budget.mjs';

const SERVER_OUT = path.join(DIST, 'server');
const CLIENT_OUT = path.join(DIST, 'client');

/** The client, its weight budgets (scripts/budget.mjs: over one, the build fails), then its compressed copies. */
async function buildClient() {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: path.join(ROOT, 'src', 'client'), logLevel: 'warn' });
  checkBudgets(CLIENT_OUT);
  await precompress(CLIENT_OUT);
}

/**
 * The client's files that compress: text, and the barcode reader's WebAssembly (~1 MB, a third of
 * that compressed). Images are compressed already.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
/** @fastify/compress's own threshold: below it a compressed copy saves too little to keep. */
const MIN_BYTES = 1024;
/**
 * Brotli's strongest: ~5.7 CPU-s for the ~2.8 MB (the WebAssembly alone ~3.2 s, the critical path
 * on 2 cores); 10 would take about half for ~2% more bytes.
 */
const BROTLI_QUALITY = 11;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A `.br` (brotli) and a `.gz` (gzip 9) beside each compressible file, sent as they are by the
 * server (@fastify/static `preCompressed`, src/server/app.ts): compressed once here, at the
 * strongest settings, instead of on every phone's first load. Written after Vite, so the service
 * worker's precache list (Workbox, vite.config.ts) never names them; zlib's async calls run on
 * libuv's threads, so the files compress side by side.
 * @param {string} clientDir
 */
async function precompress(clientDir) {
  const startedAt = Date.now();
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // .vite/ holds Vite's manifest for scripts/budget.mjs: the server serves no dotted path.
    .filter((file) => !/(^|[\\/])\./.test(path.relative(clientDir, file)))
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .filter(({ size }) => size >= MIN_BYTES)
    // Largest first: the WebAssembly alone takes the longest, the rest compress beside it.
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  let stored = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = fs.readFileSync(file);
      const mode = file.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT;
      const copies = {
        br: await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: mode,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz: await gzip(bytes, { level: 9 }),
      };
      for (const [extension, copy] of Object.entries(copies)) {
        // One no smaller than the file would only cost the browser a decoding.
        if (copy.length >= bytes.length) continue;
        fs.writeFileSync(`${file}.${extension}`, copy);
        stored += 1;
      }
    }),
  );
  console.log(`selvage: ${stored} compressed copies of ${files.length} client files in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/**
 * Packages the server bundle leaves in node_modules (a production install has them): PGlite loads
 * its .wasm and data files from beside its own module; the real services' clients load only when
 * configured (D107), and pg's optional native binding cannot be bundled.
 */
const SERVER_EXTERNAL = ['@electric-sql/pglite', 'pg', 'cloudinary', '@shopify/admin-api-client', 'nodemailer'];

async function buildServer() {
  const esbuild = await import('esbuild');
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/server/main.ts',
      user: 'src/server/cli/user.ts',
      backup: 'src/server/cli/backup.ts',
      restore: 'src/server/cli/restore.ts',
      'pglite-thread': 'src/server/db/pglite-thread.ts',
    },
    outdir: SERVER_OUT,
    bundle: true,
    // The packages a start loads (Fastify and its plugins, zod, drizzle) are bundled: Node reads
    // and compiles a few large files faster than hundreds of small ones, ~0.2 s of a warm start (D108).
    external: SERVER_EXTERNAL,
    platform: 'node',
    format: 'esm',
    // Bundled CommonJS packages call require(): an ES module has none unless it makes one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // main.ts imports the app while the database opens: as a chunk of its own, the app's packages
    // load after that line, not all before main.js runs. Chunks stay beside main.js (see below).
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20.19',
    // Not minified: a stack trace in the log names our functions. `node --enable-source-maps`
    // maps it back to src/ when wanted.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // db/connection.ts finds its migrations beside its own module: in the bundle that is main.js,
  // user.js or a chunk, all in dist/server, so they go to dist/server/migrations.
  fs.cpSync(path.join(ROOT, 'src', 'server', 'db', 'migrations'), path.join(SERVER_OUT, 'migrations'), { recursive: true });
}

/** Builds everything; the stamp goes last, so an interrupted build is 'missing' next time. */
async function buildAll() {
  const startedAt = Date.now();
  fs.rmSync(BUILD_INFO, { force: true });
  await buildClient();
  await buildServer();
  fs.writeFileSync(BUILD_INFO, `${JSON.stringify({ startedAt, builtAt: Date.now() })}\n`);
  return Date.now() - startedAt;
}

/**
 * What to do when dist/ is not fresh and the build tools are absent (a production install).
 * @param {'missing' | 'stale'} state
 */
function cannotBuild(state) {
  if (state === 'missing') {
    console.error('selvage: dist/ is missing and the build tools are not installed: run `npm ci && npm run build` first.');
    process.exit(1);
  }
  console.warn('selvage: dist/ is older than the sources, but the build tools are not installed: using the existing build.');
}

async function main() {
  const args = process.argv.slice(2);
  const state = distState();
  if (args.includes('--prepare')) {
    if (state !== 'missing') return;
    if (!canBuild()) {
      console.warn(
        'selvage: dist/ is missing and the build tools are not installed (npm ci --omit=dev?): run `npm ci && npm run build` before `npm start`.',
      );
      return;
    }
  } else if (args.includes('--if-stale')) {
    if (state === 'fresh') return;
    if (!canBuild()) return cannotBuild(state);
    console.log(
      state === 'missing'
        ? 'selvage: building dist/ (first start)...'
        : 'selvage: sources changed since the last build, rebuilding dist/...',
    );
  }
  const ms = await buildAll();
  console.log(`selvage: built dist/ in ${(ms / 1000).toFixed(1)} s`);
}

await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
