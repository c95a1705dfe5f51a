import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAIN, distState } from '../../../scripts/dist-state.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../../scripts/server-launch.mjs';

/**
 * The real server as its own process: the compiled `dist/server/main.js` that `npm start` runs,
 * when dist/ holds a build of the current sources (`npm test` builds once before any test), else
 * from its sources through tsx (`npm run dev`), so one test file run by hand after an edit tests
 * the edit. Shared by the start-up tests (src/server/main.test.ts, tls.test.ts), the browser
 * journeys (e2e/support) and the benchmark.
 *
 * Start-up costs ~1 s on an idle machine from the build on a data folder made from the template
 * (test/databases.ts), ~3 s from the sources, and several times that on a loaded 2-core one, so
 * callers give their tests SERVER_TEST_TIMEOUT_MS or more, never the default 30 s.
 */
export const SERVER_START_TIMEOUT_MS = 90_000;
/** A test that starts one or two servers (they start side by side) and does a little with them. */
export const SERVER_TEST_TIMEOUT_MS = 180_000;

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
const ROOT = path.resolve(path.dirname(MAIN), '..', '..');

/** Asked once per test process: dist/ does not change while tests run. */
let entry: readonly string[] | undefined;
/** How to start the server: node's arguments, as `npm start` gives them. */
export function serverEntry(): readonly string[] {
  entry ??= [...SERVER_NODE_ARGS, ...(distState() === 'fresh' ? [SERVER_MAIN] : ['--import', 'tsx', MAIN])];
  return entry;
}

/**
 * What a test server runs with beyond the shop's flags (D135): WebAssembly compiled by V8's
 * baseline compiler only. PGlite's engine is 15 MB of WebAssembly, which V8 otherwise also
 * optimises on other threads while the server starts, for queries a test server lives too briefly
 * to repeat: a start and a few pages cost 1.35 -> 0.9 CPU-s. No result can differ (the optimising
 * compiler only makes the same code faster). The benchmark and the memory tests run the server as
 * the shop does (`asShipped`).
 */
export const TEST_SERVER_NODE_ARGS: readonly string[] = ['--liftoff-only'];

export interface SpawnOptions {
  /** Node's flags exactly as `npm start` gives them, for what measures the server (memory, speed). */
  asShipped?: boolean;
}

export interface ServerProcess {
  readonly pid: number;
  /** Everything it printed so far, stdout and stderr interleaved. */
  readonly output: () => string;
  /** Resolves with its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Resolves with its address once it listens; rejects with its output if it exits first or takes too long. */
  readonly listening: Promise<string>;
  readonly running: () => boolean;
  /** Sends the signal (SIGTERM: the clean shutdown) and waits for the exit. */
  readonly kill: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface RunningServer extends ServerProcess {
  readonly url: string;
  /** SIGTERM and wait for the exit. */
  readonly stop: () => Promise<void>;
}

/**
 * Spawns the server on a free port of 127.0.0.1 with warnings-only logs; `env` adds or overrides
 * settings (DATA_DIR, DATABASE_URL, ...).
 */
export function spawnServer(env: Record<string, string>, { asShipped = false }: SpawnOptions = {}): ServerProcess {
  const child = spawn(process.execPath, [...(asShipped ? [] : TEST_SERVER_NODE_ARGS), ...serverEntry()], {
    cwd: ROOT,
    // The fast hash: no start-up test is about the hash's cost, and config.test.ts pins the strong default.
    env: { ...SERVER_ENV, ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PASSWORD_HASH: 'fast', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`)),
      SERVER_START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Selvage listening on (https?:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // A caller that only waits for the exit must not see an unhandled rejection.
  listening.catch(() => undefined);
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    listening,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Spawns the server and waits until it listens (rejects with its output otherwise). */
export async function startServerProcess(env: Record<string, string>, options: SpawnOptions = {}): Promise<RunningServer> {
  const server = spawnServer(env, options);
  try {
    const url = await server.listening;
    return { ...server, url, stop: async () => void (await server.kill('SIGTERM')) };
  } catch (error) {
    await server.kill('SIGKILL');
    throw error;
  }
}

/** Spawns a server expected to refuse to start; resolves with its exit code and output once it exits. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawnServer(env);
  const started = await server.listening.then(
    () => true,
    () => false,
  );
  if (started || server.running()) {
    await server.kill('SIGKILL');
    throw new Error(`server ${started ? 'started' : 'neither started nor exited'} although it should have refused:\n${server.output()}`);
  }
  return { code: await server.exited, output: server.output() };
}
