// @ts-check
/**
 * How node runs the server (issue 29 item 5, D126): what `npm start` (package.json), the systemd unit
 * (deploy/selvage.service) and every test server (src/server/test/server-process.ts) pass, so the
 * benchmark measures what the shop runs. src/server/server-launch.test.ts holds the first two to it.
 *
 * Both bound memory a small box cannot give back, at no cost a shop can feel: the embedded database
 * runs in a thread, and the C library gives each thread an arena of its own that keeps what it grew
 * by (2 arenas: busy ~410 -> ~370 MB); V8's young generation grows to 3 x 16 MB per thread before it
 * collects, for requests whose garbage is mostly a photo's few MB (2 MB: idle ~260 -> ~230 MB).
 */

/** Node's own flags, before the script. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=2'];

/** Environment the C library reads at process start; a value already set wins. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
