import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractTemplate, pgliteTemplate } from '../../src/server/test/pglite-template';
import { startServerProcess, type SpawnOptions } from '../../src/server/test/server-process';
import { CSP_REPORT_LOGGED } from '../../src/server/routes/csp-report.routes';
import { CLIENT_ERROR_LOGGED } from '../../src/server/routes/client-error.routes';

export const STAFF = { email: 'staff@selvage.test', password: 'e2e staff password' } as const;

export interface RunningServer {
  url: string;
  /** The server process's id (the benchmark reads its memory). */
  pid: number;
  dataDir: string;
  output(): string;
  /**
   * What browsers reported the page's Content-Security-Policy blocked since the last call, as the
   * server logged it ('page directive blocked'): every engine reports, also during a page's first
   * load, where WebKit's journeys cannot listen in the page.
   */
  freshCspReports(): string[];
  /**
   * What failed in the app's pages since the last call, as their reporter told the server
   * ('a page of the app failed in a browser', D136): also during a page's first load, where
   * WebKit's journeys cannot listen in the page.
   */
  freshClientErrors(): string[];
  stop(): Promise<void>;
}

/** The lines of one kind in a server's log (each report route logs one JSON line per report), as `shown` words them. */
function reportsIn(output: string, logged: string, shown: (line: Record<string, string>) => string): string[] {
  return output
    .split('\n')
    .filter((line) => line.includes(logged))
    .map((line) => shown(JSON.parse(line) as Record<string, string>));
}

/** Each call answers the reports of its kind logged since its last call. */
function freshReports(output: () => string, logged: string, shown: (line: Record<string, string>) => string): () => string[] {
  let seen = 0;
  return () => {
    const reports = reportsIn(output(), logged, shown);
    const fresh = reports.slice(seen);
    seen = reports.length;
    return fresh;
  };
}

/**
 * This machine's address on its network (its first IPv4 that is not loopback), as a phone on the
 * shop's Wi-Fi reaches the shop's server: a plain-http page there is not a secure context, as on
 * the phones, where 127.0.0.1 would be one. Undefined on a machine with no network.
 */
export function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

/**
 * Starts the real server (the build `npm test` made, test/server-process.ts) with the built client,
 * on a free port with a temporary DATA_DIR holding the migrated template database and a seeded
 * staff account. Passwords are hashed the fast way: no journey is about the hash's cost, and
 * config.test.ts pins the strong default. Extra env vars configure a journey's needs; `asShipped`
 * runs node with the shop's own flags only, for the benchmark (test servers add TEST_SERVER_NODE_ARGS).
 */
export async function startServer(env: Record<string, string> = {}, options: SpawnOptions = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-e2e-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    // The cached template (made here when missing): also outside Vitest, for the benchmark.
    extractTemplate(await pgliteTemplate(), path.join(dataDir, 'db'));
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        PASSWORD_HASH: 'fast',
        // A build of its own (CLIENT_DIR=...) lets several journeys build and run side by side.
        CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
        ...env,
      },
      options,
    );
    return {
      url: server.url,
      pid: server.pid,
      dataDir,
      output: server.output,
      freshCspReports: freshReports(server.output, CSP_REPORT_LOGGED, (r) => `CSP report: ${r.page} ${r.directive} ${r.blocked}`),
      freshClientErrors: freshReports(
        server.output,
        CLIENT_ERROR_LOGGED,
        (r) => `page failed: ${r.page} ${r.kind}: ${r.error}${r.source ? ` at ${r.source}:${r.line}` : ''}`,
      ),
      async stop() {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
